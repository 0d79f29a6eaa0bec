import { afterEach, describe, expect, test } from "bun:test";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { DEMO_ARTICLES, DEMO_PROJECTS, DEMO_SITE_INFO } from "./demo.content";
import { seedDemo } from "./demo.seed";
import { emptyHomePageTexts } from "../../shared/schemas/site-info";

let t: TestApp;
afterEach(() => t?.cleanup());

const count = (table: string) => t.db.$client.query<{ n: number }, []>(`SELECT count(*) AS n FROM ${table}`).get()!.n;

describe("the demo content banner's API", () => {
  test("GET /api/demo-content says whether demo content is there", async () => {
    t = makeTestApp();
    expect(await (await t.request("GET", "/api/demo-content", { admin: true })).json()).toEqual({ present: false });
    seedDemo(t.db);
    expect(await (await t.request("GET", "/api/demo-content", { admin: true })).json()).toEqual({ present: true });
  });

  test("DELETE /api/demo-content removes every demo entry and the demo's site info, and keeps the owner's own work", async () => {
    t = makeTestApp();
    seedDemo(t.db);
    // The owner has started: a project of their own, a demo article made theirs (renamed), their own email.
    const own = await t.request("POST", "/api/projects", {
      admin: true,
      json: { title: "Mi proyecto", description: "Un proyecto mío de verdad.", technologies: ["Bun"] },
    });
    expect(own.status).toBe(201);
    const kept = DEMO_ARTICLES[1]!;
    t.db.$client.run("UPDATE articles SET title = 'Mi propio artículo sobre tableros' WHERE slug = ?", [kept.slug]);
    t.db.$client.run("UPDATE site_info SET contact_email = 'yo@mi-sitio.example'");
    // ...and their own English headline, beside the demo's other English texts.
    const translations = { ...DEMO_SITE_INFO.translations, en: { ...DEMO_SITE_INFO.translations.en, headline: "My own headline." } };
    t.db.$client.run("UPDATE site_info SET translations = ?", [JSON.stringify(translations)]);

    const response = await t.request("DELETE", "/api/demo-content", { admin: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      removed: { projects: DEMO_PROJECTS.length, articles: DEMO_ARTICLES.length - 1, experiences: 3, education: 2, skills: 4, siteInfo: true },
    });

    expect(t.db.$client.query<{ title: string }, []>("SELECT title FROM projects").all()).toEqual([{ title: "Mi proyecto" }]);
    expect(t.db.$client.query<{ slug: string }, []>("SELECT slug FROM articles").all()).toEqual([{ slug: kept.slug }]);
    expect(count("experiences") + count("education") + count("skills")).toBe(0);
    const info = (await (await t.request("GET", "/api/site-info")).json()) as Record<string, unknown>;
    expect(info).toMatchObject({
      ownerName: "",
      about: "",
      contactEmail: "yo@mi-sitio.example",
      contactPhone: "",
      contactLocation: "",
      socialLinks: {},
      ...emptyHomePageTexts(),
      translations: { en: { headline: "My own headline." } },
    });
    for (const demoText of [DEMO_SITE_INFO.contactPhone, DEMO_SITE_INFO.headline, DEMO_SITE_INFO.footerNote, DEMO_SITE_INFO.translations.en.availability])
      expect(JSON.stringify(info)).not.toContain(demoText);
    expect(await (await t.request("GET", "/api/demo-content", { admin: true })).json()).toEqual({ present: false });
    // A second removal finds nothing more to remove.
    expect(await (await t.request("DELETE", "/api/demo-content", { admin: true })).json()).toEqual({
      removed: { projects: 0, articles: 0, experiences: 0, education: 0, skills: 0, siteInfo: false },
    });
  });

  test("the owner's own hero texts stay; only the ones left as the demo wrote them are cleared", async () => {
    t = makeTestApp();
    seedDemo(t.db);
    await t.request("PUT", "/api/site-info", { admin: true, json: { headline: "Mi titular.", yearsOfExperience: 12, highlights: ["Análisis de datos"] } });
    expect((await (await t.request("DELETE", "/api/demo-content", { admin: true })).json()).removed.siteInfo).toBe(true);
    expect(await (await t.request("GET", "/api/site-info")).json()).toMatchObject({
      headline: "Mi titular.",
      yearsOfExperience: 12,
      highlights: ["Análisis de datos"],
      availability: "",
      footerNote: "",
      siteTitle: "",
    });
  });

  test("the public pages stop showing the demo at once", async () => {
    t = makeTestApp();
    seedDemo(t.db);
    expect(await (await t.request("GET", "/")).text()).toContain(DEMO_PROJECTS[0]!.title);
    await t.request("DELETE", "/api/demo-content", { admin: true });
    const home = await (await t.request("GET", "/")).text();
    for (const demoText of [DEMO_PROJECTS[0]!.title, DEMO_SITE_INFO.headline, DEMO_SITE_INFO.availability, DEMO_SITE_INFO.footerNote, DEMO_SITE_INFO.ownerName])
      expect(home).not.toContain(demoText);
  });

  test("a visitor gets 401 for both", async () => {
    t = makeTestApp();
    seedDemo(t.db);
    expect((await t.request("GET", "/api/demo-content")).status).toBe(401);
    expect((await t.request("DELETE", "/api/demo-content")).status).toBe(401);
    expect(count("projects")).toBe(DEMO_PROJECTS.length);
  });
});
