import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import type { Article } from "../../shared/api";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { exportPortfolio, importPortfolio } from "../portability/portability.usecases";
import { ARTICLE_MESSAGES } from "../../shared/schemas/articles";

/**
 * Issue 26: a draft saves with a title alone; what visitors read (summary, category, 50 characters of content) is
 * required when the article is published or scheduled, however it gets there.
 */
type Issues = { path: string; message: string }[];

const FULL = {
  summary: "Un resumen suficientemente largo",
  content: `<p>${"Una frase con palabras suficientes para el artículo. ".repeat(3)}</p>`,
  category: "Desarrollo",
};
/** The three messages an article with nothing but a title gets when it is published, word for word as before. */
const PUBLISH_ISSUES: Issues = [
  { path: "summary", message: "Summary must be at least 10 characters." },
  { path: "content", message: "Content must be at least 50 characters." },
  { path: "category", message: "Category is required." },
];

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

async function post(json: Record<string, unknown>) {
  const res = await t.request("POST", "/api/articles", { admin: true, json });
  return { status: res.status, body: (await res.json()) as Article & { message: string; issues: Issues } };
}

const count = () => (t.db.$client.query("SELECT count(*) AS n FROM articles").get() as { n: number }).n;

describe("a draft with a title alone", () => {
  test("201, its slug made from the title, the rest empty", async () => {
    const { status, body } = await post({ title: "Mi primer borrador: ¿qué aprendí?", published: false });
    expect(status).toBe(201);
    expect(body).toMatchObject({ title: "Mi primer borrador: ¿qué aprendí?", slug: "mi-primer-borrador-que-aprendi", summary: "", content: "", category: "" });
    expect(body).toMatchObject({ published: false, publishedAt: null, scheduled: false });
  });

  test("published left out is a draft too", async () => {
    const { status, body } = await post({ title: "Solo un título" });
    expect(status).toBe(201);
    expect(body.published).toBe(false);
  });

  test("a title whose slug is taken gets the next free number; a slug the owner names stays a 409", async () => {
    expect((await post({ title: "Notas de la semana" })).body.slug).toBe("notas-de-la-semana");
    expect((await post({ title: "Notas de la semana" })).body.slug).toBe("notas-de-la-semana-2");
    expect((await post({ title: "Notas de la semana!" })).body.slug).toBe("notas-de-la-semana-3");
    expect((await post({ title: "Otras notas", slug: "notas-de-la-semana" })).status).toBe(409);
  });

  test("a title with nothing to make a slug of gets a plain one", async () => {
    expect((await post({ title: "日本語のタイトル" })).body.slug).toBe("article");
    expect((await post({ title: "中文标题文章" })).body.slug).toBe("article-2");
  });

  test("the title is still required, with its message", async () => {
    const { status, body } = await post({ title: "abc", published: false });
    expect(status).toBe(400);
    expect(body.issues).toEqual([{ path: "title", message: ARTICLE_MESSAGES.title }]);
  });

  test("a draft's text stays bounded", async () => {
    const { status, body } = await post({ title: "Un borrador largo", summary: "x".repeat(1001) });
    expect(status).toBe(400);
    expect(body.issues).toEqual([{ path: "summary", message: "Must be at most 1000 characters." }]);
  });

  test("visitors never see it: not listed, not found by id, slug, search or page, not in the feed or sitemap", async () => {
    const { body: draft } = await post({ title: "Borrador secreto zanahoria", summary: "zanahoria" });
    const visitorList = (await (await t.request("GET", "/api/articles")).json()) as Article[];
    expect(visitorList.map((a) => a.id)).not.toContain(draft.id);
    expect((await t.request("GET", `/api/articles/${draft.id}`)).status).toBe(404);
    expect((await t.request("GET", `/api/articles/slug/${draft.slug}`)).status).toBe(404);
    expect((await (await t.request("GET", "/api/articles?q=zanahoria")).json()) as unknown[]).toEqual([]);
    expect((await t.request("GET", `/articles/${draft.slug}`)).status).toBe(404);
    expect(await (await t.request("GET", "/rss.xml")).text()).not.toContain(draft.slug);
    expect(await (await t.request("GET", "/sitemap.xml")).text()).not.toContain(draft.slug);
    // The owner sees it.
    const adminList = (await (await t.request("GET", "/api/articles", { admin: true })).json()) as Article[];
    expect(adminList.map((a) => a.id)).toContain(draft.id);
  });
});

describe("publishing needs the whole article", () => {
  test("POST published with a title alone: 400 with the same messages as before, nothing stored", async () => {
    const { status, body } = await post({ title: "Publicado vacío", published: true });
    expect(status).toBe(400);
    expect(body.issues).toEqual(PUBLISH_ISSUES);
    expect(count()).toBe(0);
  });

  test("POST scheduled with a title alone: the same 400", async () => {
    const { status, body } = await post({ title: "Programado vacío", published: true, publishAt: "2099-01-01T09:00:00Z" });
    expect(status).toBe(400);
    expect(body.issues).toEqual(PUBLISH_ISSUES);
  });

  test("a short summary or category is fine in a draft, not once published", async () => {
    expect((await post({ title: "Borrador corto", summary: "corto", category: "x" })).status).toBe(201);
    const { status, body } = await post({ title: "Publicado corto", summary: "corto", category: "x", content: FULL.content, published: true });
    expect(status).toBe(400);
    expect(body.issues).toEqual([PUBLISH_ISSUES[0]!, PUBLISH_ISSUES[2]!]);
  });

  test("publishing the stored draft, by PUT or by /publish, is a 400 until it is complete", async () => {
    const { body: draft } = await post({ title: "Borrador para publicar" });
    const put = await t.request("PUT", `/api/articles/${draft.id}`, { admin: true, json: { published: true } });
    expect(put.status).toBe(400);
    expect(((await put.json()) as { issues: Issues }).issues).toEqual(PUBLISH_ISSUES);
    const scheduled = await t.request("PUT", `/api/articles/${draft.id}`, { admin: true, json: { published: true, publishAt: "2099-01-01T09:00:00Z" } });
    expect(scheduled.status).toBe(400);
    const publish = await t.request("POST", `/api/articles/${draft.id}/publish`, { admin: true });
    expect(publish.status).toBe(400);
    expect(((await publish.json()) as { issues: Issues }).issues).toEqual(PUBLISH_ISSUES);
    expect((await t.request("GET", `/api/articles/${draft.id}`)).status).toBe(404);

    // Completed in the same change, it goes out.
    const done = await t.request("PUT", `/api/articles/${draft.id}`, { admin: true, json: { ...FULL, published: true } });
    expect(done.status).toBe(200);
    expect((await t.request("GET", `/api/articles/${draft.id}`)).status).toBe(200);
  });

  test("a published article cannot be emptied; unpublished, it can", async () => {
    const { body: article } = await post({ title: "Un artículo completo", ...FULL, published: true });
    const emptied = await t.request("PUT", `/api/articles/${article.id}`, { admin: true, json: { content: "<p></p>" } });
    expect(emptied.status).toBe(400);
    expect(((await emptied.json()) as { issues: Issues }).issues).toEqual([PUBLISH_ISSUES[1]!]);
    const asDraft = await t.request("PUT", `/api/articles/${article.id}`, { admin: true, json: { content: "<p></p>", published: false } });
    expect(asDraft.status).toBe(200);
  });

  test("an export holding a title-only draft imports again; a published one without content does not", async () => {
    await post({ title: "Un borrador exportado" });
    const document = exportPortfolio(t.db, t.clock);
    expect(importPortfolio(t.db, document, t.clock).articles).toBe(1);
    const broken = { ...document, articles: [{ ...document.articles[0]!, published: true }] };
    expect(() => importPortfolio(t.db, broken, t.clock)).toThrow();
  });
});
