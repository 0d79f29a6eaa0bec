import { and, asc, count, desc, eq, gt, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/open";
import type { Language } from "../../shared/languages";
import type { SubscriberStatus } from "../../shared/schemas/subscribers";
import { subscriberConfirmMails, subscribers, subscriberUnsubscribeTokens, type SubscriberRow } from "./subscribers.table";

/** A reader as an import or the export carries them. */
export type SubscriberValues = {
  email: string;
  language: Language;
  status: SubscriberStatus;
  requestedAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  createdAt: string;
};

/** Rows of readers; times are ISO 8601 strings the caller takes from the app's clock. */
export function createSubscribersRepository(db: DbExecutor) {
  return {
    findByEmail: (email: string): SubscriberRow | undefined => db.select().from(subscribers).where(eq(subscribers.email, email)).get(),
    findById: (id: number): SubscriberRow | undefined => db.select().from(subscribers).where(eq(subscribers.id, id)).get(),
    findByConfirmHash: (hash: string): SubscriberRow | undefined => db.select().from(subscribers).where(eq(subscribers.confirmTokenHash, hash)).get(),
    findByUnsubscribeHash: (hash: string): SubscriberRow | undefined =>
      db
        .select({ subscriber: subscribers })
        .from(subscriberUnsubscribeTokens)
        .innerJoin(subscribers, eq(subscribers.id, subscriberUnsubscribeTokens.subscriberId))
        .where(eq(subscriberUnsubscribeTokens.tokenHash, hash))
        .get()?.subscriber,
    /**
     * A visitor asks for `email`: one statement whatever is known of it (docs/decisions/0062), so that every answer
     * takes the same work. A new address is a pending reader; a pending one is pending from `now`, in the language
     * asked; a confirmed or departed reader's row is left as it was (the outbox's handler decides what to mail).
     */
    request: (email: string, language: Language, now: string): SubscriberRow =>
      db
        .insert(subscribers)
        .values({ email, language, status: "pending", requestedAt: now, createdAt: now })
        .onConflictDoUpdate({
          target: subscribers.email,
          set: {
            language: sql`CASE WHEN ${subscribers.status} = 'pending' THEN excluded.language ELSE ${subscribers.language} END`,
            requestedAt: sql`CASE WHEN ${subscribers.status} = 'pending' THEN excluded.requested_at ELSE ${subscribers.requestedAt} END`,
          },
        })
        .returning()
        .get(),
    setConfirmHash: (id: number, hash: string) => db.update(subscribers).set({ confirmTokenHash: hash }).where(eq(subscribers.id, id)).run(),
    /** The one re-subscription link after an unsubscribe is being mailed (`now`), or (`null`) its mail failed. */
    setResubscribeMailed: (id: number, hash: string | null, now: string | null) =>
      db.update(subscribers).set({ confirmTokenHash: hash, resubscribeMailedAt: now }).where(eq(subscribers.id, id)).run(),
    /** Confirmed from `now`: a re-subscription ends the departure it followed. */
    confirm: (id: number, now: string): SubscriberRow | undefined =>
      db
        .update(subscribers)
        .set({ status: "confirmed", confirmedAt: now, confirmTokenHash: null, unsubscribedAt: null, resubscribeMailedAt: null })
        .where(eq(subscribers.id, id))
        .returning()
        .get(),
    unsubscribe: (id: number, now: string) =>
      db
        .update(subscribers)
        .set({ status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null, resubscribeMailedAt: null })
        .where(and(eq(subscribers.id, id), sql`${subscribers.status} != 'unsubscribed'`))
        .run(),
    addUnsubscribeHash: (subscriberId: number, hash: string, now: string) =>
      db.insert(subscriberUnsubscribeTokens).values({ subscriberId, tokenHash: hash, createdAt: now }).run(),
    /** Confirmation mails sent to the address whose SHA-256 is `recipientHash` since `since`. */
    confirmMailsSince: (recipientHash: string, since: string): number =>
      db
        .select({ n: count() })
        .from(subscriberConfirmMails)
        .where(and(eq(subscriberConfirmMails.recipientHash, recipientHash), gt(subscriberConfirmMails.sentAt, since)))
        .get()!.n,
    recordConfirmMail: (recipientHash: string, now: string): number =>
      db.insert(subscriberConfirmMails).values({ recipientHash, sentAt: now }).returning({ id: subscriberConfirmMails.id }).get().id,
    /** A confirmation mail that could not be sent does not count against its recipient. */
    forgetConfirmMail: (id: number) => db.delete(subscriberConfirmMails).where(eq(subscriberConfirmMails.id, id)).run(),
    forgetConfirmMailsBefore: (before: string) => db.delete(subscriberConfirmMails).where(lt(subscriberConfirmMails.sentAt, before)).run(),
    /** Records of unsubscribes older than `before`, whose keeping time is over. */
    removeUnsubscribedBefore: (before: string): number =>
      db
        .delete(subscribers)
        .where(and(eq(subscribers.status, "unsubscribed"), lt(sql`coalesce(${subscribers.unsubscribedAt}, ${subscribers.requestedAt})`, before)))
        .returning({ id: subscribers.id })
        .all().length,
    remove: (id: number): boolean => db.delete(subscribers).where(eq(subscribers.id, id)).returning({ id: subscribers.id }).all().length > 0,
    /** Pending subscriptions asked for before `before`: their link has expired. */
    removePendingBefore: (before: string): number =>
      db
        .delete(subscribers)
        .where(and(eq(subscribers.status, "pending"), lt(subscribers.requestedAt, before)))
        .returning({ id: subscribers.id })
        .all().length,
    /** Every reader, newest first; with `search`, those whose address holds it. */
    list: (search?: string): SubscriberRow[] =>
      db
        .select()
        .from(subscribers)
        .where(search ? sql`instr(${subscribers.email}, ${search.toLowerCase()}) > 0` : undefined)
        .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
        .all(),
    confirmedIds: (): number[] =>
      db
        .select({ id: subscribers.id })
        .from(subscribers)
        .where(eq(subscribers.status, "confirmed"))
        .orderBy(asc(subscribers.id))
        .all()
        .map((row) => row.id),
    countByStatus: (): Record<SubscriberStatus, number> => {
      const counts: Record<SubscriberStatus, number> = { pending: 0, confirmed: 0, unsubscribed: 0 };
      for (const row of db.select({ status: subscribers.status, n: count() }).from(subscribers).groupBy(subscribers.status).all()) counts[row.status] = row.n;
      return counts;
    },
    /** Readers who were confirmed at `at`: confirmed by then and not unsubscribed by then (removed readers are gone). */
    confirmedAt: (at: string): number =>
      db
        .select({ n: count() })
        .from(subscribers)
        .where(and(lte(subscribers.confirmedAt, at), or(isNull(subscribers.unsubscribedAt), gt(subscribers.unsubscribedAt, at))))
        .get()!.n,
    /** An import: readers not known yet are added as given; a known address keeps its row. Answers how many were added. */
    insertMissing(rows: SubscriberValues[]): number {
      let added = 0;
      for (const row of rows) added += db.insert(subscribers).values(row).onConflictDoNothing().returning({ id: subscribers.id }).all().length;
      return added;
    },
    replaceAll(rows: SubscriberValues[]): void {
      db.delete(subscribers).run();
      for (const row of rows) db.insert(subscribers).values(row).run();
    },
  };
}
export type SubscribersRepository = ReturnType<typeof createSubscribersRepository>;
