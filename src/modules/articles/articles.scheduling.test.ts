import { afterEach, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { createApp } from "../../app";
import { DB_FILE, openDatabase } from "../../db/open";
import { createMemoryLogger } from "../../lib/log";
import type { Article } from "../../shared/api";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { ARTICLE_MESSAGES } from "../../shared/schemas/articles";
import { seedDemo } from "../demo/demo.seed";
import { createScheduler } from "../../platform/scheduler/scheduler.jobs";
import { createManualClock } from "../../platform/scheduler/scheduler.clock";
import { PUBLISH_JOB } from "./articles.publishing";

/** An article as the API answers it (a localized read has `lang` and no `translations`). */
type ArticleJson = Article & { lang?: string };

const HOUR = 60 * 60 * 1000;
const START = Date.parse("2026-03-08T18:00:00.000Z");

let t: TestApp;
const cleanups: (() => void)[] = [];
afterEach(() => {
  t?.cleanup();
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A site with the demo content, on a manual clock at START (a Sunday evening). */
function site(options: Parameters<typeof makeTestApp>[0] = {}) {
  t = makeTestApp({ clock: createManualClock(START), config: { publicUrl: "https://blog.example" }, ...options });
  seedDemo(t.db);
  return t;
}

const TITLE = "Cómo indexar SQLite con trigramas";
const SLUG = "indexar-sqlite-trigramas";
const WORD = "trigramas";

function scheduledArticle(publishAt: string | null, overrides: Record<string, unknown> = {}) {
  return {
    title: TITLE,
    slug: SLUG,
    summary: "Un resumen con la palabra trigramas dentro.",
    content: `<p>${"Un texto largo sobre índices de texto completo y trigramas. ".repeat(4)}</p>`,
    category: "Bases de datos",
    published: true,
    publishAt,
    ...overrides,
  };
}

async function schedule(publishAt: string | null, overrides: Record<string, unknown> = {}): Promise<ArticleJson> {
  const res = await t.request("POST", "/api/articles", { admin: true, json: scheduledArticle(publishAt, overrides) });
  expect(res.status).toBe(201);
  return (await res.json()) as ArticleJson;
}

const text = async (path: string) => {
  const res = await t.request("GET", path);
  return { status: res.status, body: await res.text() };
};

/** Every public surface, and whether the article is on it. */
async function surfaces(): Promise<Record<string, boolean>> {
  const home = await text("/");
  const list = await text("/articles");
  const page = await text(`/articles/${SLUG}`);
  const rss = await text("/rss.xml");
  const sitemap = await text("/sitemap.xml");
  const apiList = await text("/api/articles?lang=es");
  const apiOne = await text(`/api/articles/slug/${SLUG}?lang=es`);
  const apiSearch = await text(`/api/articles?q=${WORD}&lang=es`);
  const searchPage = await text(`/articles?q=${WORD}`);
  return {
    home: home.body.includes(TITLE),
    articles: list.body.includes(TITLE),
    page: page.status === 200 && page.body.includes(TITLE),
    rss: rss.body.includes(TITLE),
    sitemap: sitemap.body.includes(`/articles/${SLUG}`),
    apiList: apiList.body.includes(TITLE),
    apiOne: apiOne.status === 200,
    apiSearch: apiSearch.body.includes(TITLE),
    searchPage: searchPage.body.includes(TITLE),
  };
}
const everywhere = (value: boolean) =>
  Object.fromEntries(["home", "articles", "page", "rss", "sitemap", "apiList", "apiOne", "apiSearch", "searchPage"].map((name) => [name, value]));

describe("a scheduled article", () => {
  test("is on no public surface one second before its time, and on every one after it, with no write in between", async () => {
    site();
    const tuesday = "2026-03-10T09:00:00.000Z";
    const article = await schedule(tuesday);
    expect(article).toMatchObject({ published: true, publishAt: tuesday, publishedAt: null, scheduled: true });
    expect(t.scheduler.nextRuns()[PUBLISH_JOB]?.toISOString()).toBe(tuesday);

    // Every surface is read (and cached) while it is scheduled...
    expect(await surfaces()).toEqual(everywhere(false));
    await t.clock.advanceTo(Date.parse(tuesday) - 1000);
    // ...and one second before its time, still nothing, from the caches or not.
    expect(await surfaces()).toEqual(everywhere(false));

    await t.clock.advance(2000);
    await t.scheduler.idle();
    expect(await surfaces()).toEqual(everywhere(true));
    const published = (await (await t.request("GET", `/api/articles/${article.id}`, { admin: true })).json()) as ArticleJson;
    expect(published).toMatchObject({ published: true, publishAt: tuesday, publishedAt: tuesday, scheduled: false });
    expect(t.log.lines.some((line) => line.text.includes("Published 1 scheduled article(s)"))).toBe(true);
    // Nothing else is scheduled: no timer is left.
    expect(t.scheduler.nextRuns()[PUBLISH_JOB]).toBeUndefined();
  });

  test("goes out at start-up when its time passed while the server was down", async () => {
    t = makeTestApp({ tempDataDir: true, clock: createManualClock(START) });
    const article = await schedule("2026-03-08T20:00:00.000Z");
    const { dataDir } = t.config;
    // The server stops (its timer with it); two days later it starts again on the same file.
    await t.scheduler.stop();
    const later = createManualClock(START + 48 * HOUR);
    const log = createMemoryLogger();
    const db = openDatabase(join(dataDir, DB_FILE));
    const scheduler = createScheduler({ clock: later, log });
    const app = createApp({ config: t.config, db, log, scheduler, clock: later });
    cleanups.push(() => {
      void scheduler.stop();
      db.$client.close();
    });

    const visitor = await app.request(`/api/articles/${article.id}`);
    expect(visitor.status).toBe(200);
    expect(((await visitor.json()) as ArticleJson).publishedAt).toBe("2026-03-08T20:00:00.000Z");
    expect(db.$client.query<{ published_at: string }, []>("SELECT published_at FROM articles").get()!.published_at).toBe("2026-03-08T20:00:00.000Z");
    expect(log.lines.some((line) => line.text.includes("Published 1 scheduled article(s)"))).toBe(true);
  });

  test("one timer, set for the earliest scheduled article and moved by every write", async () => {
    site();
    const first = await schedule("2026-03-12T09:00:00.000Z");
    await schedule("2026-03-10T09:00:00.000Z", { slug: "otro-programado", title: "Otro artículo programado" });
    expect(t.scheduler.nextRuns()[PUBLISH_JOB]?.toISOString()).toBe("2026-03-10T09:00:00.000Z");
    expect(t.clock.pendingTimers()).toBeGreaterThan(0);

    // Rescheduling moves it.
    await t.request("PUT", `/api/articles/${first.id}`, { admin: true, json: { publishAt: "2026-03-09T07:30:00+01:00" } });
    expect(t.scheduler.nextRuns()[PUBLISH_JOB]?.toISOString()).toBe("2026-03-09T06:30:00.000Z");
    // Unpublishing takes it out of the schedule.
    await t.request("POST", `/api/articles/${first.id}/unpublish`, { admin: true });
    expect(t.scheduler.nextRuns()[PUBLISH_JOB]?.toISOString()).toBe("2026-03-10T09:00:00.000Z");
    const draft = (await (await t.request("GET", `/api/articles/${first.id}`, { admin: true })).json()) as ArticleJson;
    expect(draft).toMatchObject({ published: false, publishAt: null, publishedAt: null, scheduled: false });
  });

  test("publishing by hand before its time publishes it now and drops the schedule", async () => {
    site();
    const article = await schedule("2026-03-10T09:00:00.000Z");
    const res = await t.request("POST", `/api/articles/${article.id}/publish`, { admin: true });
    const now = (await res.json()) as ArticleJson;
    expect(now).toMatchObject({ published: true, publishAt: null, scheduled: false });
    expect(now.publishedAt).toBeString();
    expect((await t.request("GET", `/articles/${SLUG}`)).status).toBe(200);
    expect(t.scheduler.nextRuns()[PUBLISH_JOB]).toBeUndefined();
  });

  test("a published article can be rescheduled: hidden until then, keeping its first publication date", async () => {
    site();
    const article = await schedule("2026-03-08T19:00:00.000Z");
    await t.clock.advanceTo(Date.parse("2026-03-08T19:00:01.000Z"));
    await t.scheduler.idle();
    expect((await t.request("GET", `/api/articles/${article.id}`)).status).toBe(200);

    await t.request("PUT", `/api/articles/${article.id}`, { admin: true, json: { publishAt: "2026-03-20T09:00:00.000Z" } });
    expect((await t.request("GET", `/api/articles/${article.id}`)).status).toBe(404);
    await t.clock.advanceTo(Date.parse("2026-03-20T09:00:00.000Z"));
    await t.scheduler.idle();
    const back = (await (await t.request("GET", `/api/articles/${article.id}`)).json()) as ArticleJson;
    expect(back.publishedAt).toBe("2026-03-08T19:00:00.000Z");
  });

  test("a time that has passed publishes now; more than ten years ahead, or not a date, is refused", async () => {
    site();
    const past = await schedule("2026-03-01T09:00:00.000Z");
    expect(past).toMatchObject({ published: true, publishAt: null, scheduled: false });
    expect(past.publishedAt).toBeString();

    for (const [publishAt, message] of [
      ["2036-03-09T18:00:00.000Z", ARTICLE_MESSAGES.publishAtTooFar],
      ["2026-02-30T09:00:00Z", ARTICLE_MESSAGES.publishAt],
      ["next tuesday", ARTICLE_MESSAGES.publishAt],
      ["2026-03-10T09:00:00", ARTICLE_MESSAGES.publishAt],
      [12, ARTICLE_MESSAGES.publishAt],
    ] as const) {
      const res = await t.request("POST", "/api/articles", { admin: true, json: scheduledArticle(publishAt as string, { slug: "otro-mas" }) });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { issues: unknown[] }).issues).toEqual([{ path: "publishAt", message }]);
    }
    // Just under ten years is fine.
    const far = await schedule("2036-03-08T17:00:00.000Z", { slug: "dentro-de-diez" });
    expect(far.scheduled).toBe(true);
  });

  test("a draft keeps no schedule; the visitors' API never says `scheduled`", async () => {
    site();
    const draft = await schedule("2026-03-10T09:00:00.000Z", { published: false });
    expect(draft).toMatchObject({ published: false, publishAt: null, publishedAt: null });
    const visible = await schedule(null, { slug: "ya-publicado" });
    const read = (await (await t.request("GET", `/api/articles/${visible.id}`)).json()) as ArticleJson;
    expect(read.scheduled).toBeUndefined();
    expect(read.publishAt).toBeNull();
  });

  test("the admin's list shows scheduled articles with `scheduled: true`", async () => {
    site();
    await schedule("2026-03-10T09:00:00.000Z");
    const list = (await (await t.request("GET", "/api/articles", { admin: true })).json()) as ArticleJson[];
    expect(list.find((a) => a.slug === SLUG)).toMatchObject({ scheduled: true, publishAt: "2026-03-10T09:00:00.000Z" });
    expect(list.filter((a) => a.slug !== SLUG).every((a) => a.scheduled === false)).toBe(true);
  });
});
