/**
 * The owner's look in a real browser (issue 24), against the compiled executable with demo content: the accent in
 * the server's HTML, a refused pale accent, the type pairing on headings, no axe colour-contrast violation in either
 * scheme, the owner's scheme winning over the visitor's system, the visitor's toggle, and a dark admin.
 * Screenshots of three themes in both schemes go to /tmp/shots-theme/.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { adminToken, DESKTOP, PHONE, startSuite, trackPageErrors } from "./harness";
import { settled } from "./public-site";

const suite = startSuite();
const SHOTS = "/tmp/shots-theme";
const AXE = readFileSync(join(import.meta.dir, "../../node_modules/axe-core/axe.min.js"), "utf8");
let token = "";
let articlePath = "";

type Scheme = "light" | "dark";

async function putTheme(body: Record<string, unknown>): Promise<Response> {
  return fetch(`${suite.server.url}/api/theme`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

async function open(scheme: Scheme, viewport = DESKTOP) {
  const context = await suite.browser.newContext({ viewport, colorScheme: scheme, locale: "es-ES", reducedMotion: "reduce" });
  const page = await context.newPage();
  return { context, page, errors: trackPageErrors(page) };
}

/** axe's colour-contrast rule on the page as it stands: the offending nodes, with their colours. */
async function contrastViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, options: unknown) => Promise<{ violations: { nodes: { target: string[]; any: { message: string }[] }[] }[] }> };
      }
    ).axe;
    const { violations } = await axe.run(document, { runOnly: ["color-contrast"] });
    return violations.flatMap((v) => v.nodes.map((node) => `${node.target.join(" ")}: ${node.any[0]?.message}`));
  });
}

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const isDark = async (page: Page) => (await background(page)) !== "rgb(255, 255, 255)";

beforeAll(async () => {
  token = await adminToken(suite.server.url);
  const articles = (await (await fetch(`${suite.server.url}/api/articles`)).json()) as { slug: string }[];
  articlePath = `/articles/${articles[0]!.slug}`;
  mkdirSync(SHOTS, { recursive: true });
});

describe("the theme", () => {
  test("the accent is in the server-rendered page, and a pale accent is refused for its contrast", async () => {
    expect((await putTheme({ accent: "#0D9488" })).status).toBe(200);
    const html = await (await fetch(`${suite.server.url}/`)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    // The teal's button shade, darkened until white text on it reaches 4.5:1.
    expect(head).toContain("--paint-indigo-600:0 133 122");
    const refused = await putTheme({ accent: "#e0f2fe" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { issues: { path: string; code: string; message: string }[] }).issues).toEqual([
      { path: "accent", code: "theme.accent-contrast", message: expect.stringMatching(/contrast of 4\.5:1/) },
    ]);
    expect(((await (await fetch(`${suite.server.url}/api/theme`)).json()) as { accent: string }).accent).toBe("#0d9488");

    const { context, page, errors } = await open("light");
    await page.goto(`${suite.server.url}/`);
    const button = page.locator("main a.btn-primary").first();
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(0, 133, 122)");
    await context.close();
    expect(errors).toEqual([]);
  });

  test("the pairing changes the headings' type, and only its files are preloaded", async () => {
    expect((await putTheme({ font: "serif" })).status).toBe(200);
    const html = await (await fetch(`${suite.server.url}/`)).text();
    expect(html).toMatch(/<link rel="preload" href="\/assets\/source-serif-4-latin-[^"]+\.woff2"/);
    expect(html).not.toMatch(/<link rel="preload" href="\/assets\/space-grotesk-/);
    const { context, page } = await open("light");
    await page.goto(`${suite.server.url}/`);
    await page.evaluate(() => document.fonts.ready);
    expect(
      await page
        .locator("h1")
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily),
    ).toStartWith('"Source Serif 4 Variable"');
    expect(
      await page
        .locator("main p")
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily),
    ).toStartWith('"Inter Variable"');
    expect(await page.evaluate(() => document.fonts.check('700 1em "Source Serif 4 Variable"'))).toBe(true);
    await context.close();
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`${scheme}: /, an article and /articles have no colour-contrast violation, in three themes`, async () => {
      const themes = [
        { name: "default", accent: "#4f46e5", font: "sans" },
        { name: "serif-rose", accent: "#e11d48", font: "serif" },
        { name: "character-teal", accent: "#0d9488", font: "character" },
      ];
      for (const theme of themes) {
        expect((await putTheme({ accent: theme.accent, font: theme.font, colorScheme: "auto" })).status).toBe(200);
        for (const viewport of [DESKTOP, PHONE]) {
          const { context, page, errors } = await open(scheme, viewport);
          for (const path of ["/", articlePath, "/articles"]) {
            await page.goto(`${suite.server.url}${path}`);
            await settled(page);
            expect(await isDark(page)).toBe(scheme === "dark");
            expect({ path, theme: theme.name, violations: await contrastViolations(page) }).toEqual({ path, theme: theme.name, violations: [] });
            const name = `${theme.name}-${scheme}-${viewport.width}-${path === "/" ? "home" : path === "/articles" ? "articles" : "article"}`;
            await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: path !== "/" });
          }
          await context.close();
          expect(errors).toEqual([]);
        }
      }
    }, 240_000);
  }

  test("`light` keeps a visitor who prefers dark on light, `dark` the other way; the toggle shows only with `auto`", async () => {
    expect((await putTheme({ colorScheme: "light" })).status).toBe(200);
    const { context, page } = await open("dark");
    await page.goto(`${suite.server.url}/`);
    expect(await isDark(page)).toBe(false);
    expect(await page.locator(".scheme-toggle").isVisible()).toBe(false);
    expect((await putTheme({ colorScheme: "dark" })).status).toBe(200);
    const light = await open("light");
    await light.page.goto(`${suite.server.url}/`);
    expect(await isDark(light.page)).toBe(true);
    await light.context.close();
    await context.close();
  });

  test("with `auto`, the visitor's toggle is kept in localStorage (no cookie) and applied before the first paint", async () => {
    expect((await putTheme({ colorScheme: "auto" })).status).toBe(200);
    const { context, page, errors } = await open("light");
    await page.goto(`${suite.server.url}/`);
    // Hydrated: the button has its handler.
    await page.waitForLoadState("networkidle");
    expect(await isDark(page)).toBe(false);
    await page.locator(".scheme-toggle").click();
    // After the frame that applies it (reduced motion still gives every change a 0.01 ms transition).
    await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor !== "rgb(255, 255, 255)", null, { timeout: 2000 });
    expect(await page.evaluate(() => localStorage.getItem("color-scheme"))).toBe("dark");
    // Only the language cookie the site already sets: the scheme is in no cookie.
    expect((await context.cookies()).filter((cookie) => /dark|light|scheme/i.test(`${cookie.name}=${cookie.value}`))).toEqual([]);
    // The next page is dark in its very first frame: the class is on <html> before the body is parsed.
    await page.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState === "interactive")
          (window as unknown as { darkAtParse: boolean }).darkAtParse = document.documentElement.classList.contains("dark");
      });
    });
    await page.goto(`${suite.server.url}${articlePath}`);
    expect(await page.evaluate(() => (window as unknown as { darkAtParse: boolean }).darkAtParse)).toBe(true);
    expect(await isDark(page)).toBe(true);
    await context.close();
    // The CSP refused nothing (the inline script is allowed by its hash).
    expect(errors).toEqual([]);
  });

  test("the admin is light for a light system, with no colour-contrast violation", async () => {
    const { context, page, errors } = await open("light");
    await page.goto(`${suite.server.url}/`);
    await page.evaluate((t) => localStorage.setItem("token", t), token);
    for (const path of ["/admin", "/admin/messages", "/admin/settings?tab=appearance"]) {
      await page.goto(`${suite.server.url}${path}`);
      await page.waitForLoadState("networkidle");
      await settled(page);
      expect(await isDark(page)).toBe(false);
      expect({ path, violations: await contrastViolations(page) }).toEqual({ path, violations: [] });
    }
    await page.screenshot({ path: join(SHOTS, "admin-appearance-light-1280.png"), fullPage: true });
    await context.close();
    expect(errors).toEqual([]);
  }, 60_000);

  test("the admin is dark when the owner's system prefers it, with no colour-contrast violation", async () => {
    const { context, page, errors } = await open("dark");
    await page.goto(`${suite.server.url}/`);
    await page.evaluate((t) => localStorage.setItem("token", t), token);
    for (const [path, name] of [
      ["/admin", "dashboard"],
      ["/admin/articles", "articles"],
      ["/admin/messages", "messages"],
      ["/admin/cv", "cv"],
      ["/admin/settings?tab=appearance", "appearance"],
    ] as const) {
      await page.goto(`${suite.server.url}${path}`);
      await page.waitForLoadState("networkidle");
      await settled(page);
      expect(await isDark(page)).toBe(true);
      expect({ path, violations: await contrastViolations(page) }).toEqual({ path, violations: [] });
      await page.screenshot({ path: join(SHOTS, `admin-${name}-dark-1280.png`), fullPage: true });
    }
    // The owner types a pale accent: the form says why it is refused, in the admin's language, before saving.
    await page.getByLabel("Código hexadecimal").fill("#e0f2fe");
    await page.getByText("Demasiado claro").waitFor();
    await page.getByRole("button", { name: "Guardar apariencia" }).click();
    await page.getByText(/no da a textos y botones un contraste de 4,5:1/).waitFor();
    await page.screenshot({ path: join(SHOTS, "admin-appearance-refused-dark-1280.png"), fullPage: true });
    await context.close();
    expect(errors).toEqual([]);
  }, 60_000);
});
