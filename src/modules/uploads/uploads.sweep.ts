import { getTableName } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import type { Db } from "../../db/open";
import { SAFE_METHODS } from "../../lib/http";
import { users } from "../auth/auth.table";
import { messages } from "../messages/messages.table";
import { articleSearch } from "../articles/articles.table";
import { createUploadsRepository } from "./uploads.repository";
import type { Logger } from "../../lib/log";
import { createAppMetaRepository } from "../../db/app-meta.repository";

/** An upload younger than this is kept even when nothing points at it yet: the form it was made for may be open. */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

const UPLOAD_ID = /\/uploads\/([0-9a-f]{32})/g;
/**
 * Tables that never hold the owner's content: accounts, visitors' messages (which can be many and long), and the
 * search rows, plain text derived from the articles (which are read anyway).
 */
const NOT_CONTENT = new Set<string>([getTableName(users), getTableName(messages), getTableName(articleSearch)]);

/**
 * The upload ids any stored content mentions: every text column of every content table (image fields, article
 * HTML, translations, the CV file), so a new field that holds an upload URL is covered without being listed here.
 */
export function referencedUploadIds(db: Db): Set<string> {
  const ids = new Set<string>();
  const tables = db.$client
    .query<{ name: string; sql: string | null }, []>(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'",
    )
    .all();
  // A full-text index (a virtual table and its shadow tables) only repeats what its source table holds.
  const indexes = tables.filter((table) => /^CREATE VIRTUAL TABLE/i.test(table.sql ?? "")).map((table) => table.name);
  for (const { name } of tables) {
    if (NOT_CONTENT.has(name) || indexes.some((index) => name === index || name.startsWith(`${index}_`))) continue;
    for (const row of db.$client.query<Record<string, unknown>, []>(`SELECT * FROM "${name.replaceAll('"', '""')}"`).all()) {
      for (const value of Object.values(row)) {
        if (typeof value === "string" && value.includes("/uploads/")) for (const match of value.matchAll(UPLOAD_ID)) ids.add(match[1]!);
      }
    }
  }
  return ids;
}

/**
 * Deletes uploaded files no content points at any more (a deleted project or article, a replaced image, an image
 * taken out of an article, a form abandoned after an upload), once they are older than the grace period.
 * A file older than the database itself is never deleted: it was uploaded for a database that is gone (deleted,
 * emptied, replaced by a fresh one), and the backup that brings that database back needs it. Answers the names it
 * deleted.
 */
export function sweepUnreferencedUploads({
  db,
  dataDir,
  now,
  graceMs = UPLOAD_GRACE_MS,
}: {
  db: Db;
  dataDir: string;
  now: number;
  graceMs?: number;
}): string[] {
  const store = createUploadsRepository(dataDir);
  const databaseCreatedAt = createAppMetaRepository(db).databaseCreatedAt() ?? now;
  // The folder first: most sweeps find no file past its grace period, and then the content is not read at all.
  const candidates = store.list().filter(({ modifiedMs }) => now - modifiedMs >= graceMs && modifiedMs >= databaseCreatedAt);
  if (!candidates.length) return [];
  const referenced = referencedUploadIds(db);
  const removed = candidates.filter(({ name }) => !referenced.has(name.slice(0, 32))).map(({ name }) => name);
  for (const name of removed) store.remove(name);
  return removed;
}

/** A sweep (as of `now`) that logs what it deleted and never throws: it runs beside requests and on a timer. */
export function sweepUploadsLogged(db: Db, dataDir: string, log: Logger, now: number): void {
  try {
    const removed = sweepUnreferencedUploads({ db, dataDir, now });
    if (removed.length) log.info(`Deleted ${removed.length} uploaded file(s) no content uses any more`, { job: "upload-sweep" });
  } catch (error) {
    log.error("Could not delete unreferenced uploads", error, { job: "upload-sweep" });
  }
}

/**
 * After each successful write by the signed-in admin (deleting a project, replacing an image, importing), the
 * uploads it left unreferenced are deleted. Never fails the write.
 */
export function sweepUploadsAfterAdminWrites({ db, config, log, clock }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (SAFE_METHODS.has(c.req.method) || c.res.status >= 400 || !c.get("user")) return;
    sweepUploadsLogged(db, config.dataDir, log, clock.now());
  };
}
