import { describe, expect, test } from "bun:test";
import { reportCsv } from "./stats.usecases";
import { DAY1, hit, later, report, SECOND, siteMaker, visit } from "./stats.test-helpers";

const site = siteMaker();

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
    expect(((await bad.json()) as { issues: unknown[] }).issues).toEqual([
      { path: "enabled", code: "stats.enabled", message: "enabled must be true or false." },
    ]);
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
      return ((await response.json()) as { issues: { path: string; code: string; message: string; params?: object }[] }).issues;
    };
    expect(await bad("from=2026-02-30&to=2026-03-01")).toEqual([{ path: "from", code: "stats.from-exists", message: "from must be a date that exists." }]);
    expect(await bad("from=yesterday&to=2026-03-01")).toEqual([{ path: "from", code: "stats.from-format", message: "from must be a date (YYYY-MM-DD)." }]);
    expect(await bad("from=2026-03-02&to=2026-03-01")).toEqual([{ path: "to", code: "stats.order", message: "from must not be after to." }]);
    expect(await bad("from=2000-01-01&to=2026-03-01")).toEqual([{ path: "to", code: "stats.range", message: "A range covers at most 3660 days." }]);
    expect(await bad("to=2026-13-45")).toEqual([{ path: "to", code: "stats.to-exists", message: "to must be a date that exists." }]);
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
