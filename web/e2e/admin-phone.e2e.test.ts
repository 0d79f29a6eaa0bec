/**
 * The way around the admin, and the admin on a phone, against the compiled executable: every admin screen fits a
 * 390 px phone without scrolling sideways and its header and main controls are 44 px tap targets; the demo banner is
 * one short line a phone can hide; the dashboard shows the last 30 days of visits as a sparkline, and, once the demo
 * content is removed, the setup checklist, in Spanish and English at 1280 and 390 px. Screenshots for a human.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { ADMIN, adminToken, adminScreenshots, DESKTOP, PHONE, signInViaApi, startSuite, toastWith, trackPageErrors } from "./harness";

const suite = startSuite();
const DAY_MS = 86_400_000;
/** A person's browser: headless Chromium calls itself HeadlessChrome, which the statistics rightly take for a bot. */
const VISITOR_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const MIN_TAP = 44;

/** Every screen the admin routes to, read from its router and the settings' tabs, so a new screen is checked too. */
function adminPaths(ids: { article: number; project: number }): string[] {
  const app = readFileSync(join(import.meta.dir, "../pages/admin/AdminApp.tsx"), "utf8");
  const routes = [...app.matchAll(/<Route (?:index|path="([^"]+)")/g)].map((match) => match[1] ?? "");
  expect(routes.length).toBeGreaterThan(10);
  const settings = readFileSync(join(import.meta.dir, "../pages/admin/settings/SettingsPage.tsx"), "utf8");
  const tabs = [...(settings.match(/const TABS = \[([^\]]+)\]/)?.[1] ?? "").matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
  expect(tabs.length).toBeGreaterThan(3);
  return routes.flatMap((route) => {
    const path = `/admin${route ? `/${route}` : ""}`
      .replace("articles/edit/:id", `articles/edit/${ids.article}`)
      .replace("projects/edit/:id", `projects/edit/${ids.project}`)
      .replace("*", "no-such-screen");
    expect(path).not.toContain(":");
    return route === "settings" ? tabs.map((tab) => `${path}?tab=${tab}`) : [path];
  });
}

/** What a phone's owner meets on the open screen: its width, and the header's and main controls' targets under 44 px. */
function measure(page: Page) {
  return page.evaluate((min) => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
    };
    const small = (selector: string) =>
      [...document.querySelectorAll(selector)].filter(visible).flatMap((element) => {
        const box = element.getBoundingClientRect();
        const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 30);
        return box.width < min || box.height < min ? [`${name} ${Math.round(box.width)}×${Math.round(box.height)}`] : [];
      });
    return {
      scrollWidth: document.documentElement.scrollWidth,
      header: small("header a, header button"),
      main: small("main .btn-primary, main .btn-secondary, main .btn-danger, main .btn-ghost, main [role=tab]"),
    };
  }, MIN_TAP);
}

/** The last four weeks of visits, as a month of counting would have left them, so the sparkline has a shape. */
function seedPastVisits(dataDir: string) {
  const db = new Database(join(dataDir, "portfolio.db"));
  try {
    db.run("PRAGMA busy_timeout = 5000");
    const insert = db.prepare("INSERT INTO stats_daily (day, dimension, value, pageviews, visitors) VALUES (?, 'total', '', ?, ?)");
    for (let ago = 28; ago >= 1; ago--) {
      const day = new Date(Date.now() - ago * DAY_MS).toISOString().slice(0, 10);
      const visitors = 20 + ((ago * 7) % 23) + (ago % 7 === 0 ? 30 : 0);
      insert.run(day, visitors * 3, visitors);
    }
  } finally {
    db.close();
  }
}

/** Today's visits through the real counter: server-rendered page loads from three browsers. */
async function visitToday(url: string) {
  for (const agent of [VISITOR_AGENT, `${VISITOR_AGENT} Edg/126.0.0.0`, VISITOR_AGENT.replace("X11; Linux x86_64", "Windows NT 10.0; Win64; x64")]) {
    for (const path of ["/", "/projects", "/articles"]) {
      const response = await fetch(`${url}${path}`, { headers: { "User-Agent": agent, Accept: "text/html" } });
      await response.text();
    }
  }
}

/** A read of the admin's API, with a token of its own. */
async function adminRead<T>(path: string): Promise<T> {
  const url = suite.server.url;
  const token = await adminToken(url);
  return (await (await fetch(`${url}${path}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as T;
}

async function ownerPage(language: "es" | "en", viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await suite.browser.newContext({ locale: language === "es" ? "es-ES" : "en-US", viewport });
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await signInViaApi(page, suite.server.url);
  await page.evaluate((lang) => localStorage.setItem("adminLanguage", lang), language);
  return { context, page, errors };
}

beforeAll(async () => {
  seedPastVisits(suite.server.dataDir);
  await visitToday(suite.server.url);
});

describe("on a 390 px phone", () => {
  test("no admin screen scrolls sideways, and the header's and main controls' targets are at least 44 × 44 px", async () => {
    const [article] = suite.server.query<{ id: number }>("SELECT id FROM articles ORDER BY id LIMIT 1");
    const [project] = suite.server.query<{ id: number }>("SELECT id FROM projects ORDER BY id LIMIT 1");
    const paths = adminPaths({ article: article!.id, project: project!.id });
    const { context, page, errors } = await ownerPage("es", PHONE);
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(`${suite.server.url}${path}`);
      await page.locator("main").waitFor();
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(200);
      const { scrollWidth, header, main } = await measure(page);
      if (scrollWidth > PHONE.width) problems.push(`${path}: ${scrollWidth} px wide`);
      for (const target of [...header, ...main]) problems.push(`${path}: ${target}`);
    }
    expect(paths).toContain("/admin/articles");
    expect(paths).toContain("/admin/stats");
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the demo banner is one short line; hiding it is remembered on the phone, and wider screens keep it", async () => {
    const { context, page, errors } = await ownerPage("es", PHONE);
    await page.goto(`${suite.server.url}/admin/articles`);
    const banner = page.getByRole("region", { name: "Contenido de demostración" });
    await banner.waitFor();
    await page.waitForLoadState("networkidle");
    const height = (await banner.boundingBox())!.height;
    expect(height).toBeLessThanOrEqual(64);
    await adminScreenshots(page, "phone-articles");
    await page.setViewportSize(PHONE);
    await banner.getByRole("button", { name: "Ocultar este aviso en el teléfono" }).click();
    await banner.waitFor({ state: "hidden" });
    await page.reload();
    await page.getByRole("heading", { name: "Artículos", level: 1 }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(await banner.isVisible()).toBe(false);
    await page.setViewportSize(DESKTOP);
    await banner.waitFor();
    expect(await banner.getByRole("button", { name: "Eliminar el contenido de demostración" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the dashboard", () => {
  for (const [language, texts] of [
    ["es", { heading: "Panel Principal", card: "Visitas en los últimos 30 días", statistics: "Estadísticas" }],
    ["en", { heading: "Dashboard", card: "Visits in the last 30 days", statistics: "Statistics" }],
  ] as const) {
    test(`in ${language}: the last 30 days of visitors and page views with a sparkline, and Statistics in the sidebar, at 1280 and 390 px`, async () => {
      const expected = await adminRead<{ visitors: number; pageviews: number }>("/api/stats");
      // The month seeded above and today's nine page loads from three browsers.
      expect(expected.visitors).toBeGreaterThan(3);
      const { context, page, errors } = await ownerPage(language);
      await page.goto(`${suite.server.url}/admin`);
      await page.getByRole("heading", { name: texts.heading, level: 1 }).waitFor();
      const card = page.getByTestId("traffic-card");
      await card.getByRole("heading", { name: texts.card }).waitFor();
      const sparkline = card.getByRole("img");
      await sparkline.waitFor();
      const shown = (await card.textContent())!.replace(/[\s,.\u00a0\u202f]/g, "");
      expect(shown).toContain(String(expected.visitors));
      expect(shown).toContain(String(expected.pageviews));
      expect(await sparkline.locator("path").count()).toBe(3);
      const box = (await sparkline.boundingBox())!;
      expect(box.height).toBeGreaterThan(40);
      const sidebar = page.getByRole("complementary").getByRole("link", { name: texts.statistics });
      expect(await sidebar.getAttribute("href")).toBe("/admin/stats");
      await adminScreenshots(page, `dashboard-traffic-${language}`);
      await page.setViewportSize(PHONE);
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect((await sparkline.boundingBox())!.width).toBeGreaterThan(250);
      // The dashboard draws its own sparkline: the statistics screen's chart library is never loaded here.
      expect(await page.evaluate(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("VisitsChart")))).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe("after the demo content is removed", () => {
  test("the setup checklist shows the owner's progress, each step linking to its screen, in Spanish and English at 1280 and 390 px", async () => {
    const { context, page, errors } = await ownerPage("es");
    await page.goto(`${suite.server.url}/admin`);
    const banner = page.getByRole("region", { name: "Contenido de demostración" });
    await banner.getByRole("button", { name: "Eliminar el contenido de demostración" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Eliminar", exact: true }).click();
    await toastWith(page, "Contenido de demostración eliminado");
    // Out of the screenshots' way.
    await page.locator("li[role=status]").getByRole("button").click();
    const checklist = page.getByTestId("setup-checklist");
    await checklist.getByRole("heading", { name: "Pon en marcha tu sitio" }).waitFor();
    await checklist.getByRole("progressbar").waitFor();
    const states = async () =>
      Object.fromEntries(
        await checklist
          .locator("li[data-state]")
          .evaluateAll((rows) => rows.map((row) => [row.getAttribute("data-testid")!.slice(6), row.getAttribute("data-state")])),
      );
    // The demo's name, projects and articles went with it; nothing of the owner's is there yet.
    expect(await states()).toEqual({
      identity: "todo",
      photo: "todo",
      cv: "todo",
      project: "todo",
      article: "todo",
      notifications: "todo",
      backup: "todo",
      publicUrl: "todo",
      fediverse: "todo",
    });
    expect(await checklist.textContent()).toContain("0 de 9 hechos");
    // The header names the account until the owner's name is set (one name everywhere).
    expect(await page.getByTestId("owner-name").textContent()).toBe(ADMIN.name);
    await adminScreenshots(page, "checklist-es");
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize(DESKTOP);

    // A step done on its own screen shows as done on the dashboard: a backup.
    await checklist.getByRole("link", { name: /Una copia de seguridad/ }).click();
    await page.waitForURL(`${suite.server.url}/admin/settings?tab=backups`);
    await page.getByRole("button", { name: "Crear copia ahora" }).click();
    await toastWith(page, "Copia creada");
    await page.goto(`${suite.server.url}/admin`);
    await checklist.getByRole("progressbar").waitFor();
    expect((await states()).backup).toBe("done");
    expect(await checklist.textContent()).toContain("1 de 9 hechos");
    await checklist.getByRole("link", { name: /Tu primer proyecto/ }).click();
    await page.waitForURL(`${suite.server.url}/admin/projects/new`);
    expect(errors).toEqual([]);
    await context.close();

    const english = await ownerPage("en");
    await english.page.goto(`${suite.server.url}/admin`);
    const list = english.page.getByTestId("setup-checklist");
    await list.getByRole("heading", { name: "Set up your site" }).waitFor();
    await list.getByRole("progressbar").waitFor();
    expect(await list.textContent()).toContain("1 of 9 done");
    expect(await list.getByRole("link", { name: /Your first project/ }).getAttribute("href")).toBe("/admin/projects/new");
    // The site's address is set on the server: the step leads to the Fediverse screen, which gives the line to add.
    expect(await list.getByRole("link", { name: /Your site's address/ }).getAttribute("href")).toBe("/admin/fediverse");
    await adminScreenshots(english.page, "checklist-en");
    await english.page.setViewportSize(PHONE);
    expect(await english.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(english.errors).toEqual([]);
    await english.context.close();
  });
});
