import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import type { Article } from "../../shared/api";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { createManualClock } from "../../platform/scheduler/scheduler.clock";
import { GIF_1x1, PNG_1x1 } from "../../testing/images";
import { fixtureBytes, markdownSiteZip } from "./fixtures/archives";
import { forgeEntry } from "./fixtures/zip-forgery";

type Line = { code: string; params: Record<string, string | number> };
type Report = {
  created: number;
  updated: number;
  skipped: ({ title: string; reason: string } & Line)[];
  warnings: ({ title: string; message: string } & Line)[];
};
/** An article as the API answers it (a localized read has `lang` and no `translations`). */
type ArticleJson = Article & { lang?: string };

const WXR = fixtureBytes("wordpress.xml");
const GHOST_5 = fixtureBytes("ghost-5.json");
const WXR_SLUGS = ["lisbon", "block-editor-post", "a-draft-never-saved-with-a-slug", "waiting-for-review", "coming-next-year", "private-notes", "members-only"];

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ tempDataDir: true, clock: createManualClock(Date.parse("2024-06-15T12:00:00.000Z")) });
});
afterEach(() => t.cleanup());

function importForm(file: Uint8Array | null, fields: Record<string, string>): FormData {
  const form = new FormData();
  // A copy in a plain ArrayBuffer, as a File wants it (fflate's arrays are typed as possibly shared).
  if (file) form.append("file", new File([new Uint8Array(file)], "export"));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

function send(
  step: "preview" | "apply",
  from: string,
  file: Uint8Array | null,
  onCollision?: string,
  options: { admin?: boolean; headers?: Record<string, string> } = { admin: true },
) {
  return t.request("POST", `/api/import/${step}`, { ...options, body: importForm(file, { from, ...(onCollision ? { onCollision } : {}) }) });
}

async function reportOf(step: "preview" | "apply", from: string, file: Uint8Array, onCollision?: string): Promise<Report> {
  const res = await send(step, from, file, onCollision);
  expect(res.status).toBe(200);
  return (await res.json()) as Report;
}

/** Everything an import may change: the articles' rows, the stored files, and files left in the data dir. */
function siteState() {
  return {
    articles: t.db.$client.query("SELECT * FROM articles ORDER BY id").all(),
    uploads: readdirSync(join(t.config.dataDir, "uploads")).sort(),
    dataDir: readdirSync(t.config.dataDir)
      .filter((name) => name !== "uploads" && !name.startsWith("portfolio.db"))
      .sort(),
  };
}

async function article(slug: string): Promise<ArticleJson> {
  const res = await t.request("GET", `/api/articles/slug/${slug}`, { admin: true });
  expect(res.status).toBe(200);
  return (await res.json()) as ArticleJson;
}

async function createArticle(overrides: Record<string, unknown> = {}): Promise<ArticleJson> {
  const res = await t.request("POST", "/api/articles", {
    admin: true,
    json: {
      title: "Already here",
      slug: "lisbon",
      summary: "An article the site had before the import.",
      content: `<p>${"Written here before anything was imported. ".repeat(3).trim()}</p>`,
      category: "Local",
      published: true,
      ...overrides,
    },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as ArticleJson;
}

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

describe("all or nothing", () => {
  test("a failure while writing the articles leaves no article and no stored image behind", async () => {
    await createArticle({ slug: "kept" });
    // The last article of the site fails to be written, after the images and the first articles were.
    t.db.$client.run("CREATE TRIGGER refuse_toml BEFORE INSERT ON articles WHEN NEW.slug = 'toml-post' BEGIN SELECT RAISE(ABORT, 'disk went away'); END");
    const before = siteState();
    const res = await send("apply", "markdown", markdownSiteZip());
    expect(res.status).toBe(500);
    expect(siteState()).toEqual(before);
    expect(before.uploads).toEqual([]);
  });

  test("a failure while storing the images leaves no article behind", async () => {
    await createArticle({ slug: "kept" });
    const articlesBefore = siteState().articles;
    // The store cannot create its folder: the import fails on its first image, before any article is written.
    const uploads = join(t.config.dataDir, "uploads");
    rmSync(uploads, { recursive: true });
    writeFileSync(uploads, "not a folder");
    const res = await send("apply", "markdown", markdownSiteZip());
    expect(res.status).toBe(500);
    expect(t.db.$client.query("SELECT * FROM articles ORDER BY id").all()).toEqual(articlesBefore);
    expect(readdirSync(t.config.dataDir).filter((name) => name.startsWith(".uploaded-import"))).toEqual([]);
  });
});

describe("a file that cannot be imported: 400, the reason, nothing changed", () => {
  const billionLaughs = strToU8(
    `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><rss><channel><wp:wxr_version>1.2</wp:wxr_version><item><title>&lol2;</title></item></channel></rss>`,
  );
  const externalEntity = strToU8(
    `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss><channel><wp:wxr_version>1.2</wp:wxr_version><item><title>&xxe;</title></item></channel></rss>`,
  );
  const wxrText = new TextDecoder().decode(WXR);
  const truncatedWxr = strToU8(wxrText.slice(0, wxrText.indexOf("<wp:post_name><![CDATA[lisbon]]>")));
  const siteZip = markdownSiteZip();
  const zipWith = (files: Zippable) => zipSync({ "site/ok.md": strToU8(`---\ntitle: Fine post\n---\n\n${"Fine words. ".repeat(10)}`), ...files });
  const liar = forgeEntry(zipWith({ "site/liar.md": [new Uint8Array(8 * 1024 * 1024), { level: 9 }] }), "site/liar.md", { originalSize: 100 });

  test.each([
    ["a WordPress export sent as Ghost", "ghost", WXR, "This file is an XML document, not a Ghost export (a JSON document). Nothing was imported."],
    ["a ZIP sent as WordPress", "wordpress", siteZip, "This file is a ZIP archive, not a WordPress export (an XML document). Nothing was imported."],
    ["a Ghost export sent as Markdown", "markdown", GHOST_5, "This file is a JSON document, not a Markdown archive (a ZIP archive). Nothing was imported."],
    [
      "JSON that is not a Ghost export",
      "ghost",
      strToU8('{"posts": []}'),
      'This JSON is not a Ghost export: it has no "db[0].data.posts" list. Nothing was imported.',
    ],
    [
      "a truncated WordPress export",
      "wordpress",
      truncatedWxr,
      "This file is not valid XML: it ends before its elements are closed (is it truncated?). Nothing was imported.",
    ],
    ["entity expansion (billion laughs)", "wordpress", billionLaughs, /^Refused: the document declares <!DOCTYPE>/],
    ["an external entity", "wordpress", externalEntity, /^Refused: the document declares <!DOCTYPE>/],
    ["a truncated ZIP", "markdown", siteZip.subarray(0, Math.floor(siteZip.length / 2)), /^The ZIP archive is damaged or incomplete/],
    [
      "a path climbing out",
      "markdown",
      zipWith({ "../../etc/cron.d/evil.md": strToU8("x") }),
      /^The archive holds an unsafe path, which climbs out with "\.\."/,
    ],
    ["an absolute path", "markdown", zipWith({ "/etc/evil.md": strToU8("x") }), /^The archive holds an unsafe path, which is absolute/],
    [
      "a symbolic link",
      "markdown",
      zipWith({ "site/passwd.md": [strToU8("/etc/passwd"), { os: 3, attrs: 0o120777 << 16 }] }),
      'The archive holds a symbolic link, which could point outside it: "site/passwd.md". Nothing was imported.',
    ],
    ["a zip bomb", "markdown", zipWith({ "site/bomb.md": [new Uint8Array(50 * 1024 * 1024), { level: 9 }] }), /^Refused as a zip bomb/],
    ["an entry lying about its size", "markdown", liar, /^Refused as a zip bomb: "site\/liar.md" unpacks to more than its declared 100 bytes/],
    ["plain text sent as Markdown", "markdown", strToU8("# Just a Markdown file, not an archive"), "This file is not a ZIP archive. Nothing was imported."],
  ] as const)("%s", async (_label, from, file, message) => {
    await createArticle();
    const before = siteState();
    for (const step of ["preview", "apply"] as const) {
      const res = await send(step, from, file);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string };
      if (typeof message === "string") expect(body.message).toBe(message);
      else expect(body.message).toMatch(message);
      expect(siteState()).toEqual(before);
    }
  });

  test.each([
    ["no file", null, { from: "wordpress" }, [{ path: "file", message: "Choose the file to import." }]],
    ["an empty file", new Uint8Array(), { from: "wordpress" }, [{ path: "file", message: "Choose the file to import." }]],
    ["no source", WXR, {}, [{ path: "from", message: '"from" must be one of: ghost, wordpress, markdown.' }]],
    [
      "the own JSON format (POST /api/import takes it)",
      WXR,
      { from: "json" },
      [{ path: "from", message: '"from" must be one of: ghost, wordpress, markdown.' }],
    ],
    [
      "an unknown collision choice",
      WXR,
      { from: "wordpress", onCollision: "merge" },
      [{ path: "onCollision", message: '"onCollision" must be one of: skip, rename, overwrite.' }],
    ],
  ] as const)("a form with %s names the field", async (_label, file, fields, issues) => {
    const before = siteState();
    const res = await t.request("POST", "/api/import/apply", { admin: true, body: importForm(file, fields) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: unknown }).issues).toEqual(issues);
    expect(siteState()).toEqual(before);
  });

  test("a body that is not multipart", async () => {
    const res = await t.request("POST", "/api/import/preview", { admin: true, json: { from: "wordpress" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe("Send the file as multipart/form-data with the fields file, from and onCollision.");
  });

  test("a body over 200 MB is refused before it is read (413)", async () => {
    const res = await t.request("POST", "/api/import/apply", {
      admin: true,
      body: importForm(WXR, { from: "wordpress" }),
      headers: { "content-length": String(200 * 1024 * 1024 + 1) },
    });
    expect(res.status).toBe(413);
    expect(siteState().articles).toEqual([]);
  });
});

test("a file over the 1 MB other requests may carry is accepted", async () => {
  const photo = new Uint8Array(3 * 1024 * 1024).map((_, i) => (i * 7919) % 251);
  photo.set(PNG_1x1.subarray(0, 8));
  const zip = zipSync({
    "post.md": strToU8(`---\ntitle: With a big photo\n---\n\n${"Words around a large photo. ".repeat(5)}\n\n![Photo](photo.png)\n`),
    "photo.png": [photo, { level: 0 }],
  });
  expect(zip.length).toBeGreaterThan(3 * 1024 * 1024);
  expect((await reportOf("apply", "markdown", zip)).created).toBe(1);
  expect(siteState().uploads).toHaveLength(1);
});

describe("Markdown export, and back into an empty site", () => {
  async function uploadImage(bytes: Uint8Array, name: string): Promise<string> {
    const form = new FormData();
    form.append("file", new File([new Uint8Array(bytes)], name));
    const res = await t.request("POST", "/api/uploads/images", { admin: true, body: form });
    expect(res.status).toBe(201);
    return ((await res.json()) as { url: string }).url;
  }

  async function seedSite() {
    const cover = await uploadImage(PNG_1x1, "cover.png");
    const inline = await uploadImage(GIF_1x1, "inline.gif");
    const rich = await createArticle({
      title: "Everything at once",
      slug: "everything",
      summary: "An article with every field: a cover, images, translations.",
      category: "Tests",
      imageUrl: cover,
      content: [
        "<h2>Intro</h2>",
        '<p>Some <strong>bold</strong> and <em>italic</em> words, <a href="https://example.com" target="_blank">a link</a>.</p>',
        `<figure><img src="${inline}" alt="Inline" /><figcaption>An uploaded image</figcaption></figure>`,
        "<ul><li>One</li><li>Two</li></ul>",
        '<pre class="language-ts"><code class="language-ts">const a = 1;\n</code></pre>',
      ].join(""),
      translations: {
        en: {
          title: "Everything at once, in English",
          summary: "The English summary of it.",
          content: `<p>English text with the same image <img src="${inline}" alt="x" /></p>`,
        },
        fr: { title: "Tout à la fois" },
      },
    });
    const draft = await createArticle({ title: "A draft never published", slug: "a-draft", published: false, imageUrl: "https://cdn.example.com/remote.jpg" });
    const unpublished = await createArticle({ title: "Out, then taken down", slug: "taken-down", category: "Old" });
    const res = await t.request("POST", `/api/articles/${unpublished.id}/unpublish`, { admin: true });
    expect(res.status).toBe(200);
    return { cover, inline, originals: [rich, draft, (await res.json()) as ArticleJson] };
  }

  test("GET /api/export/markdown: a ZIP attachment with one .md per article and translation, and the images used", async () => {
    const { cover, inline } = await seedSite();
    const res = await t.request("GET", "/api/export/markdown", { admin: true });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="portfolio-articles-2024-06-15.zip"');
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(
      [
        "a-draft.md",
        "everything.en.md",
        "everything.fr.md",
        "everything.md",
        `images/${cover.slice("/uploads/".length)}`,
        `images/${inline.slice("/uploads/".length)}`,
        "taken-down.md",
      ].sort(),
    );
    expect(files[`images/${cover.slice("/uploads/".length)}`]).toEqual(PNG_1x1);
  });

  test("exporting, then importing the ZIP into an empty site gives the same articles", async () => {
    const { originals } = await seedSite();
    const zip = new Uint8Array(await (await t.request("GET", "/api/export/markdown", { admin: true })).arrayBuffer());
    const uploadedBefore = new Map(siteState().uploads.map((name) => [`/uploads/${name}`, readFileSync(join(t.config.dataDir, "uploads", name))]));

    const source = t;
    t = makeTestApp({ tempDataDir: true });
    try {
      const report = await reportOf("apply", "markdown", zip);
      expect(report).toMatchObject({ created: 3, updated: 0, skipped: [] });
      const uploadedAfter = new Map(siteState().uploads.map((name) => [`/uploads/${name}`, readFileSync(join(t.config.dataDir, "uploads", name))]));
      expect([...uploadedAfter.values()].sort(Buffer.compare)).toEqual([...uploadedBefore.values()].sort(Buffer.compare));
      // The same image under its new name here: the URLs differ, the bytes behind them do not.
      const sameImages = (html: string, uploads: Map<string, Buffer>) =>
        html
          .replace(/\/uploads\/[0-9a-f]{32}(-\d+x\d+)?\.\w+/g, (url) => `image:${uploads.get(url)!.toString("base64")}`)
          .replace(/>\s+</g, "><")
          .replace(/<pre class="[^"]*">/g, "<pre>");

      for (const original of originals) {
        const back = await article(original.slug);
        expect(back).toMatchObject({
          title: original.title,
          slug: original.slug,
          summary: original.summary,
          category: original.category,
          published: original.published,
          publishedAt: original.publishedAt,
          createdAt: original.createdAt,
          updatedAt: original.updatedAt,
        });
        expect(sameImages(back.content, uploadedAfter)).toBe(sameImages(original.content, uploadedBefore));
        expect(back.imageUrl === null ? null : sameImages(back.imageUrl, uploadedAfter)).toBe(
          original.imageUrl === null ? null : sameImages(original.imageUrl, uploadedBefore),
        );
        expect(Object.keys(back.translations).sort()).toEqual(Object.keys(original.translations).sort());
        for (const [language, fields] of Object.entries(original.translations)) {
          const { content, ...texts } = fields ?? {};
          expect(back.translations[language]).toMatchObject(texts);
          if (content) expect(sameImages(back.translations[language]!.content!, uploadedAfter)).toBe(sameImages(content, uploadedBefore));
        }
      }
    } finally {
      source.cleanup();
    }
  });

  test("an empty site exports an empty ZIP", async () => {
    const res = await t.request("GET", "/api/export/markdown", { admin: true });
    expect(Object.keys(unzipSync(new Uint8Array(await res.arrayBuffer())))).toEqual([]);
  });
});
