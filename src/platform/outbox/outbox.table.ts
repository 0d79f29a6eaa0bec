import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "../../db/columns";

/** pending: waiting for its (next) try; sent: the handler returned; failed: gave up, `last_error` says why. */
export const OUTBOX_STATES = ["pending", "sent", "failed"] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * Work that must eventually happen once something was stored (a notification of a new contact message): written in
 * the same transaction as that something, then carried out by the scheduler's "outbox" job, retried with back-off
 * across restarts, and marked sent only once its handler returned (at least once, never zero times).
 */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Which handler carries it out, e.g. "notify.email". */
    topic: text("topic").notNull(),
    /** What the handler needs, as JSON: references (ids), not copies of what they point at. */
    payload: text("payload", { mode: "json" }).$type<unknown>().notNull(),
    /** What it is about, e.g. "message:42", so the deliveries of one message can be found, retried or removed. */
    subjectKey: text("subject_key"),
    state: text("state").$type<OutboxState>().notNull().default("pending"),
    /** Tries started so far; a try is counted when it starts, so a crash in the middle of one counts too. */
    attempts: integer("attempts").notNull().default(0),
    /** When a pending row is due (ISO 8601, UTC); null once sent or failed. */
    nextAttemptAt: text("next_attempt_at"),
    /** The last try's failure in the receiving server's own words (an SMTP reply, an HTTP status), or null. */
    lastError: text("last_error"),
    createdAt: timestamp("created_at"),
    updatedAt: timestamp("updated_at"),
  },
  (table) => [index("outbox_due").on(table.state, table.nextAttemptAt), index("outbox_subject").on(table.subjectKey)],
);
export type OutboxRow = typeof outbox.$inferSelect;

/** How a subject's deliveries stand, as the inbox shows them (see `summarizeDeliveries`). */
export type DeliveryState = "none" | "pending" | "sent" | "retrying" | "failed";
export type DeliverySummary = { state: DeliveryState; attempts: number; lastError: string | null };
