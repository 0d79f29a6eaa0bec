/**
 * Time as the scheduler sees it: what the time is, and a way to be woken later. The server uses the system's;
 * tests use a manual clock they move forward, so a job due in hours runs in microseconds.
 */
export type TimerHandle = { cancel(): void };

export type WakeOptions = {
  /**
   * The timer is a repeating job's (statistics every 10 s): when the clock jumps past several of its times, one run
   * stands for them all, as after a machine wakes from sleep. A timer without it fires at its own time (a backup, a
   * scheduled article).
   */
  coalesce?: boolean;
};

export type Clock = {
  now(): number;
  /** Calls `fn` after `ms` (never sooner); the timer must not keep the process alive on its own. */
  wake(ms: number, fn: () => void, options?: WakeOptions): TimerHandle;
};

/** setTimeout takes at most 2^31-1 ms (about 24.8 days); longer waits are made of several. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export const systemClock: Clock = {
  now: () => Date.now(),
  wake(ms, fn) {
    let timer: ReturnType<typeof setTimeout>;
    const arm = (left: number) => {
      timer = setTimeout(() => (left > MAX_TIMEOUT_MS ? arm(left - MAX_TIMEOUT_MS) : fn()), Math.min(Math.max(0, left), MAX_TIMEOUT_MS));
      timer.unref?.();
    };
    arm(ms);
    return { cancel: () => clearTimeout(timer) };
  },
};

/**
 * A clock that only moves when told to; `advance` runs every timer that falls due, in order, awaiting what they
 * start. A jump is a sleep for repeating jobs (`coalesce`): each runs at its own time once, and if it falls due again
 * within the jump, once more when the machine "wakes" (at the next timer that is not a repeating job's, a backup or
 * a publication, or at the jump's end). A week's jump so runs the 10 s statistics flush twice, not 60,480 times.
 */
export function createManualClock(start: Date | number = Date.parse("2026-01-05T09:00:00Z")) {
  let time = typeof start === "number" ? start : start.getTime();
  let sequence = 0;
  /** Counts the advances; a timer armed during one (`jump`) is a repeating job's next run, already behind. */
  let jumps = 0;
  let advancing = false;
  const timers = new Map<number, { at: number; fn: () => void; coalesce: boolean; jump: number | null }>();
  const settle = async () => {
    // Let jobs the timers started run their awaits (database writes, network calls to local test servers).
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
  };
  const clock = {
    now: () => time,
    wake(ms: number, fn: () => void, { coalesce = false }: WakeOptions = {}): TimerHandle {
      const id = ++sequence;
      timers.set(id, { at: time + Math.max(0, ms), fn, coalesce, jump: advancing ? jumps : null });
      return { cancel: () => timers.delete(id) };
    },
    /** Moves time forward by `ms`, firing each timer at its own time, and repeating jobs that fell behind once at the wake. */
    async advance(ms: number) {
      const end = time + ms;
      const jump = ++jumps;
      advancing = true;
      try {
        for (;;) {
          const due = [...timers.entries()].filter(([, t]) => t.at <= end);
          // The machine wakes for the next timer that is not a repeating job's, or at the jump's end.
          const wakeAt = Math.min(end, ...due.filter(([, t]) => !t.coalesce).map(([, t]) => t.at));
          const firesAt = ({ at, coalesce, jump: armedIn }: (typeof due)[number][1]) => (coalesce && armedIn === jump ? Math.max(at, wakeAt) : at);
          const next = due.filter(([, t]) => firesAt(t) <= wakeAt).sort((a, b) => firesAt(a[1]) - firesAt(b[1]) || a[0] - b[0])[0];
          if (!next) break;
          timers.delete(next[0]);
          time = Math.max(time, firesAt(next[1]));
          next[1].fn();
          await settle();
        }
      } finally {
        advancing = false;
      }
      time = end;
      await settle();
    },
    /** Moves time to `date` (forward only). */
    advanceTo: (date: Date | number) => clock.advance((typeof date === "number" ? date : date.getTime()) - time),
    /** When the next timer is due, or null. */
    nextTimerAt: () => Math.min(...[...timers.values()].map((t) => t.at)) as number | null,
    pendingTimers: () => timers.size,
  };
  return clock;
}
export type ManualClock = ReturnType<typeof createManualClock>;
