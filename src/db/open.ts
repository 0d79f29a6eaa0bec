import { Database } from "bun:sqlite";
import { existsSync } from "node:fs";
import { dirname } from "node:path";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";
import { migrate, pendingUpgrade, type PendingUpgrade } from "./migrate";
import { PRIVATE_FILE_MODE, chmodIfOwned, giveToFolderOwner } from "../lib/file-access";

/** The database's file name inside the data dir. */
export const DB_FILE = "portfolio.db";

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

/** The database or a transaction on it: repositories run the same way in both (an import is one transaction). */
export type DbExecutor = BaseSQLiteDatabase<"sync", void, typeof schema>;

/**
 * What opening the database at `path` would migrate, read without changing anything: null when there is no file,
 * nothing to migrate, or nothing in it yet. Throws NewerDatabaseError for a database a newer version wrote.
 */
export function inspectUpgrade(path: string): PendingUpgrade | null {
  if (!existsSync(path)) return null;
  const sqlite = new Database(path, { readonly: true, strict: true });
  try {
    sqlite.run("PRAGMA busy_timeout = 5000");
    return pendingUpgrade(sqlite);
  } finally {
    sqlite.close();
  }
}

/**
 * Opens (creating if needed) and migrates the database. `path` must already be absolute, or ":memory:" for tests:
 * bun:sqlite resolves relative paths against the working directory. The file, its -wal and its -shm are
 * owner-only; a database from before that rule is tightened here.
 */
export function openDatabase(path: string): Db {
  const onDisk = path !== ":memory:";
  const isNew = onDisk && !existsSync(path);
  const sqlite = new Database(path, { create: true, strict: true });
  try {
    if (onDisk) {
      // Before the first statement: SQLite creates the -wal and -shm with the database file's mode and owner.
      if (isNew) giveToFolderOwner(path, dirname(path));
      chmodIfOwned(path, PRIVATE_FILE_MODE);
    }
    sqlite.run("PRAGMA busy_timeout = 5000");
    if (onDisk) {
      sqlite.run("PRAGMA journal_mode = WAL");
      // Left by an earlier run (one stopped uncleanly) with the mode they were made with.
      for (const companion of [`${path}-wal`, `${path}-shm`]) chmodIfOwned(companion, PRIVATE_FILE_MODE);
    }
    sqlite.run("PRAGMA synchronous = NORMAL");
    sqlite.run("PRAGMA foreign_keys = ON");
    // Deleted rows are overwritten, not only unlinked: a deleted message or statistics salt leaves no copy in the file.
    sqlite.run("PRAGMA secure_delete = ON");
    // Fail here, with one clear sentence, rather than on the first request.
    const check = sqlite.query<{ quick_check: string }, []>("PRAGMA quick_check").get();
    if (check?.quick_check !== "ok") throw new Error(`database failed its integrity check (${check?.quick_check})`);
    migrate(sqlite);
  } catch (error) {
    sqlite.close();
    throw error;
  }
  return drizzle({ client: sqlite, schema }) as Db;
}
