import type { Db } from "../db/open";

/**
 * Identifies the current state of the content, so cached pages and reads can be reused until it changes:
 * our own writes bump a counter, and SQLite's data_version moves when another process (the CLI's import or
 * restore) commits to the same file.
 */
export function createContentStamp(db: Db) {
  let writes = 0;
  const dataVersion = db.$client.query<{ data_version: number }, []>("PRAGMA data_version");
  return {
    current: () => `${writes}.${dataVersion.get()?.data_version ?? 0}`,
    markWrite: () => {
      writes++;
    },
  };
}
export type ContentStamp = ReturnType<typeof createContentStamp>;
