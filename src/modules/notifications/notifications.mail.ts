import type { SmtpSettings } from "../../shared/schemas/notifications";
import type { NotificationTexts } from "./notifications.texts";

/** What a notification says about a message: the visitor's words and where to read them in the admin. */
export type NotifiedMessage = { name: string; email: string; subject: string; message: string; link: string | null };

/**
 * A mail built from structured values only: nodemailer writes and encodes every header itself. Without `to` it goes
 * to the owner (the notifications' recipient); `headers` are extra ones (a reader's mail: List-Unsubscribe...).
 */
export type MailContent = {
  to?: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

/** How long a mail server may take to answer before the try counts as failed. */
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/** Line breaks become spaces: a visitor's name or subject is a single line wherever it goes. */
export const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, " ").trim();

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** When no sender is given: the SMTP user when it is an address (most providers insist), else the recipient. */
export function senderOf(settings: Pick<SmtpSettings, "from" | "user" | "to">): string {
  if (settings.from) return settings.from;
  return settings.user.includes("@") ? settings.user : settings.to;
}

/** The notification of a new message: Reply-To the visitor, the owner's language, plain text and HTML. */
export function composeMessageMail(message: NotifiedMessage, texts: NotificationTexts): MailContent {
  const name = oneLine(message.name);
  const subject = oneLine(message.subject);
  const fields: [string, string][] = [
    [texts.name, name],
    [texts.email, message.email],
    [texts.subject, subject],
  ];
  const text = [
    texts.intro,
    "",
    ...fields.map(([label, value]) => `${label}: ${value}`),
    "",
    `${texts.message}:`,
    message.message,
    "",
    ...(message.link ? [`${texts.open}: ${message.link}`, ""] : []),
    texts.replyHint,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(texts.intro)}</p>`,
    `<table cellpadding="4" style="border-collapse:collapse">`,
    ...fields.map(([label, value]) => `<tr><th align="left" style="color:#475569">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    `</table>`,
    `<p style="color:#475569;margin-bottom:4px">${escapeHtml(texts.message)}:</p>`,
    `<p style="white-space:pre-wrap;margin-top:0">${escapeHtml(message.message)}</p>`,
    ...(message.link ? [`<p><a href="${escapeHtml(message.link)}">${escapeHtml(texts.open)}</a></p>`] : []),
    `<p style="color:#64748b;font-size:12px">${escapeHtml(texts.replyHint)}</p>`,
  ].join("\n");
  return { replyTo: { name, address: message.email }, subject: oneLine(texts.subjectPrefix + subject), text, html };
}

/** What a notification says about a fediverse reply: who wrote it, on which article, its words as plain text. */
export type NotifiedReply = {
  id: number;
  article: string;
  authorName: string;
  authorHandle: string;
  authorUrl: string;
  text: string;
  createdAt: string;
  link: string | null;
};

/** The mail about a reply waiting for moderation; the author's words are text only, never the remote HTML. */
export function composeReplyMail(reply: NotifiedReply, texts: NotificationTexts): MailContent {
  const author = `${oneLine(reply.authorName)} (${reply.authorHandle})`;
  const text = [
    texts.replyIntro,
    "",
    `${texts.replyAuthor}: ${author}`,
    reply.authorUrl,
    "",
    reply.text,
    "",
    ...(reply.link ? [`${texts.replyOpen}: ${reply.link}`] : []),
  ].join("\n");
  const html = [
    `<p>${escapeHtml(texts.replyIntro)}</p>`,
    `<p><strong>${escapeHtml(texts.replyAuthor)}:</strong> <a href="${escapeHtml(reply.authorUrl)}">${escapeHtml(author)}</a></p>`,
    `<blockquote style="white-space:pre-wrap;color:#334155">${escapeHtml(reply.text)}</blockquote>`,
    ...(reply.link ? [`<p><a href="${escapeHtml(reply.link)}">${escapeHtml(texts.replyOpen)}</a></p>`] : []),
  ].join("\n");
  return { subject: oneLine(texts.replySubjectPrefix + reply.article), text, html };
}

/** The "Send test" mail. */
export function composeTestMail(texts: NotificationTexts, link: string | null): MailContent {
  const text = [texts.testBody, ...(link ? ["", link] : [])].join("\n");
  const html = `<p>${escapeHtml(texts.testBody)}</p>${link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : ""}`;
  return { subject: texts.testSubject, text, html };
}

/** nodemailer's options for the chosen security: STARTTLS is required when asked for, never tried when "none". */
export function transportOptions(settings: SmtpSettings) {
  return {
    host: settings.host,
    port: settings.port,
    secure: settings.security === "tls",
    requireTLS: settings.security === "starttls",
    ignoreTLS: settings.security === "none",
    auth: settings.user ? { user: settings.user, pass: settings.password } : undefined,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    // Mails are built from strings only: nothing may make nodemailer read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** Sends one mail; on failure throws an Error whose message is the server's own reply (e.g. "535 5.7.8 ..."). */
export async function sendMail(settings: SmtpSettings, mail: MailContent): Promise<void> {
  // Loaded at the first mail, not at start: most of the time the server sends none.
  const { default: nodemailer } = await import("nodemailer");
  const transport = nodemailer.createTransport(transportOptions(settings));
  try {
    await transport.sendMail({ from: senderOf(settings), ...mail, to: mail.to ?? settings.to });
  } catch (error) {
    throw new Error(smtpFailure(error));
  } finally {
    transport.close();
  }
}

/** The mail server's reply line when there is one, else what went wrong on the way (refused, timed out...). */
export function smtpFailure(error: unknown): string {
  const { response, message } = (error ?? {}) as { response?: unknown; message?: unknown };
  if (typeof response === "string" && response.trim()) return response.trim();
  return typeof message === "string" && message ? message : "The mail could not be sent.";
}
