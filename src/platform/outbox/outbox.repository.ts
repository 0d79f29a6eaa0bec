import { and, asc, eq, inArray, isNotNull, lte, min, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/open";
import { outbox, type OutboxRow } from "./outbox.table";

const sameTry = (claimed: OutboxRow) => and(eq(outbox.id, claimed.id), eq(outbox.attempts, claimed.attempts), eq(outbox.topic, claimed.topic));

export type NewOutboxRow = { topic: string; payload: unknown; subjectKey?: string | null; dueAt: string; now: string };

/** Which topics a query is about: one topic, or all but some (the paced ones, which are claimed one row at a time). */
export type TopicFilter = { only: string } | { except: string[] };
const pendingOf = (topics: TopicFilter) =>
  and(
    eq(outbox.state, "pending"),
    "only" in topics ? eq(outbox.topic, topics.only) : topics.except.length ? notInArray(outbox.topic, topics.except) : undefined,
  );

/** Rows of the outbox; times are ISO 8601 strings the caller takes from the app's clock. */
export function createOutboxRepository(db: Db) {
  return {
    insert: ({ topic, payload, subjectKey = null, dueAt, now }: NewOutboxRow): OutboxRow =>
      db.insert(outbox).values({ topic, payload, subjectKey, nextAttemptAt: dueAt, createdAt: now, updatedAt: now }).returning().get(),

    /** When the earliest pending row of `topics` is due, or null when none is pending. */
    nextDueAt(topics: TopicFilter): string | null {
      return (
        db
          .select({ at: min(outbox.nextAttemptAt) })
          .from(outbox)
          .where(pendingOf(topics))
          .get()?.at ?? null
      );
    },

    /**
     * Takes up to `limit` due rows for a try, in one transaction: each counts one more attempt and is pushed to
     * `leaseUntil(attempts)`, the time its next try would be due, so a try cut short by a crash is retried then.
     */
    claimDue(topics: TopicFilter, now: string, limit: number, leaseUntil: (attempts: number) => string): OutboxRow[] {
      return db.transaction(() => {
        const due = db
          .select()
          .from(outbox)
          .where(and(pendingOf(topics), lte(outbox.nextAttemptAt, now)))
          .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
          .limit(limit)
          .all();
        return due.map(
          (row) =>
            db
              .update(outbox)
              .set({ attempts: row.attempts + 1, nextAttemptAt: leaseUntil(row.attempts + 1), updatedAt: now })
              .where(eq(outbox.id, row.id))
              .returning()
              .get()!,
        );
      });
    },

    /** The try `claimed` returned. Only that try's row is touched (not one a restore put in its place meanwhile). */
    markSent: (claimed: OutboxRow, now: string) =>
      db.update(outbox).set({ state: "sent", nextAttemptAt: null, lastError: null, updatedAt: now }).where(sameTry(claimed)).run(),

    /** The try `claimed` failed: the row waits for the time its lease named, or is failed for good (`final`). */
    markAttemptFailed: (claimed: OutboxRow, error: string, final: boolean, now: string) =>
      db
        .update(outbox)
        .set({ lastError: error, updatedAt: now, ...(final ? { state: "failed" as const, nextAttemptAt: null } : {}) })
        .where(sameTry(claimed))
        .run(),

    /** The rows about subjects whose key starts with `prefix` (e.g. "message:"), oldest first. */
    listBySubjectPrefix: (prefix: string): Pick<OutboxRow, "id" | "subjectKey" | "state" | "attempts" | "lastError" | "nextAttemptAt">[] =>
      db
        .select({
          id: outbox.id,
          subjectKey: outbox.subjectKey,
          state: outbox.state,
          attempts: outbox.attempts,
          lastError: outbox.lastError,
          nextAttemptAt: outbox.nextAttemptAt,
        })
        .from(outbox)
        .where(sql`substr(${outbox.subjectKey}, 1, ${prefix.length}) = ${prefix}`)
        .orderBy(asc(outbox.id))
        .all(),

    listBySubject: (subjectKey: string): OutboxRow[] => db.select().from(outbox).where(eq(outbox.subjectKey, subjectKey)).orderBy(asc(outbox.id)).all(),

    /**
     * Makes the subject's failed rows, and its pending rows whose last try failed, due at `now`. A failed row gets
     * one more try. Returns how many rows were made due.
     */
    makeDueNow(subjectKey: string, now: string): number {
      return db
        .update(outbox)
        .set({ state: "pending", nextAttemptAt: now, updatedAt: now })
        .where(and(eq(outbox.subjectKey, subjectKey), or(eq(outbox.state, "failed"), and(eq(outbox.state, "pending"), isNotNull(outbox.lastError)))))
        .returning({ id: outbox.id })
        .all().length;
    },

    removeBySubject: (subjectKey: string) => db.delete(outbox).where(eq(outbox.subjectKey, subjectKey)).run(),

    /** The latest time a pending row of `topic` is due, or null: where a paced topic's next row queues up. */
    list: (ids?: number[]): OutboxRow[] =>
      (ids ? db.select().from(outbox).where(inArray(outbox.id, ids)) : db.select().from(outbox)).orderBy(asc(outbox.id)).all(),
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
