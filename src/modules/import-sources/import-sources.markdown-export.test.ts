import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { createManualClock } from "../../platform/scheduler/scheduler.clock";
import { GIF_1x1, PNG_1x1 } from "../../testing/images";
import { type ArticleJson, importRequests } from "./import-sources.test-helpers";

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ tempDataDir: true, clock: createManualClock(Date.parse("2024-06-15T12:00:00.000Z")) });
});
afterEach(() => t.cleanup());

const { reportOf, siteState, article, createArticle } = importRequests(() => t);

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
