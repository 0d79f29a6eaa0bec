import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Facts about the database itself, one row each: when it was created (the upload sweep never deletes a file older
 * than its database) and which version of the application last changed its schema (an older binary refuses it).
 */
export const appMeta = sqliteTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** When the database was made (ISO 8601); every migrated database has it (migration 0001 dates older ones). */
export const DATABASE_CREATED_AT = "database_created_at";
