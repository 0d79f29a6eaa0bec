import type { Database } from "bun:sqlite";
import { and, between, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/open";
import { statsDaily, statsSalt, statsSeen, statsSettings } from "./stats.table";

/** Increments of one (day, dimension, value) row. */
export type Increment = { day: string; dimension: string; value: string; pageviews: number; visitors: number };

/** What a flush writes, in one transaction. */
export type FlushBatch = {
  increments: Iterable<Increment>;
  /** Keys first counted since the last flush, all of `seenDay`. */
  seen: { day: string; keys: readonly number[] } | null;
  /** The salt in use (written unless stored: a restored backup holds none). */
  salt: { day: string; salt: Uint8Array };
  /** The day changed: the salts and seen keys of other days are deleted. */
  rotated: boolean;
};

/**
 * Deletes every statistics salt and visitor key from a database file's connection (a backup's copy: kept for weeks,
 * it must not let anyone recognise that day's visitors). Other tables are untouched; an older schema has none.
 */
export function deleteVisitorKeys(sqlite: Database): void {
  const tables = new Set(
    sqlite
      .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((row) => row.name),
  );
  sqlite.run("PRAGMA secure_delete = ON");
  for (const table of ["stats_salt", "stats_seen"]) if (tables.has(table)) sqlite.run(`DELETE FROM ${table}`);
}

export function createStatsRepository(db: Db) {
  const sqlite = db.$client;
  // A flush may write a thousand rows: a prepared statement, not a query builder per row.
  const addIncrement = sqlite.prepare<unknown, [string, string, string, number, number]>(
    "INSERT INTO stats_daily (day, dimension, value, pageviews, visitors) VALUES (?, ?, ?, ?, ?) ON CONFLICT (day, dimension, value) DO UPDATE SET pageviews = pageviews + excluded.pageviews, visitors = visitors + excluded.visitors",
  );

  const write = sqlite.transaction((batch: FlushBatch) => {
    if (batch.rotated) {
      db.delete(statsSalt).where(ne(statsSalt.day, batch.salt.day)).run();
      db.delete(statsSeen).where(ne(statsSeen.day, batch.salt.day)).run();
    }
    db.insert(statsSalt)
      .values({ day: batch.salt.day, salt: Buffer.from(batch.salt.salt) })
      .onConflictDoNothing()
      .run();
    for (const row of batch.increments) addIncrement.run(row.day, row.dimension, row.value, row.pageviews, row.visitors);
    if (batch.seen)
      db.insert(statsSeen)
        .values({ day: batch.seen.day, keys: Buffer.from(Float64Array.from(batch.seen.keys).buffer) })
        .run();
  });

  return {
    write,
    /** The stored salt of `day`, if there is one. */
    saltOf: (day: string): Uint8Array | null => {
      const row = db.select({ salt: statsSalt.salt }).from(statsSalt).where(eq(statsSalt.day, day)).get();
      return row ? new Uint8Array(row.salt) : null;
    },
    seenKeys: (day: string): number[] =>
      db
        .select({ keys: statsSeen.keys })
        .from(statsSeen)
        .where(eq(statsSeen.day, day))
        .all()
        .flatMap((row) => Array.from(new Float64Array(row.keys.buffer.slice(row.keys.byteOffset, row.keys.byteOffset + row.keys.byteLength)))),
    /** The distinct values each dimension already has on `day` (a restart keeps applying the same caps). */
    valuesOf: (day: string): { dimension: string; value: string }[] =>
      db.select({ dimension: statsDaily.dimension, value: statsDaily.value }).from(statsDaily).where(eq(statsDaily.day, day)).all(),
    /**
     * Every salt and seen key, when counting stops: deleted (overwritten, with secure_delete) and the write-ahead
     * log truncated, so no copy of them is left in the files.
     */
    forgetVisitors() {
      sqlite.transaction(() => {
        db.delete(statsSalt).run();
        db.delete(statsSeen).run();
      })();
      sqlite.run("PRAGMA wal_checkpoint(TRUNCATE)");
    },
    /** After a new day's salt replaced the old one: the old one's page may linger in the write-ahead log. */
    truncateLog: () => sqlite.run("PRAGMA wal_checkpoint(TRUNCATE)"),
    /** The daily totals between two days (both included). */
    totals: (from: string, to: string) =>
      db
        .select({ day: statsDaily.day, pageviews: statsDaily.pageviews, visitors: statsDaily.visitors })
        .from(statsDaily)
        .where(and(eq(statsDaily.dimension, "total"), between(statsDaily.day, from, to)))
        .orderBy(statsDaily.day)
        .all(),
    /** Every dimension's values summed over the days between `from` and `to` (both included). */
    sums: (from: string, to: string) =>
      db
        .select({
          dimension: statsDaily.dimension,
          value: statsDaily.value,
          pageviews: sql<number>`sum(${statsDaily.pageviews})`,
          visitors: sql<number>`sum(${statsDaily.visitors})`,
        })
        .from(statsDaily)
        .where(and(ne(statsDaily.dimension, "total"), between(statsDaily.day, from, to)))
        .groupBy(statsDaily.dimension, statsDaily.value)
        .all(),
    counting: (): boolean => db.select({ counting: statsSettings.counting }).from(statsSettings).get()?.counting ?? true,
    setCounting: (counting: boolean) =>
      db.insert(statsSettings).values({ id: 1, counting }).onConflictDoUpdate({ target: statsSettings.id, set: { counting } }).run(),
  };
}
export type StatsRepository = ReturnType<typeof createStatsRepository>;
