import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { ARTICLE_MESSAGES } from "../../shared/schemas/articles";
import { articleInput, articleRequests, type ArticleJson, pause, words } from "./articles.test-helpers";

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

const { create, getJson } = articleRequests(() => t);

describe("creating", () => {
  test("201 with the whole article, a draft by default", async () => {
    const article = await create();
    expect(article).toMatchObject({
      title: "Un artículo de prueba",
      slug: "un-articulo",
      summary: "Un resumen suficientemente largo",
      category: "Desarrollo",
      imageUrl: null,
      published: false,
      publishedAt: null,
      translations: {},
    });
    expect(article.id).toBeInteger();
    expect(article.createdAt).toMatch(ISO_UTC);
    expect(article.updatedAt).toMatch(ISO_UTC);
  });

  test("published: true sets publishedAt", async () => {
    const article = await create({ published: true });
    expect(article.published).toBe(true);
    expect(article.publishedAt).toMatch(ISO_UTC);
  });

  test("each spec §5 message word for word, path = field name", async () => {
    const res = await t.request("POST", "/api/articles", {
      admin: true,
      json: { title: "abc", slug: "No Vale", summary: "corto", content: "<p>poco</p>", category: "x", imageUrl: "javascript:alert(1)", published: true },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; issues: { path: string; code: string; message: string; params?: object }[] };
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: "title", code: "article.title", message: ARTICLE_MESSAGES.title },
        { path: "slug", code: "article.slug-format", message: ARTICLE_MESSAGES.slugFormat },
        { path: "summary", code: "article.summary", message: ARTICLE_MESSAGES.summary },
        { path: "content", code: "article.content", message: ARTICLE_MESSAGES.content },
        { path: "category", code: "article.category", message: ARTICLE_MESSAGES.category },
        { path: "imageUrl", code: "invalid-url", message: ARTICLE_MESSAGES.imageUrl },
      ]),
    );
    expect(ARTICLE_MESSAGES).toMatchObject({
      title: "Title must be at least 5 characters.",
      slugLength: "Slug must be at least 3 characters.",
      slugFormat: "Slug can only contain lowercase letters, numbers, and hyphens.",
      summary: "Summary must be at least 10 characters.",
      content: "Content must be at least 50 characters.",
      category: "Category is required.",
      imageUrl: "Please enter a valid URL.",
    });
  });

  test("fields left out report their own spec message", async () => {
    const res = await t.request("POST", "/api/articles", { admin: true, json: {} });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: { path: string; code: string; message: string; params?: object }[] };
    expect(body.issues).toEqual([{ path: "title", code: "article.title", message: ARTICLE_MESSAGES.title }]);
  });

  test("a body that is not JSON is a 400", async () => {
    const res = await t.request("POST", "/api/articles", { admin: true, body: "{oops", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
  });

  test("a slug shorter than 3 characters", async () => {
    const res = await t.request("POST", "/api/articles", { admin: true, json: articleInput({ slug: "ab" }) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: unknown[] }).issues).toContainEqual({
      path: "slug",
      code: "article.slug-length",
      message: ARTICLE_MESSAGES.slugLength,
    });
  });

  test("a taken slug is a 409 with a message naming it", async () => {
    await create();
    const res = await t.request("POST", "/api/articles", { admin: true, json: articleInput({ title: "Otro artículo distinto" }) });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toContain("un-articulo");
  });

  test("the HTML is sanitised when saved, in Spanish and in each translation", async () => {
    const article = await create({
      content: `<p onclick="steal()">${words(60)}</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>`,
      translations: { en: { content: `<p>${words(60)}</p><iframe src="https://evil.example"></iframe><img src="x" onerror="alert(1)">` } },
    });
    expect(article.content).toBe(`<p>${words(60)}</p><a rel="noopener noreferrer">x</a>`);
    expect(article.translations?.en?.content).toBe(`<p>${words(60)}</p>`);
    const stored = await getJson<ArticleJson>(`/api/articles/${article.id}`, { admin: true });
    expect(stored.body.content).not.toContain("script");
  });
});

describe("reading time", () => {
  test("ceil(words / 200) of the text with tags stripped, at least 1", async () => {
    const short = await create({ slug: "corto", content: `<p>${words(20)}</p><p>${"<b>x</b>".repeat(50)}</p>` });
    expect(short.readTime).toBe(1);
    const exact = await create({ slug: "exacto", content: `<h2>${words(200)}</h2>` });
    expect(exact.readTime).toBe(1);
    const longer = await create({ slug: "largo", content: `<p>${words(201)}</p><ul><li>${words(199)}</li></ul>` });
    expect(longer.readTime).toBe(2);
    const tagsOnly = await create({ slug: "etiquetas", content: `<p><strong>${words(401)}</strong></p>` });
    expect(tagsOnly.readTime).toBe(3);
  });

  test("words glued by tags count apart; &nbsp; separates words", async () => {
    const article = await create({ content: `<p>${Array.from({ length: 201 }, (_, i) => `w${i}`).join("&nbsp;")}</p>` });
    expect(article.readTime).toBe(2);
  });

  test("computed from the localized text", async () => {
    const article = await create({ published: true, translations: { en: { content: `<p>${words(450)}</p>` } } });
    expect(article.readTime).toBe(1);
    const { body } = await getJson<ArticleJson>(`/api/articles/${article.id}?lang=en`);
    expect(body.readTime).toBe(3);
  });
});

describe("updating", () => {
  test("fields left out keep their value; updatedAt moves on every update", async () => {
    const article = await create({ imageUrl: "https://example.com/a.png", translations: { en: { title: "An English title" } } });
    await pause(5);
    const res = await t.request("PUT", `/api/articles/${article.id}`, { admin: true, json: { title: "Un título cambiado" } });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as ArticleJson;
    const { updatedAt: _before, ...unchanged } = article;
    expect(updated).toMatchObject({ ...unchanged, title: "Un título cambiado" });
    expect(updated.updatedAt > article.updatedAt).toBe(true);
    expect(updated.createdAt).toBe(article.createdAt);
    await pause(5);
    const again = (await (await t.request("PUT", `/api/articles/${article.id}`, { admin: true, json: {} })).json()) as ArticleJson;
    expect(again.updatedAt > updated.updatedAt).toBe(true);
  });

  test("imageUrl empty clears it; translations are replaced as given", async () => {
    const article = await create({ imageUrl: "/uploads/a.png", translations: { en: { title: "An English title" } } });
    const res = await t.request("PUT", `/api/articles/${article.id}`, {
      admin: true,
      json: { imageUrl: "", translations: { fr: { title: "Un titre français" } } },
    });
    const updated = (await res.json()) as ArticleJson;
    expect(updated.imageUrl).toBeNull();
    expect(updated.translations).toEqual({ fr: { title: "Un titre français" } });
  });

  test("validation applies to the fields given: a published article keeps its rules", async () => {
    const article = await create({ published: true });
    const res = await t.request("PUT", `/api/articles/${article.id}`, { admin: true, json: { summary: "corto" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: unknown[] }).issues).toEqual([{ path: "summary", code: "article.summary", message: ARTICLE_MESSAGES.summary }]);
  });

  test("taking another article's slug is a 409; keeping its own is fine", async () => {
    await create({ slug: "ocupado" });
    const article = await create({ slug: "libre" });
    expect((await t.request("PUT", `/api/articles/${article.id}`, { admin: true, json: { slug: "ocupado" } })).status).toBe(409);
    expect((await t.request("PUT", `/api/articles/${article.id}`, { admin: true, json: { slug: "libre" } })).status).toBe(200);
  });

  test("content is sanitised on update", async () => {
    const article = await create();
    const res = await t.request("PUT", `/api/articles/${article.id}`, {
      admin: true,
      json: { content: `<p style="position:fixed">${words(60)}</p><img src="data:image/png;base64,AAAA">` },
    });
    expect(((await res.json()) as ArticleJson).content).toBe(`<p>${words(60)}</p>`);
  });

  test("an unknown article is 404", async () => {
    expect((await t.request("PUT", "/api/articles/999", { admin: true, json: { title: "Un título cambiado" } })).status).toBe(404);
  });
});

describe("publishing", () => {
  test("publishedAt is set on the first publish and kept on unpublish and republish", async () => {
    const draft = await create();
    const published = (await (await t.request("POST", `/api/articles/${draft.id}/publish`, { admin: true })).json()) as ArticleJson;
    expect(published.published).toBe(true);
    expect(published.publishedAt).toMatch(ISO_UTC);
    expect(published.readTime).toBeGreaterThanOrEqual(1);
    await pause(5);
    const unpublishRes = await t.request("POST", `/api/articles/${draft.id}/unpublish`, { admin: true });
    expect(unpublishRes.status).toBe(200);
    const unpublished = (await unpublishRes.json()) as ArticleJson;
    expect(unpublished.published).toBe(false);
    expect(unpublished.publishedAt).toBe(published.publishedAt);
    await pause(5);
    const republished = (await (await t.request("POST", `/api/articles/${draft.id}/publish`, { admin: true })).json()) as ArticleJson;
    expect(republished.published).toBe(true);
    expect(republished.publishedAt).toBe(published.publishedAt);
  });

  test("an unpublished article disappears for visitors again", async () => {
    const article = await create({ published: true });
    await t.request("POST", `/api/articles/${article.id}/unpublish`, { admin: true });
    expect((await t.request("GET", `/api/articles/slug/${article.slug}`)).status).toBe(404);
    expect((await getJson<ArticleJson[]>("/api/articles")).body).toEqual([]);
  });

  test("publishing through PUT also sets publishedAt once", async () => {
    const draft = await create();
    const published = (await (await t.request("PUT", `/api/articles/${draft.id}`, { admin: true, json: { published: true } })).json()) as ArticleJson;
    expect(published.publishedAt).toMatch(ISO_UTC);
    await pause(5);
    const again = (await (await t.request("PUT", `/api/articles/${draft.id}`, { admin: true, json: { published: true } })).json()) as ArticleJson;
    expect(again.publishedAt).toBe(published.publishedAt);
  });

  test("an unknown article is 404", async () => {
    expect((await t.request("POST", "/api/articles/999/publish", { admin: true })).status).toBe(404);
    expect((await t.request("POST", "/api/articles/999/unpublish", { admin: true })).status).toBe(404);
  });
});

describe("deleting", () => {
  test("204, then 404", async () => {
    const article = await create();
    const res = await t.request("DELETE", `/api/articles/${article.id}`, { admin: true });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect((await t.request("GET", `/api/articles/${article.id}`, { admin: true })).status).toBe(404);
    expect((await t.request("DELETE", `/api/articles/${article.id}`, { admin: true })).status).toBe(404);
  });
});

describe("admin only", () => {
  test("writes without a token are 401", async () => {
    const article = await create();
    const attempts: [string, string][] = [
      ["POST", "/api/articles"],
      ["PUT", `/api/articles/${article.id}`],
      ["DELETE", `/api/articles/${article.id}`],
      ["POST", `/api/articles/${article.id}/publish`],
      ["POST", `/api/articles/${article.id}/unpublish`],
    ];
    for (const [method, path] of attempts) {
      const res = await t.request(method, path, { json: articleInput({ slug: "otro" }) });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 401 });
    }
    expect((await getJson<ArticleJson>(`/api/articles/${article.id}`, { admin: true })).body.published).toBe(false);
  });
});
