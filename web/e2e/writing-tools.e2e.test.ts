/**
 * The writing tools in a real browser against the compiled executable: the owner schedules an article (in their
 * time zone, stored in UTC) and sees it listed as scheduled, shares a preview link that a stranger opens in a fresh
 * browser (banner, noindex), and a reader searches /articles (typing, the "/" key) and opens a result.
 * Screenshots of the schedule control, the preview banner and the search results go to dist/screenshots.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { DESKTOP, SCREENSHOTS, signInViaApi, startSuite, toastWith, trackPageErrors } from "./harness";

const suite = startSuite();
let owner: BrowserContext;
let page: Page;
let pageErrors: string[];

/** Lima has no daylight saving: 09:00 there is always 14:00 UTC. */
const OWNER_ZONE = "America/Lima";
const TITLE = "Colas de trabajo sin servidor de colas";
const SLUG = "colas-de-trabajo-sin-servidor-de-colas";
/** Two days from now (UTC date), so the time is ahead wherever and whenever the test runs. */
const DAY = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  owner = await suite.browser.newContext({ locale: "es-ES", viewport: DESKTOP, timezoneId: OWNER_ZONE });
  page = await owner.newPage();
  pageErrors = trackPageErrors(page);
  await signInViaApi(page, suite.server.url);
});

const shot = (target: Page, name: string) => target.screenshot({ path: join(SCREENSHOTS, `writing-${name}.png`), fullPage: true });

describe("scheduled publishing", () => {
  test("the owner schedules an article for 09:00 their time; it is stored in UTC and listed as scheduled", async () => {
    await page.goto(`${suite.server.url}/admin/articles/new`);
    await page.getByLabel("Título", { exact: true }).fill(TITLE);
    await page.getByLabel("Resumen", { exact: true }).fill("Una tabla de SQLite y un temporizador bastan para muchos trabajos en segundo plano.");
    await page.getByLabel("Categoría", { exact: true }).fill("Arquitectura");
    const editable = page.locator(".jodit-wysiwyg").first();
    await editable.waitFor();
    await editable.click();
    await page.keyboard.type("Antes de instalar un servidor de colas, prueba con una tabla, un índice y reintentos con espera exponencial.");

    await page.getByRole("radio", { name: /Programar para/ }).check();
    await page.getByText(`En tu zona horaria (${OWNER_ZONE}).`).waitFor();
    await page.getByLabel("Fecha y hora de publicación").fill(`${DAY}T09:00`);
    const control = page.locator("fieldset").filter({ hasText: "Publicación" });
    await control.scrollIntoViewIfNeeded();
    await control.screenshot({ path: join(SCREENSHOTS, "writing-schedule-control.png") });

    await page.getByRole("button", { name: "Programar", exact: true }).click();
    await toastWith(page, /Artículo programado para el/);
    await page.waitForURL(`${suite.server.url}/admin/articles`);
    const [stored] = suite.server.query<{ published: number; publish_at: string; published_at: string | null }>(
      "SELECT published, publish_at, published_at FROM articles WHERE slug = ?",
      SLUG,
    );
    expect(stored).toEqual({ published: 1, publish_at: `${DAY}T14:00:00.000Z`, published_at: null });

    await page.getByRole("tab", { name: "Programados (1)" }).click();
    const card = page.getByTestId("article-card").filter({ hasText: TITLE });
    await card.getByText(/Programado para el .*09:00/).waitFor();
    await shot(page, "admin-scheduled");

    await page.goto(`${suite.server.url}/admin`);
    await page.getByTestId("scheduled-articles").getByText(TITLE).waitFor();

    // Visitors do not see it yet, anywhere.
    for (const path of ["/articles", "/rss.xml", "/sitemap.xml", `/articles/${SLUG}`]) {
      const response = await fetch(suite.server.url + path);
      expect(await response.text(), path).not.toContain(TITLE);
    }
    expect((await fetch(`${suite.server.url}/articles/${SLUG}`)).status).toBe(404);
  });
});

describe("preview links", () => {
  let link = "";

  test("the owner creates a link on the article's form and copies it", async () => {
    const [{ id }] = suite.server.query<{ id: number }>("SELECT id FROM articles WHERE slug = ?", SLUG) as [{ id: number }];
    await page.goto(`${suite.server.url}/admin/articles/edit/${id}`);
    await page.getByRole("button", { name: "Crear enlace de vista previa" }).click();
    const field = page.getByLabel("Enlace de vista previa");
    await field.waitFor();
    link = await field.inputValue();
    expect(link).toMatch(new RegExp(`^${suite.server.url}/preview/[A-Za-z0-9_-]{43}$`));
    const panel = page.getByTestId("preview-link-panel");
    await panel.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: join(SCREENSHOTS, "writing-preview-panel.png") });
  });

  test("a stranger opens it in a fresh browser: the article as it will look, under the banner, not indexable", async () => {
    const stranger = await suite.browser.newContext({ locale: "es-ES", viewport: DESKTOP });
    const view = await stranger.newPage();
    const errors = trackPageErrors(view);
    const response = await view.goto(link);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await view.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    await view.getByTestId("preview-banner").getByText("Vista previa: no publicado.").waitFor();
    expect(await view.getByTestId("preview-banner").textContent()).toContain("Se publicará el");
    expect(await view.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await view.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await view.waitForLoadState("networkidle");
    await shot(view, "preview-banner");
    expect(errors).toEqual([]);
    await stranger.close();
  });

  test("revoked, the same link is a 404", async () => {
    await page.getByRole("button", { name: /Revocar/ }).click();
    await toastWith(page, "Enlace revocado: ya no funciona.");
    expect((await fetch(link)).status).toBe(404);
  });
});

describe("search", () => {
  test("'/' focuses the box, typing finds the article by a word of its text, marked, and the result opens it", async () => {
    const reader = await suite.browser.newContext({ locale: "es-ES", viewport: DESKTOP });
    const view = await reader.newPage();
    const errors = trackPageErrors(view);
    await view.goto(`${suite.server.url}/articles`);
    await view.waitForLoadState("networkidle");
    await view.keyboard.press("/");
    const box = view.getByRole("searchbox", { name: "Buscar artículos" });
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    await view.keyboard.type("vacuum");
    await view.waitForURL(/\/articles\?q=vacuum$/);
    const result = view.getByRole("listitem").filter({ has: view.getByRole("link", { name: /SQLite en producción/ }) });
    await result.locator("mark").first().waitFor();
    expect((await result.locator("mark").first().textContent())?.toLowerCase()).toBe("vacuum");
    await view.getByText(/Resultados para «vacuum»: 1/).waitFor();
    await shot(view, "search-results");

    // A shared search link is rendered by the server with the same results.
    const html = await (await fetch(`${suite.server.url}/articles?q=vacuum`)).text();
    expect(html).toContain("<mark>");

    await view.getByRole("link", { name: /SQLite en producción/ }).click();
    await view.waitForURL(/\/articles\/sqlite-en-produccion\?lang=es$/);
    await view.getByRole("heading", { name: "Sigue leyendo" }).waitFor();

    // Nothing found: the latest articles instead.
    await view.goto(`${suite.server.url}/articles?q=zzzzqqq`);
    await view.getByText("Ningún artículo coincide con «zzzzqqq».", { exact: false }).waitFor();
    await view.getByRole("heading", { name: "Últimos artículos" }).waitFor();
    await view
      .getByTestId("article-skeleton")
      .first()
      .waitFor({ state: "detached" })
      .catch(() => undefined);
    await shot(view, "search-empty");
    expect(errors).toEqual([]);
    await reader.close();
  });

  test("no console errors in the owner's session", () => {
    expect(pageErrors).toEqual([]);
  });
});
