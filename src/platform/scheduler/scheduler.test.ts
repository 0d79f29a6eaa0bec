import { describe, expect, test } from "bun:test";
import { createMemoryLogger } from "../../lib/log";
import { createManualClock } from "./scheduler.clock";
import { createScheduler, parseCron } from "./scheduler.jobs";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function setup(start = "2026-01-05T09:00:00Z") {
  const clock = createManualClock(Date.parse(start));
  const log = createMemoryLogger();
  return { clock, log, scheduler: createScheduler({ clock, log }) };
}

describe("the scheduler", () => {
  test("every: runs at each interval, the first one interval from now", async () => {
    const { clock, scheduler } = setup();
    const runs: number[] = [];
    scheduler.every("sweep", 6 * HOUR, () => void runs.push(clock.now()));
    await clock.advance(6 * HOUR - 1);
    expect(runs).toEqual([]);
    await clock.advance(1);
    await clock.advance(12 * HOUR);
    expect(runs.map((at) => new Date(at).toISOString())).toEqual(["2026-01-05T15:00:00.000Z", "2026-01-05T21:00:00.000Z", "2026-01-06T03:00:00.000Z"]);
  });

  test("cron: runs at the times the expression names, in server time", async () => {
    const { clock, scheduler } = setup("2026-01-05T02:59:00");
    const runs: string[] = [];
    scheduler.cron("backup", "0 3 * * *", () => void runs.push(new Date(clock.now()).toString()));
    await clock.advance(2 * 24 * HOUR);
    expect(runs).toHaveLength(2);
    for (const run of runs) expect(run).toContain("03:00:00");
  });

  test("a cron expression that does not parse is refused with its reason", () => {
    expect(() => parseCron("every day")).toThrow();
    expect(() => parseCron("61 3 * * *")).toThrow();
    expect(parseCron("0 3 * * *").nextRun(new Date("2026-01-05T10:00:00"))?.getHours()).toBe(3);
  });

  test("at: runs once at its time (at once when it has passed); moving or cancelling it works", async () => {
    const { clock, scheduler } = setup();
    const runs: string[] = [];
    scheduler.at("publish", new Date("2026-01-05T12:00:00Z"), () => void runs.push("first"));
    scheduler.at("publish", new Date("2026-01-05T10:00:00Z"), () => void runs.push("moved"));
    await clock.advance(HOUR - 1);
    expect(runs).toEqual([]);
    await clock.advance(1);
    expect(runs).toEqual(["moved"]);
    await clock.advance(24 * HOUR);
    expect(runs).toEqual(["moved"]);
    scheduler.at("late", new Date("2020-01-01T00:00:00Z"), () => void runs.push("late"));
    await clock.advance(0);
    expect(runs).toEqual(["moved", "late"]);
    scheduler.at("never", new Date(clock.now() + HOUR), () => void runs.push("never"));
    scheduler.at("never", null, () => undefined);
    await clock.advance(2 * HOUR);
    expect(runs).toEqual(["moved", "late"]);
  });

  test("a job never overlaps itself: due again while running, it runs once more afterwards", async () => {
    const { clock, scheduler } = setup();
    let release!: () => void;
    let running = 0;
    let maxRunning = 0;
    let runs = 0;
    scheduler.every("slow", MINUTE, async () => {
      running++;
      maxRunning = Math.max(maxRunning, running);
      runs++;
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
      running--;
    });
    await clock.advance(MINUTE);
    const manual = scheduler.runNow("slow");
    expect(runs).toBe(1);
    release();
    await manual;
    expect(maxRunning).toBe(1);
    expect(runs).toBe(2);
  });

  test("what a job throws is logged with the job's name; the job keeps its schedule", async () => {
    const { clock, log, scheduler } = setup();
    let runs = 0;
    scheduler.every("flaky", MINUTE, () => {
      runs++;
      throw new Error("disk full");
    });
    for (let minute = 0; minute < 3; minute++) await clock.advance(MINUTE);
    expect(runs).toBe(3);
    const errors = log.lines.filter((line) => line.level === "error");
    expect(errors).toHaveLength(3);
    expect(errors[0]!.text).toContain('Scheduled job "flaky" failed job=flaky');
    expect(errors[0]!.text).toContain("Error: disk full");
  });

  test("stop cancels every timer and waits for the jobs that run", async () => {
    const { clock, scheduler } = setup();
    let finished = false;
    let release!: () => void;
    scheduler.every("long", MINUTE, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      finished = true;
    });
    scheduler.every("other", 2 * MINUTE, () => undefined);
    await clock.advance(MINUTE);
    const stopping = scheduler.stop();
    let stopped = false;
    void stopping.then(() => (stopped = true));
    await clock.advance(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
    expect(clock.pendingTimers()).toBe(0);
  });

  test("runAtStop: a job that writes at intervals runs once more at stop, after the runs in progress, and never again", async () => {
    const { clock, scheduler } = setup();
    const runs: string[] = [];
    let release!: () => void;
    scheduler.every(
      "flush",
      10_000,
      async () => {
        runs.push("flush");
        if (runs.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      { runAtStop: true },
    );
    scheduler.every("sweep", 10_000, () => void runs.push("sweep"));
    await clock.advance(10_000);
    const stopping = scheduler.stop();
    await clock.advance(0);
    expect(runs).toEqual(["flush", "sweep"]);
    release();
    await stopping;
    expect(runs).toEqual(["flush", "sweep", "flush"]);
    await clock.advance(60_000);
    expect(runs).toEqual(["flush", "sweep", "flush"]);
  });

  test("a jump of 12 days runs a 10 s job at its time and once when the jump ends, not once per interval", async () => {
    const { clock, scheduler } = setup();
    const runs: string[] = [];
    scheduler.every("flush", 10_000, () => void runs.push(new Date(clock.now()).toISOString()));
    await clock.advance(12 * 24 * HOUR);
    expect(runs).toEqual(["2026-01-05T09:00:10.000Z", "2026-01-17T09:00:00.000Z"]);
    await clock.advance(10_000);
    expect(runs).toHaveLength(3);
  });

  test("during a jump, cron and one-off jobs still run at their own times; a 10 s job runs at most once between them", async () => {
    const { clock, scheduler } = setup("2026-01-05T09:00:00");
    const backups: string[] = [];
    const published: string[] = [];
    let flushes = 0;
    scheduler.every("flush", 10_000, () => void flushes++);
    scheduler.cron("backup", "0 3 * * *", () => void backups.push(new Date(clock.now()).toString()));
    scheduler.at("publish", new Date(Date.parse("2026-01-08T12:30:00")), () => void published.push(new Date(clock.now()).toString()));
    await clock.advance(12 * 24 * HOUR);
    expect(backups).toHaveLength(12);
    for (const run of backups) expect(run).toContain("03:00:00");
    expect(published).toHaveLength(1);
    expect(published[0]).toContain("Jan 08 2026 12:30:00");
    // Once at its own time, once before each of the 13 runs above, once at the end.
    expect(flushes).toBeLessThanOrEqual(15);
  });

  test("runNow of an unknown job is an error", async () => {
    const { scheduler } = setup();
    await expect(scheduler.runNow("nope")).rejects.toThrow('No scheduled job "nope"');
  });
});
