import { sql } from "drizzle-orm";
import { blob, check, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Visitor statistics as daily aggregates: one row per (UTC day, dimension, value) with its page views and unique
 * visitors, never a row per view. Dimensions: `total` (value ""), `page` (a normalised path), `source` (referrer
 * host, or utm_source/ref), `lang`, `device`, `browser`, and `notFound` (paths answered with the 404 page).
 */
export const statsDaily = sqliteTable(
  "stats_daily",
  {
    day: text("day").notNull(),
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    pageviews: integer("pageviews").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.value] })],
);

/**
 * The salt visitors are hashed with, for the current UTC day only: replaced (and the old one deleted) when the day
 * changes, so a visitor of one day cannot be linked to the same person on another.
 */
export const statsSalt = sqliteTable("stats_salt", {
  day: text("day").primaryKey(),
  salt: blob("salt", { mode: "buffer" }).notNull(),
});

/**
 * Which (visitor, dimension value) pairs were already counted today, as salted 53-bit hashes, so a restart the same
 * day does not count the same visitor twice: each flush appends the keys it found new as one blob (8 bytes a key),
 * since a row per key would cost a B-tree insert each. Deleted with the day's salt, after which they identify nobody.
 */
export const statsSeen = sqliteTable("stats_seen", {
  id: integer("id").primaryKey(),
  day: text("day").notNull(),
  keys: blob("keys", { mode: "buffer" }).notNull(),
});

/** The owner's choice (one row): whether visits are counted at all. STATS=0 in the environment wins over it. */
export const statsSettings = sqliteTable(
  "stats_settings",
  {
    id: integer("id").primaryKey().default(1),
    counting: integer("counting", { mode: "boolean" }).notNull().default(true),
  },
  (table) => [check("stats_settings_single_row", sql`${table.id} = 1`)],
);
