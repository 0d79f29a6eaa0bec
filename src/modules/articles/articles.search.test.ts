import { afterEach, describe, expect, test } from "bun:test";
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { createApp } from "../../app";
import { openDatabase } from "../../db/open";
import { createMemoryLogger } from "../../lib/log";
import { makeTempDataDir, makeTestApp, type TestApp } from "../../testing/test-app";
import { createBackup } from "../backups/backups.write";
import { createScheduler } from "../../platform/scheduler/scheduler.jobs";
import { createManualClock } from "../../platform/scheduler/scheduler.clock";
import { markedPassage, plainText, searchTerms } from "./articles.search-text";
import { filler, writeArticle } from "./articles.test-helpers";

type Result = { id: number; slug: string; title: string; snippet: string; lang?: string; matchedLanguage: string };

let t: TestApp;
afterEach(() => t?.cleanup());

const write = (slug: string, fields: Record<string, unknown> = {}) => writeArticle(t, slug, fields);

async function search(query: string, lang?: string): Promise<Result[]> {
  const res = await t.request("GET", `/api/articles?q=${encodeURIComponent(query)}${lang ? `&lang=${lang}` : ""}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Result[];
}
const slugs = (results: Result[]) => results.map((r) => r.slug);

describe("search: what is found, and in which order", () => {
  test("a word in the title ranks above one in the summary, which ranks above one in the text", async () => {
    t = makeTestApp();
    await write("en-el-texto", { content: `<p>${filler(3)} Hablemos de replicación en serio. ${filler(3)}</p>` });
    await write("en-el-titulo", { title: "Replicación sin dolor" });
    await write("en-el-resumen", { summary: "Un resumen que menciona la replicación." });
    await write("sin-la-palabra");
    expect(slugs(await search("replicación"))).toEqual(["en-el-titulo", "en-el-resumen", "en-el-texto"]);
    // Case and accents do not matter.
    expect(slugs(await search("REPLICACION"))).toEqual(["en-el-titulo", "en-el-resumen", "en-el-texto"]);
    // Every word must be there, anywhere in the article (its category too).
    await write("categoria", { category: "Replicación", title: "Notas de despliegue" });
    expect(slugs(await search("replicación despliegue"))).toEqual(["categoria"]);
  });

  test("only what visitors may read: no drafts, nothing scheduled for later", async () => {
    t = makeTestApp();
    await write("publicado", { content: `<p>${filler(1)} sobre Kubernetes ${filler(1)}</p>` });
    await write("borrador", { published: false, content: `<p>${filler(1)} sobre Kubernetes ${filler(1)}</p>` });
    await write("programado", { publishAt: new Date(t.clock.now() + 3600_000).toISOString(), content: `<p>${filler(1)} sobre Kubernetes ${filler(1)}</p>` });
    expect(slugs(await search("kubernetes"))).toEqual(["publicado"]);
  });

  test("the passage that matched comes back escaped, with only the words in <mark>", async () => {
    t = makeTestApp();
    await write("html", {
      content: `<p>${filler(4)}</p><p>Escribe &lt;script&gt;alert("x")&lt;/script&gt; en el buscador y mira qué pasa con el Índice &amp; sus trigramas.</p><p>${filler(4)}</p>`,
    });
    const [result] = await search("indice trigramas");
    expect(result!.snippet).toContain("<mark>Índice</mark> &amp; sus <mark>trigramas</mark>");
    expect(result!.snippet).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(result!.snippet.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/);
    // A long text is cut around the match, with an ellipsis on each side it was cut.
    expect(result!.snippet.startsWith("…")).toBe(true);
    expect(result!.snippet.endsWith("…")).toBe(true);
    expect(result!.snippet.length).toBeLessThan(400);
  });

  test("found by its title alone, the passage is the start of its summary", async () => {
    t = makeTestApp();
    await write("titulo", { title: "Observabilidad para equipos pequeños", summary: "Métricas, trazas y registros <sin> drama." });
    const [result] = await search("observabilidad");
    expect(result!.snippet).toBe("Métricas, trazas y registros &lt;sin&gt; drama.");
  });

  test("in the language being shown, falling back to Spanish where the article is not translated", async () => {
    t = makeTestApp();
    await write("traducido", {
      content: `<p>${filler(1)} Cómo cuidar un huerto urbano. ${filler(1)}</p>`,
      translations: { en: { title: "Urban gardening", content: `<p>How to look after an urban vegetable garden, step by step, season after season.</p>` } },
    });
    await write("solo-espanol", { content: `<p>${filler(1)} Otro huerto, solo en español. ${filler(1)}</p>` });
    await write("titulo-traducido", {
      content: `<p>${filler(1)} Un huerto de balcón. ${filler(1)}</p>`,
      translations: { en: { title: "Balcony plants" } },
    });
    // Reading English: the translated article is searched in English...
    expect(slugs(await search("garden", "en"))).toEqual(["traducido"]);
    // ...and the others in the Spanish they are shown in (field by field: a translated title, a Spanish text); the
    // translated one's Spanish original holds the word too, and ranks after the matches in the text shown.
    const huerto = await search("huerto", "en");
    expect(slugs(huerto.slice(0, 2)).sort()).toEqual(["solo-espanol", "titulo-traducido"]);
    expect(slugs(huerto.slice(2))).toEqual(["traducido"]);
    expect(slugs(await search("balcony", "en"))).toEqual(["titulo-traducido"]);
    expect(slugs(await search("huerto", "es")).sort()).toEqual(["solo-espanol", "titulo-traducido", "traducido"]);
    // Without ?lang=, Spanish; the answer is in the API's usual shape (translations included).
    const [spanish] = await search("balcón");
    expect(spanish!.slug).toBe("titulo-traducido");
    expect(spanish).toHaveProperty("translations");
    const [english] = await search("garden", "en");
    expect(english).toMatchObject({ title: "Urban gardening", lang: "en" });
  });

  test("Japanese and Chinese: two-character words and longer ones, marked in the passage", async () => {
    t = makeTestApp();
    await write("cjk", {
      translations: {
        ja: { title: "全文検索の仕組み", content: "<p>データベースで全文検索を作るには、索引の設計が大切です。東京で話しました。</p>" },
        zh: { title: "全文搜索的原理", content: "<p>在数据库中实现全文搜索，索引的设计很重要。数据越多越需要索引。</p>" },
      },
    });
    await write("otro");
    for (const [word, lang] of [
      ["検索", "ja"],
      ["東京", "ja"],
      ["データベース", "ja"],
      ["数据", "zh"],
      ["搜索", "zh"],
      ["数据库", "zh"],
    ] as const) {
      const results = await search(word, lang);
      expect(slugs(results), `${word} (${lang})`).toEqual(["cjk"]);
    }
    const [zh] = await search("数据", "zh");
    expect(zh!.snippet).toContain("<mark>数据</mark>库中实现");
    expect(zh!.snippet).toContain("<mark>数据</mark>越多");
    const [ja] = await search("全文検索", "ja");
    expect(ja!.snippet).toContain("<mark>全文検索</mark>");
    // A word of another language is found there, and says so.
    const [fromChinese] = await search("数据", "ja");
    expect(fromChinese).toMatchObject({ slug: "cjk", lang: "ja", title: "全文検索の仕組み", matchedLanguage: "zh" });
    expect(fromChinese!.snippet).toContain("<mark>数据</mark>");
    // Two short words and a long one together.
    expect(slugs(await search("数据 索引 实现", "zh"))).toEqual(["cjk"]);
  });

  test("at most 20 results", async () => {
    t = makeTestApp();
    for (let i = 0; i < 23; i++) await write(`muchos-${i}`, { summary: `Un resumen sobre microservicios, número ${i}.` });
    expect(await search("microservicios")).toHaveLength(20);
  });
});

describe("search: any query is plain words, never a 500", () => {
  const HOSTILE = [
    '"',
    '""',
    '"unbalanced',
    "*",
    "sql*",
    "NEAR(sqlite index)",
    "NEAR",
    "-sqlite",
    "sqlite -index",
    "a OR b",
    "NOT sqlite",
    "AND",
    "title:sqlite",
    "{title summary}: sqlite",
    "^sqlite",
    "(sqlite",
    "sqlite)",
    "%",
    "_",
    "\\",
    "%%%_",
    "'); DROP TABLE articles; --",
    "\u0000",
    "🙂🙂🙂",
    "   ",
    "",
    "x".repeat(10_000),
    "sqlite ".repeat(2_000),
  ];

  /** As sent in the URL: broken percent-encoding, a lone surrogate's bytes, bytes that are not UTF-8. */
  const MALFORMED = ["%", "%%", "%E0%A4%A", "%ED%A0%80", "%FF%FE", "a%00b", "q=1&q=2"];

  test("each is answered with a list, as the API and as a page", async () => {
    t = makeTestApp();
    await write("sqlite", { title: "SQLite en producción", content: `<p>${filler(1)} Un índice bien hecho, 100% útil, con un_guion_bajo. ${filler(1)}</p>` });
    for (const encoded of [...HOSTILE.map(encodeURIComponent), ...MALFORMED]) {
      const api = await t.request("GET", `/api/articles?q=${encoded}`);
      expect(api.status, encoded.slice(0, 40)).toBe(200);
      expect(Array.isArray(await api.json())).toBe(true);
      const page = await t.request("GET", `/articles?q=${encoded}`);
      expect(page.status, encoded.slice(0, 40)).toBe(200);
    }
    expect(t.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM articles").get()!.n).toBe(1);
    expect(t.log.lines.filter((line) => line.level === "error")).toEqual([]);
  });

  test("operators and wildcards are characters to look for", async () => {
    t = makeTestApp();
    await write("porcentaje", { content: `<p>${filler(1)} Funciona al 100% con un_guion_bajo y C++ o -flags. ${filler(1)}</p>` });
    await write("otro");
    expect(slugs(await search("100%"))).toEqual(["porcentaje"]);
    expect(slugs(await search("%"))).toEqual(["porcentaje"]);
    expect(slugs(await search("_"))).toEqual(["porcentaje"]);
    expect(slugs(await search("C++"))).toEqual(["porcentaje"]);
    expect(slugs(await search("-flags"))).toEqual(["porcentaje"]);
    expect(await search("sql*")).toEqual([]);
    expect(await search("NEAR(funciona flags)")).toEqual([]);
  });

  test("LIKE's wildcards and its escape are letters: ?q=% (as sent, not encoded), _ or \\ find only articles holding them", async () => {
    t = makeTestApp();
    await write("sin-comodines");
    const found = async (query: string) => slugs((await (await t.request("GET", `/api/articles?q=${query}`)).json()) as Result[]);
    for (const query of ["%", "%25", "%%", "_", "%5F", "a_", "%5C", "%5C%25", "_%25"]) expect(await found(query), query).toEqual([]);
    expect(await (await t.request("GET", "/articles?q=%")).text()).not.toContain("/articles/sin-comodines");
    await write("con-comodines", { content: `<p>${filler(1)} Vale 100% y C:\\temp\\a_b. ${filler(1)}</p>` });
    for (const query of ["%", "_", "%5C", "a_"]) expect(await found(query), query).toEqual(["con-comodines"]);
  });

  test("queries are cut to 200 characters and 8 words", () => {
    expect(searchTerms("x".repeat(10_000))).toEqual(["x".repeat(200)]);
    expect(searchTerms("uno dos tres cuatro cinco seis siete ocho nueve diez")).toHaveLength(8);
    expect(searchTerms("  Índice   indice INDICE  ")).toEqual(["Índice"]);
  });
});

describe("search text", () => {
  test("article HTML becomes its words: tags are spaces, entities decoded", () => {
    expect(plainText("<h2>Uno</h2><p>dos&nbsp;tres &amp; cuatro &lt;b&gt; &#x41;&#66;</p><ul><li>cinco</li></ul>")).toBe("Uno dos tres & cuatro <b> AB cinco");
    // Inline markup is part of the line: no space appears where it was.
    expect(plainText('<p>Con <code>VACUUM</code>, en <a href="/x">la <strong>guía</strong></a>.<br>Otra línea</p>')).toBe("Con VACUUM, en la guía. Otra línea");
  });

  test("a passage marks every occurrence inside it, whatever its case or accents", () => {
    expect(markedPassage("Árbol, arbol y ARBOL.", ["arbol"])).toBe("<mark>Árbol</mark>, <mark>arbol</mark> y <mark>ARBOL</mark>.");
    expect(markedPassage("nada que ver", ["arbol"])).toBeNull();
  });
});

describe("the index follows every write", () => {
  test("edits, translations, deletions and the JSON import", async () => {
    t = makeTestApp();
    const { id } = await write("editado", { content: `<p>${filler(1)} Primera versión con Terraform. ${filler(1)}</p>` });
    expect(slugs(await search("terraform"))).toEqual(["editado"]);
    await t.request("PUT", `/api/articles/${id}`, { admin: true, json: { content: `<p>${filler(1)} Segunda versión con Pulumi. ${filler(1)}</p>` } });
    expect(await search("terraform")).toEqual([]);
    expect(slugs(await search("pulumi"))).toEqual(["editado"]);
    await t.request("PUT", `/api/articles/${id}`, {
      admin: true,
      json: { translations: { de: { content: "<p>Zweite Fassung mit Pulumi und Kubernetes, ausführlich erklärt.</p>" } } },
    });
    expect(slugs(await search("ausführlich", "de"))).toEqual(["editado"]);

    const exported = (await (await t.request("GET", "/api/export", { admin: true })).json()) as { articles: Record<string, unknown>[] };
    exported.articles.push({
      ...exported.articles[0]!,
      slug: "importado",
      title: "Importado con Ansible",
      content: `<p>${filler(1)} Ansible también. ${filler(1)}</p>`,
      translations: {},
    });
    expect((await t.request("POST", "/api/import", { admin: true, json: exported })).status).toBe(200);
    expect(slugs(await search("ansible"))).toEqual(["importado"]);
    expect(slugs(await search("pulumi"))).toEqual(["editado"]);

    await t.request("DELETE", `/api/articles/${((await (await t.request("GET", "/api/articles/slug/editado")).json()) as { id: number }).id}`, { admin: true });
    expect(await search("pulumi")).toEqual([]);
    expect(t.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM article_search").get()!.n).toBe(1);
  });

  test("a restore while the site runs: the restored articles are found, the replaced ones are not", async () => {
    t = makeTestApp({ tempDataDir: true });
    mkdirSync(join(t.config.dataDir, "backups"), { recursive: true });
    await write("respaldado", { content: `<p>${filler(1)} Escrito antes del respaldo, sobre Grafana. ${filler(1)}</p>` });
    const archive = join(t.config.dataDir, "..", `search-${Date.now()}.tar.gz`);
    await createBackup(t.config.dataDir, archive, new Date());
    await write("posterior", { content: `<p>${filler(1)} Escrito después, sobre Prometheus. ${filler(1)}</p>` });
    const response = await t.request("POST", "/api/backups/restore", { admin: true, body: Bun.file(archive) });
    rmSync(archive, { force: true });
    expect(response.status).toBe(200);
    expect(slugs(await search("grafana"))).toEqual(["respaldado"]);
    expect(await search("prometheus")).toEqual([]);
    // The full-text index was rebuilt from the restored rows, not left pointing at the replaced ones.
    expect(t.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM article_search_fts WHERE article_search_fts MATCH '\"prometheus\"'").get()!.n).toBe(
      0,
    );
    expect(t.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM article_search_fts WHERE article_search_fts MATCH '\"grafana\"'").get()!.n).toBe(1);
  });

  test("a database from before search (upgraded at start-up) is searchable at once", async () => {
    const dataDir = makeTempDataDir();
    const path = join(dataDir, "portfolio.db");
    copyFileSync(join(import.meta.dir, "../../db/fixtures/0001_app_meta.db"), path);
    const db = openDatabase(path);
    const clock = createManualClock(Date.now());
    const log = createMemoryLogger();
    const scheduler = createScheduler({ clock, log });
    const app = createApp({ config: { ...makeTestApp().config, dataDir }, db, log, scheduler, clock });
    try {
      const { title, slug } = db.$client
        .query<{ title: string; slug: string }, []>("SELECT title, slug FROM articles WHERE published = 1 ORDER BY id LIMIT 1")
        .get()!;
      const word = title.split(/\s+/).find((w) => w.length > 5)!;
      const results = (await (await app.request(`/api/articles?q=${encodeURIComponent(word)}`)).json()) as Result[];
      expect(slugs(results)).toContain(slug);
    } finally {
      await scheduler.stop();
      db.$client.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the search page", () => {
  test("/articles?q= is rendered on the server with its results, and each search is a page of its own", async () => {
    t = makeTestApp();
    await write("ganador", { title: "Monitorizar con Grafana", content: `<p>${filler(1)} Paneles de Grafana para el equipo. ${filler(1)}</p>` });
    await write("otro", { title: "Un artículo sobre otra cosa" });
    const html = await (await t.request("GET", "/articles?q=grafana")).text();
    expect(html).toContain("<mark>");
    expect(html).toContain("Monitorizar con Grafana");
    expect(html).not.toContain("Un artículo sobre otra cosa");
    expect(html).toContain('value="grafana"');
    // Results are for whoever asked (or was sent the link), not for search engines.
    expect(html).toContain('<meta name="robots" content="noindex">');
    const data = JSON.parse(html.match(/<script id="__DATA__" type="application\/json">(.*?)<\/script>/)![1]!);
    expect(Object.keys(data.fallback)).toEqual(["/api/site-info?lang=es", "/api/articles?q=grafana&lang=es"]);
    // The list and another search are not the cached answer of this one.
    const list = await (await t.request("GET", "/articles")).text();
    expect(list).toContain("Un artículo sobre otra cosa");
    expect(list).not.toContain('content="noindex"');
    const none = await (await t.request("GET", "/articles?q=inexistente")).text();
    expect(none).not.toContain("Monitorizar con Grafana");
    expect(none).toContain("Ningún artículo coincide con «inexistente»");
  });
});
