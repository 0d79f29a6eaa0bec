import type { WebhookFormat } from "../../shared/schemas/notifications";
import type { NotificationTexts } from "./notifications.texts";
import { oneLine, type NotifiedMessage } from "./notifications.mail";

/** A webhook that has not answered within this long counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of a failing webhook's answer is kept as the reason. */
const ANSWER_EXCERPT_CHARS = 200;

/** What a webhook is told: a new message, or the "Send test" sample. */
export type WebhookEvent = {
  event: "message.created" | "notification.test";
  message: NotifiedMessage & { id: number; createdAt: string };
};

type WebhookRequest = { url: string; headers: Record<string, string>; body: string };

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Slack reads &, < and > as markup: a visitor's text must not become a link or a mention. */
const slackEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The request each format expects, in the owner's language. */
export function webhookRequest(url: string, format: WebhookFormat, { event, message }: WebhookEvent, texts: NotificationTexts): WebhookRequest {
  const title = oneLine(texts.subjectPrefix + message.subject);
  const from = `${oneLine(message.name)} <${message.email}>`;
  const json = (body: unknown) => ({ url, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  switch (format) {
    case "json":
      return json({
        event,
        message: {
          id: message.id,
          name: message.name,
          email: message.email,
          subject: message.subject,
          message: message.message,
          createdAt: message.createdAt,
          link: message.link,
        },
      });
    case "ntfy": {
      // ntfy takes its title and link as query parameters, which carry any language (its headers are ASCII only).
      const target = new URL(url);
      target.searchParams.set("title", title);
      if (message.link) target.searchParams.set("click", message.link);
      target.searchParams.set("tags", "envelope");
      // ntfy turns a body over 4096 bytes into an attachment.
      return { url: target.href, headers: { "content-type": "text/plain; charset=utf-8" }, body: truncate(`${from}\n\n${message.message}`, 1000) };
    }
    case "discord": {
      const link = message.link ? `\n${texts.open}: <${message.link}>` : "";
      const head = `**${title}**\n${from}\n\n`;
      // Discord's limit is 2000 characters; mentions are switched off so "@everyone" in a message pings nobody.
      return json({ content: head + truncate(message.message, 2000 - head.length - link.length) + link, allowed_mentions: { parse: [] } });
    }
    case "slack": {
      const link = message.link ? `\n<${message.link}|${slackEscape(texts.open)}>` : "";
      return json({ text: `*${slackEscape(title)}*\n${slackEscape(from)}\n\n${slackEscape(truncate(message.message, 3000))}${link}` });
    }
  }
}

/**
 * Posts to a webhook; resolves with its status ("HTTP 204") or throws an Error in the webhook's own words: its HTTP
 * status and the start of its answer, or "timed out after 10 s". The URL is never part of the reason (it is a secret).
 */
export async function postWebhook(request: WebhookRequest, timeoutMs = WEBHOOK_TIMEOUT_MS): Promise<string> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: "POST",
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "follow",
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === "TimeoutError" || name === "AbortError") throw new Error(`timed out after ${Math.round(timeoutMs / 100) / 10} s`);
    throw new Error(scrub((error as Error).message || "the request failed", request.url));
  }
  const status = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`;
  if (response.ok) {
    await response.body?.cancel();
    return status;
  }
  const answer = await readExcerpt(response);
  throw new Error(scrub(answer ? `${status}: ${answer}` : status, request.url));
}

/** The start of an answer: at most a few kilobytes are read, however much the webhook sends. */
async function readExcerpt(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < 4 * ANSWER_EXCERPT_CHARS) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
    }
  } catch {
    // The answer broke off: what arrived is the excerpt.
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks));
  return truncate(text.replace(/\s+/g, " ").trim(), ANSWER_EXCERPT_CHARS);
}

/** Whatever an error says, the secret URL (or its path, which holds the token) never shows. */
function scrub(text: string, url: string): string {
  let out = text.split(url).join(maskUrl(url));
  try {
    const { pathname, search } = new URL(url);
    if (pathname.length > 1)
      out = out
        .split(pathname + search)
        .join("/…")
        .split(pathname)
        .join("/…");
  } catch {
    // An unparsable URL was never sent.
  }
  return out;
}

/** "https://discord.com/…": enough to recognise a webhook, never its path or query, where tokens live. */
export function maskUrl(url: string): string {
  try {
    const { protocol, host } = new URL(url);
    return `${protocol}//${host}/…`;
  } catch {
    return "…";
  }
}
