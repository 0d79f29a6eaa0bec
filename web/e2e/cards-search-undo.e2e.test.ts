/**
 * Issue 26, points 7 (the admin's project cards, ordered by dragging or from the keyboard), 8 (search across
 * languages, and the line a search that finds nothing shows) and 10 (Undo after a delete), against the compiled
 * executable, at 1280 and 390 px, in Spanish and English. The 10 s of an Undo pass on the page's fake clock, not in
 * real time. Screenshots of the admin's cards and of the search results go to dist/screenshots.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Locator, Page } from "playwright-core";
import { adminToken, DESKTOP, PHONE, SCREENSHOTS, startSuite, trackPageErrors } from "./harness";

const suite = startSuite();
type Viewport = { width: number; height: number };
type Lang = "es" | "en";

let token = "";
const api = async <T>(method: string, path: string, json?: unknown): Promise<T> => {
  const response = await fetch(`${suite.server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(json === undefined ? {} : { "Content-Type": "application/json" }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  expect(response.status).toBeLessThan(300);
  return (response.status === 204 ? undefined : await response.json()) as T;
};

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  token = await adminToken(suite.server.url);
  // An article whose every field is translated into English: "alcachofas" is only in the Spanish original, and
  // "artichokes" only in the English text.
  await api("POST", "/api/articles", {
    title: "Huerto en macetas hondas",
    slug: "huerto-en-macetas",
    summary: "Qué sembrar en un balcón con poco sol.",
    category: "Huerto",
    content: `<p>${"Un balcón pequeño también da de comer. ".repeat(3)} Las alcachofas piden macetas hondas y paciencia.</p>`,
    published: true,
    translations: {
      en: {
        title: "A garden in deep pots",
        summary: "What to sow on a balcony with little sun.",
        category: "Garden",
        content: `<p>${"A small balcony can feed you too. ".repeat(3)} Artichokes want deep pots and patience.</p>`,
      },
    },
  });
});

/** A signed-in owner's page in the admin's language `lang`, at `viewport`. */
async function ownerPage(browser: Browser, lang: Lang, viewport: Viewport): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale: lang === "es" ? "es-ES" : "en-US", viewport });
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto(`${suite.server.url}/`);
  await page.evaluate(
    ([signedIn, language]) => {
      localStorage.setItem("token", signedIn!);
      localStorage.setItem("adminLanguage", language!);
    },
    [token, lang],
  );
  return { page, errors };
}

const size = (viewport: Viewport) => (viewport.width === DESKTOP.width ? "1280" : "390");
const cardIds = (page: Page) =>
  page.locator("[data-testid=project-card]").evaluateAll((cards) => cards.map((card) => Number(card.getAttribute("data-project-id"))));
const storedOrder = () => suite.server.query<{ id: number }>('SELECT id FROM projects ORDER BY "order", id').map((row) => row.id);
const savedOrder = (page: Page) => page.waitForResponse((response) => response.url().endsWith("/api/projects/order") && response.request().method() === "PUT");

/**
 * A person's drag: press on the handle, move a little (the browser starts the drag), glide to the target, release.
 * (Playwright's dragTo pressed on the card's link instead of the handle above it.)
 */
async function dragWithMouse(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  // The target's centre, or its lowest part still in view (a phone shows one card at a time).
  const endY = Math.min(end.y + end.height / 2, (page.viewportSize()?.height ?? 0) - 10, end.y + end.height - 10);
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 5, start.y + start.height / 2 + 5, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, endY, { steps: 10 });
  await page.mouse.up();
}

describe("the admin's project cards", () => {
  for (const [lang, viewport] of [
    ["es", DESKTOP],
    ["en", PHONE],
  ] as const) {
    test(`${lang} at ${size(viewport)} px: the visitors' cards; dragging and the keyboard reorder them, and the order survives a reload`, async () => {
      const { page, errors } = await ownerPage(suite.browser, lang, viewport);
      await page.goto(`${suite.server.url}/admin/projects`);
      await page.locator("[data-testid=project-card]").first().waitFor();
      const before = await cardIds(page);
      expect(before.length).toBeGreaterThanOrEqual(3);
      expect(before).toEqual(storedOrder());
      // The card is the public one: the same <article>, with the same elements and classes as on /projects (whose
      // Spanish text the admin edits), its labels in the owner's language.
      const first = page.locator("[data-testid=project-card]").first();
      const shape = (card: Element) => [card, ...card.querySelectorAll("*")].map((element) => `${element.tagName}.${element.getAttribute("class") ?? ""}`);
      const adminCard = await first.locator("article").evaluate(shape);
      const title = (await first.locator("article h2").evaluate((heading) => (heading.querySelector("a") ?? heading).childNodes[0]?.textContent ?? "")).trim();
      const visitor = await page.context().newPage();
      await visitor.goto(`${suite.server.url}/projects?lang=es`);
      const publicCard = await visitor.locator("article", { hasText: title }).first().evaluate(shape);
      await visitor.close();
      expect(adminCard).toEqual(publicCard);
      await first
        .getByText(lang === "es" ? "Actualidad" : "Present")
        .or(first.locator("article p").first())
        .first()
        .waitFor();

      // Drag the second card's handle onto the first card (on a phone, onto its lower part, which is in view).
      const handle2 = page.locator("[data-testid=project-card]").nth(1).locator("[data-control=handle]");
      await handle2.scrollIntoViewIfNeeded();
      const saved = savedOrder(page);
      await dragWithMouse(page, handle2, first);
      expect((await saved).status()).toBe(200);
      const dragged = [before[1]!, before[0]!, ...before.slice(2)];
      expect(await cardIds(page)).toEqual(dragged);
      await page.reload();
      await page.locator("[data-testid=project-card]").first().waitFor();
      expect(await cardIds(page)).toEqual(dragged);
      expect(storedOrder()).toEqual(dragged);

      // From the keyboard: the first card's handle, arrow right (later), announced in the live region.
      const handle = page.locator(`[data-project-id="${dragged[0]}"] [data-control=handle]`);
      await handle.focus();
      const moved = savedOrder(page);
      await page.keyboard.press("ArrowRight");
      await moved;
      const keyed = [dragged[1]!, dragged[0]!, ...dragged.slice(2)];
      expect(await cardIds(page)).toEqual(keyed);
      expect(await page.evaluate(() => document.activeElement?.getAttribute("data-control"))).toBe("handle");
      await page.getByText(lang === "es" ? /está ahora en la posición 2 de/ : /is now in position 2 of/).waitFor({ state: "attached" });
      // The move buttons, by tap or click: the card now second goes back to the front.
      const back = savedOrder(page);
      await page.locator(`[data-project-id="${dragged[0]}"] [data-control=earlier]`).click();
      await back;
      await page.reload();
      await page.locator("[data-testid=project-card]").first().waitFor();
      expect(await cardIds(page)).toEqual(dragged);
      expect(storedOrder()).toEqual(dragged);
      // The move buttons are 44 px tap targets, and nothing scrolls sideways.
      const box = await page.locator("[data-control=later]").first().boundingBox();
      expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SCREENSHOTS, `cards-admin-projects-${lang}-${size(viewport)}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe("search across languages", () => {
  const cases = [
    ["en", DESKTOP, "alcachofas", "Found in", "Español"],
    ["en", PHONE, "alcachofas", "Found in", "Español"],
    ["es", DESKTOP, "artichokes", "Encontrado en", "English"],
    ["es", PHONE, "artichokes", "Encontrado en", "English"],
  ] as const;
  for (const [lang, viewport, word, mark, language] of cases) {
    test(`${lang} at ${size(viewport)} px: "${word}" finds the article by its other language, marked; a search for nothing says so`, async () => {
      const api = (await (await fetch(`${suite.server.url}/api/articles?q=${word}&lang=${lang}`)).json()) as {
        slug: string;
        lang: string;
        matchedLanguage: string;
      }[];
      expect(api.map(({ slug, lang, matchedLanguage }) => ({ slug, lang, matchedLanguage }))).toEqual([
        { slug: "huerto-en-macetas", lang, matchedLanguage: lang === "en" ? "es" : "en" },
      ]);
      const context = await suite.browser.newContext({ locale: lang === "es" ? "es-ES" : "en-US", viewport });
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      await page.goto(`${suite.server.url}/articles?lang=${lang}`);
      await page.getByRole("searchbox").fill(word);
      const result = page.locator("[data-testid=search-result]");
      await result.first().waitFor();
      expect(await result.count()).toBe(1);
      await result.getByText(lang === "en" ? "A garden in deep pots" : "Huerto en macetas hondas").waitFor();
      const badge = result.getByText(mark);
      expect(await badge.isVisible()).toBe(true);
      expect(await result.locator(`span[lang="${lang === "en" ? "es" : "en"}"]`).textContent()).toBe(language);
      expect(await result.locator(".search-snippet mark").first().textContent()).toBe(word === "alcachofas" ? "alcachofas" : "Artichokes");
      await page.screenshot({ path: join(SCREENSHOTS, `cards-search-${lang}-${size(viewport)}.png`), fullPage: true });

      // Nothing found: the line is in view, in its own box, with a readable size.
      await page.getByRole("searchbox").fill("zqxjvw");
      const empty = page.locator("[data-testid=search-empty]");
      await empty.waitFor();
      expect(await empty.isVisible()).toBe(true);
      expect(await empty.textContent()).toContain("zqxjvw");
      const line = await empty.boundingBox();
      expect(line!.y + line!.height).toBeLessThanOrEqual(viewport.height);
      expect(await empty.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(16);
      await page.screenshot({ path: join(SCREENSHOTS, `cards-search-empty-${lang}-${size(viewport)}.png`) });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe("undo after a delete", () => {
  const UNDO_MS = 10_000;
  const kinds = [
    { kind: "projects", lang: "es", viewport: DESKTOP, table: "projects", label: "title" },
    { kind: "articles", lang: "en", viewport: PHONE, table: "articles", label: "title" },
    { kind: "messages", lang: "es", viewport: PHONE, table: "messages", label: "name" },
  ] as const;

  for (const { kind, lang, viewport, table, label } of kinds) {
    test(`${kind}, ${lang} at ${size(viewport)} px: Undo brings it back; without Undo it is deleted when the 10 s run out`, async () => {
      if (kind === "messages") {
        const sent = await fetch(`${suite.server.url}/api/messages`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name: "Visitante Uno", email: "uno@example.com", subject: "Una consulta", message: "Un mensaje para borrar y recuperar." }),
        });
        expect(sent.status).toBe(201);
      }
      const [row] = suite.server.query<{ id: number; name: string }>(`SELECT id, ${label} AS name FROM ${table} ORDER BY id DESC LIMIT 1`);
      const { page, errors } = await ownerPage(suite.browser, lang, viewport);
      await page.clock.install();
      await page.goto(`${suite.server.url}/admin/${kind}`);
      const deleteName =
        kind === "messages"
          ? lang === "es"
            ? `Eliminar el mensaje de ${row!.name}`
            : `Delete message from ${row!.name}`
          : lang === "es"
            ? `Eliminar ${row!.name}`
            : `Delete ${row!.name}`;
      const deleteButton = page.getByRole("button", { name: deleteName, exact: true });
      const confirmAndSee = async () => {
        await deleteButton.click();
        await page
          .getByRole("dialog")
          .getByRole("button", { name: lang === "es" ? "Eliminar" : "Delete", exact: true })
          .click();
        await deleteButton.waitFor({ state: "detached" });
      };
      const undo = page.getByRole("button", { name: lang === "es" ? "Deshacer" : "Undo", exact: true });
      const exists = () => suite.server.query<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE id = ?`, row!.id)[0]!.n;

      await confirmAndSee();
      expect(await undo.isVisible()).toBe(true);
      await page.clock.runFor(UNDO_MS - 1000);
      expect(exists()).toBe(1);
      await undo.click();
      await deleteButton.waitFor();
      await page.clock.runFor(UNDO_MS * 2);
      await page.reload();
      await deleteButton.waitFor();
      expect(exists()).toBe(1);

      await confirmAndSee();
      const deleted = page.waitForResponse((response) => response.request().method() === "DELETE" && response.url().endsWith(`/api/${kind}/${row!.id}`));
      await page.clock.runFor(UNDO_MS - 1000);
      expect(exists()).toBe(1);
      await page.clock.runFor(1000);
      expect((await deleted).status()).toBe(204);
      expect(exists()).toBe(0);
      await page.reload();
      await page.locator("main h1").waitFor();
      expect(await deleteButton.count()).toBe(0);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  test("a tab closed before the 10 s run out still deletes (keepalive on pagehide)", async () => {
    const [row] = suite.server.query<{ id: number; title: string }>("SELECT id, title FROM projects ORDER BY id DESC LIMIT 1");
    const { page } = await ownerPage(suite.browser, "en", DESKTOP);
    await page.goto(`${suite.server.url}/admin/projects`);
    await page.getByRole("button", { name: `Delete ${row!.title}`, exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("button", { name: "Undo", exact: true }).waitFor();
    await page.close({ runBeforeUnload: true });
    const deadline = Date.now() + 5000;
    while (suite.server.query<{ n: number }>("SELECT count(*) AS n FROM projects WHERE id = ?", row!.id)[0]!.n && Date.now() < deadline) await Bun.sleep(50);
    expect(suite.server.query<{ n: number }>("SELECT count(*) AS n FROM projects WHERE id = ?", row!.id)[0]!.n).toBe(0);
  });
});

describe("the home page's JavaScript", () => {
  test("stays under 150 KB gzip", async () => {
    const context = await suite.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.url());
    });
    await page.goto(`${suite.server.url}/`);
    await page.waitForLoadState("networkidle");
    let total = 0;
    for (const url of scripts) total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
    console.log(`home page JavaScript: ${scripts.length} files, ${(total / 1024).toFixed(1)} KB gzip`);
    expect(total).toBeLessThan(150 * 1024);
    await context.close();
  });
});
