import { Database } from "bun:sqlite";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import * as schema from "./schema";
import { migrate } from "./migrate";

/** The database's file name inside the data dir. */
export const DB_FILE = "portfolio.db";

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

/**
 * Opens (creating if needed) and migrates the database. `path` must already be absolute, or ":memory:" for tests:
 * bun:sqlite resolves relative paths against the working directory.
 */
export function openDatabase(path: string): Db {
  const sqlite = new Database(path, { create: true, strict: true });
  sqlite.run("PRAGMA busy_timeout = 5000");
  if (path !== ":memory:") sqlite.run("PRAGMA journal_mode = WAL");
  sqlite.run("PRAGMA synchronous = NORMAL");
  sqlite.run("PRAGMA foreign_keys = ON");
  // Fail here, with one clear sentence, rather than on the first request.
  const check = sqlite.query<{ quick_check: string }, []>("PRAGMA quick_check").get();
  if (check?.quick_check !== "ok") throw new Error(`database failed its integrity check (${check?.quick_check})`);
  migrate(sqlite);
  return drizzle({ client: sqlite, schema }) as Db;
}
