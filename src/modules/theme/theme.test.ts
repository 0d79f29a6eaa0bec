import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { PNG_1x1 } from "../../testing/images";
import { THEME_MESSAGES } from "../../shared/theme";

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

const put = (json: unknown, admin = true) => t.request("PUT", "/api/theme", { admin, json });
const theme = async () => (await t.request("GET", "/api/theme")).json();
const upload = (bytes: Uint8Array<ArrayBuffer> | string, name: string) => {
  const body = new FormData();
  body.append("file", new File([bytes], name));
  return t.request("POST", "/api/theme/icon", { admin: true, body });
};

describe("GET /api/theme and /api/theme/options", () => {
  test("a site that saved nothing reads as today's look", async () => {
    const res = await t.request("GET", "/api/theme");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ accent: "#4f46e5", font: "sans", colorScheme: "auto", iconUrl: null });
  });

  test("the options list three pairings, the schemes and the icon types", async () => {
    expect(await (await t.request("GET", "/api/theme/options")).json()).toEqual({
      fonts: [
        { id: "sans", name: "Inter" },
        { id: "serif", name: "Source Serif 4 · Inter" },
        { id: "character", name: "Space Grotesk · Inter" },
      ],
      colorSchemes: ["auto", "light", "dark"],
      iconTypes: ["image/png", "image/svg+xml"],
    });
  });
});

describe("PUT /api/theme", () => {
  test("takes any subset, answers the whole theme, and keeps what was left out", async () => {
    expect(await (await put({ accent: "#0D9488" })).json()).toEqual({ accent: "#0d9488", font: "sans", colorScheme: "auto", iconUrl: null });
    expect(await (await put({ font: "serif", colorScheme: "dark" })).json()).toEqual({ accent: "#0d9488", font: "serif", colorScheme: "dark", iconUrl: null });
    expect(await (await put({})).json()).toEqual({ accent: "#0d9488", font: "serif", colorScheme: "dark", iconUrl: null });
    expect(await theme()).toEqual({ accent: "#0d9488", font: "serif", colorScheme: "dark", iconUrl: null });
  });

  test("a pale or a near-black accent is refused with a sentence naming contrast, and nothing changes", async () => {
    for (const accent of ["#e0f2fe", "#ffff00", "#ffffff", "#111111", "#000000"]) {
      const res = await put({ accent });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: "Validation failed",
        issues: [{ path: "accent", code: "theme.accent-contrast", message: THEME_MESSAGES.accentContrast }],
      });
    }
    expect(THEME_MESSAGES.accentContrast).toContain("contrast of 4.5:1");
    expect((await theme()).accent).toBe("#4f46e5");
  });

  test.each([
    [{ accent: "red" }, "accent", "theme.accent", THEME_MESSAGES.accent],
    [{ accent: "#12345" }, "accent", "theme.accent", THEME_MESSAGES.accent],
    [{ accent: 42 }, "accent", "theme.accent", THEME_MESSAGES.accent],
    [{ font: "comic" }, "font", "theme.font", THEME_MESSAGES.font],
    [{ colorScheme: "sepia" }, "colorScheme", "theme.color-scheme", THEME_MESSAGES.colorScheme],
  ])("%j is refused on its field with its code", async (json, path, code, message) => {
    const res = await put(json);
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toEqual([{ path, code, message }]);
  });

  test("a body that is not an object is the contract's error, not a 500", async () => {
    const res = await t.request("PUT", "/api/theme", { admin: true, body: "[1", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty("message");
  });

  test.each([
    ["PUT", "/api/theme"],
    ["POST", "/api/theme/icon"],
    ["DELETE", "/api/theme/icon"],
  ])("%s %s without a token is 401, and with a bad one too", async (method, path) => {
    expect((await t.request(method, path, { json: { accent: "#0d9488" } })).status).toBe(401);
    expect((await t.request(method, path, { token: "garbage", json: { accent: "#0d9488" } })).status).toBe(401);
  });
});

describe("the theme in every page's <head>", () => {
  test("the accent's shades, the pairing's stacks and the owner's scheme", async () => {
    await put({ accent: "#e11d48", font: "character", colorScheme: "light" });
    const html = await (await t.request("GET", "/")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<html lang="es" data-scheme="light">');
    expect(head).toContain('<meta name="color-scheme" content="light">');
    // The rose itself carries white text at 4.70:1, so it is the button's shade unchanged.
    expect(head).toContain("--paint-indigo-600:225 29 72");
    expect(head).toContain('--font-heading:"Space Grotesk Variable"');
    expect(head).toMatch(/@media \(prefers-color-scheme:dark\)\{:root\[data-scheme=auto\]:not\(\.light\)\{/);
  });

  test("the CSP allows the scheme script by its hash and still no inline script", async () => {
    const res = await t.request("GET", "/");
    const scriptSrc = res.headers
      .get("content-security-policy")!
      .split(";")
      .find((part) => part.trim().startsWith("script-src"))!;
    expect(scriptSrc).toMatch(/^ ?script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
    const script = (await res.text()).match(/<script>([^<]+)<\/script>/)![1]!;
    const digest = new Bun.CryptoHasher("sha256").update(script).digest("base64");
    expect(scriptSrc).toContain(`'sha256-${digest}'`);
  });
});

describe("the icon", () => {
  test("a PNG is the favicon, the link previews' image and the feed's image; reset brings the default back", async () => {
    const res = await upload(PNG_1x1, "icon.png");
    expect(res.status).toBe(200);
    const { iconUrl } = await res.json();
    expect(iconUrl).toMatch(/^\/site-icon\.png\?v=[0-9a-f]+$/);
    const served = await t.request("GET", iconUrl);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_1x1);
    const html = await (await t.request("GET", "/")).text();
    expect(html).toContain(`<link rel="icon" href="${iconUrl}" type="image/png">`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="http://[^"]+${iconUrl.replace(/[.?]/g, "\\$&")}">`));
    expect(await (await t.request("GET", "/rss.xml")).text()).toMatch(/<image><url>http:\/\/[^<]+\/site-icon\.png\?v=/);

    expect((await (await t.request("DELETE", "/api/theme/icon", { admin: true })).json()).iconUrl).toBeNull();
    expect((await t.request("GET", "/site-icon.png")).status).toBe(404);
    expect(await (await t.request("GET", "/")).text()).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
  });

  test("an SVG is kept sanitised: no script, handler, foreign object, style or outside reference", async () => {
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><style>*{background:url(https://evil.example/x)}</style><foreignObject><iframe src="https://evil.example"></iframe></foreignObject><a href="javascript:alert(3)"><rect width="8" height="8" fill="url(https://evil.example/p#a)" stroke="url(#g)"/></a><image href="https://evil.example/y.png"/><use href="https://evil.example/s.svg#a"/><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></svg>`;
    const { iconUrl } = await (await upload(svg, "logo.svg")).json();
    expect(iconUrl).toMatch(/^\/site-icon\.svg\?v=/);
    const served = await t.request("GET", iconUrl);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(await served.text()).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="8" height="8" stroke="url(#g)"></rect><linearGradient id="g"><stop offset="0" stop-color="#f00"></stop></linearGradient></svg>',
    );
  });

  test("anything but a PNG or an SVG is refused with 415; no file is a 400 naming the field; a big one 413", async () => {
    expect((await upload("<html><body>hi</body></html>", "icon.svg")).status).toBe(415);
    expect((await upload(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), "icon.jpg")).status).toBe(415);
    const none = await t.request("POST", "/api/theme/icon", { admin: true, body: new FormData() });
    expect(none.status).toBe(400);
    expect((await none.json()).issues[0].path).toBe("file");
    expect((await upload(new Uint8Array(600 * 1024), "big.png")).status).toBe(413);
    expect((await theme()).iconUrl).toBeNull();
  });
});
