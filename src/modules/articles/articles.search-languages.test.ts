import { afterEach, describe, expect, test } from "bun:test";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { filler, writeArticle } from "./articles.test-helpers";

/**
 * Search across languages (issue 26, point 8): a reader of one language finds an article by a word that only
 * another language's text of it holds, and the answer says which language that was.
 */
type Result = { id: number; slug: string; title: string; snippet: string; lang?: string; matchedLanguage: string } & Record<string, unknown>;

let t: TestApp;
afterEach(() => t?.cleanup());

const englishFiller = (n: number) => "A filler paragraph that says nothing in particular about the topic. ".repeat(n);

const write = (slug: string, fields: Record<string, unknown> = {}) => writeArticle(t, slug, fields);

/** An article translated into English in every field: its Spanish text is nowhere in what an English reader sees. */
const fullyTranslated = (spanishWords: string, englishWords = "") => ({
  content: `<p>${filler(2)} ${spanishWords} ${filler(2)}</p>`,
  translations: {
    en: {
      title: "A translated title",
      summary: "A summary in English, long enough.",
      category: "Gardening",
      content: `<p>${englishFiller(2)} ${englishWords} ${englishFiller(2)}</p>`,
    },
  },
});

async function search(query: string, lang?: string, init: { admin?: boolean; token?: string } = {}): Promise<Result[]> {
  const res = await t.request("GET", `/api/articles?q=${encodeURIComponent(query)}${lang ? `&lang=${lang}` : ""}`, init);
  expect(res.status).toBe(200);
  return (await res.json()) as Result[];
}
const slugs = (results: Result[]) => results.map((r) => r.slug);

describe("search across languages", () => {
  test("the English site finds a word only the Spanish original holds, shown in English and marked as matched in Spanish", async () => {
    t = makeTestApp();
    await write("alcachofas", fullyTranslated("Cómo sembrar alcachofas en macetas hondas."));
    await write("otro", fullyTranslated("Nada que ver."));
    const [hit, ...rest] = await search("alcachofas", "en");
    expect(rest).toEqual([]);
    expect(hit).toMatchObject({ slug: "alcachofas", title: "A translated title", category: "Gardening", lang: "en", matchedLanguage: "es" });
    // The passage is the Spanish text that matched, so the reader sees why the article came up.
    expect(hit!.snippet).toContain("sembrar <mark>alcachofas</mark> en macetas");
    // The answer is the visitor's article shape plus the two search fields, and no translations.
    expect(Object.keys(hit!).sort()).toEqual(
      [
        "category",
        "content",
        "createdAt",
        "id",
        "imageUrl",
        "lang",
        "matchedLanguage",
        "published",
        "publishAt",
        "publishedAt",
        "readTime",
        "slug",
        "snippet",
        "summary",
        "title",
        "updatedAt",
      ].sort(),
    );
  });

  test("every result names the language it matched in; the text shown wins when it matches too", async () => {
    t = makeTestApp();
    await write("en-ambos", fullyTranslated("Riego por goteo casero.", "Homemade drip irrigation."));
    await write("solo-espanol", { content: `<p>${filler(1)} Riego por goteo sin traducir. ${filler(1)}</p>` });
    const english = await search("goteo", "en");
    expect(english.map((r) => [r.slug, r.lang, r.matchedLanguage])).toEqual([
      // Shown in Spanish (not translated): matched in the text shown.
      ["solo-espanol", "es", "es"],
      // Shown in English; only its Spanish original says "goteo".
      ["en-ambos", "en", "es"],
    ]);
    const [drip] = await search("drip", "en");
    expect(drip).toMatchObject({ slug: "en-ambos", lang: "en", matchedLanguage: "en" });
    expect(drip!.snippet).toContain("Homemade <mark>drip</mark> irrigation");
    // The other way round: the Spanish site finds the English word, and the answer keeps the API's Spanish shape.
    const [fromSpanish] = await search("drip", "es");
    expect(fromSpanish).toMatchObject({ slug: "en-ambos", lang: "es", matchedLanguage: "en" });
    const [noLang] = await search("drip");
    expect(noLang).toMatchObject({ slug: "en-ambos", matchedLanguage: "en" });
    expect(noLang).toHaveProperty("translations");
  });

  test("a match in the text shown ranks above a better one in another language", async () => {
    t = makeTestApp();
    // Its Spanish title holds the word (worth ten times the text), but English readers do not see that title.
    await write("titulo-en-espanol", { ...fullyTranslated(""), title: "Compostaje en casa" });
    // Its English text holds the word once, in the body.
    await write("texto-en-ingles", fullyTranslated("", "Notes on compostaje, the Spanish word."));
    expect(slugs(await search("compostaje", "en"))).toEqual(["texto-en-ingles", "titulo-en-espanol"]);
    expect(slugs(await search("compostaje", "es"))).toEqual(["titulo-en-espanol", "texto-en-ingles"]);
  });

  test("short words (LIKE) are found across languages too", async () => {
    t = makeTestApp();
    await write("en-go", fullyTranslated("Servicios pequeños escritos en Go y SQLite."));
    const [hit] = await search("Go", "en");
    expect(hit).toMatchObject({ slug: "en-go", lang: "en", matchedLanguage: "es" });
    expect(hit!.snippet).toContain("<mark>Go</mark>");
  });

  test("an article is listed once however many of its languages match, and the limit of 20 counts articles", async () => {
    t = makeTestApp();
    const everyLanguage = Object.fromEntries(["en", "fr", "de", "it", "pt", "ja", "zh"].map((lang) => [lang, { title: `Observabilidad ${lang}` }]));
    for (let i = 0; i < 23; i++) await write(`muchos-${i}`, { title: `Observabilidad ${i}`, translations: everyLanguage });
    for (const lang of ["es", "en", "ja"]) {
      const results = await search("observabilidad", lang);
      expect(results).toHaveLength(20);
      expect(new Set(slugs(results)).size).toBe(20);
      expect(new Set(results.map((r) => r.matchedLanguage))).toEqual(new Set([lang]));
    }
  });

  test("what visitors may not read is not found through a translation either, whoever asks", async () => {
    t = makeTestApp();
    await write("borrador", { ...fullyTranslated("Un borrador sobre lombricultura."), published: false });
    await write("programado", { ...fullyTranslated("Lombricultura para más tarde."), publishAt: new Date(t.clock.now() + 3600_000).toISOString() });
    await write("visible", fullyTranslated("Lombricultura en el balcón."));
    for (const init of [{}, { admin: true }, { token: "garbage.token.here" }]) {
      expect(slugs(await search("lombricultura", "en", init))).toEqual(["visible"]);
    }
  });

  test("a deleted translation is no longer searched", async () => {
    t = makeTestApp();
    const { id } = await write("quitada", { translations: { fr: { content: `<p>${filler(1)} Le potager en permaculture. ${filler(1)}</p>` } } });
    expect(slugs(await search("permaculture", "en"))).toEqual(["quitada"]);
    const res = await t.request("PUT", `/api/articles/${id}`, { admin: true, json: { translations: {} } });
    expect(res.status).toBe(200);
    expect(await search("permaculture", "en")).toEqual([]);
  });
});
