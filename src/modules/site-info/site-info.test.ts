import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { VERSION } from "../../config";
import { makeTestApp, type TestApp } from "../../lib/test-helpers";

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

describe("reads never write", () => {
  test("GET /api/site-info, /api/config and /api/cv on a site that saved nothing answer empty settings and store nothing", async () => {
    for (const path of ["/api/site-info", "/api/site-info?lang=en", "/api/config", "/api/cv"]) expect((await t.request("GET", path)).status).toBe(200);
    expect(((await (await t.request("GET", "/api/site-info")).json()) as { about: string }).about).toBe("");
    expect(t.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM site_info").get()!.n).toBe(0);
  });
});
