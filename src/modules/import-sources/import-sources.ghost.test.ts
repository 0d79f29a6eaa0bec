import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseGhostExport } from "./import-sources.ghost";
import type { ImportPlan } from "./import-sources.types";

/** The English text of each report line, in order. */
const messages = (notes: { message: string }[]) => notes.map((note) => note.message);

const fixture = (name: string) => readFileSync(join(import.meta.dir, "fixtures", name));
const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

function planOf(bytes: Uint8Array): ImportPlan {
  const result = parseGhostExport(bytes);
  if (!result.ok) throw new Error(`expected a plan, got ${result.error.code}: ${result.error.message}`);
  return result.plan;
}

const bySlug = (plan: ImportPlan, slug: string) => {
  const item = plan.articles.find((planned) => planned.article.slug === slug);
  if (!item) throw new Error(`no article ${slug} in ${plan.articles.map((a) => a.article.slug).join(", ")}`);
  return item;
};

/** A minimal export holding these posts, in the `{db: [{meta, data}]}` shape. */
const exportWith = (posts: unknown[], extra: Record<string, unknown> = {}) => json({ db: [{ meta: { version: "5.0.0" }, data: { posts, ...extra } }] });
const LONG_HTML = "<p>Enough words in this paragraph to pass the fifty character minimum.</p>";

describe("Ghost 1.x export (page flags, mobiledoc)", () => {
  const plan = planOf(fixture("ghost-1.json"));

  test("reads posts, and neither `page: true` nor SQLite's `page: 1`", () => {
    expect(plan.source).toBe("ghost");
    expect(plan.articles.map((a) => a.article.slug)).toEqual(["welcome-to-my-new-blog", "notes-on-a-draft"]);
    expect(plan.warnings).toMatchObject([{ title: "Ghost export", message: "2 pages not imported: only posts are" }]);
  });

  test("maps a published post field by field", () => {
    const welcome = bySlug(plan, "welcome-to-my-new-blog");
    expect(welcome.origin).toBe("post 5ae1");
    expect(welcome.scheduled).toBe(false);
    expect(welcome.article).toEqual({
      title: "Welcome to my new blog",
      slug: "welcome-to-my-new-blog",
      summary: "This is the very first paragraph of the first post, long enough to be a summary.",
      content:
        "<p>This is the very first paragraph of the first post, long enough to be a summary.</p><p>A second paragraph follows with <strong>bold</strong> words.</p>",
      // First by posts_tags.sort_order, not by the order the links are listed in.
      category: "Getting Started",
      // A path on the Ghost site, not an upload here.
      imageUrl: null,
      published: true,
      publishAt: null,
      translations: {},
      publishedAt: "2018-04-21T10:00:00.000Z",
      createdAt: "2018-04-20T08:00:00.000Z",
      updatedAt: "2018-04-22T09:30:00.000Z",
    });
    expect(messages(welcome.warnings)).toEqual([
      "no excerpt: summary taken from the first paragraph",
      "cover image on your Ghost site, not imported: /content/images/2018/04/cover.jpg",
    ]);
  });

  test("a draft keeps no publication date, its custom excerpt is the summary and it falls back to General", () => {
    const draft = bySlug(plan, "notes-on-a-draft");
    expect(draft.article).toMatchObject({
      published: false,
      publishedAt: null,
      summary: "Thoughts not finished yet.",
      category: "General",
      createdAt: "2018-04-23T08:00:00.000Z",
    });
    expect(messages(draft.warnings)).toEqual(["no category: filed under General"]);
  });

  test("a post with only mobiledoc (no rendered html) is skipped with the reason", () => {
    expect(plan.skipped).toMatchObject([{ title: "Only mobiledoc", reason: "no rendered HTML in the export (only its mobiledoc or lexical source)" }]);
  });
});

describe("Ghost 2.x–4.x export (top-level {meta, data}, type, __GHOST_URL__)", () => {
  const plan = planOf(fixture("ghost-4.json"));

  test("accepts the top-level {meta, data} shape and leaves `type: page` out", () => {
    expect(plan.articles.map((a) => a.article.slug)).toEqual(["scheduled-post", "video-post"]);
    expect(plan.warnings).toMatchObject([{ title: "Ghost export", message: "1 page not imported: only posts are" }]);
  });

  test("a scheduled post is published at its future date and flagged as scheduled", () => {
    const scheduled = bySlug(plan, "scheduled-post");
    expect(scheduled.scheduled).toBe(true);
    expect(scheduled.article.published).toBe(true);
    expect(scheduled.article.publishedAt).toBe("2099-01-01T09:00:00.000Z");
    expect(scheduled.article.summary).toBe("Coming soon to this very blog.");
  });

  test("__GHOST_URL__ becomes a path; Ghost's own images cannot come along and are reported", () => {
    const scheduled = bySlug(plan, "scheduled-post");
    expect(scheduled.article.content).toBe(
      '<p>Links to <a href="/another-post/" rel="noopener noreferrer">another post</a> and the <a href="/" rel="noopener noreferrer">home page</a>.</p><p>More words after the image to reach the length.</p>',
    );
    // Named as Ghost's own files (the export does not hold them; nothing is fetched), so the owner can upload them again.
    expect(messages(scheduled.warnings)).toContain("image on your Ghost site, not imported: /content/images/2022/04/chart.png");
    expect(messages(scheduled.warnings)).toContain("cover image on your Ghost site, not imported: /content/images/2022/04/cover.png");
    expect(scheduled.warnings.filter((warning) => warning.message.includes("/content/images/"))).toHaveLength(2);
  });

  test("an embed's iframe is removed with the privacy warning; remote images stay and are listed", () => {
    const video = bySlug(plan, "video-post");
    expect(video.article.content).not.toContain("iframe");
    expect(video.article.content).toContain('<img src="https://images.example.com/slide.png" alt="Slide" />');
    expect(video.article.imageUrl).toBe("https://images.unsplash.com/photo-1?w=2000");
    expect(messages(video.warnings)).toContain("embedded iframe removed: privacy rule");
    expect(messages(video.warnings)).toContain('remote image kept: "https://images.unsplash.com/photo-1?w=2000" (replace it with an upload)');
    expect(messages(video.warnings)).toContain('remote image kept: "https://images.example.com/slide.png" (replace it with an upload)');
  });

  test("internal tags (#...) are not categories: the first public tag is", () => {
    expect(bySlug(plan, "video-post").article.category).toBe("Talks");
  });
});

describe("Ghost 5.x export (lexical, type, statuses)", () => {
  const plan = planOf(fixture("ghost-5.json"));

  test("reads the rendered html beside lexical; a too short excerpt gives way to the first paragraph", () => {
    const post = bySlug(plan, "lexical-and-html");
    expect(post.article.content).toBe("<h2>Why</h2><p>Ghost 5 still writes the rendered HTML beside the lexical document, so this is read.</p>");
    expect(post.article.summary).toBe("Ghost 5 still writes the rendered HTML beside the lexical document, so this is read.");
    expect(post.article.category).toBe("Essays");
    expect(messages(post.warnings)).toContain('summary "Short" too short: taken from the text instead');
  });

  test("a members-only post is imported with a warning that it becomes public", () => {
    expect(messages(bySlug(plan, "lexical-and-html").warnings)).toContain('only for "paid" members in Ghost: visible to everyone once published here');
  });

  test("an email-only (sent) post becomes a draft with a warning", () => {
    const sent = bySlug(plan, "newsletter-issue");
    expect(sent.article.published).toBe(false);
    expect(messages(sent.warnings)).toContain('status "sent" imported as a draft');
  });

  test("lexical-only posts and posts too short after sanitising are skipped with reasons", () => {
    expect(plan.skipped).toMatchObject([
      { title: "Lexical only", reason: "no rendered HTML in the export (only its mobiledoc or lexical source)" },
      { title: "Tiny", reason: "content shorter than 50 characters after sanitising" },
    ]);
  });

  test("a repeated slug within the export becomes slug-2", () => {
    const second = bySlug(plan, "lexical-and-html-2");
    expect(second.origin).toBe("post 65f6");
    expect(messages(second.warnings)).toContain('slug "lexical-and-html" already used in this import: renamed "lexical-and-html-2"');
  });
});

describe("Ghost dates and odd values", () => {
  test("epoch milliseconds are read; an unreadable date is left empty with a warning", () => {
    const plan = planOf(
      exportWith([
        {
          id: "1",
          title: "Dates in milliseconds",
          slug: "dates",
          html: LONG_HTML,
          status: "published",
          created_at: 1514764800000,
          published_at: 1514851200000,
          updated_at: "not a date",
        },
      ]),
    );
    expect(plan.articles[0]!.article).toMatchObject({
      createdAt: "2018-01-01T00:00:00.000Z",
      publishedAt: "2018-01-02T00:00:00.000Z",
      updatedAt: null,
    });
    expect(messages(plan.articles[0]!.warnings)).toContain('updated_at "not a date" is not a date: left empty');
  });

  test("a post without a title takes the first words of its text", () => {
    const plan = planOf(exportWith([{ id: "1", title: "", slug: "untitled", html: LONG_HTML, status: "draft" }]));
    expect(plan.articles[0]!.article.title).toBe("Enough words in this paragraph to pass the fifty character");
    expect(messages(plan.articles[0]!.warnings)).toContain('no title: "Enough words in this paragraph to pass the fifty character" taken from the text');
  });

  test("an invalid slug is made from the title", () => {
    const plan = planOf(exportWith([{ id: "1", title: "Café au lait", slug: "Café Au Lait", html: LONG_HTML, status: "draft" }]));
    expect(plan.articles[0]!.article.slug).toBe("cafe-au-lait");
    expect(messages(plan.articles[0]!.warnings)).toContain('slug "Café Au Lait" is not valid here: "cafe-au-lait" made from the title');
  });

  test("entries that are not objects are ignored rather than crashing the import", () => {
    const plan = planOf(exportWith([null, 3, "text", { id: "1", title: "A real post", slug: "real", html: LONG_HTML, status: "published" }]));
    expect(plan.articles.map((a) => a.article.slug)).toEqual(["real"]);
  });
});

describe("inputs that are not Ghost exports", () => {
  test.each([
    ["broken JSON", new TextEncoder().encode('{"db": [')],
    ["binary bytes", new Uint8Array([0xff, 0xfe, 0x00, 0x01])],
    ["an empty file", new Uint8Array()],
  ])("%s: invalid-json", (_label, bytes) => {
    const result = parseGhostExport(bytes);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe("invalid-json");
      expect(result.error.message).toStartWith("This file is not valid JSON");
    }
  });

  test.each([
    ["a list", []],
    ["an empty object", {}],
    ["an empty db", { db: [] }],
    ["posts that are not a list", { db: [{ data: { posts: {} } }] }],
    ["our own export", { format: "portfolio-export", version: 1, articles: [] }],
  ])("%s: not-ghost-export", (_label, document) => {
    expect(parseGhostExport(json(document))).toEqual({
      ok: false,
      error: { code: "not-ghost-export", message: 'This JSON is not a Ghost export: it has no "db[0].data.posts" list.' },
    });
  });
});
