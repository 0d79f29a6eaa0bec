/** sessionStorage key marking that this page was already reloaded once for a chunk that would not load. */
export const RELOADED_KEY = "chunkReloadedFor";

/**
 * Loads a lazily loaded chunk. When it fails in the browser (typically: the site was upgraded while the page was
 * open, and the old chunk names are gone), the page reloads once to pick up the new release; a second failure on
 * the same page is passed on, to the error boundary, instead of reloading forever.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  if (typeof window === "undefined") return load();
  try {
    const module = await load();
    sessionStorage.removeItem(RELOADED_KEY);
    return module;
  } catch (error) {
    const page = window.location.pathname + window.location.search;
    if (sessionStorage.getItem(RELOADED_KEY) === page) {
      sessionStorage.removeItem(RELOADED_KEY);
      throw error;
    }
    sessionStorage.setItem(RELOADED_KEY, page);
    window.location.reload();
    // Keeps the loading state on screen until the reload replaces the page.
    return new Promise<T>(() => {});
  }
}
