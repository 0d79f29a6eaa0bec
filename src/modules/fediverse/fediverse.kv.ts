import type { KvKey, KvStore, KvStoreSetOptions } from "@fedify/fedify";
import { and, asc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/open";
import type { Clock } from "../../platform/scheduler/scheduler.clock";
import { refusedForThisRequester } from "./fediverse.fetch";
import { fediverseKv } from "./fediverse.table";

/**
 * Rows the store keeps at most. Fedify writes one row per remote document it caches and per inbox activity it has
 * seen (idempotence): a flood of activities must not grow the database without bound, so past this the oldest go
 * (losing a cache entry costs one more fetch; an idempotence key, at worst one activity handled twice).
 */
export const KV_MAX_ROWS = 5000;

/** Keys are arrays of strings; stored joined by a separator none of them may hold unescaped. */
const SEPARATOR = "\u001f";
const encodeKey = (key: KvKey) => key.map((part) => part.replaceAll("\\", "\\\\").replaceAll(SEPARATOR, `\\${SEPARATOR}`)).join(SEPARATOR);
const decodeKey = (stored: string): KvKey => {
  const parts: string[] = [];
  let current = "";
  for (let i = 0; i < stored.length; i++) {
    const char = stored[i]!;
    if (char === "\\") current += stored[++i] ?? "";
    else if (char === SEPARATOR) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  parts.push(current);
  return parts as unknown as KvKey;
};

/**
 * Fedify's key cache writes "unavailable" (null, and the failure beside it under "__fetchError") for a key it could
 * not fetch. When it could not because our bounds refused this sender another fetch, that is not kept: otherwise a
 * sender out of budget who names a server's real key would make that key "unavailable" for everyone for minutes.
 */
const isRefusalNotKept = (key: KvKey, value: unknown) => (value === null || key.includes("__fetchError")) && refusedForThisRequester(key[key.length - 1]!);

/**
 * Fedify's KvStore on our SQLite table, with time from the app's clock (decision 0057 says why it is not
 * `@fedify/sqlite`). It keeps any JSON value Fedify gives it, null included: a missing row reads as undefined, a
 * stored null as null (Fedify's key cache tells "this key could not be had" from "not asked yet" that way).
 */
export function createSqliteKvStore(db: Db, clock: Clock): KvStore {
  const iso = (ms = clock.now()) => new Date(ms).toISOString();
  const live = () => or(isNull(fediverseKv.expiresAt), gt(fediverseKv.expiresAt, iso()));
  const expiry = (options?: KvStoreSetOptions) => (options?.ttl ? iso(clock.now() + options.ttl.total({ unit: "milliseconds" })) : null);

  function bound() {
    db.delete(fediverseKv).where(lte(fediverseKv.expiresAt, iso())).run();
    const count = db.select({ n: sql<number>`count(*)` }).from(fediverseKv).get()?.n ?? 0;
    if (count <= KV_MAX_ROWS) return;
    const oldest = db
      .select({ key: fediverseKv.key })
      .from(fediverseKv)
      .orderBy(asc(fediverseKv.createdAt))
      .limit(count - KV_MAX_ROWS)
      .all();
    for (const { key } of oldest) db.delete(fediverseKv).where(eq(fediverseKv.key, key)).run();
  }

  function read(key: KvKey): unknown {
    return db
      .select({ value: fediverseKv.value })
      .from(fediverseKv)
      .where(and(eq(fediverseKv.key, encodeKey(key)), live()))
      .get()?.value;
  }

  function write(key: KvKey, value: unknown, options?: KvStoreSetOptions) {
    const row = { key: encodeKey(key), value, expiresAt: expiry(options), createdAt: iso() };
    db.insert(fediverseKv).values(row).onConflictDoUpdate({ target: fediverseKv.key, set: row }).run();
  }

  return {
    get: async <T>(key: KvKey) => read(key) as T | undefined,
    async set(key, value, options) {
      if (isRefusalNotKept(key, value)) return;
      db.transaction(() => {
        write(key, value, options);
        bound();
      });
    },
    async delete(key) {
      db.delete(fediverseKv)
        .where(eq(fediverseKv.key, encodeKey(key)))
        .run();
    },
    async cas(key, expectedValue, newValue, options) {
      return db.transaction(() => {
        const current = read(key);
        if (!Bun.deepEquals(current, expectedValue)) return false;
        if (newValue === undefined)
          db.delete(fediverseKv)
            .where(eq(fediverseKv.key, encodeKey(key)))
            .run();
        else write(key, newValue, options);
        return true;
      });
    },
    async *list(prefix) {
      const rows = db.select().from(fediverseKv).where(live()).orderBy(asc(fediverseKv.key)).all();
      const start = prefix ? encodeKey(prefix) : "";
      for (const row of rows) {
        if (prefix && row.key !== start && !row.key.startsWith(start + SEPARATOR)) continue;
        yield { key: decodeKey(row.key), value: row.value };
      }
    },
  };
}
