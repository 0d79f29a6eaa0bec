import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { strToU8 } from "fflate";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { createManualClock } from "../../platform/scheduler/scheduler.clock";
import { PNG_1x1 } from "../../testing/images";
import { markdownSiteZip } from "./fixtures/archives";
import { type ArticleJson, GHOST_5, importRequests, WXR } from "./import-sources.test-helpers";

const WXR_SLUGS = ["lisbon", "block-editor-post", "a-draft-never-saved-with-a-slug", "waiting-for-review", "coming-next-year", "private-notes", "members-only"];

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ tempDataDir: true, clock: createManualClock(Date.parse("2024-06-15T12:00:00.000Z")) });
});
afterEach(() => t.cleanup());

const { send, reportOf, siteState, article, createArticle } = importRequests(() => t);

describe("who may import and export", () => {
  test("without a session every endpoint is 401 and nothing changes", async () => {
    const before = siteState();
    expect((await send("preview", "wordpress", WXR, undefined, {})).status).toBe(401);
    expect((await send("apply", "wordpress", WXR, undefined, {})).status).toBe(401);
    expect((await t.request("GET", "/api/export/markdown")).status).toBe(401);
    expect(siteState()).toEqual(before);
  });

  test("a session cookie works from the site itself; another origin is refused a write", async () => {
    const cookie = `portfolio_session=${await t.adminToken()}`;
    const foreign = await send("apply", "wordpress", WXR, undefined, { headers: { cookie, origin: "https://evil.example", host: "localhost" } });
    expect(foreign.status).toBe(403);
    expect(siteState().articles).toEqual([]);
    const own = await send("apply", "wordpress", WXR, undefined, { headers: { cookie, origin: "http://localhost", host: "localhost" } });
    expect(own.status).toBe(200);
    expect((await t.request("GET", "/api/export/markdown", { headers: { cookie } })).status).toBe(200);
  });
});

describe("preview", () => {
  test("says what an apply would do and changes nothing", async () => {
    await createArticle();
    const before = siteState();
    const preview = await reportOf("preview", "wordpress", WXR);
    expect(siteState()).toEqual(before);
    expect(preview.created).toBe(6);
    expect(preview.updated).toBe(0);
    // Each line: its English text (the API's first readers rely on it), and its code and parameters for the admin.
    expect(preview.skipped).toEqual([
      { title: "Deleted post", reason: "in the WordPress trash", code: "wordpress-trash", params: {} },
      { title: "Tom & Jerry go to Lisbon", reason: "slug exists", code: "slug-exists", params: {} },
    ]);
    expect(preview.warnings).toContainEqual({
      title: "Block editor post",
      message: "embedded iframe removed: privacy rule",
      code: "iframe-removed",
      params: {},
    });
    expect(preview.warnings).toContainEqual({
      title: "Coming next year",
      message: "scheduled for 2099-01-01T09:00:00.000Z, more than 10 years ahead: imported as a draft",
      code: "scheduled-too-far",
      params: { date: "2099-01-01T09:00:00.000Z", years: 10 },
    });
    expect(preview.warnings).toContainEqual({
      title: "Coming next year",
      message: "featured image (attachment 99) is not in the export",
      code: "wordpress-featured-missing",
      params: { id: "99" },
    });

    expect(await reportOf("apply", "wordpress", WXR)).toEqual(preview);
  });

  test("a Markdown archive's images are not stored by a preview", async () => {
    const preview = await reportOf("preview", "markdown", markdownSiteZip());
    expect(preview.created).toBe(5);
    expect(siteState()).toEqual({ articles: [], uploads: [], dataDir: [] });
  });
});

describe("apply", () => {
  test("a WordPress export: every post as an article through the articles' rules, field by field", async () => {
    const report = await reportOf("apply", "wordpress", WXR);
    expect(report).toMatchObject({ created: 7, updated: 0, skipped: [{ title: "Deleted post", reason: "in the WordPress trash" }] });
    const admin = (await (await t.request("GET", "/api/articles", { admin: true })).json()) as ArticleJson[];
    expect(admin.map((a) => a.slug).sort()).toEqual([...WXR_SLUGS].sort());

    const lisbon = await article("lisbon");
    expect(lisbon).toMatchObject({
      title: "Tom & Jerry go to Lisbon",
      slug: "lisbon",
      summary: "Two days in Lisbon, eating and walking.",
      category: "Travel",
      imageUrl: "https://blog.example.com/wp-content/uploads/2023/05/cover.jpg",
      published: true,
      publishedAt: "2023-05-01T10:00:00.000Z",
      createdAt: "2023-05-01T10:00:00.000Z",
      updatedAt: "2023-05-03T07:00:00.000Z",
      translations: {},
    });
    expect(lisbon.content).toStartWith("<p>We landed in Lisbon early in the morning.<br />\nThe city was still asleep.</p>");
    expect(lisbon.content).toContain("<figure>");
    expect(lisbon.content).not.toContain("[gallery");
    // Visitors see it: published, in the public list.
    const visitor = (await (await t.request("GET", "/api/articles")).json()) as ArticleJson[];
    expect(visitor.map((a) => a.slug)).toContain("lisbon");
  });

  test("a post scheduled further ahead than the site schedules (10 years) comes in as a draft, its date told in the report", async () => {
    const report = await reportOf("apply", "wordpress", WXR);
    expect(report.warnings).toContainEqual({
      title: "Coming next year",
      message: "scheduled for 2099-01-01T09:00:00.000Z, more than 10 years ahead: imported as a draft",
      code: "scheduled-too-far",
      params: { date: "2099-01-01T09:00:00.000Z", years: 10 },
    });
    expect(await article("coming-next-year")).toMatchObject({ published: false, publishedAt: null, publishAt: null, scheduled: false });
    expect((await t.request("GET", "/api/articles/slug/coming-next-year")).status).toBe(404);
  });

  test("a scheduled post is scheduled here for the same time, and visitors see it from then", async () => {
    t.cleanup();
    t = makeTestApp({ tempDataDir: true, clock: createManualClock(Date.parse("2024-06-15T12:00:00.000Z")) });
    const scheduledPost = (slug: string, publishedAt?: string) => ({
      id: slug,
      title: `Post ${slug}`,
      slug,
      status: "scheduled",
      html: `<p>${"Words written for a later day. ".repeat(3)}</p>`,
      ...(publishedAt ? { published_at: publishedAt } : {}),
    });
    const ghost = strToU8(
      JSON.stringify({
        db: [
          {
            data: {
              posts: [scheduledPost("next-week", "2024-06-22T08:00:00.000Z"), scheduledPost("missed", "2024-06-01T08:00:00.000Z"), scheduledPost("undated")],
            },
          },
        ],
      }),
    );
    const report = await reportOf("apply", "ghost", ghost);
    expect(report.warnings.filter((warning) => warning.message.startsWith("scheduled"))).toEqual([
      {
        title: "Post next-week",
        message: "scheduled for 2024-06-22T08:00:00.000Z: goes out then",
        code: "scheduled",
        params: { date: "2024-06-22T08:00:00.000Z" },
      },
      {
        title: "Post missed",
        message: "scheduled for 2024-06-01T08:00:00.000Z, a time already past: published with that date",
        code: "scheduled-past",
        params: { date: "2024-06-01T08:00:00.000Z" },
      },
      { title: "Post undated", message: "scheduled for an unknown date: imported as a draft", code: "scheduled-unknown-date", params: {} },
    ]);
    expect(await article("next-week")).toMatchObject({ published: true, publishAt: "2024-06-22T08:00:00.000Z", publishedAt: null, scheduled: true });
    expect(await article("missed")).toMatchObject({ published: true, publishedAt: "2024-06-01T08:00:00.000Z", scheduled: false });
    expect(await article("undated")).toMatchObject({ published: false, publishAt: null, publishedAt: null });
    const visible = async () => ((await (await t.request("GET", "/api/articles")).json()) as ArticleJson[]).map((a) => a.slug);
    expect(await visible()).toEqual(["missed"]);
    expect((await t.request("GET", "/api/articles/slug/next-week")).status).toBe(404);

    // The publishing timer the import set goes off at that time, and what was cached before it is made again.
    await t.clock.advanceTo(Date.parse("2024-06-22T08:00:00.000Z"));
    expect((await visible()).sort()).toEqual(["missed", "next-week"]);
    expect(await article("next-week")).toMatchObject({ publishedAt: "2024-06-22T08:00:00.000Z", scheduled: false });
  });

  test("a published post without a date in its source is published at the time of the import", async () => {
    const ghost = strToU8(
      JSON.stringify({
        db: [
          {
            data: {
              posts: [{ id: "1", title: "Undated", slug: "undated", status: "published", html: `<p>${"Words without any date at all. ".repeat(3)}</p>` }],
            },
          },
        ],
      }),
    );
    await reportOf("apply", "ghost", ghost);
    const undated = await article("undated");
    expect(undated.published).toBe(true);
    expect(Date.parse(undated.publishedAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  test("a Ghost export", async () => {
    const report = await reportOf("apply", "ghost", GHOST_5);
    expect(report.created).toBe(3);
    expect(report.skipped.map((item) => item.title)).toEqual(["Lexical only", "Tiny"]);
  });

  test("a Markdown archive: its images stored as uploads the articles point at, unused ones left out", async () => {
    const report = await reportOf("apply", "markdown", markdownSiteZip());
    expect(report.created).toBe(5);
    const stored = siteState().uploads;
    expect(stored).toHaveLength(4);
    expect(stored.every((name) => /^[0-9a-f]{32}\.(png|jpg|gif)$/.test(name))).toBe(true);

    const post = await article("hello-yaml");
    expect(post.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const cover = await t.app.request(post.imageUrl!);
    expect(cover.status).toBe(200);
    expect(new Uint8Array(await cover.arrayBuffer())).toEqual(PNG_1x1);
    expect(post.content).not.toContain("import-pending");
    const linked = [...post.content.matchAll(/\/uploads\/([0-9a-f]{32}\.\w+)/g)].map((match) => match[1]!);
    expect(linked.length).toBeGreaterThan(0);
    for (const name of linked) expect(stored).toContain(name);
    expect(siteState().dataDir).toEqual([]);
  });
});

describe("a slug the site already has", () => {
  test("skip (the default): the existing article stays as it was", async () => {
    const existing = await createArticle();
    const report = await reportOf("apply", "wordpress", WXR);
    expect(report.created).toBe(6);
    expect(report.skipped).toContainEqual({ title: "Tom & Jerry go to Lisbon", reason: "slug exists", code: "slug-exists", params: {} });
    expect(await article("lisbon")).toEqual(existing);
  });

  test("rename: imported beside it under the first free suffix, said in the warnings", async () => {
    const existing = await createArticle();
    await createArticle({ slug: "lisbon-2", title: "Also here" });
    const report = await reportOf("apply", "wordpress", WXR, "rename");
    expect(report.created).toBe(7);
    expect(report.warnings).toContainEqual({
      title: "Tom & Jerry go to Lisbon",
      message: 'slug "lisbon" exists: imported as "lisbon-3"',
      code: "slug-renamed",
      params: { requested: "lisbon", slug: "lisbon-3" },
    });
    expect(await article("lisbon")).toEqual(existing);
    expect(await article("lisbon-3")).toMatchObject({ title: "Tom & Jerry go to Lisbon", publishedAt: "2023-05-01T10:00:00.000Z" });
  });

  test("overwrite: the existing article becomes the imported one and keeps its id", async () => {
    const existing = await createArticle({ translations: { en: { title: "Already here in English" } } });
    const report = await reportOf("apply", "wordpress", WXR, "overwrite");
    expect(report).toMatchObject({ created: 6, updated: 1 });
    expect(await article("lisbon")).toMatchObject({
      id: existing.id,
      title: "Tom & Jerry go to Lisbon",
      summary: "Two days in Lisbon, eating and walking.",
      category: "Travel",
      publishedAt: "2023-05-01T10:00:00.000Z",
      createdAt: "2023-05-01T10:00:00.000Z",
      updatedAt: "2023-05-03T07:00:00.000Z",
      translations: {},
    });
  });

  test("overwrite by a draft without a date keeps the date the article was first published here", async () => {
    const existing = await createArticle({ slug: "waiting-for-review" });
    await reportOf("apply", "wordpress", WXR, "overwrite");
    expect(await article("waiting-for-review")).toMatchObject({ id: existing.id, published: false, publishedAt: existing.publishedAt });
  });
});
