import { describe, expect, test } from "bun:test";
import { posix } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { parse as parseYaml } from "yaml";
import { sanitizeArticleHtml } from "../../lib/sanitize";
import { GIF_1x1, PNG_1x1 } from "../../testing/images";
import { planCollisions } from "../import-sources/import-sources.collisions";
import { parseMarkdownArchive } from "../import-sources/import-sources.markdown";
import { exportArticlesAsMarkdown, type ExportableArticle } from "./portability.markdown-export";
import type { ImportPlan } from "../import-sources/import-sources.types";
import { replaceUploadTokens } from "../import-sources/import-sources.uploads";

/** The English text of each report line, in order. */
const messages = (notes: { message: string }[]) => notes.map((note) => note.message);

const COVER = "/uploads/0123456789abcdef0123456789abcdef.png";
const SMALL = "/uploads/fedcba9876543210fedcba9876543210-800x600.gif";
const GONE = "/uploads/99999999999999999999999999999999.png";
const UPLOADS = new Map([
  [COVER, PNG_1x1],
  [SMALL, GIF_1x1],
]);
const readUpload = (url: string) => UPLOADS.get(url) ?? null;

/** Stored as the site stores it: sanitised. */
const RICH_CONTENT = sanitizeArticleHtml(
  [
    "<h2>Intro</h2>",
    '<p>A paragraph with <strong>bold</strong>, <em>italic</em>, <u>underline</u>, <s>strike</s>, <a href="https://example.com" target="_blank">a new tab</a>, <a href="/articles/other">a site link</a> and <code>inline code</code>.</p>',
    "<p>Use the &lt;div&gt; element &amp; write &amp;amp; in HTML. 5 * 3 = 15, a_b_c, # not a heading, [not a link](x).</p>",
    '<p style="text-align:center">Centred <span style="color:#ff0000">red</span> text</p>',
    "<ul><li>One</li><li>Two <em>items</em></li></ul><ol><li>First</li><li>Second</li></ol>",
    "<blockquote><p>A quote</p></blockquote>",
    '<pre class="language-ts"><code class="language-ts">const a = 1;\nif (a &lt; 2) { console.log("&amp;"); }\n</code></pre>',
    `<figure><img src="${COVER}" alt="Diagram" /><figcaption>The diagram</figcaption></figure>`,
    `<p><img src="https://cdn.example.com/remote.png" alt="Remote" /> and <a href="${SMALL}"><img src="${SMALL}" alt="Small" /></a></p>`,
    "<table><thead><tr><th>H</th></tr></thead><tbody><tr><td>D</td></tr></tbody></table>",
    "<p>Line one<br />Line two</p><hr /><h3>End</h3>",
  ].join("\n"),
);

const articles: ExportableArticle[] = [
  {
    title: "Round trip: every field",
    slug: "round-trip",
    summary: "A summary: with a colon, and # a hash",
    content: RICH_CONTENT,
    category: "Tests",
    imageUrl: COVER,
    published: true,
    publishedAt: "2024-01-02T03:04:05.000Z",
    createdAt: "2024-01-01T00:00:00.000Z",
    updatedAt: "2024-01-03T00:00:00.000Z",
    translations: {
      en: {
        title: "Round trip in English",
        summary: "The English summary",
        content: `<p>English content with an <img src="${COVER}" alt="x" /></p>`,
        category: "Tests EN",
      },
      fr: { title: "Aller-retour" },
    },
  },
  {
    title: "12345",
    slug: "never-published",
    summary: "null or true: words YAML would read as values",
    content: "<p>A draft that was never published, with a remote cover and enough text.</p>",
    category: "Drafts",
    imageUrl: "https://cdn.example.com/cover.jpg",
    published: false,
    publishedAt: null,
    createdAt: "2024-02-01T00:00:00.000Z",
    updatedAt: "2024-02-01T00:00:00.000Z",
    translations: {},
  },
  {
    title: "Taken down again",
    slug: "taken-down",
    summary: "Published once, then unpublished: it keeps its first date.",
    content: `<p>Its image is gone from the uploads: <img src="${GONE}" alt="Gone" /> and the link stays as it was.</p>`,
    category: "Drafts",
    imageUrl: null,
    published: false,
    publishedAt: "2023-12-24T18:00:00.000Z",
    createdAt: "2023-12-20T00:00:00.000Z",
    updatedAt: "2023-12-26T00:00:00.000Z",
    translations: {},
  },
];

const exported = exportArticlesAsMarkdown(articles, readUpload);
const files = unzipSync(exported.zip);
const textOf = (path: string) => strFromU8(files[path]!);
const frontMatterOf = (path: string) => parseYaml(textOf(path).split("---\n")[1]!);

describe("exportArticlesAsMarkdown", () => {
  test("one file per article and per translation, and the images used under images/", () => {
    expect(Object.keys(files).sort()).toEqual([
      "images/0123456789abcdef0123456789abcdef.png",
      "images/fedcba9876543210fedcba9876543210-800x600.gif",
      "never-published.md",
      "round-trip.en.md",
      "round-trip.fr.md",
      "round-trip.md",
      "taken-down.md",
    ]);
    expect(files["images/0123456789abcdef0123456789abcdef.png"]).toEqual(PNG_1x1);
  });

  test("the front matter holds every field, dates as ISO strings and the cover as a relative path", () => {
    expect(frontMatterOf("round-trip.md")).toEqual({
      title: "Round trip: every field",
      slug: "round-trip",
      summary: "A summary: with a colon, and # a hash",
      category: "Tests",
      published: true,
      publishedAt: "2024-01-02T03:04:05.000Z",
      createdAt: "2024-01-01T00:00:00.000Z",
      updatedAt: "2024-01-03T00:00:00.000Z",
      imageUrl: "images/0123456789abcdef0123456789abcdef.png",
    });
    expect(frontMatterOf("never-published.md")).toMatchObject({
      title: "12345",
      published: false,
      publishedAt: null,
      imageUrl: "https://cdn.example.com/cover.jpg",
    });
  });

  test("translations hold their translated fields only", () => {
    expect(frontMatterOf("round-trip.en.md")).toEqual({ title: "Round trip in English", summary: "The English summary", category: "Tests EN" });
    expect(textOf("round-trip.en.md")).toEndWith("English content with an ![x](images/0123456789abcdef0123456789abcdef.png)\n");
    expect(frontMatterOf("round-trip.fr.md")).toEqual({ title: "Aller-retour" });
  });

  test("the body is Markdown, with relative image links and text that would read as HTML escaped", () => {
    const body = textOf("round-trip.md");
    expect(body).toContain("## Intro");
    expect(body).toContain("A paragraph with **bold**, *italic*");
    expect(body).toContain("Use the &lt;div> element & write &amp;amp; in HTML. 5 \\* 3 = 15, a\\_b\\_c, # not a heading, \\[not a link\\](x).");
    expect(body).toContain("```ts\nconst a = 1;");
    expect(body).toContain("[![Small](images/fedcba9876543210fedcba9876543210-800x600.gif)](images/fedcba9876543210fedcba9876543210-800x600.gif)");
    expect(body).not.toContain("/uploads/");
  });

  test("an upload that is gone keeps its link, with a warning", () => {
    expect(textOf("taken-down.md")).toContain(`![Gone](${GONE})`);
    expect(exported.warnings).toMatchObject([{ title: "Taken down again", message: `image ${GONE} not found among the uploads: its link is kept as it is` }]);
  });
});

/** Whitespace between tags aside (and a `<pre>`'s own class, which Markdown has no place for), the same HTML. */
const equivalentHtml = (html: string) =>
  html
    .replace(/>\s+</g, "><")
    .replace(/<pre class="[^"]*">/g, "<pre>")
    .trim();

describe("Markdown export → Markdown import into an empty site", () => {
  const result = parseMarkdownArchive(exported.zip);
  const plan = result.ok ? result.plan : (undefined as never as ImportPlan);
  // What the apply step will do: store each upload, then swap its token for the stored URL. Here the "stored" URL
  // is the original one, which the export kept as the file name.
  const storedUrls = new Map(plan.uploads.map((upload) => [upload.token, `/uploads/${posix.basename(upload.sourcePath)}`]));
  const actions = planCollisions(plan, [], "skip");
  const imported = actions.map((action) => replaceUploadTokens(action.item.article, storedUrls));

  test("reads the export back without skipping anything", () => {
    expect(result.ok).toBe(true);
    expect(plan.skipped).toEqual([]);
    expect(actions.map((action) => action.action)).toEqual(["create", "create", "create"]);
    expect(plan.uploads.map((upload) => upload.sourcePath).sort()).toEqual([
      "images/0123456789abcdef0123456789abcdef.png",
      "images/fedcba9876543210fedcba9876543210-800x600.gif",
    ]);
  });

  test("an upload the export could not include stays a link to this site's uploads, with a warning", () => {
    expect(messages(plan.articles.find((item) => item.article.slug === "taken-down")!.warnings)).toEqual([
      `image not in the archive, kept as a link to this site's uploads: ${GONE}`,
    ]);
  });

  test("gives the same articles: fields, published state, dates, translations and equivalent HTML", () => {
    const bySlug = new Map(imported.map((article) => [article.slug, article]));
    for (const original of articles) {
      const back = bySlug.get(original.slug);
      expect(back).toBeDefined();
      expect(back).toMatchObject({
        title: original.title,
        slug: original.slug,
        summary: original.summary,
        category: original.category,
        imageUrl: original.imageUrl,
        published: original.published,
        publishedAt: original.publishedAt,
        createdAt: original.createdAt,
        updatedAt: original.updatedAt,
      });
      expect(equivalentHtml(back!.content)).toBe(equivalentHtml(original.content));
      expect(Object.keys(back!.translations).sort()).toEqual(Object.keys(original.translations).sort());
      for (const [language, fields] of Object.entries(original.translations)) {
        const { content, ...texts } = fields!;
        expect(back!.translations[language]).toMatchObject(texts);
        if (content) expect(equivalentHtml(back!.translations[language]!.content!)).toBe(equivalentHtml(content));
      }
    }
  });
});
