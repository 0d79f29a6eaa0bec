import * as v from "valibot";
import { LANGUAGE_CODES, type Language } from "../languages";
import { SHARED_MESSAGES, codedMessages, declareCode } from "../validation-codes";

/** none: plain SMTP (never upgraded); starttls: plain, then upgraded with STARTTLS (required); tls: TLS from the first byte. */
export const SMTP_SECURITIES = ["none", "starttls", "tls"] as const;
export type SmtpSecurity = (typeof SMTP_SECURITIES)[number];

/** Where mails go and through which server: the screen's settings, or SMTP_URL and NOTIFY_EMAIL. */
export type SmtpSettings = { host: string; port: number; security: SmtpSecurity; user: string; password: string; from: string; to: string };

/** json: `{event, message: {...}}`; ntfy: a plain-text push with a title and a link; discord and slack: their incoming webhooks. */
export const WEBHOOK_FORMATS = ["json", "ntfy", "discord", "slack"] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/** The outcome of the last request made to a webhook: `detail` is its HTTP status, or why there was none. */
export type WebhookStatus = { ok: boolean; at: string; detail: string };

/** GET /api/notifications. Secrets are never in it: `passwordSet` says whether there is a password, `url` is masked. */
export type NotificationSettingsView = {
  email: {
    /** Mails can be sent: a server and a recipient are known. */
    configured: boolean;
    /** SMTP_URL and NOTIFY_EMAIL set these values; the screen shows them read-only and PUT refuses to change them. */
    fromEnv: boolean;
    host: string;
    port: number;
    security: SmtpSecurity;
    user: string;
    from: string;
    to: string;
    passwordSet: boolean;
  };
  webhooks: { id: number; url: string; format: WebhookFormat; lastStatus: WebhookStatus | null }[];
};

export type NotificationTestResult = { ok: true } | { ok: false; error: string };

export const NOTIFICATION_MESSAGES = codedMessages("notification", {
  host: "Enter the mail server's name, without spaces.",
  port: "The port must be a number from 1 to 65535.",
  security: "Security must be none, starttls or tls.",
  user: "The user name must not contain line breaks.",
  password: "The password must not contain line breaks.",
  address: SHARED_MESSAGES.invalidEmail,
  hostNeeded: "Enter the mail server, or clear the recipient to turn e-mail off.",
  toNeeded: "Enter the address notifications go to.",
  url: "Enter an http:// or https:// address.",
  urlNeeded: "A new webhook needs its URL.",
  privateAddress: "This address is on the server itself or its private network, which webhooks may not reach unless WEBHOOK_ALLOW_PRIVATE=1 is set.",
  format: "The format must be json, ntfy, discord or slack.",
  tooManyWebhooks: "At most 10 webhooks.",
  channel: 'The channel must be "email" or "webhook".',
  language: SHARED_MESSAGES.unknownLanguage,
  webhookRequired: "Required for a webhook.",
});

/** A webhook id the settings do not have: its own code, the id in `params`. */
export const UNKNOWN_WEBHOOK_CODE = declareCode("notification.unknown-webhook");

export const MAX_WEBHOOKS = 10;

const noLineBreaks = (s: string) => !/[\r\n]/.test(s);
export const isAddress = (s: string) => v.safeParse(v.pipe(v.string(), v.email()), s).success;

/** An e-mail address or nothing (""). */
const optionalAddress = v.optional(
  v.pipe(
    v.string(NOTIFICATION_MESSAGES.address),
    v.trim(),
    v.maxLength(254, NOTIFICATION_MESSAGES.address),
    v.check((s) => s === "" || isAddress(s), NOTIFICATION_MESSAGES.address),
  ),
);

/** An http(s) URL with a host, as given. */
export function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** PUT /api/notifications `email`: fields left out keep their value; `password` is write-only ("" removes it). */
export const emailSettingsSchema = v.object({
  host: v.optional(
    v.pipe(v.string(NOTIFICATION_MESSAGES.host), v.trim(), v.maxLength(253, NOTIFICATION_MESSAGES.host), v.regex(/^[^\s/]*$/, NOTIFICATION_MESSAGES.host)),
  ),
  port: v.optional(
    v.pipe(
      v.number(NOTIFICATION_MESSAGES.port),
      v.integer(NOTIFICATION_MESSAGES.port),
      v.minValue(1, NOTIFICATION_MESSAGES.port),
      v.maxValue(65535, NOTIFICATION_MESSAGES.port),
    ),
  ),
  security: v.optional(v.picklist(SMTP_SECURITIES, NOTIFICATION_MESSAGES.security)),
  user: v.optional(
    v.pipe(v.string(NOTIFICATION_MESSAGES.user), v.trim(), v.maxLength(254, NOTIFICATION_MESSAGES.user), v.check(noLineBreaks, NOTIFICATION_MESSAGES.user)),
  ),
  password: v.optional(
    v.pipe(v.string(NOTIFICATION_MESSAGES.password), v.maxLength(1024, NOTIFICATION_MESSAGES.password), v.check(noLineBreaks, NOTIFICATION_MESSAGES.password)),
  ),
  from: optionalAddress,
  to: optionalAddress,
});
export type EmailSettingsInput = v.InferOutput<typeof emailSettingsSchema>;

/** A webhook in PUT /api/notifications: an existing one (`id`) keeps its stored URL unless a new `url` is given. */
export const webhookInputSchema = v.object({
  id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  url: v.optional(
    v.pipe(v.string(NOTIFICATION_MESSAGES.url), v.trim(), v.maxLength(2048, NOTIFICATION_MESSAGES.url), v.check(isWebhookUrl, NOTIFICATION_MESSAGES.url)),
  ),
  format: v.picklist(WEBHOOK_FORMATS, NOTIFICATION_MESSAGES.format),
});
export type WebhookInput = v.InferOutput<typeof webhookInputSchema>;

/**
 * PUT /api/notifications: `email` and `webhooks` each optional (left out: unchanged). `webhooks` is the whole list:
 * webhooks not in it are removed.
 */
export const notificationSettingsUpdateSchema = v.object({
  email: v.optional(emailSettingsSchema),
  webhooks: v.optional(v.pipe(v.array(webhookInputSchema), v.maxLength(MAX_WEBHOOKS, NOTIFICATION_MESSAGES.tooManyWebhooks))),
});
export type NotificationSettingsUpdate = v.InferOutput<typeof notificationSettingsUpdateSchema>;

export const notificationTestSchema = v.object({
  channel: v.picklist(["email", "webhook"], NOTIFICATION_MESSAGES.channel),
  id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

export const notificationLanguageSchema = v.object({ language: v.picklist(LANGUAGE_CODES as [Language, ...Language[]], NOTIFICATION_MESSAGES.language) });
