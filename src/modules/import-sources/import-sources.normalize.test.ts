import { describe, expect, test } from "bun:test";
import { toIsoDate } from "./import-sources.dates";
import { buildPlan, normalizeArticles } from "./import-sources.normalize";
import type { SourceArticle } from "./import-sources.types";
import { reportNote } from "../../shared/import-report";

/** The English text of each report line, in order. */
const messages = (notes: { message: string }[]) => notes.map((note) => note.message);

const TEXT = "The first sentence of the text is here. A second sentence follows it, and a third one too.";

const source = (overrides: Partial<SourceArticle> = {}): SourceArticle => ({
  origin: "item 1",
  title: "A proper title",
  slug: "a-proper-title",
  html: `<p>${TEXT}</p>`,
  summary: "A proper summary of the item.",
  category: "Notes",
  imageUrl: null,
  status: "published",
  publishedAt: "2024-01-02T00:00:00.000Z",
  createdAt: "2024-01-01T00:00:00.000Z",
  updatedAt: null,
  warnings: [],
  ...overrides,
});

function normalizeOne(overrides: Partial<SourceArticle>) {
  const { articles, skipped } = normalizeArticles([source(overrides)]);
  return { planned: articles[0], skipped: skipped[0] };
}

describe("normalizeArticles: values that fit are kept as they are", () => {
  test("a complete item", () => {
    const { planned } = normalizeOne({});
    expect(planned).toEqual({
      origin: "item 1",
      article: {
        title: "A proper title",
        slug: "a-proper-title",
        summary: "A proper summary of the item.",
        content: `<p>${TEXT}</p>`,
        category: "Notes",
        imageUrl: null,
        published: true,
        publishAt: null,
        translations: {},
        publishedAt: "2024-01-02T00:00:00.000Z",
        createdAt: "2024-01-01T00:00:00.000Z",
        updatedAt: null,
      },
      scheduled: false,
      warnings: [],
    });
  });

  test("the parser's own warnings come first", () => {
    expect(messages(normalizeOne({ warnings: [reportNote("wordpress-shortcode-removed", { name: "gallery" })] }).planned!.warnings)).toEqual([
      "shortcode [gallery] removed",
    ]);
  });
});

describe("normalizeArticles: derived values, each with a warning", () => {
  test("no title: the first words of the text", () => {
    const { planned } = normalizeOne({ title: "  " });
    expect(planned!.article.title).toBe("The first sentence of the text is here. A second");
    expect(messages(planned!.warnings)).toEqual(['no title: "The first sentence of the text is here. A second" taken from the text']);
  });

  test("no summary, or one under 10 characters: the first sentence", () => {
    expect(normalizeOne({ summary: null }).planned!.article.summary).toBe("The first sentence of the text is here.");
    expect(messages(normalizeOne({ summary: null }).planned!.warnings)).toEqual(["no summary: taken from the text"]);
    expect(messages(normalizeOne({ summary: "Short" }).planned!.warnings)).toEqual(['summary "Short" too short: taken from the text instead']);
  });

  test("a text without a fair first sentence gives its opening words", () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(" ");
    const summary = normalizeOne({ summary: null, html: `<p>${words}</p>` }).planned!.article.summary;
    expect(summary.length).toBeLessThanOrEqual(300);
    expect(summary).toEndWith("…");
  });

  test("a summary over 1000 characters is shortened at a word", () => {
    const { planned } = normalizeOne({ summary: "long ".repeat(300) });
    expect(planned!.article.summary.length).toBeLessThanOrEqual(1000);
    expect(messages(planned!.warnings)).toEqual(["summary shortened to 1000 characters"]);
  });

  test("no category, or a one-letter one: General", () => {
    expect(normalizeOne({ category: null }).planned!.article.category).toBe("General");
    expect(messages(normalizeOne({ category: null }).planned!.warnings)).toEqual(["no category: filed under General"]);
    expect(messages(normalizeOne({ category: "X" }).planned!.warnings)).toEqual(['category "X" too short: filed under General']);
  });

  test("an invalid slug is made from the title; a missing one silently", () => {
    expect(normalizeOne({ slug: "Not_Valid!" }).planned!.article.slug).toBe("a-proper-title");
    expect(messages(normalizeOne({ slug: "Not_Valid!" }).planned!.warnings)).toEqual([
      'slug "Not_Valid!" is not valid here: "a-proper-title" made from the title',
    ]);
    expect(normalizeOne({ slug: null }).planned!.warnings).toEqual([]);
    expect(normalizeOne({ slug: "ab" }).planned!.article.slug).toBe("a-proper-title");
  });

  test("a title with nothing to make a slug from gives 'article'", () => {
    expect(normalizeOne({ title: "日本語のタイトル", slug: null }).planned!.article.slug).toBe("article");
  });

  test("duplicate slugs within one import become -2, -3", () => {
    const { articles } = normalizeArticles([source(), source({ origin: "item 2" }), source({ origin: "item 3" })]);
    expect(articles.map((a) => a.article.slug)).toEqual(["a-proper-title", "a-proper-title-2", "a-proper-title-3"]);
    expect(messages(articles[2]!.warnings)).toEqual(['slug "a-proper-title" already used in this import: renamed "a-proper-title-3"']);
  });

  test("a skipped item does not take its slug from a later one", () => {
    const { articles } = normalizeArticles([source({ html: "<p>Short</p>" }), source({ origin: "item 2" })]);
    expect(articles.map((a) => a.article.slug)).toEqual(["a-proper-title"]);
  });
});

describe("normalizeArticles: HTML goes through the article sanitiser", () => {
  test("iframes, embeds and scripts are removed with warnings", () => {
    const { planned } = normalizeOne({
      html: `<p>${TEXT}</p><iframe src="https://youtube.com/embed/x"></iframe><embed src="x.swf"><script>alert(1)</script>`,
    });
    expect(planned!.article.content).toBe(`<p>${TEXT}</p>`);
    expect(messages(planned!.warnings)).toEqual(["embedded iframe removed: privacy rule", "embedded object removed: privacy rule", "script removed"]);
  });

  test("an image that is neither an upload nor http(s) is removed and named; an emptied figure goes too", () => {
    const { planned } = normalizeOne({ html: `<p>${TEXT}</p><figure><img src="/content/images/a.png"></figure><p><img src="data:image/png;base64,AAAA"></p>` });
    expect(planned!.article.content).toBe(`<p>${TEXT}</p><p></p>`);
    expect(messages(planned!.warnings)).toEqual([
      'image removed: "/content/images/a.png" is neither an upload of this site nor an http(s) link',
      'image removed: "data:image/png;base64,AAAA" is neither an upload of this site nor an http(s) link',
    ]);
  });

  test("remote images (content and cover) are kept, never fetched, and listed once each", () => {
    const remote = "https://cdn.example.com/a.png";
    const { planned } = normalizeOne({ html: `<p>${TEXT}<img src="${remote}"><img src="${remote}"></p>`, imageUrl: remote });
    expect(planned!.article.imageUrl).toBe(remote);
    expect(messages(planned!.warnings)).toEqual([`remote image kept: "${remote}" (replace it with an upload)`]);
  });

  test("a cover that is neither an upload nor http(s) is dropped with a warning", () => {
    const { planned } = normalizeOne({ imageUrl: "javascript:alert(1)" });
    expect(planned!.article.imageUrl).toBeNull();
    expect(messages(planned!.warnings)).toEqual(['cover image dropped: "javascript:alert(1)" is neither an upload of this site nor an http(s) link']);
  });

  test("translations are sanitised too, and blank fields dropped", () => {
    const { planned } = normalizeOne({
      translations: { en: { title: "English title", summary: " ", html: "<p>English</p><iframe></iframe>" }, fr: { title: "" } },
    });
    expect(planned!.article.translations).toEqual({ en: { title: "English title", content: "<p>English</p>" } });
    expect(messages(planned!.warnings)).toEqual(["en: embedded iframe removed: privacy rule"]);
    // The language rides as a parameter, so the admin can word the line in its own language and still name it.
    expect(planned!.warnings[0]).toEqual({ code: "iframe-removed", params: { translation: "en" }, message: "en: embedded iframe removed: privacy rule" });
  });
});

describe("normalizeArticles: what cannot become an article is skipped with the reason", () => {
  test("content under 50 characters once sanitised", () => {
    expect(normalizeOne({ html: "<p>Short</p><script>a very long script that does not count at all</script>" }).skipped).toMatchObject({
      title: "A proper title",
      reason: "content shorter than 50 characters after sanitising",
    });
  });

  test("no title and no text", () => {
    expect(normalizeOne({ title: null, html: "<p></p>" }).skipped).toMatchObject({ title: "item 1", reason: "no title and no text" });
  });

  test("what articleInputSchema refuses, with its own message", () => {
    expect(normalizeOne({ title: "Hey" }).skipped).toMatchObject({ title: "Hey", reason: "Title must be at least 5 characters." });
  });
});

describe("normalizeArticles: status and dates", () => {
  test("a draft is unpublished; a scheduled item is published and flagged", () => {
    expect(normalizeOne({ status: "draft", publishedAt: null }).planned!.article).toMatchObject({ published: false, publishedAt: null });
    const scheduled = normalizeOne({ status: "scheduled", publishedAt: "2099-01-01T00:00:00.000Z" }).planned!;
    expect(scheduled.scheduled).toBe(true);
    expect(scheduled.article).toMatchObject({ published: true, publishedAt: "2099-01-01T00:00:00.000Z" });
  });

  test("a published item without a publication date takes its creation date", () => {
    expect(normalizeOne({ publishedAt: null }).planned!.article.publishedAt).toBe("2024-01-01T00:00:00.000Z");
  });
});

describe("buildPlan", () => {
  test("keeps only the uploads a kept article uses", () => {
    const used = "/uploads/import-pending-1.png";
    const unused = "/uploads/import-pending-2.png";
    const plan = buildPlan(
      "markdown",
      [source({ html: `<p>${TEXT}</p><img src="${used}">` }), source({ origin: "item 2", title: "Hey", html: `<p>${TEXT}</p><img src="${unused}">` })],
      {
        uploads: [
          { token: used, kind: "png", sourcePath: "a.png" },
          { token: unused, kind: "png", sourcePath: "b.png" },
        ],
      },
    );
    expect(plan.uploads.map((upload) => upload.token)).toEqual([used]);
    expect(plan.skipped).toHaveLength(1);
  });
});

describe("toIsoDate", () => {
  test.each([
    ["2023-05-01 10:00:00", "2023-05-01T10:00:00.000Z"],
    ["2023-05-01", "2023-05-01T00:00:00.000Z"],
    ["2023-05-01T10:00:00+02:00", "2023-05-01T08:00:00.000Z"],
    ["2023-05-01T10:00:00+0200", "2023-05-01T08:00:00.000Z"],
    ["2023-05-01T10:00", "2023-05-01T10:00:00.000Z"],
    ["Mon, 01 May 2023 10:00:00 +0000", "2023-05-01T10:00:00.000Z"],
    [1682935200000, "2023-05-01T10:00:00.000Z"],
    [new Date("2023-05-01T10:00:00Z"), "2023-05-01T10:00:00.000Z"],
  ])("%p", (value, iso) => {
    expect(toIsoDate(value)).toBe(iso);
  });

  test("absent dates are null (WordPress's zero date too); anything else is undefined", () => {
    expect([null, undefined, "", "0000-00-00 00:00:00"].map(toIsoDate)).toEqual([null, null, null, null]);
    expect(["yesterday", "2023-13-45", true, {}, new Date(Number.NaN), new Date("0000-01-01T10:00:00Z")].map(toIsoDate)).toEqual(Array(6).fill(undefined));
  });
});
