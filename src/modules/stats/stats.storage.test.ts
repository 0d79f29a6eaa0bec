import { afterEach, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { testConfig } from "../../config";
import { DB_FILE, openDatabase } from "../../db/open";
import { createMemoryLogger } from "../../lib/log";
import { makeTestApp, makeTempDataDir, type TestApp } from "../../testing/test-app";
import { createBackup } from "../backups/backups.write";
import { seedDemo } from "../demo/demo.seed";
import { createScheduler } from "../../platform/scheduler/scheduler.jobs";
import { createManualClock } from "../../platform/scheduler/scheduler.clock";
import { classifyAgent } from "./stats.classify";
import { DAILY_CAPS, MAX_SEEN_KEYS, REPEAT_WINDOW_MS } from "./stats.counter";
import { createStatsUseCases } from "./stats.usecases";
import { OTHER } from "../../shared/schemas/stats";
import { CHROME, DAY1, DAY2, FIREFOX, hit, IPAD, IPHONE, report, SECOND, siteMaker, visit } from "./stats.test-helpers";

let current: TestApp | undefined;
afterEach(() => current?.cleanup());
const site = siteMaker((made) => {
  current = made;
});

/** The statistics service alone on an in-memory database, on a clock no job runs on (moving it a day costs nothing). */
function standalone(start = `${DAY1}T10:00:00Z`) {
  const db = openDatabase(":memory:");
  const log = createMemoryLogger();
  const clock = createManualClock(Date.parse(start));
  return { db, clock, stats: createStatsUseCases({ config: testConfig(), db, log, clock, scheduler: createScheduler({ clock, log }) }) };
}

describe("nothing about any one visitor is kept", () => {
  test("the address and the User-Agent reach neither the database file nor the log", async () => {
    const t = makeTestApp({ tempDataDir: true, config: { trustProxy: 1 }, clock: createManualClock(Date.parse(`${DAY1}T10:00:00Z`)) });
    current = t;
    seedDemo(t.db);
    const ua = `${CHROME} UniqueAgentMarker/9.9`;
    await visit(t, "/", { ip: "198.51.100.77", ua });
    await hit(t, { path: "/projects", referrer: "https://example.org/" }, { ip: "198.51.100.77", ua });
    await t.clock.advance(10 * SECOND);
    expect((await report(t)).pageviews).toBe(2);
    for (const name of readdirSync(t.config.dataDir)) {
      if (!name.startsWith(DB_FILE)) continue;
      const bytes = readFileSync(join(t.config.dataDir, name));
      for (const secret of ["198.51.100.77", "UniqueAgentMarker"]) expect(bytes.includes(secret), `${secret} in ${name}`).toBe(false);
    }
    expect(t.log.lines.map((line) => line.text).join("\n")).not.toMatch(/198\.51\.100\.77|UniqueAgentMarker/);
  });

  test("a backup holds the aggregates but no salt and no visitor key", async () => {
    const t = makeTestApp({ tempDataDir: true, config: { trustProxy: 1 } });
    current = t;
    seedDemo(t.db);
    await visit(t, "/");
    await t.clock.advance(10 * SECOND);
    const out = join(t.config.dataDir, "backups", "test.tar.gz");
    await createBackup(t.config.dataDir, out, new Date());
    const restored = join(t.config.dataDir, "restored");
    mkdirSync(restored);
    Bun.spawnSync(["tar", "-xzf", out, "-C", restored]);
    const copy = new Database(join(restored, DB_FILE), { readonly: true });
    expect(
      copy
        .query(
          "SELECT (SELECT count(*) FROM stats_salt) AS salts, (SELECT count(*) FROM stats_seen) AS seen, (SELECT sum(pageviews) FROM stats_daily WHERE dimension = 'total') AS views",
        )
        .get(),
    ).toEqual({ salts: 0, seen: 0, views: 1 });
    copy.close();
    expect(t.db.$client.query("SELECT count(*) AS n FROM stats_salt").get()).toEqual({ n: 1 });
  });
});

describe("bounds", () => {
  test("memory and rows stay bounded under a flood of made-up paths and referrers: the excess goes to (other)", async () => {
    const t = site();
    const n = 400;
    for (let i = 0; i < n; i++) {
      await hit(t, { path: `/made-up/${i}` }, { ip: `10.1.${i >> 8}.${i & 255}` });
      await visit(t, `/?utm_source=campaign${i}`, { ip: `10.2.${i >> 8}.${i & 255}` });
      await hit(t, { path: "/projects", referrer: `https://site${i}.example/` }, { ip: `10.3.${i >> 8}.${i & 255}` });
    }
    const read = await report(t);
    expect(read.notFound.length).toBe(DAILY_CAPS.notFound + 1);
    expect(read.notFound[0]).toEqual({ path: OTHER, pageviews: n - DAILY_CAPS.notFound });
    expect(read.referrers.length).toBe(DAILY_CAPS.source + 1);
    expect(read.referrers[0]).toEqual({ host: OTHER, visitors: 2 * n - DAILY_CAPS.source });
    expect([read.pageviews, read.visitors]).toEqual([2 * n, 2 * n]);
  });

  test("the counter's memory stays bounded whatever it is sent", () => {
    const { stats, db } = standalone();
    for (let i = 0; i < 120_000; i++) {
      stats.count({
        address: `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
        agent: { ...classifyAgent(CHROME)!, browser: `Browser${i}` },
        path: `/articles/made-up-${i}`,
        lang: `l${i}`,
        source: `s${i}`,
        notFound: i % 2 === 0,
      });
    }
    const sizes = stats.sizes();
    const caps = Object.values(DAILY_CAPS).reduce((sum, cap) => sum + cap + 1, 0);
    expect(sizes.slots).toBeLessThanOrEqual(caps);
    expect(sizes.recent).toBeLessThanOrEqual(100_000);
    expect(sizes.seen).toBeLessThanOrEqual(MAX_SEEN_KEYS);
    stats.flush();
    expect(db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM stats_daily").get()!.n).toBeLessThanOrEqual(caps);
    db.$client.close();
  });
});

describe("storage", () => {
  test("views are written at most every 10 seconds, in one transaction; a kill -9 loses only those seconds", async () => {
    const t = site();
    await visit(t, "/");
    const rows = () => t.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM stats_daily").get()!.n;
    expect(rows()).toBe(0);
    await t.clock.advance(10 * SECOND);
    expect(rows()).toBeGreaterThan(0);
    expect(t.db.$client.query("SELECT pageviews, visitors FROM stats_daily WHERE dimension = 'total'").get()).toEqual({ pageviews: 1, visitors: 1 });
  });

  test("a restart keeps the aggregates, and a visitor seen earlier the same day is not counted again", async () => {
    const dataDir = makeTempDataDir();
    const clock = createManualClock(Date.parse(`${DAY1}T10:00:00Z`));
    const first = makeTestApp({ dataDir, clock, config: { trustProxy: 1 } });
    seedDemo(first.db);
    await visit(first, "/", { ip: "10.0.9.1" });
    await visit(first, "/projects", { ip: "10.0.9.1" });
    await visit(first, "/", { ip: "10.0.9.2", headers: { referer: "https://github.com/" } });
    // SIGTERM: the scheduler stops, and its last flush runs before the database closes.
    await first.scheduler.stop();
    first.db.$client.close();

    const second = makeTestApp({ dataDir, clock, config: { trustProxy: 1 } });
    current = {
      cleanup: () => {
        second.cleanup();
        rmSync(dataDir, { recursive: true, force: true });
      },
    } as TestApp;
    const kept = await report(second);
    expect([kept.pageviews, kept.visitors]).toEqual([3, 2]);
    expect(kept.referrers).toEqual([{ host: "github.com", visitors: 1 }]);
    await clock.advance(2 * REPEAT_WINDOW_MS + SECOND);
    await visit(second, "/", { ip: "10.0.9.1" });
    await visit(second, "/", { ip: "10.0.9.3" });
    const after = await report(second);
    expect([after.pageviews, after.visitors]).toEqual([5, 3]);
    expect(after.pages.find((page) => page.path === "/")).toEqual({ path: "/", pageviews: 4, visitors: 3 });
  });

  test("the salt changes with the UTC day and the old one is deleted with its visitor keys, visits or not", async () => {
    const t = site({}, `${DAY1}T23:59:00Z`);
    await visit(t, "/");
    await t.clock.advance(10 * SECOND);
    const salts = () =>
      t.db.$client
        .query<{ day: string }, []>("SELECT day FROM stats_salt")
        .all()
        .map((row) => row.day);
    const seenDays = () =>
      t.db.$client
        .query<{ day: string }, []>("SELECT DISTINCT day FROM stats_seen")
        .all()
        .map((row) => row.day);
    const saltBytes = () => t.db.$client.query<{ salt: Uint8Array }, []>("SELECT salt FROM stats_salt").get()?.salt;
    expect(salts()).toEqual([DAY1]);
    expect(seenDays()).toEqual([DAY1]);
    const yesterdays = saltBytes();
    // Midnight passes with no visitor: within one flush interval the old salt and keys are gone.
    await t.clock.advance(60 * SECOND);
    expect(salts()).toEqual([DAY2]);
    expect(seenDays()).toEqual([]);
    expect(Buffer.from(saltBytes()!).equals(Buffer.from(yesterdays!))).toBe(false);
    // The same person (same address and browser) is a new visitor on the new day.
    await visit(t, "/");
    const both = await report(t, DAY1, DAY2);
    expect(both.days.map((day) => day.visitors)).toEqual([1, 1]);
    expect(seenDays()).toEqual([DAY2]);
  });

  test("a million views a year keep the database within a few megabytes", () => {
    const { stats, db, clock } = standalone("2025-01-01T00:00:00Z");
    const size = () =>
      db.$client.query<{ bytes: number }, []>("SELECT page_count * page_size AS bytes FROM pragma_page_count(), pragma_page_size()").get()!.bytes;
    const before = size();
    const pages = ["/", "/projects", "/articles", ...Array.from({ length: 40 }, (_, i) => `/articles/article-number-${i}`)];
    const sources = Array.from({ length: 30 }, (_, i) => `referrer-site-${i}.example.com`);
    const agents = [CHROME, IPHONE, FIREFOX, IPAD].map((userAgent) => ({ agent: classifyAgent(userAgent)! }));
    const languages = ["es", "en", "fr", "de", "it", "pt", "ja", "zh"];
    const viewsPerDay = 2740;
    for (let day = 0; day < 365; day++) {
      for (let i = 0; i < viewsPerDay; i++) {
        stats.count({
          address: `10.0.${(i >> 8) & 255}.${i & 255}`,
          ...agents[i % 4]!,
          path: pages[i % pages.length]!,
          lang: languages[i % 8]!,
          source: i % 3 === 0 ? sources[i % sources.length]! : null,
          notFound: i % 200 === 0,
        });
      }
      stats.flush();
      clock.advanceTo(clock.now() + 86_400_000);
    }
    stats.flush();
    expect(db.$client.query<{ n: number }, []>("SELECT sum(pageviews) AS n FROM stats_daily WHERE dimension = 'total'").get()!.n).toBeGreaterThan(990_000);
    const grownMiB = (size() - before) / 1024 / 1024;
    expect(grownMiB).toBeLessThan(6);
    db.$client.close();
  }, 60_000);
});
