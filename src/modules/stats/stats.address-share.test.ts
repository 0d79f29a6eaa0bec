import { afterEach, describe, expect, test } from "bun:test";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { testConfig } from "../../config";
import { DB_FILE, openDatabase, type Db } from "../../db/open";
import { createMemoryLogger } from "../../lib/log";
import { makeTempDataDir } from "../../testing/test-app";
import { createScheduler } from "../../platform/scheduler/scheduler.jobs";
import { createManualClock, type ManualClock } from "../../platform/scheduler/scheduler.clock";
import { classifyAgent } from "./stats.classify";
import { MAX_VISITORS_PER_ADDRESS, REPEAT_WINDOW_MS, type View } from "./stats.counter";
import { createStatsUseCases } from "./stats.usecases";

const DAY = "2026-03-10";
const ATTACKER = "198.51.100.66";
/** A Chrome User-Agent whose build number makes it another browser each time, as a script rotating them sends. */
const rotated = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.${n}.0 Safari/537.36`;

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function counting(dataDir?: string, clock: ManualClock = createManualClock(Date.parse(`${DAY}T10:00:00Z`))) {
  const db: Db = openDatabase(dataDir ? join(dataDir, DB_FILE) : ":memory:");
  const log = createMemoryLogger();
  const stats = createStatsUseCases({ config: testConfig(dataDir ? { dataDir } : {}), db, log, clock, scheduler: createScheduler({ clock, log }) });
  cleanups.push(() => db.$client.close());
  return { db, clock, stats };
}

const view = (address: string, userAgent: string, path = "/", source: string | null = null): View => ({
  address,
  agent: classifyAgent(userAgent)!,
  path,
  lang: null,
  source,
  notFound: false,
});

describe("one address counts as at most MAX_VISITORS_PER_ADDRESS visitors a day", () => {
  test("300 User-Agents from one address are 300 views of 20 visitors; other addresses count as before", () => {
    const { stats } = counting();
    for (let n = 0; n < 300; n++) stats.count(view(ATTACKER, rotated(n), "/", "news.example"));
    stats.count(view("203.0.113.1", rotated(0)));
    stats.count(view("203.0.113.2", rotated(1)));
    const report = stats.report({ from: DAY, to: DAY });
    expect(MAX_VISITORS_PER_ADDRESS).toBe(20);
    expect([report.pageviews, report.visitors]).toEqual([302, 22]);
    expect(report.pages).toEqual([{ path: "/", pageviews: 302, visitors: 22 }]);
    expect(report.referrers).toEqual([{ host: "news.example", visitors: 20 }]);
    expect(report.browsers).toEqual([{ browser: "Chrome", visitors: 22 }]);
  });

  test("the visitors within the share go on counting for the pages they read; the ones beyond it never count", async () => {
    const { stats, clock } = counting();
    for (let n = 0; n < 25; n++) stats.count(view(ATTACKER, rotated(n)));
    await clock.advance(2 * REPEAT_WINDOW_MS);
    // The first one comes back to read an article, and one beyond the share does too.
    stats.count(view(ATTACKER, rotated(0), "/articles/x"));
    stats.count(view(ATTACKER, rotated(24), "/articles/x"));
    const report = stats.report({ from: DAY, to: DAY });
    expect([report.pageviews, report.visitors]).toEqual([27, 20]);
    expect(report.pages.find((page) => page.path === "/articles/x")).toEqual({ path: "/articles/x", pageviews: 2, visitors: 1 });
  });

  test("the share holds across a restart the same day, and starts again with the next day's salt", async () => {
    const dataDir = makeTempDataDir();
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const clock = createManualClock(Date.parse(`${DAY}T10:00:00Z`));
    const first = counting(dataDir, clock);
    for (let n = 0; n < 15; n++) first.stats.count(view(ATTACKER, rotated(n)));
    first.stats.flush();
    first.db.$client.close();

    const second = counting(dataDir, clock);
    for (let n = 15; n < 40; n++) second.stats.count(view(ATTACKER, rotated(n)));
    expect(second.stats.report({ from: DAY, to: DAY }).visitors).toBe(20);

    await clock.advanceTo(Date.parse("2026-03-11T10:00:00Z"));
    for (let n = 40; n < 45; n++) second.stats.count(view(ATTACKER, rotated(n)));
    expect(second.stats.report({ from: "2026-03-11", to: "2026-03-11" }).visitors).toBe(5);
    second.stats.flush();
    // What holds the share is salted hashes: the address itself is in no file.
    for (const name of readdirSync(dataDir).filter((file) => file.startsWith(DB_FILE))) {
      expect(readFileSync(join(dataDir, name)).includes(ATTACKER)).toBe(false);
    }
  });
});
