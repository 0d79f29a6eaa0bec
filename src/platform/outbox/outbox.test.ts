import { afterEach, describe, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { DB_FILE, openDatabase, type Db } from "../../db/open";
import { createMemoryLogger } from "../../lib/log";
import { makeTempDataDir } from "../../testing/test-app";
import { createManualClock, type ManualClock } from "../scheduler/scheduler.clock";
import { createScheduler, type Scheduler } from "../scheduler/scheduler.jobs";
import { createOutboxRepository } from "./outbox.repository";
import { GiveUp, MAX_ATTEMPTS, OUTBOX_JOB, createOutboxUseCases, summarizeDeliveries, type OutboxUseCases } from "./outbox.usecases";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Setup = { db: Db; clock: ManualClock; scheduler: Scheduler; outbox: OutboxUseCases; log: ReturnType<typeof createMemoryLogger> };
const opened: Setup[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const { scheduler, db } of opened.splice(0)) {
    await scheduler.stop();
    db.$client.close();
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** An outbox as createApp makes it, on its own scheduler and manual clock. */
function setup(path = ":memory:", start = Date.parse("2026-03-02T10:00:00Z")): Setup {
  const db = openDatabase(path);
  const clock = createManualClock(start);
  const log = createMemoryLogger();
  const scheduler = createScheduler({ clock, log });
  const outbox = createOutboxUseCases({ db, clock, scheduler, log });
  const made = { db, clock, scheduler, outbox, log };
  opened.push(made);
  return made;
}

/** Moves time and waits for whatever the outbox job started. */
async function advance({ clock, scheduler }: Setup, ms: number) {
  await clock.advance(ms);
  await scheduler.idle();
}

const rows = ({ db }: Setup) => createOutboxRepository(db).list();

describe("the outbox", () => {
  test("work enqueued in a transaction runs at once, once, and is marked sent", async () => {
    const s = setup();
    const calls: unknown[] = [];
    s.outbox.register("say", async (payload) => void calls.push(payload));
    s.db.transaction(() => s.outbox.enqueue("say", { word: "hola" }, "message:1"));
    s.outbox.wake();
    await advance(s, 0);
    expect(calls).toEqual([{ word: "hola" }]);
    expect(rows(s)).toMatchObject([{ topic: "say", state: "sent", attempts: 1, lastError: null, nextAttemptAt: null, subjectKey: "message:1" }]);
    await advance(s, 24 * HOUR);
    expect(calls).toHaveLength(1);
    // Nothing is due: no timer waits (no polling).
    expect(s.scheduler.nextRuns()[OUTBOX_JOB]).toBeUndefined();
    expect(s.clock.pendingTimers()).toBe(0);
  });

  test("work enqueued in a transaction that rolls back never runs", async () => {
    const s = setup();
    const calls: unknown[] = [];
    s.outbox.register("say", async (payload) => void calls.push(payload));
    expect(() =>
      s.db.transaction(() => {
        s.outbox.enqueue("say", { word: "perdido" });
        throw new Error("the message could not be stored");
      }),
    ).toThrow();
    s.outbox.wake();
    await advance(s, HOUR);
    expect(calls).toEqual([]);
    expect(rows(s)).toEqual([]);
  });

  test("a failing delivery is retried after 1 min, 5 min, 30 min, 2 h and 12 h, then failed with its reason", async () => {
    const s = setup();
    const tries: string[] = [];
    s.outbox.register("flaky", async () => {
      tries.push(new Date(s.clock.now()).toISOString());
      throw new Error(`421 try ${tries.length}: service not available`);
    });
    s.outbox.enqueue("flaky", {}, "message:7");
    s.outbox.wake();
    await advance(s, 0);
    expect(rows(s)[0]).toMatchObject({
      state: "pending",
      attempts: 1,
      lastError: "421 try 1: service not available",
      nextAttemptAt: "2026-03-02T10:01:00.000Z",
    });
    // Not a moment early.
    await advance(s, MINUTE - 1);
    expect(tries).toHaveLength(1);
    await advance(s, 1);
    expect(tries).toHaveLength(2);
    await advance(s, 2 * 24 * HOUR);
    expect(tries).toEqual([
      "2026-03-02T10:00:00.000Z",
      "2026-03-02T10:01:00.000Z",
      "2026-03-02T10:06:00.000Z",
      "2026-03-02T10:36:00.000Z",
      "2026-03-02T12:36:00.000Z",
      "2026-03-03T00:36:00.000Z",
    ]);
    expect(MAX_ATTEMPTS).toBe(6);
    expect(rows(s)[0]).toMatchObject({ state: "failed", attempts: 6, lastError: "421 try 6: service not available", nextAttemptAt: null });
    expect(s.outbox.summaryOf("message:7")).toEqual({ state: "failed", attempts: 6, lastError: "421 try 6: service not available" });
    const logged = s.log.lines.map((line) => line.text).join("\n");
    expect(logged).toContain("Delivery failed; retrying in 1 min");
    expect(logged).toContain("Delivery failed; retrying in 12 h");
    expect(logged).toContain("Delivery failed for good");
  });

  test("a delivery that fails, then succeeds, is sent once", async () => {
    const s = setup();
    let up = false;
    let sent = 0;
    s.outbox.register("mail", async () => {
      if (!up) throw new Error("connect ECONNREFUSED 127.0.0.1:2525");
      sent++;
    });
    s.outbox.enqueue("mail", {}, "message:3");
    s.outbox.wake();
    await advance(s, 0);
    expect(s.outbox.summaryOf("message:3")).toEqual({ state: "retrying", attempts: 1, lastError: "connect ECONNREFUSED 127.0.0.1:2525" });
    up = true;
    await advance(s, MINUTE);
    expect(sent).toBe(1);
    expect(s.outbox.summaryOf("message:3")).toEqual({ state: "sent", attempts: 2, lastError: null });
  });

  test("GiveUp, or a topic nothing handles, fails at once", async () => {
    const s = setup();
    s.outbox.register("gone", async () => {
      throw new GiveUp("The webhook was removed.");
    });
    s.outbox.enqueue("gone", {}, "message:1");
    s.outbox.enqueue("from-a-newer-version", {}, "message:2");
    s.outbox.wake();
    await advance(s, 0);
    expect(rows(s).map((row) => [row.state, row.attempts, row.lastError])).toEqual([
      ["failed", 1, "The webhook was removed."],
      ["failed", 1, 'Nothing handles "from-a-newer-version" in this version.'],
    ]);
  });

  test("retry now makes a failed delivery due at once for one more try; a sent one is left alone", async () => {
    const s = setup();
    let fail = true;
    let calls = 0;
    s.outbox.register("mail", async () => {
      calls++;
      if (fail) throw new GiveUp("535 Authentication failed");
    });
    s.outbox.enqueue("mail", {}, "message:1");
    s.outbox.wake();
    await advance(s, 0);
    expect(s.outbox.summaryOf("message:1").state).toBe("failed");
    fail = false;
    expect(s.outbox.retryNow("message:1")).toBe(1);
    await advance(s, 0);
    expect(calls).toBe(2);
    expect(s.outbox.summaryOf("message:1")).toEqual({ state: "sent", attempts: 2, lastError: null });
    expect(s.outbox.retryNow("message:1")).toBe(0);
    expect(s.outbox.retryNow("message:404")).toBe(0);
  });

  test("while a retry is being tried its subject reads pending (on its way), then how it went", async () => {
    const s = setup();
    let tries = 0;
    let release!: () => void;
    s.outbox.register("mail", async () => {
      tries++;
      if (tries === 1) throw new Error("421 busy");
      await new Promise<void>((resolve) => (release = resolve));
    });
    s.outbox.enqueue("mail", {}, "message:1");
    s.outbox.wake();
    await advance(s, 0);
    expect(s.outbox.summaryOf("message:1").state).toBe("retrying");
    s.outbox.retryNow("message:1");
    await s.clock.advance(0);
    expect(tries).toBe(2);
    expect(s.outbox.summaryOf("message:1")).toEqual({ state: "pending", attempts: 2, lastError: null });
    expect(s.outbox.summariesByPrefix("message:").get("message:1")?.state).toBe("pending");
    release();
    await s.scheduler.idle();
    expect(s.outbox.summaryOf("message:1")).toEqual({ state: "sent", attempts: 2, lastError: null });
  });

  test("many due rows are all carried out in one run, a few at a time", async () => {
    const s = setup();
    let inFlight = 0;
    let most = 0;
    let done = 0;
    s.outbox.register("slow", async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setImmediate(resolve));
      inFlight--;
      done++;
    });
    for (let i = 0; i < 20; i++) s.outbox.enqueue("slow", { i });
    s.outbox.wake();
    await advance(s, 0);
    expect(done).toBe(20);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(8);
  });

  test("work enqueued while a run is going is picked up by that run, never run twice at once", async () => {
    const s = setup();
    const seen: number[] = [];
    let release!: () => void;
    s.outbox.register("n", async (payload) => {
      const { n } = payload as { n: number };
      seen.push(n);
      if (n === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    s.outbox.enqueue("n", { n: 1 });
    s.outbox.wake();
    await s.clock.advance(0);
    s.outbox.enqueue("n", { n: 2 });
    s.outbox.wake();
    await s.clock.advance(0);
    expect(seen).toEqual([1]);
    release();
    await s.scheduler.idle();
    await advance(s, 0);
    expect(seen).toEqual([1, 2]);
    expect(rows(s).map((row) => row.state)).toEqual(["sent", "sent"]);
  });

  test("across a restart: a delivery due while the server was down goes out at start; one cut short by a crash is tried again (at least once)", async () => {
    const dir = makeTempDataDir();
    dirs.push(dir);
    const path = join(dir, DB_FILE);

    const first = setup(path);
    let hang = true;
    const firstCalls: number[] = [];
    first.outbox.register("mail", (payload) => {
      firstCalls.push((payload as { n: number }).n);
      // The process "dies" mid-send: the send never returns.
      return hang ? new Promise<void>(() => undefined) : Promise.resolve();
    });
    first.outbox.enqueue("mail", { n: 1 }, "message:1");
    first.outbox.wake();
    await first.clock.advance(0);
    expect(firstCalls).toEqual([1]);
    // Another row is due later, and the server stops before then.
    const due = createOutboxRepository(first.db).insert({
      topic: "mail",
      payload: { n: 2 },
      subjectKey: "message:2",
      dueAt: "2026-03-02T10:00:30.000Z",
      now: "2026-03-02T10:00:00.000Z",
    });
    expect(due.state).toBe("pending");
    hang = false;
    first.db.$client.close();
    opened.splice(opened.indexOf(first), 1);
    void first.scheduler.stop();

    // Two minutes later a new process opens the same database.
    const second = setup(path, Date.parse("2026-03-02T10:02:00Z"));
    const secondCalls: number[] = [];
    second.outbox.register("mail", async (payload) => void secondCalls.push((payload as { n: number }).n));
    second.outbox.wake();
    await advance(second, 0);
    expect(secondCalls.sort()).toEqual([1, 2]);
    expect(rows(second).map((row) => [row.subjectKey, row.state, row.attempts])).toEqual([
      ["message:1", "sent", 2],
      ["message:2", "sent", 1],
    ]);
  });
});

describe("a subject's delivery state", () => {
  const NOW = "2026-03-02T10:00:00.000Z";
  const LATER = "2026-03-02T10:05:00.000Z";
  let id = 0;
  const row = (
    state: "pending" | "sent" | "failed",
    attempts: number,
    lastError: string | null = null,
    nextAttemptAt: string | null = state === "pending" ? NOW : null,
  ) => ({
    id: ++id,
    state,
    attempts,
    lastError,
    nextAttemptAt,
  });
  test.each([
    ["none", [], { state: "none", attempts: 0, lastError: null }],
    ["pending: waiting for its first try", [row("pending", 0), row("sent", 1)], { state: "pending", attempts: 1, lastError: null }],
    [
      "pending: a retry due now (retry now) is on its way",
      [row("pending", 3, "HTTP 502 Bad Gateway", NOW)],
      { state: "pending", attempts: 3, lastError: null },
    ],
    ["sent", [row("sent", 1), row("sent", 3)], { state: "sent", attempts: 3, lastError: null }],
    [
      "retrying: failed, waiting for its next try",
      [row("sent", 1), row("pending", 2, "HTTP 502 Bad Gateway", LATER)],
      { state: "retrying", attempts: 2, lastError: "HTTP 502 Bad Gateway" },
    ],
    ["failed wins", [row("pending", 2, "timeout", LATER), row("failed", 6, "535 no")], { state: "failed", attempts: 6, lastError: "535 no" }],
  ] as const)("%s", (_, deliveries, expected) => {
    expect(summarizeDeliveries([...deliveries], NOW)).toEqual(expected);
  });

  test("a retry being tried right now is on its way, not waiting", () => {
    const retry = row("pending", 2, "HTTP 502 Bad Gateway", LATER);
    expect(summarizeDeliveries([retry], NOW).state).toBe("retrying");
    expect(summarizeDeliveries([retry], NOW, new Set([retry.id]))).toEqual({ state: "pending", attempts: 2, lastError: null });
  });
});
