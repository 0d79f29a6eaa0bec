import { Cron } from "croner";
import type { Logger } from "../../lib/log";
import type { Clock, TimerHandle } from "./scheduler.clock";

/**
 * The one place timed work runs (backups, the upload sweep, notification retries, scheduled publishing): each job
 * has a name, runs on an interval, on a cron expression or once at a time, never overlaps itself, and has what it
 * throws logged rather than crashing the server. `stop()` (on SIGTERM) cancels every timer, waits for running jobs to
 * finish, so nothing is cut in half, and runs one last time the jobs that asked to (work kept in memory until then).
 */
export type Job = () => void | Promise<void>;

type Entry = {
  /** When the job should run next, or null when it waits for nothing. */
  next: () => number | null;
  job: Job;
  timer: TimerHandle | null;
  running: Promise<void> | null;
  /** Due while running: run once more when done, instead of overlapping. */
  again: boolean;
  /** Runs once more when the scheduler stops (a flush of what the job writes at intervals). */
  atStop: boolean;
  /** Repeats at an interval: runs that fell behind (a machine asleep, a test's jump of days) are one run. */
  repeating: boolean;
};

/** Parses a cron expression (five fields, or six with seconds); throws with croner's reason when it does not parse. */
export function parseCron(expression: string): Cron {
  return new Cron(expression, { paused: true });
}

export function createScheduler({ clock, log }: { clock: Clock; log: Logger }) {
  const entries = new Map<string, Entry>();
  let stopped = false;

  function arm(name: string, entry: Entry) {
    entry.timer?.cancel();
    entry.timer = null;
    if (stopped) return;
    const at = entry.next();
    if (at === null) return;
    entry.timer = clock.wake(
      at - clock.now(),
      () => {
        entry.timer = null;
        void run(name, entry);
      },
      { coalesce: entry.repeating },
    );
  }

  async function run(name: string, entry: Entry): Promise<void> {
    if (entry.running) {
      entry.again = true;
      return entry.running;
    }
    entry.running = (async () => {
      try {
        await entry.job();
      } catch (error) {
        log.error(`Scheduled job "${name}" failed`, error, { job: name });
      }
    })();
    await entry.running;
    entry.running = null;
    if (entries.get(name) !== entry) return;
    if (entry.again && !stopped) {
      entry.again = false;
      return run(name, entry);
    }
    arm(name, entry);
  }

  function add(name: string, next: () => number | null, job: Job, { atStop = false, repeating = false } = {}) {
    entries.get(name)?.timer?.cancel();
    const entry: Entry = { next, job, timer: null, running: null, again: false, atStop, repeating };
    entries.set(name, entry);
    arm(name, entry);
  }

  return {
    /**
     * Runs `job` every `intervalMs`, the first time one interval from now; with `runAtStop`, once more when the
     * scheduler stops, so what the job writes at intervals is written at shutdown too. Runs missed while the clock
     * jumped (a machine asleep) are made up by one run, not one per interval.
     */
    every(name: string, intervalMs: number, job: Job, { runAtStop = false }: { runAtStop?: boolean } = {}) {
      let due = clock.now() + intervalMs;
      add(
        name,
        () => {
          while (due <= clock.now()) due += intervalMs;
          return due;
        },
        job,
        { atStop: runAtStop, repeating: true },
      );
    },
    /** Runs `job` at each time the cron expression names (server time). */
    cron(name: string, expression: string, job: Job) {
      const cron = parseCron(expression);
      add(name, () => cron.nextRun(new Date(clock.now()))?.getTime() ?? null, job);
    },
    /** Runs `job` once at `at` (at once when it has passed); calling again with the same name moves it, `null` cancels it. */
    at(name: string, at: Date | null, job: Job) {
      if (at === null) {
        entries.get(name)?.timer?.cancel();
        entries.delete(name);
        return;
      }
      let done = false;
      add(
        name,
        () => (done ? null : Math.max(at.getTime(), clock.now())),
        async () => {
          done = true;
          await job();
        },
      );
    },
    /** Runs a job now (the admin's "Back up now", a retry), still never overlapping itself. */
    runNow(name: string): Promise<void> {
      const entry = entries.get(name);
      if (!entry) return Promise.reject(new Error(`No scheduled job "${name}"`));
      return run(name, entry);
    },
    /** When each job runs next, for the admin and the tests. */
    nextRuns(): Record<string, Date | null> {
      return Object.fromEntries([...entries].map(([name, entry]) => [name, entry.timer ? new Date(entry.next() ?? 0) : null]));
    },
    /** Resolves once no job is running (tests wait for a job a timer started). */
    async idle() {
      while ([...entries.values()].some((entry) => entry.running)) await Promise.all([...entries.values()].map((entry) => entry.running));
    },
    /** Cancels every timer, waits for the jobs that are running, then runs the jobs that asked to run at stop. */
    async stop() {
      stopped = true;
      for (const entry of entries.values()) entry.timer?.cancel();
      await Promise.all([...entries.values()].map((entry) => entry.running));
      for (const [name, entry] of entries) if (entry.atStop) await run(name, entry);
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
