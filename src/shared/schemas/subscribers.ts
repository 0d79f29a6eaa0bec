import * as v from "valibot";
import { LANGUAGE_CODES } from "../languages";
import { SHARED_MESSAGES, codedMessages } from "../validation-codes";
import { objectWithFieldMessages } from "../validation";

/** A reader's subscription: asked for (waiting for the link in the confirmation mail), confirmed, or left. */
export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
/** Why the subscription form is hidden: no mail server, or no known site address for the links in the mails. */
export const SUBSCRIPTIONS_CLOSED_REASONS = ["no-mail-server", "no-site-address"] as const;
export type SubscriptionsClosedReason = (typeof SUBSCRIPTIONS_CLOSED_REASONS)[number];

/** The longest address SMTP carries (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

export const subscriberEmailSchema = v.pipe(
  v.string(SHARED_MESSAGES.invalidEmail),
  v.trim(),
  v.maxLength(MAX_EMAIL_LENGTH, SHARED_MESSAGES.invalidEmail),
  v.email(SHARED_MESSAGES.invalidEmail),
  v.toLowerCase(),
);
export const subscriberLanguageSchema = v.picklist(LANGUAGE_CODES, SHARED_MESSAGES.unknownLanguage);

/** POST /api/subscribers: the form's address and the page's language. */
export const subscribeSchema = objectWithFieldMessages({ email: subscriberEmailSchema, language: subscriberLanguageSchema });

/** A token from a link: 32 random bytes, base64url; anything else is no token of ours. */
export const SUBSCRIBER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const SUBSCRIBER_MESSAGES = codedMessages("subscriber", {
  token: "The link's token is missing or malformed.",
  consent: "Confirm that you have these readers' consent.",
  csv: "The CSV file is missing or too large.",
});
export const subscriberTokenSchema = objectWithFieldMessages({
  token: v.pipe(v.string(SUBSCRIBER_MESSAGES.token), v.trim(), v.regex(SUBSCRIBER_TOKEN_PATTERN, SUBSCRIBER_MESSAGES.token)),
});

/** A CSV import: at most this many bytes (inside the API's 1 MB JSON body) and readers. */
export const SUBSCRIBERS_CSV_MAX_BYTES = 900 * 1024;
export const SUBSCRIBERS_CSV_MAX_ROWS = 20_000;

/** POST /api/subscribers/import: the CSV's text and the owner's word that the readers agreed. */
export const subscribersImportSchema = objectWithFieldMessages({
  csv: v.pipe(v.string(SUBSCRIBER_MESSAGES.csv), v.maxLength(SUBSCRIBERS_CSV_MAX_BYTES, SUBSCRIBER_MESSAGES.csv)),
  consent: v.literal(true, SUBSCRIBER_MESSAGES.consent),
});
