import { afterEach, describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { makeTestApp, type TestApp } from "./testing/test-app";
import { createManualClock, type ManualClock } from "./platform/scheduler/scheduler.clock";

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp | undefined;
afterEach(() => t?.cleanup());

describe("one clock", () => {
  test("a jump of 12 days runs the statistics flush (and each other repeating job) at most twice, not once per 10 seconds", async () => {
    const manual = createManualClock(Date.parse("2026-03-10T10:00:00Z"));
    let fired = 0;
    // Every timer the app arms, counted as it fires: the flush, the upload, session and readers' sweeps are all it has here.
    const counted = (fn: () => void) => () => {
      fired++;
      fn();
    };
    const clock: ManualClock = { ...manual, wake: (ms, fn, options) => manual.wake(ms, counted(fn), options) };
    t = makeTestApp({ config: { trustProxy: 1 }, clock });
    const view = await t.app.request("http://portfolio.test/", { headers: { host: "portfolio.test", "x-forwarded-for": "203.0.113.1", "user-agent": CHROME } });
    expect(view.status).toBe(200);
    await clock.advance(12 * DAY);
    expect(fired).toBeLessThanOrEqual(4 * 2);
    // The flush did run: the view counted before the jump is in the database.
    const written = t.db.$client.query<{ pageviews: number }, []>("SELECT pageviews FROM stats_daily WHERE day = '2026-03-10' AND dimension = 'total'").get();
    expect(written?.pageviews).toBe(1);
  });

  test("no server code reads the time itself: only the clock module and the logger do", () => {
    const offenders: string[] = [];
    for (const path of readdirSync(SOURCE, { recursive: true, encoding: "utf8" })) {
      if (!/\.tsx?$/.test(path) || IS_TEST.test(path) || MAY_READ_THE_TIME.has(basename(path))) continue;
      readFileSync(join(SOURCE, path), "utf8")
        .split("\n")
        .forEach((line, index) => {
          if (READS_THE_TIME.test(line)) offenders.push(`${path}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(offenders).toEqual([]);
  });
});

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const SOURCE = import.meta.dir;
/** Tests and their helpers (`*.test.ts`, `test-*.ts`, `*.test-helpers.ts`) may use the real time. */
const IS_TEST = /(^|[/.-])test/;
/** The clock module (the system's clock) and the logger (a line's time stamp). */
const MAY_READ_THE_TIME = new Set(["scheduler.clock.ts", "log.ts"]);
/** `new Date()`, `Date()` and `Date.now`, called or passed as the time source; `new Date(ms)` is a conversion. */
const READS_THE_TIME = /(?<![\w.$])Date\(\s*\)|\bDate\.now\b/;
