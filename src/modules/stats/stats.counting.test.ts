import { describe, expect, test } from "bun:test";
import { REPEAT_WINDOW_MS } from "./stats.counter";
import { CHROME, DAY1, DAY2, FIREFOX, hit, IPAD, IPHONE, later, report, SECOND, SITE, siteMaker, SLUG, visit } from "./stats.test-helpers";

const site = siteMaker();

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
