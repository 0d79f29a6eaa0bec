import { createHash } from "node:crypto";
import type { SubscribersRepository } from "./subscribers.repository";
import type { SubscriberRow } from "./subscribers.table";

/**
 * What a visitor's request may mail, and to whom how often (docs/decisions/0062-readers-consent-and-mail-limits.md):
 * nobody is mail-bombed through the form, and a reader who left stays left unless they come back themselves.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A subscription not confirmed within this time is forgotten, and its link stops working; a re-subscription link too. */
export const PENDING_LIFETIME_MS = 7 * DAY;
/** After an unsubscribe, no visitor's request mails the address for this long. */
export const UNSUBSCRIBED_QUIET_MS = 30 * DAY;
/** How long the record of an unsubscribe is kept (consent data; the privacy policy says so). */
export const UNSUBSCRIBE_RECORD_MS = 3 * 365 * DAY;
/** Confirmation mails one address may get, whoever asks: at most 3 an hour and 5 a day. */
export const CONFIRM_MAILS_PER_RECIPIENT = [
  { limit: 3, windowMs: HOUR },
  { limit: 5, windowMs: DAY },
] as const;
/** The per-recipient log is kept as long as its longest window. */
export const CONFIRM_MAIL_LOG_MS = DAY;

/** A confirmation mail owed to `reader` now: the subscription's, the one re-subscription link after leaving, or none. */
export function mailOwed(reader: SubscriberRow, now: number): "confirm" | "resubscribe" | null {
  if (reader.status === "pending") return "confirm";
  if (reader.status === "confirmed" || reader.resubscribeMailedAt !== null) return null;
  const leftAt = Date.parse(reader.unsubscribedAt ?? reader.requestedAt);
  return leftAt + UNSUBSCRIBED_QUIET_MS <= now ? "resubscribe" : null;
}

/** When the link `reader` holds was sent, if it can still confirm anything: a pending request's, or the re-subscription's. */
export function linkSentAt(reader: SubscriberRow): string | null {
  if (reader.status === "pending") return reader.requestedAt;
  if (reader.status === "unsubscribed") return reader.resubscribeMailedAt;
  return null;
}

/** Recipients are counted by the SHA-256 of their (lowercased) address: the log holds no address. */
const recipientHash = (email: string) => createHash("sha256").update(email).digest("hex");

/**
 * Takes one of `email`'s confirmation mails, if its hourly and daily allowance is not used up: the id of the
 * record to forget (`forgetConfirmMail`) when the mail could not be sent, or null when the allowance is used up.
 */
export function takeConfirmMail(repo: SubscribersRepository, email: string, now: number): number | null {
  const hash = recipientHash(email);
  for (const { limit, windowMs } of CONFIRM_MAILS_PER_RECIPIENT) {
    if (repo.confirmMailsSince(hash, new Date(now - windowMs).toISOString()) >= limit) return null;
  }
  return repo.recordConfirmMail(hash, new Date(now).toISOString());
}
