import http from "node:http";
import https from "node:https";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";
import type { WebhookFormat } from "../../shared/schemas/notifications";
import { PRIVATE_ADDRESS_REASON, connectLookup, type ResolveHost } from "./notifications.address";
import type { NotificationTexts } from "./notifications.texts";
import { oneLine, type NotifiedMessage, type NotifiedReply } from "./notifications.mail";

/** A webhook that has not answered within this long counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** What a webhook is told: a new message, the "Send test" sample, or a fediverse reply waiting for moderation. */
export type WebhookEvent =
  | { event: "message.created" | "notification.test"; message: NotifiedMessage & { id: number; createdAt: string } }
  | { event: "reply.created"; reply: NotifiedReply };

type WebhookRequest = { url: string; headers: Record<string, string>; body: string };

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Slack reads &, < and > as markup: a visitor's text must not become a link or a mention. */
const slackEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** What the chat formats show of any event: a title, who it is from, the words, a link into the admin. */
function chatOf(event: WebhookEvent, texts: NotificationTexts) {
  if (event.event === "reply.created") {
    const { reply } = event;
    return {
      title: oneLine(texts.replySubjectPrefix + reply.article),
      from: `${oneLine(reply.authorName)} (${reply.authorHandle})`,
      body: reply.text,
      link: reply.link,
      open: texts.replyOpen,
      tag: "speech_balloon",
    };
  }
  const { message } = event;
  return {
    title: oneLine(texts.subjectPrefix + message.subject),
    from: `${oneLine(message.name)} <${message.email}>`,
    body: message.message,
    link: message.link,
    open: texts.open,
    tag: "envelope",
  };
}

/** The JSON body: the event and its fields, nothing from the chat wording. */
function jsonOf(event: WebhookEvent) {
  if (event.event === "reply.created") return event;
  const { id, name, email, subject, message, createdAt, link } = event.message;
  return { event: event.event, message: { id, name, email, subject, message, createdAt, link } };
}

/** The request each format expects, in the owner's language. */
export function webhookRequest(url: string, format: WebhookFormat, event: WebhookEvent, texts: NotificationTexts): WebhookRequest {
  const { title, from, body, link, open, tag } = chatOf(event, texts);
  const json = (payload: unknown) => ({ url, headers: { "content-type": "application/json" }, body: JSON.stringify(payload) });
  switch (format) {
    case "json":
      return json(jsonOf(event));
    case "ntfy": {
      // ntfy takes its title and link as query parameters, which carry any language (its headers are ASCII only).
      const target = new URL(url);
      target.searchParams.set("title", title);
      if (link) target.searchParams.set("click", link);
      target.searchParams.set("tags", tag);
      // ntfy turns a body over 4096 bytes into an attachment.
      return { url: target.href, headers: { "content-type": "text/plain; charset=utf-8" }, body: truncate(`${from}\n\n${body}`, 1000) };
    }
    case "discord": {
      const linkLine = link ? `\n${open}: <${link}>` : "";
      const head = `**${title}**\n${from}\n\n`;
      // Discord's limit is 2000 characters; mentions are switched off so "@everyone" in a message pings nobody.
      return json({ content: head + truncate(body, 2000 - head.length - linkLine.length) + linkLine, allowed_mentions: { parse: [] } });
    }
    case "slack": {
      const linkLine = link ? `\n<${link}|${slackEscape(open)}>` : "";
      return json({ text: `*${slackEscape(title)}*\n${slackEscape(from)}\n\n${slackEscape(truncate(body, 3000))}${linkLine}` });
    }
  }
}

export type WebhookTransport = {
  /** WEBHOOK_ALLOW_PRIVATE: loopback and private addresses may be reached (ntfy on the home network). */
  allowPrivate: boolean;
  resolveHost: ResolveHost;
  timeoutMs?: number;
};

/** What of an answer is read: its status line and headers, at most this much; never its body. */
const MAX_ANSWER_HEAD_BYTES = 16 * 1024;

/**
 * Posts to a webhook; resolves with its status ("HTTP 204 No Content") or throws an Error saying what went wrong: the
 * status ("HTTP 500 Internal Server Error", with the standard wording, never the target's own reason phrase or body),
 * "timed out after 10 s", or why it was refused. The URL is never part of the reason (it is a secret).
 *
 * The connection goes through request-filtering-agent: the host name is resolved once, every address it resolves to
 * is checked, and the connection is made to the address checked (TLS still verifies the name), so a name that
 * resolves elsewhere by the time of sending (DNS rebinding) is refused as well. Redirects are not followed.
 */
export function postWebhook(request: WebhookRequest, { allowPrivate, resolveHost, timeoutMs = WEBHOOK_TIMEOUT_MS }: WebhookTransport): Promise<string> {
  const url = new URL(request.url);
  const secure = url.protocol === "https:";
  const agentOptions = { allowPrivateIPAddress: allowPrivate, keepAlive: false };
  const body = Buffer.from(request.body);
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const options = {
      method: "POST",
      headers: { ...request.headers, "content-length": String(body.length) },
      agent: secure ? new RequestFilteringHttpsAgent(agentOptions) : new RequestFilteringHttpAgent(agentOptions),
      lookup: connectLookup(resolveHost),
      maxHeaderSize: MAX_ANSWER_HEAD_BYTES,
    };
    const call = (secure ? https : http).request(url, options, (response) => {
      const status = response.statusCode ?? 0;
      // The status is all that is kept: the body is never read, and the connection is closed at once.
      response.destroy();
      call.destroy();
      const line = `HTTP ${status}${http.STATUS_CODES[status] ? ` ${http.STATUS_CODES[status]}` : ""}`;
      if (status >= 200 && status < 300) finish(() => resolve(line));
      else if (status >= 300 && status < 400) finish(() => reject(new Error(`${line}: redirects are not followed`)));
      else finish(() => reject(new Error(line)));
    });
    const timer = setTimeout(() => {
      finish(() => reject(new Error(`timed out after ${Math.round(timeoutMs / 100) / 10} s`)));
      call.destroy();
    }, timeoutMs);
    call.on("error", (error: NodeJS.ErrnoException) => finish(() => reject(new Error(reasonOf(error, request.url)))));
    call.end(body);
  });
}

/** request-filtering-agent's refusal says "... is not allowed. Because, ..." and names the address: it is replaced. */
const REFUSAL = /\bis not allowed\. Because\b/;

function reasonOf(error: NodeJS.ErrnoException, url: string): string {
  if (REFUSAL.test(error.message)) return PRIVATE_ADDRESS_REASON;
  return scrub(error.message || error.code || "the request failed", url);
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
