import { createHash, randomBytes } from "node:crypto";
import * as v from "valibot";
import type { AppDeps } from "../../app-deps";
import { DomainError, notFound } from "../../lib/errors";
import { localize } from "../../lib/translate";
import { GiveUp, type OutboxUseCases } from "../../platform/outbox/outbox.usecases";
import type { Language } from "../../shared/languages";
import type { SubscribersSummary } from "../../shared/api";
import type { SmtpSettings } from "../../shared/schemas/notifications";
import { SUBSCRIBER_TOKEN_PATTERN, type SubscriptionsClosedReason } from "../../shared/schemas/subscribers";
import type { ArticleRow } from "../articles/articles.table";
import { createArticlesRepository } from "../articles/articles.repository";
import { createOwnerAddress } from "../auth/auth.owner-address";
import { sendMail, type MailContent } from "../notifications/notifications.mail";
import { parsePayload, type NotificationsUseCases } from "../notifications/notifications.usecases";
import { createSiteInfoUseCases } from "../site-info/site-info.usecases";
import { composeArticleMail, composeConfirmMail, type MailSite } from "./subscribers.mails";
import { CONFIRM_MAIL_LOG_MS, linkSentAt, mailOwed, PENDING_LIFETIME_MS, takeConfirmMail, UNSUBSCRIBE_RECORD_MS } from "./subscribers.consent";
import { createSubscribersRepository, type SubscriberValues } from "./subscribers.repository";
import type { SubscriberRow } from "./subscribers.table";
import { SUBSCRIBER_TEXTS } from "./subscribers.texts";

export const CONFIRM_TOPIC = "subscribers.confirm";
export const ARTICLE_TOPIC = "subscribers.article";
/** The outbox's key for one article's mails to its readers. */
export const articleMailsKey = (articleId: number) => `article-mails:${articleId}`;

const DAY = 24 * 60 * 60 * 1000;
const CHANGE_WINDOW_MS = 30 * DAY;

const BAD_LINK = "This link is not valid or has expired.";
const NO_MAIL_SERVER = "Subscriptions are closed: the site has no mail server configured.";
const NO_SITE_ADDRESS = "Subscriptions are closed: the site's address is not known yet (set PUBLIC_URL, or sign in to the admin once).";
/** What a visitor's refused request says; the admin gets the code and says it in the owner's language. */
const CLOSED_MESSAGES: Record<SubscriptionsClosedReason, string> = { "no-mail-server": NO_MAIL_SERVER, "no-site-address": NO_SITE_ADDRESS };

const confirmPayload = v.object({ subscriberId: v.number() });
const articlePayload = v.object({ subscriberId: v.number(), articleId: v.number() });

/** A link's token: 32 random bytes; only its SHA-256 is stored. */
const newToken = () => randomBytes(32).toString("base64url");
export const hashSubscriberToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Readers told by e-mail about each new article (docs/decisions/0053-subscriptions.md): double opt-in, one mail per
 * reader and article through the one outbox, queued in the transaction that publishes the article and paced by the
 * outbox at MAIL_RATE_PER_MINUTE, sent through the notifications' mail server.
 */
export function createSubscribersUseCases(
  { config, db, clock }: Pick<AppDeps, "config" | "db" | "clock">,
  { outbox, notifications }: { outbox: OutboxUseCases; notifications: NotificationsUseCases },
) {
  const repo = createSubscribersRepository(db);
  const ownerAddress = createOwnerAddress(db);
  const iso = (ms = clock.now()) => new Date(ms).toISOString();
  /** Links in readers' mails point at PUBLIC_URL, else where the owner signs in: never at a visitor's Host. */
  const siteBase = () => config.publicUrl ?? ownerAddress.current();

  function closedReason(): SubscriptionsClosedReason | null {
    if (!notifications.mailServer()) return "no-mail-server";
    if (!siteBase()) return "no-site-address";
    return null;
  }

  function site(language: Language, base: string): MailSite {
    return { name: siteName(language) || new URL(base).host, owner: localize(createSiteInfoUseCases(db).get(), language).ownerName.trim(), base };
  }
  /** As visitors see it: its title, else the owner's name ("" while neither is given). */
  function siteName(language: Language): string {
    const info = localize(createSiteInfoUseCases(db).get(), language);
    return info.siteTitle.trim() || info.ownerName.trim();
  }

  /**
   * Readers' mails go out one at a time (the article mails, paced, are handed over one at a time anyway; a
   * confirmation waits for the article mail in flight): a crash leaves at most one in flight, so at most one reader
   * gets it twice.
   */
  let line: Promise<unknown> = Promise.resolve();
  const oneAtATime = (send: () => Promise<void>): Promise<void> => {
    const turn = line.then(send);
    line = turn.catch(() => undefined);
    return turn;
  };
  /**
   * Sends a reader's mail. A refusal quotes the address as it was sent, lowercased like every stored one
   * ("550 <ana@…>: unknown user"), and the outbox logs the reason: readers' addresses never reach the logs.
   */
  const sendTo = (email: string, settings: SmtpSettings, mail: MailContent) =>
    oneAtATime(() =>
      sendMail(settings, mail).catch((error: unknown) => {
        throw new Error((error instanceof Error ? error.message : String(error)).replaceAll(email, "(the reader)"));
      }),
    );

  /** What a reader's mail needs at the moment it is sent; a GiveUp when it can never be sent. */
  function sending() {
    const settings = notifications.mailServer();
    if (!settings) throw new GiveUp(NO_MAIL_SERVER);
    const base = siteBase();
    if (!base) throw new Error(NO_SITE_ADDRESS);
    return { settings, base };
  }

  /**
   * Every visitor's request is one row here, whatever is known of the address (the answer took the same work): the
   * decision to mail is made now, out of the visitor's sight. A pending reader gets a confirmation link, a reader who
   * left 30 days ago or more the one re-subscription link; each within the recipient's allowance (3 an hour, 5 a day).
   */
  outbox.register(CONFIRM_TOPIC, async (payload) => {
    const { subscriberId } = parsePayload(confirmPayload, payload);
    const reader = repo.findById(subscriberId);
    // Confirmed, removed, expired, recently departed or already sent its one re-subscription link: nothing to mail.
    const owed = reader ? mailOwed(reader, clock.now()) : null;
    if (!reader || !owed) return;
    const { settings, base } = sending();
    const counted = takeConfirmMail(repo, reader.email, clock.now());
    if (counted === null) return;
    const token = newToken();
    if (owed === "resubscribe") repo.setResubscribeMailed(reader.id, hashSubscriberToken(token), iso());
    else repo.setConfirmHash(reader.id, hashSubscriberToken(token));
    const link = `${base}/subscribe/confirm?token=${token}&lang=${reader.language}`;
    try {
      await sendTo(reader.email, settings, composeConfirmMail(reader.email, site(reader.language, base), SUBSCRIBER_TEXTS[reader.language], link));
    } catch (error) {
      // Not sent: it neither counts against the recipient nor spends the one re-subscription link; the retry decides anew.
      repo.forgetConfirmMail(counted);
      if (owed === "resubscribe") repo.setResubscribeMailed(reader.id, null, null);
      throw error;
    }
  });

  outbox.register(
    ARTICLE_TOPIC,
    async (payload) => {
      const { subscriberId, articleId } = parsePayload(articlePayload, payload);
      const reader = repo.findById(subscriberId);
      const row = createArticlesRepository(db).findById(articleId);
      // A reader who left or was removed, or an article deleted before its turn: nothing is sent.
      if (reader?.status !== "confirmed" || !row) return;
      const { settings, base } = sending();
      const article = localize(row, reader.language);
      const token = newToken();
      repo.addUnsubscribeHash(reader.id, hashSubscriberToken(token), iso());
      const links = { oneClick: `${base}/api/subscribers/unsubscribe?token=${token}`, page: `${base}/unsubscribe?token=${token}&lang=${reader.language}` };
      const mailed = { title: article.title, summary: article.summary, link: `${base}/articles/${encodeURIComponent(row.slug)}?lang=${reader.language}` };
      await sendTo(reader.email, settings, composeArticleMail(reader.email, site(reader.language, base), SUBSCRIBER_TEXTS[reader.language], mailed, links));
    },
    { perMinute: config.mailRatePerMinute },
  );

  const readerByToken = (token: string, find: (hash: string) => SubscriberRow | undefined): SubscriberRow => {
    const reader = SUBSCRIBER_TOKEN_PATTERN.test(token) ? find(hashSubscriberToken(token)) : undefined;
    if (!reader) throw notFound(BAD_LINK);
    return reader;
  };

  return {
    closedReason,
    /** The site's name in `language`, for the readers' pages. */
    siteName,
    /**
     * A reader asks: the same answer, after the same work, whatever is known of the address (no enumeration, not
     * even by timing): one upsert (a new address becomes pending) and one outbox row, in one transaction. Whether a
     * mail goes out is decided by the outbox's handler.
     */
    subscribe(email: string, language: Language): void {
      const reason = closedReason();
      if (reason) throw new DomainError("conflict", CLOSED_MESSAGES[reason]);
      db.transaction(() => {
        const reader = repo.request(email, language, iso());
        outbox.enqueue(CONFIRM_TOPIC, { subscriberId: reader.id }, `subscriber:${reader.id}`);
      });
      outbox.wake();
    },
    /**
     * The button of the confirmation page: the token of a pending subscription younger than 7 days, or of the one
     * re-subscription link mailed to a reader who left, younger than 7 days too.
     */
    confirm(token: string): SubscriberRow {
      const reader = readerByToken(token, repo.findByConfirmHash);
      const sentAt = linkSentAt(reader);
      if (sentAt === null || Date.parse(sentAt) + PENDING_LIFETIME_MS <= clock.now()) throw notFound(BAD_LINK);
      return repo.confirm(reader.id, iso())!;
    },
    /** One-click (RFC 8058) or the page's button; a reader who already left is answered the same. */
    unsubscribe(token: string): void {
      repo.unsubscribe(readerByToken(token, repo.findByUnsubscribeHash).id, iso());
    },
    /**
     * Forgets the pending subscriptions whose link expired, the records of unsubscribes older than 3 years and the
     * per-recipient log older than a day; keeps every other record of an unsubscribe. Answers how many readers went.
     */
    sweepExpired(): number {
      const now = clock.now();
      repo.forgetConfirmMailsBefore(iso(now - CONFIRM_MAIL_LOG_MS));
      return repo.removePendingBefore(iso(now - PENDING_LIFETIME_MS)) + repo.removeUnsubscribedBefore(iso(now - UNSUBSCRIBE_RECORD_MS));
    },
    list: (search?: string) => repo.list(search),
    remove(id: number): void {
      if (!repo.remove(id)) throw notFound("Reader not found");
    },
    summary(): SubscribersSummary {
      const counts = repo.countByStatus();
      const reason = closedReason();
      return {
        counts,
        confirmedChange30d: counts.confirmed - repo.confirmedAt(iso(clock.now() - CHANGE_WINDOW_MS)),
        open: reason === null,
        closedReason: reason,
      };
    },
    /** Readers the owner has the consent of: confirmed at once, no mail sent; known addresses stay as they are. */
    importConfirmed(readers: { email: string; language: Language }[]): number {
      const now = iso();
      const rows: SubscriberValues[] = readers.map(({ email, language }) => ({
        email,
        language,
        status: "confirmed",
        requestedAt: now,
        confirmedAt: now,
        unsubscribedAt: null,
        createdAt: now,
      }));
      return db.transaction(() => repo.insertMissing(rows));
    },
    /**
     * The publication listener (articles.usecases.ts calls it inside the transaction that first publishes an
     * article): one mail per confirmed reader, unless the owner ticked "Don't e-mail this article". The outbox
     * hands them over at MAIL_RATE_PER_MINUTE at most (its topic is paced), after any still waiting.
     */
    articlePublished(article: ArticleRow): void {
      if (!article.mailReaders || closedReason()) return;
      const readers = repo.confirmedIds();
      if (readers.length === 0) return;
      for (const subscriberId of readers) outbox.enqueue(ARTICLE_TOPIC, { subscriberId, articleId: article.id }, articleMailsKey(article.id));
      // The transaction commits before any queued task runs (bun:sqlite is synchronous); rolled back, nothing is new.
      queueMicrotask(outbox.wake);
    },
  };
}
export type SubscribersUseCases = ReturnType<typeof createSubscribersUseCases>;
