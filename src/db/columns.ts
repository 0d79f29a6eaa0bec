import { sql } from "drizzle-orm";
import { integer, text, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";

/** ISO 8601 in UTC ending in `Z`, as the contract's JSON wants, set by SQLite so every writer agrees. */
export const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
export const timestamp = (name: string) => text(name).notNull().default(isoNow);
export const bool = (name: string) => integer(name, { mode: "boolean" }).notNull().default(false);
/** A row's required link to the row it belongs to, deleted with it. */
export const belongsTo = (name: string, parentId: () => AnySQLiteColumn) => integer(name).notNull().references(parentId, { onDelete: "cascade" });
export const displayOrder = () => integer("order").notNull().default(0);
export const jsonList = (name: string) => text(name, { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`);
/** Per-language overrides of the translatable fields (contract §2). */
export const translations = <T>() => text("translations", { mode: "json" }).$type<Translations<T>>().notNull().default(sql`'{}'`);

export type Translations<T> = Partial<Record<string, Partial<T>>>;
