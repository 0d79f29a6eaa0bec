import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { articleInput, articleRequests, type ArticleJson, pause, words } from "./articles.test-helpers";

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

const { create, getJson } = articleRequests(() => t);

describe("who sees drafts", () => {
  test("visitors list published articles only, newest publishedAt first", async () => {
    const first = await create({ slug: "primero", published: true });
    await pause(5);
    await create({ slug: "borrador" });
    await pause(5);
    const second = await create({ slug: "segundo", published: true });
    const { status, body } = await getJson<ArticleJson[]>("/api/articles");
    expect(status).toBe(200);
    expect(body.map((a) => a.slug)).toEqual([second.slug, first.slug]);
    expect(body.every((a) => typeof a.readTime === "number")).toBe(true);
  });

  test("the admin lists drafts too, by publishedAt or else updatedAt, newest first", async () => {
    await create({ slug: "publicado-antes", published: true });
    await pause(5);
    await create({ slug: "borrador-nuevo" });
    await pause(5);
    const edited = await create({ slug: "borrador-editado" });
    await pause(5);
    await create({ slug: "publicado-despues", published: true });
    await pause(5);
    await t.request("PUT", `/api/articles/${edited.id}`, { admin: true, json: { summary: "Un resumen cambiado ahora" } });
    const { body } = await getJson<ArticleJson[]>("/api/articles", { admin: true });
    expect(body.map((a) => a.slug)).toEqual(["borrador-editado", "publicado-despues", "borrador-nuevo", "publicado-antes"]);
  });

  test("a visitor with a garbage or expired token is still a visitor, not a 401", async () => {
    await create({ slug: "borrador" });
    const { status, body } = await getJson<ArticleJson[]>("/api/articles", { token: "garbage.token.value" });
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  test("a draft by id or slug is 404 for a visitor and visible to the admin", async () => {
    const draft = await create();
    for (const path of [`/api/articles/${draft.id}`, `/api/articles/slug/${draft.slug}`]) {
      const visitor = await getJson<{ message: string }>(path);
      expect(visitor.status).toBe(404);
      expect(visitor.body.message).toBeString();
      const admin = await getJson<ArticleJson>(path, { admin: true });
      expect(admin.status).toBe(200);
      expect(admin.body.id).toBe(draft.id);
    }
  });

  test("a published article by id or slug is visible to a visitor", async () => {
    const article = await create({ published: true });
    expect((await getJson<ArticleJson>(`/api/articles/${article.id}`)).body.slug).toBe(article.slug);
    expect((await getJson<ArticleJson>(`/api/articles/slug/${article.slug}`)).body.id).toBe(article.id);
  });

  test("unknown id or slug is 404, a malformed id is 400", async () => {
    expect((await t.request("GET", "/api/articles/999", { admin: true })).status).toBe(404);
    expect((await t.request("GET", "/api/articles/slug/nada", { admin: true })).status).toBe(404);
    expect((await t.request("GET", "/api/articles/abc")).status).toBe(400);
  });
});

describe("languages", () => {
  const translations = {
    en: { title: "An article in English", summary: "A long enough summary", content: `<p>${words(60)} english</p>`, category: "Development" },
    fr: { title: "Un article en français" },
  };

  test("?lang= answers the translated fields and lang, without translations", async () => {
    const article = await create({ published: true, translations });
    const { body } = await getJson<ArticleJson>(`/api/articles/slug/${article.slug}?lang=en`);
    expect(body).toMatchObject({ ...translations.en, slug: article.slug, lang: "en" });
    expect(body.translations).toBeUndefined();
  });

  test("a field without a translation falls back to Spanish", async () => {
    const article = await create({ published: true, translations });
    const { body } = await getJson<ArticleJson>(`/api/articles/${article.id}?lang=fr`);
    expect(body).toMatchObject({ title: translations.fr.title, summary: article.summary, category: article.category, lang: "fr" });
  });

  test("no translation at all, or an unknown code, answers Spanish with lang es", async () => {
    const article = await create({ published: true, translations });
    for (const lang of ["de", "xx"]) {
      const { body } = await getJson<ArticleJson[]>(`/api/articles?lang=${lang}`);
      expect(body[0]).toMatchObject({ title: article.title, lang: "es" });
      expect(body[0]!.translations).toBeUndefined();
    }
  });

  test("without lang the Spanish fields and every translation", async () => {
    const article = await create({ published: true, translations });
    const { body } = await getJson<ArticleJson>(`/api/articles/${article.id}`);
    expect(body.title).toBe(article.title);
    expect(body.lang).toBeUndefined();
    expect(body.translations).toEqual(translations);
  });

  test("an unknown translation language is a 400", async () => {
    const res = await t.request("POST", "/api/articles", { admin: true, json: articleInput({ translations: { xx: { title: "Something long" } } }) });
    expect(res.status).toBe(400);
  });
});

describe("related reading", () => {
  test("up to three published articles: the same category first, then the newest, in the asked language", async () => {
    const base = await create({ slug: "base", category: "Datos", published: true });
    await pause(5);
    await create({ slug: "misma-categoria", category: "Datos", published: true, translations: { en: { title: "Same category, in English" } } });
    await pause(5);
    await create({ slug: "borrador-misma", category: "Datos" });
    await create({ slug: "otra-antigua", category: "Diseño", published: true });
    await pause(5);
    await create({ slug: "otra-reciente", category: "Diseño", published: true });
    await pause(5);
    await create({ slug: "la-mas-nueva", category: "Otra", published: true });

    const { status, body } = await getJson<ArticleJson[]>(`/api/articles/slug/${base.slug}/related?lang=en`);
    expect(status).toBe(200);
    expect(body.map((a) => a.slug)).toEqual(["misma-categoria", "la-mas-nueva", "otra-reciente"]);
    expect(body[0]).toMatchObject({ title: "Same category, in English", lang: "en" });
    // A draft has no related reading for visitors: it is not there.
    expect((await t.request("GET", "/api/articles/slug/borrador-misma/related")).status).toBe(404);
  });

  test("the article page ends with it, rendered on the server", async () => {
    await create({ slug: "principal", title: "El artículo principal", category: "Datos", published: true });
    await create({ slug: "vecino", title: "Un vecino de categoría", category: "Datos", published: true });
    const html = await (await t.request("GET", "/articles/principal")).text();
    expect(html).toContain("Sigue leyendo");
    expect(html).toContain("Un vecino de categoría");
    expect(html).toContain('href="/articles/vecino?lang=es"');
    const data = JSON.parse(html.match(/<script id="__DATA__" type="application\/json">(.*?)<\/script>/)![1]!);
    expect(Object.keys(data.fallback)).toContain("/api/articles/slug/principal/related?lang=es");
  });
});
