import type { Db } from "../db/open";

/**
 * Identifies the current state of the content, so cached pages and reads can be reused until it changes:
 * our own writes bump a counter, and SQLite's data_version moves when another process (the CLI's import or
 * restore) commits to the same file.
 */
export function createContentStamp(db: Db, { recheckMs = 250 } = {}) {
  let writes = 0;
  const dataVersion = db.$client.query<{ data_version: number }, []>("PRAGMA data_version");
  // Another process's commit is noticed within `recheckMs`; our own writes at once.
  let external = 0;
  let checkedAt = -Infinity;
  return {
    current: () => {
      const now = performance.now();
      if (now - checkedAt >= recheckMs) {
        external = dataVersion.get()?.data_version ?? 0;
        checkedAt = now;
      }
      return `${writes}.${external}`;
    },
    markWrite: () => {
      writes++;
    },
  };
}
export type ContentStamp = ReturnType<typeof createContentStamp>;
