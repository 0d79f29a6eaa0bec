import { afterEach, describe, expect, test } from "bun:test";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { seedDemo } from "../demo/demo.seed";
import { acceptLanguageTags, languageFromCookie, negotiateLanguage } from "../../shared/languages";

/** The server's side of the one negotiation: the page's ?lang=, the lang cookie, Accept-Language. */
const chooseLanguage = (langParam: string | undefined, acceptLanguage: string | undefined, cookieHeader?: string) =>
  negotiateLanguage({ query: langParam ?? null, chosen: languageFromCookie(cookieHeader), preferred: acceptLanguageTags(acceptLanguage) });
import { resolvePublicPage } from "../../../web/entry-server";

const matchPublicPage = (pathname: string) => resolvePublicPage(pathname).page;

let current: TestApp | undefined;
function seededApp(config = {}) {
  current = makeTestApp({ config });
  seedDemo(current.db);
  return current;
}
afterEach(() => current?.cleanup());

const hydrationData = (html: string) => JSON.parse(html.match(/<script id="__DATA__" type="application\/json">(.*?)<\/script>/)![1]!);
const meta = (html: string, attr: string, name: string) => html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`))?.[1];

describe("server-rendered public pages", () => {
  test("the home page arrives with its content, title, Open Graph tags, JSON-LD Person and hydration data", async () => {
    const { request, db } = seededApp({ publicUrl: "https://portfolio.example" });
    const response = await request("GET", "/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    const { title: featured } = db.$client.query<{ title: string }, []>('SELECT title FROM projects WHERE featured = 1 ORDER BY "order" LIMIT 1').get()!;
    const { about, owner_name, site_title } = db.$client
      .query<{ about: string; owner_name: string; site_title: string }, []>("SELECT about, owner_name, site_title FROM site_info")
      .get()!;
    expect(html).toContain(featured);
    expect(html).toContain('<html lang="es" data-scheme="auto">');
    expect(html).toContain(`<title>${site_title}</title>`);
    const description = meta(html, "name", "description")!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(about.startsWith(description.replace(/…$/, ""))).toBe(true);
    expect(meta(html, "property", "og:title")).toBe(site_title);
    expect(meta(html, "property", "og:site_name")).toBe(site_title);
    expect(meta(html, "property", "og:image")).toStartWith("https://portfolio.example/");
    expect(html).toContain('<link rel="canonical" href="https://portfolio.example/">');
    for (const lang of ["es", "en", "fr", "de", "it", "pt", "ja", "zh"]) expect(html).toContain(`hreflang="${lang}"`);
    expect(html).toContain(`"@type":"Person","name":${JSON.stringify(owner_name)}`);
    expect(html).toContain('rel="alternate" type="application/rss+xml"');
    const data = hydrationData(html);
    expect(data.lang).toBe("es");
    expect(Object.keys(data.fallback)).toEqual([
      "/api/site-info?lang=es",
      "/api/projects/featured?lang=es",
      "/api/cv?lang=es",
      "/api/articles?lang=es",
      "/api/subscribers/form",
      "/api/fediverse/profile",
    ]);
  });

  test("a site whose owner has written nothing describes no one: no description, no Person, a plain title", async () => {
    current = makeTestApp();
    const html = await (await current.request("GET", "/")).text();
    expect(html).toContain("<title>Portafolio Profesional</title>");
    expect(meta(html, "name", "description")).toBeUndefined();
    expect(meta(html, "property", "og:description")).toBeUndefined();
    expect(html).not.toContain('"@type":"Person"');
  });

  test("an article page carries its text, BlogPosting JSON-LD and article Open Graph tags", async () => {
    const { request, db } = seededApp();
    const article = db.$client
      .query<{ slug: string; title: string; summary: string }, []>("SELECT slug, title, summary FROM articles WHERE published = 1 LIMIT 1")
      .get()!;
    const html = await (await request("GET", `/articles/${article.slug}`)).text();
    expect(html).toContain(`<title>${article.title.replace(/&/g, "&amp;")} · `);
    expect(meta(html, "property", "og:type")).toBe("article");
    expect(meta(html, "name", "description")).toBeDefined();
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain(`"headline":${JSON.stringify(article.title)}`);
  });

  test("the language comes from ?lang=, then Accept-Language, then Spanish", async () => {
    const { request, db } = seededApp();
    const { translations } = db.$client
      .query<{ translations: string }, []>('SELECT translations FROM projects WHERE featured = 1 ORDER BY "order" LIMIT 1')
      .get()!;
    const english = JSON.parse(translations).en.title as string;
    const en = await (await request("GET", "/?lang=en")).text();
    expect(en).toContain('<html lang="en" data-scheme="auto">');
    expect(en).toContain(english);
    const negotiated = await (await request("GET", "/", { headers: { "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" } })).text();
    expect(negotiated).toContain('<html lang="fr" data-scheme="auto">');
    // The negotiating URL is its own canonical; a URL naming a language points at that language's address.
    expect(negotiated).toContain('<link rel="canonical" href="http://localhost/">');
    expect(en).toContain('<link rel="canonical" href="http://localhost/?lang=en">');
    expect(await (await request("GET", "/", { headers: { "accept-language": "ru, sv;q=0.5" } })).text()).toContain('<html lang="es" data-scheme="auto">');
    expect(await (await request("GET", "/?lang=xx", { headers: { "accept-language": "en" } })).text()).toContain('<html lang="es" data-scheme="auto">');
    // A visitor's earlier choice (its cookie) wins over Accept-Language, and ?lang= over both.
    const chosen = { "accept-language": "fr", cookie: "theme=dark; lang=de" };
    expect(await (await request("GET", "/", { headers: chosen })).text()).toContain('<html lang="de" data-scheme="auto">');
    expect(await (await request("GET", "/?lang=it", { headers: chosen })).text()).toContain('<html lang="it" data-scheme="auto">');
    expect(await (await request("GET", "/", { headers: { "accept-language": "fr", cookie: "lang=xx" } })).text()).toContain(
      '<html lang="fr" data-scheme="auto">',
    );
  });

  test("drafts and unknown slugs answer 404 with the not-found screen; unknown paths 404 with the 404 page", async () => {
    const { request, db } = seededApp();
    const draft = db.$client.query<{ slug: string }, []>("SELECT slug FROM articles WHERE published = 0 LIMIT 1").get()!;
    for (const path of [`/articles/${draft.slug}`, "/articles/no-such-article"]) {
      const response = await request("GET", path);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(hydrationData(html).fallback[`/api/articles/slug/${path.split("/").pop()}?lang=es`]).toBeNull();
    }
    const unknown = await request("GET", "/no/such/page");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("404 Página No Encontrada");
  });

  test("pages are cached with an ETag (304 on a match) until any write", async () => {
    const { request } = seededApp();
    const first = await request("GET", "/projects");
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    expect((await request("GET", "/projects", { headers: { "if-none-match": etag } })).status).toBe(304);

    const created = await request("POST", "/api/projects", {
      admin: true,
      json: { title: "Brand new project", description: "Written after the page was cached.", technologies: ["Bun"] },
    });
    expect(created.status).toBe(201);
    const after = await request("GET", "/projects", { headers: { "if-none-match": etag } });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain("Brand new project");
  });

  test("public API reads get ETags and 304s too, and are not cached for the admin", async () => {
    const { request } = seededApp();
    const first = await request("GET", "/api/projects?lang=es");
    const etag = first.headers.get("etag")!;
    expect((await request("GET", "/api/projects?lang=es", { headers: { "if-none-match": etag } })).status).toBe(304);
    const adminList = await request("GET", "/api/articles", { admin: true });
    expect(adminList.headers.get("etag")).toBeNull();
  });

  test("HTML is compressed when the client accepts it", async () => {
    const { request } = seededApp();
    const response = await request("GET", "/", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
  });
});

describe("page matching and language choice", () => {
  test("routes of the SPA", () => {
    expect(matchPublicPage("/")).toEqual({ kind: "home" });
    expect(matchPublicPage("/projects/")).toEqual({ kind: "projects" });
    expect(matchPublicPage("/articles/hola-mundo")).toEqual({ kind: "article", slug: "hola-mundo" });
    expect(matchPublicPage("/articles/%E0%A4%A")).toEqual({ kind: "not-found" });
    expect(matchPublicPage("/cookie-policy")).toEqual({ kind: "legal", page: "cookie-policy" });
    expect(matchPublicPage("/admin-ish")).toEqual({ kind: "not-found" });
  });

  test("Accept-Language with weights", () => {
    expect(chooseLanguage(undefined, "de-DE;q=0.4, ja;q=0.8")).toBe("ja");
    expect(chooseLanguage(undefined, "*")).toBe("es");
    expect(chooseLanguage("EN-gb", "ja")).toBe("en");
    expect(chooseLanguage(undefined, undefined)).toBe("es");
    expect(chooseLanguage(undefined, "ja", "lang=pt")).toBe("pt");
    expect(chooseLanguage("en", "ja", "lang=pt")).toBe("en");
  });
});
