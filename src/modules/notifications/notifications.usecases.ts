import * as v from "valibot";
import type { AppDeps } from "../../app-deps";
import { DomainError, fieldIssue, notFound, type Issue } from "../../lib/errors";
import type { Language } from "../../shared/languages";
import { createOwnerAddress } from "../auth/auth.owner-address";
import { createMessagesRepository } from "../messages/messages.repository";
import type { MessageRow } from "../messages/messages.table";
import { GiveUp, type OutboxUseCases } from "../../platform/outbox/outbox.usecases";
import { createArticlesRepository } from "../articles/articles.repository";
import { plainText } from "../articles/articles.search-text";
import { createFediverseRepository } from "../fediverse/fediverse.repository";
import { composeMessageMail, composeReplyMail, composeTestMail, sendMail, type NotifiedReply } from "./notifications.mail";
import { createNotificationsRepository } from "./notifications.repository";
import { NOTIFICATION_MESSAGES, UNKNOWN_WEBHOOK_CODE } from "../../shared/schemas/notifications";
import type { NotificationSettingsUpdate, NotificationSettingsView, NotificationTestResult, SmtpSettings } from "../../shared/schemas/notifications";
import { NOTIFICATION_TEXTS } from "./notifications.texts";
import { maskUrl, postWebhook, webhookRequest, type WebhookEvent } from "./notifications.webhooks";
import { refusedAtSave, resolveWithSystem } from "./notifications.address";

export const EMAIL_TOPIC = "notify.email";
export const WEBHOOK_TOPIC = "notify.webhook";
export const REPLY_EMAIL_TOPIC = "notify.reply.email";
export const REPLY_WEBHOOK_TOPIC = "notify.reply.webhook";

/** The outbox's key for the deliveries about one contact message. */
export const MESSAGE_SUBJECT_PREFIX = "message:";
export const messageSubjectKey = (messageId: number) => `${MESSAGE_SUBJECT_PREFIX}${messageId}`;
const replySubjectKey = (replyId: number) => `reply:${replyId}`;

/**
 * What a delivery carries: ids, not copies. The message, the mail server and the webhook's URL are read when the
 * delivery is tried, so settings fixed after a failure apply to the retry, and a deleted message is not sent.
 * Deliveries queued by earlier versions also carry the visitor's `siteBase`, which is ignored (the schema drops it).
 */
const emailPayloadSchema = v.object({ messageId: v.number() });
const webhookPayloadSchema = v.object({ messageId: v.number(), webhookId: v.number() });
const replyEmailPayloadSchema = v.object({ replyId: v.number() });
const replyWebhookPayloadSchema = v.object({ replyId: v.number(), webhookId: v.number() });

const ENV_OWNS_EMAIL = "E-mail notifications are set by SMTP_URL and NOTIFY_EMAIL in the server's environment; change them there.";

/**
 * Notifications of new contact messages and of fediverse replies waiting for moderation: by e-mail (SMTP) and to
 * webhooks, written in the owner's admin language. Each configured channel gets a delivery in the outbox, in the
 * same transaction that stores the message or the reply.
 */
export function createNotificationsUseCases(
  { config, db, clock, resolveHost = resolveWithSystem }: Pick<AppDeps, "config" | "db" | "clock" | "resolveHost">,
  outbox: OutboxUseCases,
) {
  const transport = { allowPrivate: config.webhookAllowPrivate, resolveHost };
  const repo = createNotificationsRepository(db);
  const messages = createMessagesRepository(db);
  const ownerAddress = createOwnerAddress(db);
  const iso = () => new Date(clock.now()).toISOString();
  const texts = () => NOTIFICATION_TEXTS[repo.settings().language] ?? NOTIFICATION_TEXTS.es;
  /**
   * A link into the admin, for the owner: on PUBLIC_URL, else on the address the owner last signed in at, else none.
   * Never on the Host of the request that caused it: a visitor sending the contact form may write any Host.
   */
  const adminLink = (path: string) => {
    const base = config.publicUrl ?? ownerAddress.current();
    return base ? `${base}${path}` : null;
  };
  const messageLink = (messageId: number) => adminLink(`/admin/messages?message=${messageId}`);
  const replies = createFediverseRepository(db).replies;
  const articles = createArticlesRepository(db);
  /** A reply as notifications tell it, or null when it was moderated away (or its article deleted) meanwhile. */
  function notifiedReply(replyId: number): NotifiedReply | null {
    const reply = replies.get(replyId);
    const article = reply && articles.findById(reply.articleId);
    if (!reply || !article) return null;
    const { id, authorName, authorHandle, authorUrl, content, createdAt } = reply;
    return { id, article: article.title, authorName, authorHandle, authorUrl, text: plainText(content), createdAt, link: adminLink("/admin/fediverse") };
  }

  /** The mail server and recipient in force: the environment's, else the screen's when complete, else none. */
  function smtp(): SmtpSettings | null {
    if (config.notifyEmail) return config.notifyEmail;
    const s = repo.settings();
    if (!s.smtpHost || !s.mailTo) return null;
    return { host: s.smtpHost, port: s.smtpPort, security: s.smtpSecurity, user: s.smtpUser, password: s.smtpPassword, from: s.mailFrom, to: s.mailTo };
  }

  function view(): NotificationSettingsView {
    const env = config.notifyEmail;
    const s = repo.settings();
    const email = env
      ? {
          configured: true,
          fromEnv: true,
          host: env.host,
          port: env.port,
          security: env.security,
          user: env.user,
          from: env.from,
          to: env.to,
          passwordSet: env.password !== "",
        }
      : {
          configured: smtp() !== null,
          fromEnv: false,
          host: s.smtpHost,
          port: s.smtpPort,
          security: s.smtpSecurity,
          user: s.smtpUser,
          from: s.mailFrom,
          to: s.mailTo,
          passwordSet: s.smtpPassword !== "",
        };
    return { email, webhooks: repo.webhooks().map(({ id, url, format, lastStatus }) => ({ id, url: maskUrl(url), format, lastStatus })) };
  }

  async function update({ email, webhooks }: NotificationSettingsUpdate): Promise<NotificationSettingsView> {
    const issues: Issue[] = [];
    if (email && config.notifyEmail) throw new DomainError("invalid", ENV_OWNS_EMAIL);
    const current = repo.settings();
    const next = email && {
      smtpHost: email.host ?? current.smtpHost,
      smtpPort: email.port ?? current.smtpPort,
      smtpSecurity: email.security ?? current.smtpSecurity,
      smtpUser: email.user ?? current.smtpUser,
      smtpPassword: email.password ?? current.smtpPassword,
      mailFrom: email.from ?? current.mailFrom,
      mailTo: email.to ?? current.mailTo,
    };
    // Half a setting would look saved and send nothing: a server needs a recipient and the other way round.
    if (next?.smtpHost && !next.mailTo) issues.push(fieldIssue("email.to", NOTIFICATION_MESSAGES.toNeeded));
    if (next?.mailTo && !next.smtpHost) issues.push(fieldIssue("email.host", NOTIFICATION_MESSAGES.hostNeeded));
    const known = new Set(repo.webhooks().map((hook) => hook.id));
    webhooks?.forEach((hook, index) => {
      if (hook.id !== undefined && !known.has(hook.id))
        issues.push({ path: `webhooks.${index}.id`, code: UNKNOWN_WEBHOOK_CODE, message: `There is no webhook ${hook.id}.`, params: { id: hook.id } });
      if (hook.id === undefined && !hook.url) issues.push(fieldIssue(`webhooks.${index}.url`, NOTIFICATION_MESSAGES.urlNeeded));
    });
    const refused = await Promise.all((webhooks ?? []).map((hook) => (hook.url ? refusedAtSave(hook.url, transport.allowPrivate, resolveHost) : false)));
    refused.forEach((isRefused, index) => {
      if (isRefused) issues.push(fieldIssue(`webhooks.${index}.url`, NOTIFICATION_MESSAGES.privateAddress));
    });
    if (issues.length > 0) throw new DomainError("invalid", "Validation failed", issues);
    db.transaction(() => {
      if (next) repo.updateSettings(next);
      if (webhooks) repo.replaceWebhooks(webhooks);
    });
    return view();
  }

  /** Tries a webhook and remembers how it went; throws the webhook's own error. */
  async function callWebhook(hook: { id: number; url: string; format: Parameters<typeof webhookRequest>[1] }, event: WebhookEvent): Promise<void> {
    try {
      const status = await postWebhook(webhookRequest(hook.url, hook.format, event, texts()), transport);
      repo.setWebhookStatus(hook.id, { ok: true, at: iso(), detail: status });
    } catch (error) {
      repo.setWebhookStatus(hook.id, { ok: false, at: iso(), detail: (error as Error).message });
      throw error;
    }
  }

  /** "Send test": the real outcome; when it failed, the SMTP server's reply line or the webhook's status, never its body. */
  async function test(channel: "email" | "webhook", id: number | undefined): Promise<NotificationTestResult> {
    const settingsLink = adminLink("/admin/settings?tab=notifications");
    try {
      if (channel === "email") {
        const settings = smtp();
        if (!settings) throw new DomainError("invalid", "E-mail notifications are not configured: save a mail server and a recipient first.");
        await sendMail(settings, composeTestMail(texts(), settingsLink));
      } else {
        if (id === undefined) throw new DomainError("invalid", "Say which webhook to test: its id.", [fieldIssue("id", NOTIFICATION_MESSAGES.webhookRequired)]);
        const hook = repo.webhook(id);
        if (!hook) throw notFound(`There is no webhook ${id}.`);
        const t = texts();
        await callWebhook(hook, {
          event: "notification.test",
          message: {
            id: 0,
            name: t.testName,
            email: "test@example.com",
            subject: t.testMessageSubject,
            message: t.testMessage,
            createdAt: iso(),
            link: settingsLink,
          },
        });
      }
      return { ok: true };
    } catch (error) {
      if (error instanceof DomainError) throw error;
      return { ok: false, error: (error as Error).message };
    }
  }

  outbox.register(EMAIL_TOPIC, async (payload) => {
    const { messageId } = parsePayload(emailPayloadSchema, payload);
    const message = messages.get(messageId);
    // Deleted meanwhile: there is nothing left to tell.
    if (!message) return;
    const settings = smtp();
    if (!settings) throw new GiveUp("E-mail notifications were turned off before this message was sent.");
    await sendMail(settings, composeMessageMail({ ...message, link: messageLink(message.id) }, texts()));
  });

  outbox.register(WEBHOOK_TOPIC, async (payload) => {
    const { messageId, webhookId } = parsePayload(webhookPayloadSchema, payload);
    const message = messages.get(messageId);
    if (!message) return;
    const hook = repo.webhook(webhookId);
    if (!hook) throw new GiveUp("The webhook was removed before this message was delivered.");
    await callWebhook(hook, { event: "message.created", message: { ...message, link: messageLink(message.id) } });
  });

  outbox.register(REPLY_EMAIL_TOPIC, async (payload) => {
    const reply = notifiedReply(parsePayload(replyEmailPayloadSchema, payload).replyId);
    if (!reply) return;
    const settings = smtp();
    if (!settings) throw new GiveUp("E-mail notifications were turned off before this reply was told.");
    await sendMail(settings, composeReplyMail(reply, texts()));
  });

  outbox.register(REPLY_WEBHOOK_TOPIC, async (payload) => {
    const { replyId, webhookId } = parsePayload(replyWebhookPayloadSchema, payload);
    const reply = notifiedReply(replyId);
    if (!reply) return;
    const hook = repo.webhook(webhookId);
    if (!hook) throw new GiveUp("The webhook was removed before this reply was told.");
    await callWebhook(hook, { event: "reply.created", reply });
  });

  /** One delivery per channel configured now; returns how many were queued. */
  function enqueueChannels(topics: { email: string; webhook: string }, payload: Record<string, number>, subject: string): number {
    let queued = 0;
    if (smtp()) {
      outbox.enqueue(topics.email, payload, subject);
      queued++;
    }
    for (const hook of repo.webhooks()) {
      outbox.enqueue(topics.webhook, { ...payload, webhookId: hook.id }, subject);
      queued++;
    }
    return queued;
  }

  return {
    view,
    update,
    test,
    /** The mail server in force (the environment's, else the screen's), or null: other mails (readers') go through it too. */
    mailServer: smtp,
    setLanguage: (language: Language) => repo.setLanguage(language),
    /**
     * One delivery per channel configured now, for a message just stored. Call it inside the transaction that
     * stores the message; returns how many deliveries were queued.
     */
    enqueueFor: (message: MessageRow): number =>
      enqueueChannels({ email: EMAIL_TOPIC, webhook: WEBHOOK_TOPIC }, { messageId: message.id }, messageSubjectKey(message.id)),
    /** The same for a fediverse reply just kept for moderation; call it inside the transaction that keeps it. */
    enqueueForReply: (replyId: number): number =>
      enqueueChannels({ email: REPLY_EMAIL_TOPIC, webhook: REPLY_WEBHOOK_TOPIC }, { replyId }, replySubjectKey(replyId)),
  };
}
export type NotificationsUseCases = ReturnType<typeof createNotificationsUseCases>;

/** An outbox row's payload as this version reads it; a GiveUp when it cannot (no retry would help). */
export function parsePayload<S extends v.GenericSchema>(schema: S, payload: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, payload);
  if (!result.success) throw new GiveUp("The delivery's stored details are not readable by this version.");
  return result.output;
}
