import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * One row (id 1): the S3-compatible storage the admin set in Settings → Backups. The BACKUP_S3_* variables win over
 * it. The secret is kept as given (every request to the storage is signed with it); it is never read back through
 * the API nor exported, but a backup holds it, as it holds the SMTP password.
 */
export const offsiteSettings = sqliteTable("offsite_settings", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  endpoint: text("endpoint").notNull().default(""),
  bucket: text("bucket").notNull().default(""),
  accessKeyId: text("access_key_id").notNull().default(""),
  secretAccessKey: text("secret_access_key").notNull().default(""),
  region: text("region").notNull().default(""),
  prefix: text("prefix").notNull().default(""),
});
export type OffsiteSettingsRow = typeof offsiteSettings.$inferSelect;

/** pending: waiting for its upload (or its next try); uploaded: the storage has it; failed: the last try failed. */
export const OFFSITE_STATES = ["pending", "uploaded", "failed"] as const;
export type OffsiteState = (typeof OFFSITE_STATES)[number];

/**
 * Each backup's off-site copy, by the backup's file name. The upload itself is an outbox row (topic
 * "offsite.upload"), which retries it; this row is what the admin is shown.
 */
export const offsiteCopies = sqliteTable("offsite_copies", {
  name: text("name").primaryKey(),
  state: text("state").$type<OffsiteState>().notNull().default("pending"),
  /** The last failed try in the storage's own words, or null. */
  lastError: text("last_error"),
  /** When the storage confirmed the whole copy (ISO 8601, UTC, from the app's clock), or null. */
  uploadedAt: text("uploaded_at"),
});
export type OffsiteCopyRow = typeof offsiteCopies.$inferSelect;
