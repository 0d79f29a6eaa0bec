import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Language } from "../../shared/languages";
import type { SmtpSecurity, WebhookFormat, WebhookStatus } from "../../shared/schemas/notifications";

/**
 * One row (id 1): where notifications of new contact messages go by e-mail, and the language the owner reads the
 * admin in, which the e-mails and webhook messages are written in. The SMTP password is kept as given (the server
 * must send it to the mail server); it is never read back through the API nor exported, but a backup holds it.
 */
export const notificationSettings = sqliteTable("notification_settings", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  smtpHost: text("smtp_host").notNull().default(""),
  smtpPort: integer("smtp_port").notNull().default(587),
  smtpSecurity: text("smtp_security").$type<SmtpSecurity>().notNull().default("starttls"),
  smtpUser: text("smtp_user").notNull().default(""),
  smtpPassword: text("smtp_password").notNull().default(""),
  mailFrom: text("mail_from").notNull().default(""),
  mailTo: text("mail_to").notNull().default(""),
  language: text("language").$type<Language>().notNull().default("es"),
});
export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;

/** Each webhook notified of new messages. Its URL is a secret (Discord and Slack URLs carry their token). */
export const notificationWebhooks = sqliteTable("notification_webhooks", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  url: text("url").notNull(),
  format: text("format").$type<WebhookFormat>().notNull(),
  /** The outcome of the last request made to it (a delivery or a test), or null before the first. */
  lastStatus: text("last_status", { mode: "json" }).$type<WebhookStatus>(),
});
export type NotificationWebhookRow = typeof notificationWebhooks.$inferSelect;
