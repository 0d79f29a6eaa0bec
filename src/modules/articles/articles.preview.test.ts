import { afterEach, describe, expect, test } from "bun:test";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { pathForLog } from "../../lib/request-log";
import { createManualClock } from "../../platform/scheduler/scheduler.clock";
import { hashPreviewToken } from "./articles.usecases";

type PreviewLink = { url: string; token: string };

let t: TestApp;
afterEach(() => t?.cleanup());

const START = Date.parse("2026-03-08T18:00:00.000Z");
const TITLE = "Borrador sobre colas de trabajo";
const SLUG = "colas-de-trabajo";

async function draft(fields: Record<string, unknown> = {}): Promise<{ id: number }> {
  const res = await t.request("POST", "/api/articles", {
    admin: true,
    json: {
      title: TITLE,
      slug: SLUG,
      summary: "Lo que aprendí montando colas de trabajo.",
      content: `<p>${"Un texto que todavía no es público, sobre colas y reintentos. ".repeat(3)}</p>`,
      category: "Arquitectura",
      ...fields,
    },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number };
}

async function createLink(id: number): Promise<PreviewLink> {
  const res = await t.request("POST", `/api/articles/${id}/preview-link`, { admin: true });
  expect(res.status).toBe(201);
  return (await res.json()) as PreviewLink;
}

const pathOf = (link: PreviewLink) => new URL(link.url).pathname;

describe("private preview links", () => {
  test("create: a 256-bit token in a URL on the site; only its SHA-256 is stored", async () => {
    t = makeTestApp({ config: { publicUrl: "https://blog.example" } });
    const { id } = await draft();
    const link = await createLink(id);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`https://blog.example/preview/${link.token}`);
    const stored = t.db.$client.query<{ token_hash: string }, []>("SELECT token_hash FROM article_preview_links").all();
    expect(stored).toEqual([{ token_hash: hashPreviewToken(link.token) }]);
    expect(JSON.stringify(t.db.$client.query("SELECT * FROM article_preview_links").all())).not.toContain(link.token);
    expect(
      ((await (await t.request("GET", `/api/articles/${id}/preview-link`, { admin: true })).json()) as { createdAt: string | null }).createdAt,
    ).toBeString();
    // Two links are two different secrets.
    expect((await createLink(id)).token).not.toBe(link.token);
  });

  test("view: anyone with the link sees the article as it will look, under a banner, never indexed or cached", async () => {
    t = makeTestApp({ config: { publicUrl: "https://blog.example" } });
    const { id } = await draft();
    const link = await createLink(id);
    const res = await t.request("GET", pathOf(link));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(res.headers.get("etag")).toBeNull();
    const html = await res.text();
    expect(html).toContain(`<h1 class="m-0 mt-4 text-3xl font-bold leading-tight tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">${TITLE}</h1>`);
    expect(html).toContain("Vista previa: no publicado.");
    expect(html).toContain("Es un borrador");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<meta name="referrer" content="no-referrer">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain("hreflang=");
    expect(html).toContain(`<title>Vista previa: ${TITLE} · Portafolio Profesional</title>`);
    const api = await t.request("GET", `/api/preview/${link.token}?lang=en`);
    expect(api.status).toBe(200);
    expect(api.headers.get("cache-control")).toBe("private, no-store");
    expect(await api.json()).toMatchObject({ id, title: TITLE, published: false, scheduled: false, lang: "es" });
    // The request log shows neither form of the path with its token.
    expect(pathForLog(`https://blog.example/api/preview/${link.token}?lang=en`)).toBe("/api/preview/[token]");
    expect(pathForLog(link.url)).toBe("/preview/[token]");
  });

  test("the article stays out of the sitemap, RSS, search and the visitors' API", async () => {
    t = makeTestApp();
    const { id } = await draft();
    await createLink(id);
    for (const path of ["/sitemap.xml", "/rss.xml", "/articles", "/api/articles?lang=es", "/api/articles?q=colas", "/articles?q=colas"]) {
      expect(await (await t.request("GET", path)).text(), path).not.toContain(SLUG);
    }
  });

  test("a scheduled article's preview says when it goes out; at that moment the link leads to the public page", async () => {
    t = makeTestApp({ clock: createManualClock(START) });
    const { id } = await draft({ published: true, publishAt: "2026-03-10T09:00:00.000Z" });
    const link = await createLink(id);
    const html = await (await t.request("GET", pathOf(link))).text();
    expect(html).toContain("Se publicará el 10 de marzo de 2026");
    // Dated as it will be.
    expect(html).toContain('<time dateTime="2026-03-10T09:00:00.000Z">10 de marzo de 2026</time>');

    await t.clock.advanceTo(Date.parse("2026-03-10T09:00:01.000Z"));
    await t.scheduler.idle();
    const after = await t.request("GET", `${pathOf(link)}?lang=en`);
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toBe(`/articles/${SLUG}?lang=en`);
    expect(after.headers.get("cache-control")).toBe("private, no-store");
  });

  test("publish-then-redirect, and no new link for a published article", async () => {
    t = makeTestApp();
    const { id } = await draft();
    const link = await createLink(id);
    expect((await t.request("POST", `/api/articles/${id}/publish`, { admin: true })).status).toBe(200);
    const res = await t.request("GET", pathOf(link));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/articles/${SLUG}?lang=es`);
    const refused = await t.request("POST", `/api/articles/${id}/preview-link`, { admin: true });
    expect(refused.status).toBe(409);
  });

  test("publishing ends the link: taken back to a draft, the article is not shown again to whoever had it", async () => {
    t = makeTestApp();
    const { id } = await draft();
    const link = await createLink(id);
    expect((await t.request("POST", `/api/articles/${id}/publish`, { admin: true })).status).toBe(200);
    expect((await t.request("POST", `/api/articles/${id}/unpublish`, { admin: true })).status).toBe(200);
    expect((await t.request("GET", pathOf(link))).status).toBe(404);
    expect((await t.request("GET", `/api/preview/${link.token}`)).status).toBe(404);
    expect(((await (await t.request("GET", `/api/articles/${id}/preview-link`, { admin: true })).json()) as { createdAt: string | null }).createdAt).toBeNull();
    // Published and taken back through the article form: the same.
    const again = await createLink(id);
    expect((await t.request("PUT", `/api/articles/${id}`, { admin: true, json: { published: true } })).status).toBe(200);
    expect((await t.request("PUT", `/api/articles/${id}`, { admin: true, json: { published: false } })).status).toBe(200);
    expect((await t.request("GET", `/api/preview/${again.token}`)).status).toBe(404);
    // A link made after that, for the draft it is now, works until the next publication.
    const fresh = await createLink(id);
    expect((await t.request("GET", `/api/preview/${fresh.token}`)).status).toBe(200);
  });

  test("a scheduled article that went out and is taken back: its link ends too", async () => {
    t = makeTestApp({ clock: createManualClock(START) });
    const { id } = await draft({ published: true, publishAt: "2026-03-10T09:00:00.000Z" });
    const link = await createLink(id);
    await t.clock.advanceTo(Date.parse("2026-03-10T09:00:01.000Z"));
    await t.scheduler.idle();
    expect((await t.request("GET", pathOf(link))).status).toBe(302);
    expect((await t.request("PUT", `/api/articles/${id}`, { admin: true, json: { publishAt: "2026-03-12T09:00:00.000Z" } })).status).toBe(200);
    expect((await t.request("GET", pathOf(link))).status).toBe(404);
    // Unscheduled before its time, it was never seen: the link goes on previewing it.
    const before = await createLink(id);
    expect((await t.request("POST", `/api/articles/${id}/unpublish`, { admin: true })).status).toBe(200);
    expect((await t.request("GET", pathOf(before))).status).toBe(200);
  });

  test("revoked, replaced or never existing: the same 404, page and read", async () => {
    t = makeTestApp();
    const { id } = await draft();
    const revoked = await createLink(id);
    expect((await t.request("DELETE", `/api/articles/${id}/preview-link`, { admin: true })).status).toBe(204);
    expect(((await (await t.request("GET", `/api/articles/${id}/preview-link`, { admin: true })).json()) as { createdAt: string | null }).createdAt).toBeNull();
    const replaced = await createLink(id);
    const current = await createLink(id);
    const never = "A".repeat(43);

    const page = async (token: string) => {
      const res = await t.request("GET", `/preview/${token}`);
      return { status: res.status, html: (await res.text()).replaceAll(token, "TOKEN") };
    };
    const read = async (token: string) => {
      const res = await t.request("GET", `/api/preview/${token}`);
      return { status: res.status, body: await res.text() };
    };
    const reference = await page(never);
    expect(reference.status).toBe(404);
    expect(reference.html).toContain('<meta name="robots" content="noindex">');
    expect(reference.html).toContain("Vista previa no disponible");
    for (const token of [revoked.token, replaced.token, "short", `${never}x`]) {
      expect(await page(token)).toEqual(reference);
      expect(await read(token)).toEqual({ status: 404, body: '{"message":"Preview not found"}' });
    }
    // A path that does not even decode names no page at all.
    expect((await page("%E0%A4%A")).status).toBe(404);
    expect((await page(current.token)).status).toBe(200);

    // Deleting the article takes its link with it.
    await t.request("DELETE", `/api/articles/${id}`, { admin: true });
    expect((await page(current.token)).status).toBe(404);
    expect(t.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM article_preview_links").get()!.n).toBe(0);
  });

  test("only the admin makes, reads and revokes links", async () => {
    t = makeTestApp();
    const { id } = await draft();
    for (const method of ["GET", "POST", "DELETE"]) {
      expect((await t.request(method, `/api/articles/${id}/preview-link`)).status).toBe(401);
    }
    expect((await t.request("POST", "/api/articles/999/preview-link", { admin: true })).status).toBe(404);
  });
});
