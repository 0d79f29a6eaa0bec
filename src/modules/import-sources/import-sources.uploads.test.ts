import { describe, expect, test } from "bun:test";
import { GIF_1x1, PNG_1x1 } from "../../testing/images";
import type { ImportedArticle } from "./import-sources.types";
import { createUploadCollector, replaceUploadTokens } from "./import-sources.uploads";

// b.gif is unpacked whole, the others read for their first bytes only, as the Markdown reader asks for images.
const archive = {
  files: new Map<string, Uint8Array>([["b.gif", GIF_1x1]]),
  heads: new Map<string, Uint8Array>([
    ["a.png", PNG_1x1.subarray(0, 64)],
    ["notes.txt", new TextEncoder().encode("not an image")],
    ["liar.png", PNG_1x1.subarray(0, 64)],
  ]),
  sizes: new Map([
    ["a.png", PNG_1x1.length],
    ["b.gif", GIF_1x1.length],
    ["notes.txt", 12],
    ["liar.png", 6 * 1024 * 1024],
  ]),
  paths: new Set(["a.png", "b.gif", "notes.txt", "huge.png", "vector.svg", "liar.png"]),
  tooLarge: new Set(["huge.png"]),
};

describe("createUploadCollector", () => {
  test("one token per path, however often it is asked for, with the extension of the sniffed kind", () => {
    const collector = createUploadCollector(archive);
    expect(collector.tokenFor("a.png")).toEqual({ ok: true, token: "/uploads/import-pending-1.png" });
    expect(collector.tokenFor("b.gif")).toEqual({ ok: true, token: "/uploads/import-pending-2.gif" });
    expect(collector.tokenFor("a.png")).toEqual({ ok: true, token: "/uploads/import-pending-1.png" });
    expect(collector.uploads).toEqual([
      { token: "/uploads/import-pending-1.png", kind: "png", sourcePath: "a.png" },
      { token: "/uploads/import-pending-2.gif", kind: "gif", sourcePath: "b.gif" },
    ]);
  });

  test("says why a path cannot be an upload", () => {
    const collector = createUploadCollector(archive);
    expect(collector.tokenFor("notes.txt")).toMatchObject({ ok: false, problem: { message: "not a PNG, JPEG, GIF or WebP image: notes.txt" } });
    expect(collector.tokenFor("vector.svg")).toMatchObject({ ok: false, problem: { message: "not a PNG, JPEG, GIF or WebP image: vector.svg" } });
    expect(collector.tokenFor("huge.png")).toMatchObject({ ok: false, problem: { message: "image larger than 5 MB: huge.png" } });
    // Read under a larger per-file limit than an upload's: its unpacked size, not the head kept, decides.
    expect(collector.tokenFor("liar.png")).toMatchObject({ ok: false, problem: { message: "image larger than 5 MB: liar.png" } });
    expect(collector.tokenFor("gone.png")).toEqual({
      ok: false,
      problem: { code: "image-not-in-archive", params: { path: "gone.png" }, message: "image not found in the archive: gone.png" },
    });
    expect(collector.uploads).toEqual([]);
  });
});

describe("replaceUploadTokens", () => {
  const tokens = Array.from({ length: 10 }, (_, i) => `/uploads/import-pending-${i + 1}.png`);
  const article: ImportedArticle = {
    title: "With images",
    slug: "with-images",
    summary: "An article using tokens.",
    content: `<p><img src="${tokens[0]}" /><a href="${tokens[0]}">full</a><img src="${tokens[9]}" /></p>`,
    category: "Tests",
    imageUrl: tokens[9]!,
    published: true,
    publishAt: null,
    translations: { en: { title: "English", content: `<img src="${tokens[0]}" />` }, fr: { title: "Français" } },
    publishedAt: null,
    createdAt: null,
    updatedAt: null,
  };

  test("swaps every token for its stored URL, in content, cover and translations; one token is never the start of another", () => {
    const stored = new Map([
      [tokens[0]!, "/uploads/11111111111111111111111111111111.png"],
      [tokens[9]!, "/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png"],
    ]);
    expect(replaceUploadTokens(article, stored)).toEqual({
      ...article,
      content:
        '<p><img src="/uploads/11111111111111111111111111111111.png" /><a href="/uploads/11111111111111111111111111111111.png">full</a><img src="/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png" /></p>',
      imageUrl: "/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png",
      translations: { en: { title: "English", content: '<img src="/uploads/11111111111111111111111111111111.png" />' }, fr: { title: "Français" } },
    });
  });
});
