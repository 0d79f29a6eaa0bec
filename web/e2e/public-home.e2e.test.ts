/**
 * The public home page in a real browser, against the compiled executable with demo content: its sections, the
 * language menu, an article card, the contact form. Saves screenshots into dist/screenshots/ for a human look.
 */
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { DEMO_SITE_INFO } from "../../src/modules/demo/demo.content";
import { SCREENSHOTS, startSuite } from "./harness";
import { close, publicSite, screenshot, settled } from "./public-site";

const suite = startSuite();
const { open, count } = publicSite(suite);

describe("home", () => {
  test("the five sections are there, in order, with demo data and no console errors", async () => {
    const session = await open();
    const { page } = session;
    await page.goto(`${suite.server.url}/`);
    await settled(page);
    expect(await page.$$eval("main section[id]", (sections) => sections.map((s) => s.id))).toEqual(["home", "work", "cv", "articles", "contact"]);
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await page.title()).toBe(DEMO_SITE_INFO.siteTitle);
    expect(await page.locator("#work article").count()).toBe(count("SELECT count(*) AS count FROM projects WHERE featured = 1"));
    expect(await page.locator("#articles article").count()).toBe(Math.min(3, count("SELECT count(*) AS count FROM articles WHERE published = 1")));
    expect(await page.locator("#cv li").count()).toBeGreaterThan(0);
    await close(session);
  });

  test("switching to English rewrites the URL and the page, and a reload keeps it", async () => {
    const session = await open();
    const { page } = session;
    await page.goto(`${suite.server.url}/`);
    await settled(page);
    await page.getByRole("button", { name: /Idioma: Español/ }).click();
    await page.getByRole("list", { name: "Idioma" }).getByRole("button", { name: "English" }).click();
    await page.waitForURL(/[?&]lang=en/);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await page.getByRole("heading", { level: 1, name: "I build web apps that turn data into decisions." }).waitFor();
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "I build web apps that turn data into decisions." }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    // A fresh visit without ?lang= remembers the choice too.
    await page.goto(`${suite.server.url}/projects`);
    await page.getByRole("heading", { level: 1, name: "Portfolio" }).waitFor();
    await close(session);
  });

  test("a language chosen while the page is still hydrating (CPU slowed 6x) switches cleanly, with no console error", async () => {
    const session = await open();
    const { page } = session;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await page.goto(`${suite.server.url}/`, { waitUntil: "commit" });
    // Pressed as soon as the server's button is on screen, before the script has run or hydration has finished.
    await page.getByRole("button", { name: /Idioma: Español/ }).click();
    await page.getByRole("list", { name: "Idioma" }).getByRole("button", { name: "English" }).click();
    await page.getByRole("heading", { level: 1, name: "I build web apps that turn data into decisions." }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await close(session);
  });

  test("the language dropdown: keyboard, the current language marked, Escape and an outside press close it", async () => {
    const session = await open();
    const { page } = session;
    await page.goto(`${suite.server.url}/`);
    await settled(page);
    const button = page.getByRole("button", { name: /Idioma: Español/ });
    const list = page.getByRole("list", { name: "Idioma" });
    await button.focus();
    await page.keyboard.press("Enter");
    await list.waitFor();
    expect(await list.getByRole("button").allTextContents()).toEqual(["Español", "English", "Français", "Deutsch", "Italiano", "Português", "日本語", "中文"]);
    expect(await list.locator('[aria-current="true"]').textContent()).toBe("Español");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Español");
    await page.screenshot({ path: join(SCREENSHOTS, "language-menu-1280.png") });
    await page.keyboard.press("Escape");
    await list.waitFor({ state: "detached" });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await button.click();
    await list.waitFor();
    await page.locator("#home h1").click();
    await list.waitFor({ state: "detached" });
    await close(session);
  });

  test("an article card on the home page opens the article in the page's language", async () => {
    const session = await open();
    const { page } = session;
    await page.goto(`${suite.server.url}/`);
    await settled(page);
    const card = page.locator("#articles article").first();
    const title = (await card.locator("h3").textContent())!;
    await card.locator("h3 a").click();
    await page.waitForURL(/\/articles\/[^?]+\?lang=es$/);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await page.locator(".prose").innerText()).not.toBe("");
    expect(await page.getByRole("link", { name: /Compartir en/ }).count()).toBe(3);
    await screenshot(page, "article-1280");
    await close(session);
  });

  test("a contact message reaches the database", async () => {
    const session = await open();
    const { page } = session;
    await page.goto(`${suite.server.url}/#contact`);
    const subject = `Propuesta ${Date.now()}`;
    await page.getByLabel("Nombre").fill("Ana Torres");
    await page.getByLabel("Correo electrónico", { exact: true }).fill("ana@example.com");
    await page.getByLabel("Asunto").fill(subject);
    await page.getByLabel("Mensaje").fill("Hola, me gustaría hablar de un proyecto de datos.");
    await page.getByRole("button", { name: /Enviar mensaje/ }).click();
    await page.getByText("¡Mensaje enviado!").waitFor();
    expect(await page.getByLabel("Nombre").inputValue()).toBe("");
    const rows = suite.server.query<{ name: string; email: string }>("SELECT name, email FROM messages WHERE subject = ?", subject);
    expect(rows).toEqual([{ name: "Ana Torres", email: "ana@example.com" }]);
    await close(session);
  });

  test("invalid contact input shows the spec messages and sends nothing", async () => {
    const session = await open();
    const { page } = session;
    await page.goto(`${suite.server.url}/#contact`);
    await page.getByRole("button", { name: /Enviar mensaje/ }).click();
    await page.getByText("Name must be at least 2 characters").waitFor();
    await page.getByText("Message must be at least 10 characters").waitFor();
    await close(session);
  });
});
