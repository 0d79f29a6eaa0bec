/**
 * The memo's shelf for searches: a visitor can make searches without end, so they never enter the memo itself
 * (docs/decisions/0001), but the same few are asked again and again (a link shared, a reader paging back). The last
 * ones are kept here, in a small budget of their own that a flood of distinct searches only churns: it never grows
 * past `maxBytes` and never pushes a page out of the memo.
 */
export function createSearchShelf<Entry extends { bytes: number }>({ maxBytes = 2 * 1024 * 1024, maxEntries = 128 } = {}) {
  const shelved = new Map<string, Entry>();
  let totalBytes = 0;
  // One compressed copy is made per answer on its first use and not counted by the entry: HTML and JSON compress to
  // well under a quarter of their size.
  const weightOf = (entry: Entry) => Math.ceil(entry.bytes * 1.25);
  const drop = (key: string, entry: Entry) => {
    shelved.delete(key);
    totalBytes -= weightOf(entry);
  };
  return {
    /** The search's answer, freshened as the most recent (the oldest go first). */
    get(key: string): Entry | undefined {
      const entry = shelved.get(key);
      if (entry) {
        shelved.delete(key);
        shelved.set(key, entry);
      }
      return entry;
    },
    put(key: string, entry: Entry): void {
      const old = shelved.get(key);
      if (old) drop(key, old);
      if (weightOf(entry) > maxBytes / 4) return;
      for (const [oldest, kept] of shelved) {
        if (totalBytes + weightOf(entry) <= maxBytes && shelved.size < maxEntries) break;
        drop(oldest, kept);
      }
      shelved.set(key, entry);
      totalBytes += weightOf(entry);
    },
    clear() {
      shelved.clear();
      totalBytes = 0;
    },
    size: () => ({ entries: shelved.size, bytes: totalBytes }),
  };
}
