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
import { createStatsUseCases, reportCsv } from "./stats.usecases";
import { OTHER, type StatsReport } from "../../shared/schemas/stats";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0";
const IPAD = "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const DAY1 = "2026-03-10";
const DAY2 = "2026-03-11";
const SITE = "http://portfolio.test";
const SLUG = "sqlite-en-produccion";

let current: TestApp | undefined;
afterEach(() => current?.cleanup());

/** A seeded site behind one trusted proxy (so each test visitor has its own address), late on DAY1. */
function site(config: Parameters<typeof testConfig>[0] = {}, start = `${DAY1}T23:00:00Z`) {
  current = makeTestApp({ config: { trustProxy: 1, ...config }, clock: createManualClock(Date.parse(start)) });
  seedDemo(current.db);
  return current;
}

type Visitor = { ip?: string; ua?: string | null; headers?: Record<string, string> };

/** A visitor's browser loading a page (the server-rendered first load). */
function visit(t: TestApp, path: string, { ip = "203.0.113.1", ua = CHROME, headers = {} }: Visitor = {}) {
  const sent: Record<string, string> = { host: "portfolio.test", "x-forwarded-for": ip, ...headers };
  if (ua !== null) sent["user-agent"] = ua;
  return t.app.request(`${SITE}${path}`, { headers: sent });
}

/** The page's beacon for a client-side navigation, as navigator.sendBeacon sends it. */
function hit(t: TestApp, body: unknown, { ip = "203.0.113.1", ua = CHROME, headers = {} }: Visitor = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const sent: Record<string, string> = {
    host: "portfolio.test",
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(text)),
    origin: SITE,
    "sec-fetch-site": "same-origin",
    "x-forwarded-for": ip,
    ...headers,
  };
  if (ua !== null) sent["user-agent"] = ua;
  return t.app.request(`${SITE}/api/stats/hit`, { method: "POST", headers: sent, body: text });
}

async function report(t: TestApp, from = DAY1, to = from): Promise<StatsReport> {
  const response = await t.request("GET", `/api/stats?from=${from}&to=${to}`, { admin: true });
  expect(response.status).toBe(200);
  return (await response.json()) as StatsReport;
}

const SECOND = 1000;
/** The statistics service alone on an in-memory database, on a clock no job runs on (moving it a day costs nothing). */
function standalone(start = `${DAY1}T10:00:00Z`) {
  const db = openDatabase(":memory:");
  const log = createMemoryLogger();
  const clock = createManualClock(Date.parse(start));
  return { db, clock, stats: createStatsUseCases({ config: testConfig(), db, log, clock, scheduler: createScheduler({ clock, log }) }) };
}

/** Later than the 5 to 10 s within which a visitor's repeated view of a path counts once. */
const later = (t: TestApp) => t.clock.advance(2 * REPEAT_WINDOW_MS + SECOND);

describe("counting page views and visitors", () => {
  test("N views from M address/User-Agent pairs across two days give exactly those page views and visitors", async () => {
    const t = site();
    const anna = { ip: "203.0.113.1", ua: CHROME };
    const ben = { ip: "203.0.113.2", ua: CHROME };
    // Same address as Anna, another browser: another visitor.
    const carla = { ip: "203.0.113.1", ua: IPHONE };
    expect((await visit(t, "/", anna)).status).toBe(200);
    expect((await visit(t, "/projects", anna)).status).toBe(200);
    expect((await hit(t, { path: "/articles" }, anna)).status).toBe(204);
    await visit(t, "/", ben);
    await visit(t, `/articles/${SLUG}`, carla);
    await hit(t, { path: "/" }, carla);
    await later(t);
    await visit(t, "/", anna);
    // Next day (23:00 + one hour): two of them come back.
    await t.clock.advance(60 * 60 * SECOND);
    await visit(t, "/", anna);
    await hit(t, { path: "/projects" }, anna);
    await visit(t, "/projects", ben);

    const first = await report(t, DAY1);
    expect([first.pageviews, first.visitors]).toEqual([7, 3]);
    expect(first.pages).toEqual([
      { path: "/", pageviews: 4, visitors: 3 },
      { path: "/articles", pageviews: 1, visitors: 1 },
      { path: `/articles/${SLUG}`, pageviews: 1, visitors: 1 },
      { path: "/projects", pageviews: 1, visitors: 1 },
    ]);
    expect(first.devices).toEqual([
      { device: "desktop", visitors: 2 },
      { device: "mobile", visitors: 1 },
    ]);
    expect(first.browsers).toEqual([
      { browser: "Chrome", visitors: 2 },
      { browser: "Safari", visitors: 1 },
    ]);

    const both = await report(t, DAY1, DAY2);
    expect(both.days).toEqual([
      { date: DAY1, visitors: 3, pageviews: 7 },
      { date: DAY2, visitors: 2, pageviews: 3 },
    ]);
    // Each visitor counts once per day: the salt makes days unlinkable.
    expect([both.pageviews, both.visitors]).toEqual([10, 5]);
    expect(both.pages[0]).toEqual({ path: "/", pageviews: 5, visitors: 4 });
    expect(both.pages.find((page) => page.path === "/projects")).toEqual({ path: "/projects", pageviews: 3, visitors: 3 });
  });

  test("a visitor's repeated view of a path within seconds counts once (reloads, a replayed beacon)", async () => {
    const t = site();
    for (let i = 0; i < 5; i++) await visit(t, "/");
    for (let i = 0; i < 20; i++) await hit(t, { path: "/" });
    // Another page is another view at once; the same page counts again once the window has passed.
    await hit(t, { path: "/projects" });
    await t.clock.advance(REPEAT_WINDOW_MS - SECOND);
    await hit(t, { path: "/" });
    expect((await report(t)).pageviews).toBe(2);
    await t.clock.advance(2 * SECOND);
    await hit(t, { path: "/" });
    expect((await report(t)).pageviews).toBe(2);
    await later(t);
    await hit(t, { path: "/" });
    expect((await report(t)).pageviews).toBe(3);
  });

  test("the referrer's host (none for the site itself), utm_source or ref, the language shown, and the path without its query but lang", async () => {
    const t = site();
    await visit(t, "/?utm_source=Newsletter&utm_medium=mail", { ip: "10.0.0.1" });
    await visit(t, "/", { ip: "10.0.0.2", headers: { referer: "https://www.news.ycombinator.com/item?id=1" } });
    await visit(t, "/projects?ref=github", { ip: "10.0.0.3", headers: { referer: "https://github.com/me" } });
    await visit(t, "/projects", { ip: "10.0.0.4", headers: { referer: `${SITE}/` } });
    await visit(t, "/articles?lang=en&page=2", { ip: "10.0.0.5", headers: { referer: "https://news.ycombinator.com/" } });
    await visit(t, "/articles/", { ip: "10.0.0.6", headers: { "accept-language": "fr-FR,fr;q=0.9" } });
    await hit(t, { path: "/articles?lang=ja&fbclid=x", referrer: "https://duckduckgo.com/", lang: "ja" }, { ip: "10.0.0.7" });
    await hit(t, { path: "/projects", referrer: `${SITE}/articles`, lang: "xx" }, { ip: "10.0.0.8" });

    const read = await report(t);
    expect(read.referrers).toEqual([
      { host: "news.ycombinator.com", visitors: 2 },
      { host: "duckduckgo.com", visitors: 1 },
      { host: "github", visitors: 1 },
      { host: "newsletter", visitors: 1 },
    ]);
    expect(read.pages.map((page) => page.path).sort()).toEqual(["/", "/articles", "/articles?lang=en", "/articles?lang=ja", "/projects"]);
    expect(read.languages).toEqual([
      { lang: "es", pageviews: 4 },
      { lang: "en", pageviews: 1 },
      { lang: "fr", pageviews: 1 },
      { lang: "ja", pageviews: 1 },
    ]);
  });

  test("devices and browsers from the User-Agent", async () => {
    const t = site();
    for (const [i, ua] of [CHROME, IPHONE, FIREFOX, IPAD, IPHONE].entries()) await visit(t, "/", { ip: `10.0.1.${i}`, ua });
    const read = await report(t);
    expect(read.devices).toEqual(
      [
        { device: "mobile", visitors: 2 },
        { device: "desktop", visitors: 2 },
        { device: "tablet", visitors: 1 },
      ].sort((a, b) => b.visitors - a.visitors || a.device.localeCompare(b.device)),
    );
    expect(read.browsers).toEqual([
      { browser: "Safari", visitors: 3 },
      { browser: "Chrome", visitors: 1 },
      { browser: "Firefox", visitors: 1 },
    ]);
  });
});

describe("what is not counted", () => {
  const BOTS = [
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
    "Twitterbot/1.0",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "WhatsApp/2.23.20.0 A",
    "TelegramBot (like TwitterBot)",
    "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
    "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36",
    "curl/8.5.0",
    "python-requests/2.31",
    "",
  ];

  test("bots, crawlers, link-preview fetchers, scripts and requests without a User-Agent", async () => {
    const t = site();
    for (const [i, ua] of BOTS.entries()) {
      await visit(t, "/", { ip: `10.0.2.${i}`, ua });
      await hit(t, { path: "/projects" }, { ip: `10.0.2.${i}`, ua });
    }
    await visit(t, "/", { ip: "10.0.2.99", ua: null });
    await hit(t, { path: "/" }, { ip: "10.0.2.99", ua: null });
    expect((await report(t)).pageviews).toBe(0);
  });

  test("the signed-in owner, Do Not Track, Global Privacy Control and prefetches", async () => {
    const t = site();
    const refusals: Record<string, string>[] = [
      { cookie: "lang=es; portfolio_session=abc" },
      { dnt: "1" },
      { "sec-gpc": "1" },
      { "sec-purpose": "prefetch" },
      { "sec-purpose": "prefetch;prerender" },
      { purpose: "prefetch" },
      { "x-moz": "prefetch" },
    ];
    for (const [i, headers] of refusals.entries()) {
      await visit(t, "/", { ip: `10.0.3.${i}`, headers });
      await hit(t, { path: "/projects" }, { ip: `10.0.3.${i}`, headers });
    }
    expect((await report(t)).pageviews).toBe(0);
    // The same visitors without those headers are counted.
    await visit(t, "/", { ip: "10.0.3.0", headers: { cookie: "lang=es" } });
    await visit(t, "/", { ip: "10.0.3.1", headers: { dnt: "0" } });
    expect((await report(t)).pageviews).toBe(2);
  });

  test("HEAD requests, and everything that is not a public page: API, admin, sign-in, feeds, assets", async () => {
    const t = site();
    await t.app.request(`${SITE}/`, { method: "HEAD", headers: { host: "portfolio.test", "user-agent": CHROME } });
    for (const path of [
      "/api/articles",
      "/api/site-info",
      "/admin",
      "/admin/stats",
      "/login",
      "/rss.xml",
      "/sitemap.xml",
      "/robots.txt",
      "/favicon.svg",
      "/assets/main.js",
      "/uploads/x.png",
    ]) {
      await visit(t, path);
      await hit(t, { path });
    }
    expect((await report(t)).pageviews).toBe(0);
  });

  test("a 404 page is counted apart, by path, and nowhere else", async () => {
    const t = site();
    expect((await visit(t, "/nowhere")).status).toBe(404);
    expect((await visit(t, "/articles/no-such-article")).status).toBe(404);
    await hit(t, { path: "/articles/another-missing-one" });
    await hit(t, { path: "/old/page?x=1" }, { ip: "10.0.4.1" });
    await visit(t, "/nowhere", { ip: "10.0.4.2" });
    const read = await report(t);
    expect([read.pageviews, read.visitors, read.pages]).toEqual([0, 0, []]);
    expect(read.notFound).toEqual([
      { path: "/nowhere", pageviews: 2 },
      { path: "/articles/another-missing-one", pageviews: 1 },
      { path: "/articles/no-such-article", pageviews: 1 },
      { path: "/old/page", pageviews: 1 },
    ]);
  });

  test("a draft's address is not found for a visitor, by the page and by the beacon", async () => {
    const t = site();
    t.db.$client.run("UPDATE articles SET published = 0 WHERE slug = ?", [SLUG]);
    await visit(t, `/articles/${SLUG}`);
    await hit(t, { path: `/articles/${SLUG}` }, { ip: "10.0.5.1" });
    expect((await report(t)).notFound).toEqual([{ path: `/articles/${SLUG}`, pageviews: 2 }]);
  });
});

describe("the beacon, POST /api/stats/hit", () => {
  test("answers 204 with nothing counted to anything but a same-origin JSON hit of at most 1 KB", async () => {
    const t = site();
    const attempts: [unknown, Visitor][] = [
      ["{not json", {}],
      ["", {}],
      ["[]", {}],
      [{ path: 42 }, {}],
      [{ path: "/", extra: "field" }, {}],
      [{ path: "/", referrer: "x".repeat(600) }, {}],
      [{ path: "x".repeat(600) }, {}],
      [{ path: "projects" }, {}],
      [{ path: "//evil.example/" }, {}],
      [{ path: "https://evil.example/" }, {}],
      [{ path: "/", padding: "x".repeat(2000) }, {}],
      [{ path: "/" }, { headers: { "content-type": "text/plain" } }],
      [{ path: "/" }, { headers: { "content-length": "5000" } }],
      [{ path: "/" }, { headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" } }],
      [{ path: "/" }, { headers: { "sec-fetch-site": "same-site" } }],
    ];
    for (const [body, visitor] of attempts) expect((await hit(t, body, visitor)).status).toBe(204);
    // Without Sec-Fetch-Site, the Origin decides; without either, it is not a page's request.
    const withoutFetchSite = (origin?: string) => {
      const headers: Record<string, string> = {
        host: "portfolio.test",
        "content-type": "application/json",
        "user-agent": CHROME,
        "x-forwarded-for": "10.0.6.1",
      };
      if (origin) headers.origin = origin;
      return t.app.request(`${SITE}/api/stats/hit`, { method: "POST", headers, body: JSON.stringify({ path: "/articles" }) });
    };
    expect((await withoutFetchSite("https://evil.example")).status).toBe(204);
    expect((await withoutFetchSite()).status).toBe(204);
    expect((await report(t)).pageviews).toBe(0);

    expect((await withoutFetchSite(SITE)).status).toBe(204);
    expect((await hit(t, { path: "/projects", referrer: null, lang: null })).status).toBe(204);
    expect((await report(t)).pages.map((page) => page.path).sort()).toEqual(["/articles", "/projects"]);
  });

  test("a body streamed without a length is read up to 1 KB, no further", async () => {
    const t = site();
    const streamed = (text: string) =>
      t.app.request(`${SITE}/api/stats/hit`, {
        method: "POST",
        headers: {
          host: "portfolio.test",
          "content-type": "application/json",
          "sec-fetch-site": "same-origin",
          "user-agent": CHROME,
          "x-forwarded-for": "10.0.7.1",
        },
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(text));
            controller.close();
          },
        }),
      });
    expect((await streamed(JSON.stringify({ path: "/", referrer: "y".repeat(1100) }))).status).toBe(204);
    expect((await report(t)).pageviews).toBe(0);
    expect((await streamed(JSON.stringify({ path: "/" }))).status).toBe(204);
    expect((await report(t)).pageviews).toBe(1);
  });

  test("never answers the router's 413 or an error, and changes no cached page", async () => {
    const t = site();
    const before = await visit(t, "/");
    const etag = before.headers.get("etag");
    const huge = await t.app.request(`${SITE}/api/stats/hit`, {
      method: "POST",
      headers: { host: "portfolio.test", "content-type": "application/json" },
      body: "x".repeat(2 * 1024 * 1024),
    });
    expect(huge.status).toBe(204);
    await hit(t, { path: "/projects" }, { ip: "10.0.8.1" });
    // A write through the API would have dropped the memo; a hit is not one.
    expect((await visit(t, "/", { ip: "10.0.8.2", headers: { "if-none-match": etag! } })).status).toBe(304);
  });
});

describe("turning counting off", () => {
  test("STATS=0: nothing is counted, the beacon still answers 204, and the setting shows it is forced off", async () => {
    const t = site({ stats: false });
    await visit(t, "/");
    expect((await hit(t, { path: "/projects" })).status).toBe(204);
    await t.clock.advance(10 * SECOND);
    expect((await report(t)).pageviews).toBe(0);
    expect(t.db.$client.query("SELECT count(*) AS n FROM stats_salt").get()).toEqual({ n: 0 });
    const settings = await t.request("GET", "/api/stats/settings", { admin: true });
    expect(await settings.json()).toEqual({ enabled: true, disabledByEnvironment: true, counting: false });
  });

  test("the owner's setting stops counting and deletes the day's salt and visitor keys; turned on again, it counts again", async () => {
    const t = site();
    await visit(t, "/");
    await t.clock.advance(10 * SECOND);
    expect(t.db.$client.query("SELECT count(*) AS n FROM stats_salt").get()).toEqual({ n: 1 });
    const off = await t.request("PUT", "/api/stats/settings", { admin: true, json: { enabled: false } });
    expect(await off.json()).toEqual({ enabled: false, disabledByEnvironment: false, counting: false });
    expect(t.db.$client.query("SELECT (SELECT count(*) FROM stats_salt) + (SELECT count(*) FROM stats_seen) AS n").get()).toEqual({ n: 0 });
    await later(t);
    await visit(t, "/projects");
    await hit(t, { path: "/articles" });
    expect((await report(t)).pageviews).toBe(1);
    await t.request("PUT", "/api/stats/settings", { admin: true, json: { enabled: true } });
    await visit(t, "/projects");
    expect((await report(t)).pageviews).toBe(2);
    expect((await t.request("GET", "/api/stats/settings", { admin: true }).then((r) => r.json())) as object).toMatchObject({ enabled: true, counting: true });
  });

  test("the setting takes a boolean, from the admin only", async () => {
    const t = site();
    expect((await t.request("PUT", "/api/stats/settings", { json: { enabled: false } })).status).toBe(401);
    expect((await t.request("GET", "/api/stats/settings")).status).toBe(401);
    const bad = await t.request("PUT", "/api/stats/settings", { admin: true, json: { enabled: "no" } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { issues: unknown[] }).issues).toEqual([{ path: "enabled", message: "enabled must be true or false." }]);
  });
});

describe("reading the statistics", () => {
  test("GET /api/stats and /api/stats.csv are the admin's", async () => {
    const t = site();
    for (const path of ["/api/stats", `/api/stats?from=${DAY1}&to=${DAY1}`, "/api/stats.csv"]) expect((await t.request("GET", path)).status).toBe(401);
  });

  test("from and to: dates that exist, in order, both included; the last 30 days when left out", async () => {
    const t = site();
    const bad = async (query: string) => {
      const response = await t.request("GET", `/api/stats?${query}`, { admin: true });
      expect(response.status).toBe(400);
      return ((await response.json()) as { issues: { path: string; message: string }[] }).issues;
    };
    expect(await bad("from=2026-02-30&to=2026-03-01")).toEqual([{ path: "from", message: "from must be a date that exists." }]);
    expect(await bad("from=yesterday&to=2026-03-01")).toEqual([{ path: "from", message: "from must be a date (YYYY-MM-DD)." }]);
    expect(await bad("from=2026-03-02&to=2026-03-01")).toEqual([{ path: "to", message: "from must not be after to." }]);
    expect(await bad("from=2000-01-01&to=2026-03-01")).toEqual([{ path: "to", message: "A range covers at most 3660 days." }]);
    expect(await bad("to=2026-13-45")).toEqual([{ path: "to", message: "to must be a date that exists." }]);
    const fallback = await report(t, "", "");
    expect(fallback).toMatchObject({ from: "2026-02-09", to: DAY1 });
    expect(fallback.days.length).toBe(30);
  });

  test("the CSV holds what the report holds, one figure a row, and no cell a spreadsheet would run", async () => {
    const t = site();
    await visit(t, "/?utm_source=%3DHYPERLINK(1)");
    await visit(t, "/projects", { ip: "10.0.10.1", headers: { referer: "https://github.com/" } });
    await visit(t, "/nowhere", { ip: "10.0.10.2" });
    const response = await t.request("GET", `/api/stats.csv?from=${DAY1}&to=${DAY1}`, { admin: true });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="statistics-${DAY1}-${DAY1}.csv"`);
    expect((await response.text()).split("\r\n")).toEqual([
      "section,key,pageviews,visitors",
      `total,${DAY1}..${DAY1},2,2`,
      `day,${DAY1},2,2`,
      "page,/,1,1",
      "page,/projects,1,1",
      "referrer,github.com,,1",
      "language,es,2,",
      "device,desktop,,2",
      "browser,Chrome,,2",
      "notFound,/nowhere,1,",
      "",
    ]);
  });

  test("a CSV cell a spreadsheet would read as a formula is written as text", () => {
    const empty = { from: DAY1, to: DAY1, visitors: 0, pageviews: 0, days: [], pages: [], languages: [], devices: [], notFound: [] };
    const csv = reportCsv({ ...empty, referrers: [{ host: "=cmd|' /C calc'!A0", visitors: 1 }], browsers: [{ browser: 'Odd, "quoted"', visitors: 1 }] });
    expect(csv).toContain(`referrer,'=cmd|' /C calc'!A0,,1`);
    expect(csv).toContain(`browser,"Odd, ""quoted""",,1`);
  });

  test("a browser's revalidation (304) is a view too", async () => {
    const t = site();
    const first = await visit(t, "/");
    await later(t);
    const again = await visit(t, "/", { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(await report(t)).toMatchObject({ pageviews: 2, visitors: 1 });
  });
});

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
