import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { belongsTo, timestamp } from "../../db/columns";
import type { Language } from "../../shared/languages";
import type { SubscriberStatus } from "../../shared/schemas/subscribers";

/**
 * The readers told by e-mail about each new article (docs/decisions/0053-subscriptions.md). An address is stored
 * lowercased, once. Tokens are never stored, only their SHA-256: a copy of the database holds no working link.
 * Never in public output, logs or the feeds; in backups (the database) and in the JSON export.
 */
export const subscribers = sqliteTable(
  "subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull().unique(),
    /** The page's language when they subscribed: the mails are written in it. */
    language: text("language").$type<Language>().notNull(),
    status: text("status").$type<SubscriberStatus>().notNull().default("pending"),
    /** The SHA-256 of the link in the latest confirmation mail, while pending; null once confirmed or left. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    /** When the current subscription was asked for: a pending one expires 7 days after it. */
    requestedAt: text("requested_at").notNull(),
    confirmedAt: text("confirmed_at"),
    /** The record of the latest unsubscribe (consent data): kept, the address never mailed again from a visitor's request alone. */
    unsubscribedAt: text("unsubscribed_at"),
    /**
     * When the one re-subscription link allowed after that unsubscribe was mailed (30 days after it at the
     * earliest); null while none was. docs/decisions/0062-readers-consent-and-mail-limits.md
     */
    resubscribeMailedAt: text("resubscribe_mailed_at"),
    createdAt: timestamp("created_at"),
  },
  (table) => [index("subscribers_status").on(table.status)],
);
export type SubscriberRow = typeof subscribers.$inferSelect;

/**
 * The unsubscribe links sent, one per article mail (each mail gets a fresh random token, kept only as its SHA-256,
 * so the token can be put into a mail without ever being stored). They go with their reader.
 */
export const subscriberUnsubscribeTokens = sqliteTable(
  "subscriber_unsubscribe_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    subscriberId: belongsTo("subscriber_id", () => subscribers.id),
    createdAt: timestamp("created_at"),
  },
  (table) => [index("subscriber_unsubscribe_tokens_subscriber").on(table.subscriberId)],
);

/**
 * The confirmation mails sent, by recipient, for the per-recipient limit (3 an hour, 5 a day, whoever asks): kept in
 * the database so that the limit holds across restarts and whatever happens to the reader's row. The address is kept
 * only as its SHA-256, and a row only for a day (the readers' sweep forgets older ones).
 */
export const subscriberConfirmMails = sqliteTable(
  "subscriber_confirm_mails",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    recipientHash: text("recipient_hash").notNull(),
    sentAt: text("sent_at").notNull(),
  },
  (table) => [index("subscriber_confirm_mails_recipient").on(table.recipientHash, table.sentAt)],
);
