import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { VERSION } from "../../config";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { SITE_INFO_MESSAGES } from "../../shared/schemas/site-info";

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

describe("GET /api/config", () => {
  test("answers the public configuration", async () => {
    const res = await t.request("GET", "/api/config");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      tinymceApiKey: "",
      heroImageUrl: null,
      defaultHeroImageUrl: "/images/default-hero.svg",
      version: VERSION,
      languages: ["es", "en", "fr", "de", "it", "pt", "ja", "zh"],
    });
  });

  test("follows the hero image as it is set and reset", async () => {
    await t.request("POST", "/api/hero-image/url", { admin: true, json: { imageUrl: "https://example.com/me.jpg" } });
    expect((await (await t.request("GET", "/api/config")).json()).heroImageUrl).toBe("https://example.com/me.jpg");
    await t.request("POST", "/api/hero-image/reset", { admin: true });
    expect((await (await t.request("GET", "/api/config")).json()).heroImageUrl).toBeNull();
  });

  test("a visitor with a garbage token still gets it", async () => {
    expect((await t.request("GET", "/api/config", { token: "garbage" })).status).toBe(200);
  });
});

describe("site info", () => {
  test("PUT keeps fields left out and merges social links", async () => {
    await t.request("PUT", "/api/site-info", { admin: true, json: { about: "Hola", socialLinks: { github: "https://github.com/ana" } } });
    const res = await t.request("PUT", "/api/site-info", {
      admin: true,
      json: { contactPhone: "+51 999", socialLinks: { linkedin: "https://linkedin.com/in/ana" } },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      about: "Hola",
      contactPhone: "+51 999",
      socialLinks: { github: "https://github.com/ana", linkedin: "https://linkedin.com/in/ana" },
    });
  });

  test("hero image URL: required with the spec's message; javascript: and data: refused", async () => {
    for (const imageUrl of [undefined, "", "javascript:alert(1)", "data:image/png;base64,AAAA"]) {
      const res = await t.request("POST", "/api/hero-image/url", { admin: true, json: { imageUrl } });
      expect(res.status).toBe(400);
      expect((await res.json()).issues).toEqual([{ path: "imageUrl", message: "Por favor, ingresa una URL de imagen válida" }]);
    }
  });

  test("?lang= translates about, with Spanish fallback", async () => {
    await t.request("PUT", "/api/site-info", { admin: true, json: { about: "Hola", translations: { en: { about: "Hello" } } } });
    expect(await (await t.request("GET", "/api/site-info?lang=en")).json()).toMatchObject({ about: "Hello", lang: "en" });
    expect(await (await t.request("GET", "/api/site-info?lang=ja")).json()).toMatchObject({ about: "Hola", lang: "es" });
    expect(await (await t.request("GET", "/api/site-info")).json()).toMatchObject({ about: "Hola", translations: { en: { about: "Hello" } } });
  });

  test.each([
    ["PUT", "/api/site-info"],
    ["POST", "/api/hero-image/url"],
    ["POST", "/api/hero-image/reset"],
  ])("%s %s without a token is 401", async (method, path) => {
    expect((await t.request(method, path, { json: { imageUrl: "https://example.com/a.png" } })).status).toBe(401);
  });
});

describe("the owner's own texts", () => {
  const own = {
    siteTitle: "  Lucía Ramírez · Datos ",
    headline: "Ayudo a equipos pequeños a entender sus datos.",
    availability: "Aceptando proyectos desde junio",
    yearsOfExperience: 8,
    highlights: [" SQL ", "", "Python", "Tableros"],
    footerNote: "Escrito desde Arequipa",
  };

  test("GET answers them empty on a site that saved nothing: no badge, no highlights, no note", async () => {
    expect(await (await t.request("GET", "/api/site-info")).json()).toMatchObject({
      siteTitle: "",
      headline: "",
      availability: "",
      yearsOfExperience: null,
      highlights: [],
      footerNote: "",
      translations: {},
    });
  });

  test("PUT stores them trimmed (blank highlights dropped), GET answers them, and fields left out keep their value", async () => {
    const res = await t.request("PUT", "/api/site-info", { admin: true, json: own });
    expect(res.status).toBe(200);
    const stored = {
      siteTitle: "Lucía Ramírez · Datos",
      headline: own.headline,
      availability: own.availability,
      yearsOfExperience: 8,
      highlights: ["SQL", "Python", "Tableros"],
      footerNote: own.footerNote,
    };
    expect(await res.json()).toMatchObject(stored);
    await t.request("PUT", "/api/site-info", { admin: true, json: { about: "Hola" } });
    expect(await (await t.request("GET", "/api/site-info")).json()).toMatchObject({ ...stored, about: "Hola" });
  });

  test("empty texts, no highlights and a null number clear them", async () => {
    await t.request("PUT", "/api/site-info", { admin: true, json: own });
    const res = await t.request("PUT", "/api/site-info", {
      admin: true,
      json: { siteTitle: "", headline: " ", availability: "", yearsOfExperience: null, highlights: [], footerNote: "" },
    });
    expect(await res.json()).toMatchObject({ siteTitle: "", headline: "", availability: "", yearsOfExperience: null, highlights: [], footerNote: "" });
  });

  test.each([
    ["siteTitle", "x".repeat(81), SITE_INFO_MESSAGES.siteTitle, "The site title must be at most 80 characters."],
    ["headline", "x".repeat(161), SITE_INFO_MESSAGES.headline, "The headline must be at most 160 characters."],
    ["availability", "x".repeat(61), SITE_INFO_MESSAGES.availability, "The availability badge must be at most 60 characters."],
    ["footerNote", "x".repeat(161), SITE_INFO_MESSAGES.footerNote, "The footer note must be at most 160 characters."],
    ["siteTitle", 12, SITE_INFO_MESSAGES.siteTitle, "The site title must be at most 80 characters."],
    ["yearsOfExperience", -1, SITE_INFO_MESSAGES.yearsOfExperience, "Years of experience must be a whole number from 0 to 80."],
    ["yearsOfExperience", 81, SITE_INFO_MESSAGES.yearsOfExperience, "Years of experience must be a whole number from 0 to 80."],
    ["yearsOfExperience", 2.5, SITE_INFO_MESSAGES.yearsOfExperience, "Years of experience must be a whole number from 0 to 80."],
    ["yearsOfExperience", "5", SITE_INFO_MESSAGES.yearsOfExperience, "Years of experience must be a whole number from 0 to 80."],
    ["highlights", ["a", "b", "c", "d"], SITE_INFO_MESSAGES.highlights, "At most 3 highlights."],
    ["highlights", "SQL", SITE_INFO_MESSAGES.highlights, "At most 3 highlights."],
  ])("%s = %p is refused with its own message", async (field, value, constant, message) => {
    expect<string>(constant).toBe(message);
    const res = await t.request("PUT", "/api/site-info", { admin: true, json: { [field]: value } });
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toEqual([{ path: field, message }]);
  });

  test("a highlight too long names its place in the list", async () => {
    const res = await t.request("PUT", "/api/site-info", { admin: true, json: { highlights: ["SQL", "x".repeat(61)] } });
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toEqual([{ path: "highlights.1", message: "Each highlight must be at most 60 characters." }]);
  });

  test("the limits themselves are accepted", async () => {
    const res = await t.request("PUT", "/api/site-info", {
      admin: true,
      json: { siteTitle: "x".repeat(80), headline: "x".repeat(160), availability: "x".repeat(60), yearsOfExperience: 0, highlights: ["x".repeat(60)] },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ yearsOfExperience: 0 });
  });

  test("translations follow the same rules, with the field's path", async () => {
    const res = await t.request("PUT", "/api/site-info", {
      admin: true,
      json: { translations: { en: { headline: "x".repeat(161), highlights: ["a", "b", "c", "d"] } } },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toEqual([
      { path: "translations.en.headline", message: SITE_INFO_MESSAGES.headline },
      { path: "translations.en.highlights", message: SITE_INFO_MESSAGES.highlights },
    ]);
  });

  test("?lang= answers each text in that language where translated, in Spanish where not", async () => {
    await t.request("PUT", "/api/site-info", {
      admin: true,
      json: {
        ...own,
        translations: {
          en: { headline: "I help small teams understand their data.", highlights: ["SQL", "Python", "Dashboards"], footerNote: "Written from Arequipa" },
          fr: { availability: "Disponible dès juin" },
        },
      },
    });
    expect(await (await t.request("GET", "/api/site-info?lang=en")).json()).toMatchObject({
      lang: "en",
      siteTitle: "Lucía Ramírez · Datos",
      headline: "I help small teams understand their data.",
      availability: own.availability,
      highlights: ["SQL", "Python", "Dashboards"],
      footerNote: "Written from Arequipa",
      yearsOfExperience: 8,
    });
    expect(await (await t.request("GET", "/api/site-info?lang=fr")).json()).toMatchObject({
      lang: "fr",
      headline: own.headline,
      availability: "Disponible dès juin",
      highlights: ["SQL", "Python", "Tableros"],
    });
    expect(await (await t.request("GET", "/api/site-info?lang=de")).json()).toMatchObject({ lang: "es", headline: own.headline });
  });
});

describe("reads never write", () => {
  test("GET /api/site-info, /api/config and /api/cv on a site that saved nothing answer empty settings and store nothing", async () => {
    for (const path of ["/api/site-info", "/api/site-info?lang=en", "/api/config", "/api/cv"]) expect((await t.request("GET", path)).status).toBe(200);
    expect(((await (await t.request("GET", "/api/site-info")).json()) as { about: string }).about).toBe("");
    expect(t.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM site_info").get()!.n).toBe(0);
  });
});
