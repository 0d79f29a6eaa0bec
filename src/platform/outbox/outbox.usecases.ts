import type { AppDeps } from "../../app-deps";
import { createOutboxRepository, type OutboxRepository, type TopicFilter } from "./outbox.repository";
import type { DeliverySummary, OutboxRow } from "./outbox.table";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long to wait after each failed try: 1 min, 5 min, 30 min, 2 h, 12 h; six tries in all, then failed. */
export const RETRY_DELAYS_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 12 * HOUR] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** The scheduler's job that works through the outbox; armed for the earliest due row, never polling. */
export const OUTBOX_JOB = "outbox";

/** Rows tried at the same time: a slow mail server does not hold up a webhook, nor a backlog the whole server. */
const BATCH = 8;

/** A failure no retry can fix (the channel was removed): the row is failed at once, with this reason. */
export class GiveUp extends Error {}

/** Carries out one row; throws (with the other side's own words) when it did not happen. */
export type OutboxHandler = (payload: unknown, row: OutboxRow) => Promise<void>;

/**
 * A paced topic's rows are tried one at a time, each no sooner than 60 s / `perMinute` after the try before it
 * ended, and the first no sooner than that after this process started (the one before may have sent just before it
 * died): at most `perMinute` a minute, however many rows fell due while the server was down.
 */
export type Pace = { perMinute: number };

/**
 * The outbox: work written in the same transaction as what caused it (`enqueue`), carried out by a handler per
 * topic on the one scheduler, retried with back-off across restarts, and marked sent only after its handler returned.
 * A crash between the handler's success and that mark means the work is done again later: at least once, never zero
 * times.
 */
export function createOutboxUseCases({ db, clock, scheduler, log }: Pick<AppDeps, "db" | "clock" | "scheduler" | "log">) {
  const repo: OutboxRepository = createOutboxRepository(db);
  const handlers = new Map<string, OutboxHandler>();
  const iso = (ms = clock.now()) => new Date(ms).toISOString();
  /** The try number `attempts` is in progress: its row is due again when the wait after it ends. */
  const leaseUntil = (attempts: number) => iso(clock.now() + (RETRY_DELAYS_MS[attempts - 1] ?? RETRY_DELAYS_MS.at(-1)!));
  let running = false;
  let again = false;
  /** Rows being tried right now by this process: on their way, whatever their last error. */
  const inFlight = new Set<number>();
  /** The paced topics, each with the time its next row may be tried (ms). */
  const paced = new Map<string, { everyMs: number; notBefore: number }>();
  const unpaced = (): TopicFilter => ({ except: [...paced.keys()] });

  /** When the next row may be tried (ms): the earliest due row, a paced topic's no sooner than its turn. */
  function nextRunAt(): number | null {
    const general = repo.nextDueAt(unpaced());
    const times = general === null ? [] : [Date.parse(general)];
    for (const [topic, pace] of paced) {
      const due = repo.nextDueAt({ only: topic });
      if (due !== null) times.push(Math.max(Date.parse(due), pace.notBefore));
    }
    return times.length > 0 ? Math.min(...times) : null;
  }

  /** Arms the job for the next row that may be tried (at once when it is past); while a run is going it re-arms itself. */
  function wake(): void {
    if (running) {
      again = true;
      return;
    }
    const next = nextRunAt();
    scheduler.at(OUTBOX_JOB, next === null ? null : new Date(next), process);
  }

  /** Up to BATCH due rows of the unpaced topics, and one of each paced topic whose turn it is. */
  function claim(): OutboxRow[] {
    const now = clock.now();
    const rows = repo.claimDue(unpaced(), iso(now), BATCH, leaseUntil);
    for (const [topic, pace] of paced) {
      if (pace.notBefore <= now) rows.push(...repo.claimDue({ only: topic }, iso(now), 1, leaseUntil));
    }
    return rows;
  }

  async function process(): Promise<void> {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        for (let batch = claim(); batch.length > 0; batch = claim()) {
          await Promise.all(batch.map(carryOut));
        }
      } while (again);
    } finally {
      running = false;
      wake();
    }
  }

  async function carryOut(row: OutboxRow): Promise<void> {
    inFlight.add(row.id);
    try {
      const handler = handlers.get(row.topic);
      if (!handler) throw new GiveUp(`Nothing handles "${row.topic}" in this version.`);
      await handler(row.payload, row);
      repo.markSent(row, iso());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const final = error instanceof GiveUp || row.attempts >= MAX_ATTEMPTS;
      repo.markAttemptFailed(row, reason, final, iso());
      const fields = { delivery: row.id, topic: row.topic, attempt: row.attempts, reason };
      if (final) log.error("Delivery failed for good", undefined, fields);
      else log.warn(`Delivery failed; retrying in ${formatDelay(RETRY_DELAYS_MS[row.attempts - 1]!)}`, fields);
    } finally {
      inFlight.delete(row.id);
      const pace = paced.get(row.topic);
      if (pace) pace.notBefore = clock.now() + pace.everyMs;
    }
  }

  return {
    /** The handler for a topic; one per topic. A `pace` spreads the topic's tries out (see `Pace`). */
    register(topic: string, handler: OutboxHandler, pace?: Pace): void {
      handlers.set(topic, handler);
      if (pace) paced.set(topic, { everyMs: 60_000 / pace.perMinute, notBefore: clock.now() + 60_000 / pace.perMinute });
    },
    /**
     * Adds work, due at once or at `dueAt` (ms). Call it inside the
     * `db.transaction(...)` that stores what it is about (the same connection, so both are kept or neither), then
     * call `wake()` once that transaction committed.
     */
    enqueue(topic: string, payload: unknown, subjectKey: string | null = null, dueAt?: number): OutboxRow {
      return repo.insert({ topic, payload, subjectKey, dueAt: iso(dueAt), now: iso() });
    },
    wake,
    /** Works through every due row now (what the job runs); resolves when they are done. */
    process,
    /** How each subject whose key starts with `prefix` stands, by subject key. */
    summariesByPrefix(prefix: string): Map<string, DeliverySummary> {
      const bySubject = new Map<string, DeliveryRow[]>();
      for (const row of repo.listBySubjectPrefix(prefix)) {
        const rows = bySubject.get(row.subjectKey!) ?? [];
        rows.push(row);
        bySubject.set(row.subjectKey!, rows);
      }
      const now = iso();
      return new Map([...bySubject].map(([key, rows]) => [key, summarizeDeliveries(rows, now, inFlight)]));
    },
    summaryOf: (subjectKey: string): DeliverySummary => summarizeDeliveries(repo.listBySubject(subjectKey), iso(), inFlight),
    /** Makes a subject's failed and retrying rows due now; how many there were. */
    retryNow(subjectKey: string): number {
      const count = repo.makeDueNow(subjectKey, iso());
      if (count > 0) wake();
      return count;
    },
    removeFor: (subjectKey: string) => repo.removeBySubject(subjectKey),
  };
}
export type OutboxUseCases = ReturnType<typeof createOutboxUseCases>;

type DeliveryRow = Pick<OutboxRow, "id" | "state" | "attempts" | "lastError" | "nextAttemptAt">;

/**
 * One subject's deliveries as one state: none (there are none), failed (one gave up; its reason), retrying (one
 * failed and waits for its next try), pending (one is due or being tried, `inFlight`: on its way), sent (all sent).
 * `attempts` is the most tries any of them took.
 */
export function summarizeDeliveries(rows: DeliveryRow[], now: string, inFlight: ReadonlySet<number> = new Set()): DeliverySummary {
  const attempts = Math.max(0, ...rows.map((row) => row.attempts));
  const failed = rows.find((row) => row.state === "failed");
  if (failed) return { state: "failed", attempts, lastError: failed.lastError };
  const waiting = rows.find(
    (row) => row.state === "pending" && row.lastError !== null && row.nextAttemptAt !== null && row.nextAttemptAt > now && !inFlight.has(row.id),
  );
  if (waiting) return { state: "retrying", attempts, lastError: waiting.lastError };
  if (rows.some((row) => row.state === "pending")) return { state: "pending", attempts, lastError: null };
  return { state: rows.length > 0 ? "sent" : "none", attempts, lastError: null };
}

function formatDelay(ms: number): string {
  return ms >= HOUR ? `${ms / HOUR} h` : `${ms / MINUTE} min`;
}
