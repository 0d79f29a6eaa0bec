/**
 * The public site in a real browser, against the compiled executable with demo content. Also saves full-page
 * screenshots at phone and desktop widths into dist/screenshots/ for a human look.
 */
import { describe, expect, test } from "bun:test";
import type { BrowserContext, Page } from "playwright-core";
import { join } from "node:path";
import { ADMIN, SCREENSHOTS, startSuite, trackPageErrors } from "./harness";
import { DEMO_SITE_INFO } from "../../src/modules/demo/demo.content";

const suite = startSuite();

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

type Session = { context: BrowserContext; page: Page; errors: string[] };

async function open(viewport = DESKTOP, locale = "es-ES"): Promise<Session> {
  const context = await suite.browser.newContext({ viewport, locale, reducedMotion: "reduce" });
  const page = await context.newPage();
  return { context, page, errors: trackPageErrors(page) };
}

async function close({ context, errors }: Session) {
  await context.close();
  expect(errors).toEqual([]);
}

/** Waits until no skeleton is left, i.e. every data block shows its real state. */
const settled = (page: Page) => page.waitForFunction(() => document.querySelectorAll(".skeleton").length === 0, null, { timeout: 15_000 });

/** Scrolls through the page so lazy images load, then back to the top, then captures it whole. */
async function screenshot(page: Page, name: string) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(150);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

const count = (sql: string) => suite.server.query<{ count: number }>(sql)[0]?.count ?? 0;

/** Drops console lines a test expects (Chrome logs a failed request's status, for one), so `close` checks the rest. */
const forgive = ({ errors }: Session, expected: RegExp) => {
  const rest = errors.filter((e) => !expected.test(e));
  errors.splice(0, errors.length, ...rest);
};

/** An expected 404 page: Chrome logs the document's status as a console error; that one line is not a fault. */
const forgiveNotFoundDocument = (session: Session) => forgive(session, /status of 404/);

const noHorizontalScroll = (page: Page, width: number) => page.evaluate((max) => document.documentElement.scrollWidth <= max, width);

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
    await page.getByLabel("Correo electrónico").fill("ana@example.com");
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

describe("other pages", () => {
  test("/projects lists every project", async () => {
    const session = await open();
    const { page } = session;
    await page.goto(`${suite.server.url}/projects`);
    await page.getByRole("heading", { level: 1, name: "Portafolio" }).waitFor();
    await settled(page);
    expect(await page.locator("main article").count()).toBe(count("SELECT count(*) AS count FROM projects"));
    await close(session);
  });

  test("a public page paints from its inline stylesheet; the footer's admin link opens the admin with its own sheets", async () => {
    const session = await open();
    const { page } = session;
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto(`${suite.server.url}/`);
    await settled(page);
    expect(stylesheets).toEqual([]);
    expect(await page.locator("head style").count()).toBe(1);
    // Styled, not raw HTML: the header is fixed and the primary button is indigo.
    expect(
      await page
        .locator("header")
        .first()
        .evaluate((el) => getComputedStyle(el).position),
    ).toBe("fixed");
    await page.locator("footer").getByRole("link", { name: "Panel de administración" }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole("button", { name: "Iniciar sesión" }).waitFor();
    expect(stylesheets.filter((path) => /\/assets\/(site|admin|editor)-/.test(path))).toHaveLength(3);
    expect(await page.getByRole("button", { name: "Iniciar sesión" }).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(79, 70, 229)");
    // The sign-in page's session check answers 401 for a visitor, which Chrome logs; that is not a fault.
    forgive(session, /status of 401/);
    await close(session);
  });

  test("a page visited directly asks for its own chunk in <head>; the home page asks for none", async () => {
    const [article] = suite.server.query<{ slug: string }>("SELECT slug FROM articles WHERE published = 1 LIMIT 1");
    const preloads = async (path: string) => {
      const html = await (await fetch(suite.server.url + path)).text();
      return [...html.slice(0, html.indexOf("</head>")).matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);
    };
    expect(await preloads("/")).toEqual([]);
    const articleChunks = await preloads(`/articles/${article!.slug}`);
    expect(articleChunks.some((href) => /^\/assets\/ArticlePage-[^/]+\.js$/.test(href))).toBe(true);
    expect((await preloads("/privacy-policy")).some((href) => href.includes("/LegalPage-"))).toBe(true);
    for (const href of articleChunks) expect((await fetch(suite.server.url + href)).status).toBe(200);

    const session = await open();
    const scripts: string[] = [];
    session.page.on("request", (request) => {
      if (request.url().includes("/assets/") && request.url().endsWith(".js")) scripts.push(new URL(request.url()).pathname);
    });
    await session.page.goto(`${suite.server.url}/articles/${article!.slug}`);
    await session.page
      .getByRole("link", { name: /Compartir en/ })
      .first()
      .waitFor();
    // Each file once: the preloaded chunk is the one the page then imports.
    expect(scripts.length).toBe(new Set(scripts).size);
    expect(scripts.filter((path) => path.includes("/ArticlePage-"))).toHaveLength(1);
    await close(session);
  });

  test("a page whose chunk is gone (the site was upgraded meanwhile) reloads once and opens", async () => {
    const session = await open();
    const { page } = session;
    await page.goto(`${suite.server.url}/`);
    await settled(page);
    let refused = 0;
    await page.route(/\/assets\/ArticlesPage-[^/]+\.js$/, (route) => (refused++ === 0 ? route.fulfill({ status: 404, body: "" }) : route.continue()));
    let loads = 0;
    page.on("load", () => loads++);
    await page
      .locator("#articles")
      .getByRole("link", { name: /Ver todos los artículos/ })
      .click();
    await page.getByRole("heading", { level: 1, name: "Artículos" }).waitFor();
    await settled(page);
    expect(refused).toBe(2);
    expect(loads).toBe(1);
    expect(new URL(page.url()).pathname).toBe("/articles");
    // The refused chunk and the browser's report of the failed import are expected here.
    forgive(session, /404|dynamically imported module/i);
    await close(session);
  });

  test("an unknown path shows the 404 card inside the layout", async () => {
    const session = await open();
    const { page } = session;
    await page.goto(`${suite.server.url}/esta-pagina-no-existe`);
    await page.getByRole("heading", { level: 1, name: "404 Página No Encontrada" }).waitFor();
    await page.getByText("¿Olvidaste añadir esta página al enrutador?").waitFor();
    expect(await page.locator("header").count()).toBeGreaterThan(0);
    expect(await page.locator("footer").count()).toBe(1);
    forgiveNotFoundDocument(session);
    await close(session);
  });

  test("a missing article shows its not-found texts", async () => {
    const session = await open();
    const { page } = session;
    await page.goto(`${suite.server.url}/articles/no-existe?lang=es`);
    await page.getByRole("heading", { name: "Artículo no encontrado" }).waitFor();
    forgiveNotFoundDocument(session);
    await close(session);
  });

  test("the legal pages show today's date and link to the contact form", async () => {
    const session = await open();
    const { page } = session;
    for (const path of ["/privacy-policy", "/terms-of-service", "/cookie-policy"]) {
      await page.goto(suite.server.url + path);
      await page.getByText(/Última actualización: \d{1,2} de \p{L}+ de \d{4}/u).waitFor();
      expect(await page.getByRole("link", { name: /Ir al formulario de contacto/ }).getAttribute("href")).toBe("/#contact");
      // In Spanish the document needs no note about its language.
      expect(await page.getByText("Este documento se publica solo en español.").count()).toBe(0);
    }
    await close(session);
  });
});

describe("legal pages in another language", () => {
  test("the frame speaks English, a note says the document is Spanish, and the document is marked lang=es", async () => {
    const session = await open(PHONE, "en-US");
    const { page } = session;
    await page.goto(`${suite.server.url}/privacy-policy?lang=en`);
    await page.getByRole("heading", { level: 1, name: "Privacy policy" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await page.getByText("This document is published in Spanish only.").waitFor();
    await page.getByText(/^Last updated: /).waitFor();
    expect(await page.locator(".prose").getAttribute("lang")).toBe("es");
    expect(await page.getByRole("heading", { level: 2, name: "Responsable del tratamiento" }).count()).toBe(1);
    expect(await noHorizontalScroll(page, PHONE.width)).toBe(true);
    await screenshot(page, "legal-en-390");
    await close(session);
  });
});

describe("uploaded images", () => {
  /** Three widths of one 16:10 WebP, made by the browser as the admin's does, uploaded as one set. */
  async function uploadImageSet(page: Page, token: string): Promise<string> {
    return page.evaluate(async (bearer) => {
      const form = new FormData();
      for (const width of [1600, 960, 480]) {
        const canvas = new OffscreenCanvas(width, (width * 10) / 16);
        const context = canvas.getContext("2d")!;
        context.fillStyle = "#6366f1";
        context.fillRect(0, 0, canvas.width, canvas.height);
        form.append("file", await canvas.convertToBlob({ type: "image/webp" }), `cover-${width}.webp`);
      }
      const response = await fetch("/api/uploads/images", { method: "POST", headers: { Authorization: `Bearer ${bearer}` }, body: form });
      return ((await response.json()) as { url: string }).url;
    }, token);
  }

  test("a featured project's uploaded image offers its variants, and a phone loads the smallest that is sharp", async () => {
    const login = await fetch(`${suite.server.url}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const session = await open(PHONE);
    const { page } = session;
    await page.goto(`${suite.server.url}/`);
    const url = await uploadImageSet(page, token);
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-1600x1000\.webp$/);
    const [project] = suite.server.query<{ id: number }>('SELECT id FROM projects WHERE featured = 1 ORDER BY "order" LIMIT 1');
    const update = await fetch(`${suite.server.url}/api/projects/${project!.id}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ imageUrl: url }),
    });
    expect(update.status).toBe(200);

    await page.goto(`${suite.server.url}/`);
    await settled(page);
    const image = page.locator(`#work img[src="${url}"]`);
    expect(await image.getAttribute("srcset")).toBe(`${url.replace("1600x1000", "480x300")} 480w, ${url.replace("1600x1000", "960x600")} 960w, ${url} 1600w`);
    expect(await image.getAttribute("loading")).toBe("lazy");
    expect(await image.getAttribute("width")).toBe("1600");
    await image.scrollIntoViewIfNeeded();
    await page.waitForFunction((src) => document.querySelector<HTMLImageElement>(`#work img[src="${src}"]`)?.complete, url);
    // 390 px at 1x: the card is 358 px wide, so the 480 px variant is the one fetched.
    expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toEndWith(url.replace("1600x1000", "480x300"));
    await close(session);
  });
});

describe("phone (390 px)", () => {
  test("the mobile menu opens, lists the languages and collapses after a choice, with no horizontal scroll", async () => {
    const session = await open(PHONE);
    const { page } = session;
    await page.goto(`${suite.server.url}/`);
    await settled(page);
    expect(await noHorizontalScroll(page, PHONE.width)).toBe(true);
    const toggle = page.getByRole("button", { name: "Abrir menú" });
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await menu.waitFor({ state: "visible" });
    expect(await menu.getByRole("button").count()).toBe(8);
    expect(await noHorizontalScroll(page, PHONE.width)).toBe(true);
    await menu.getByRole("link", { name: "Proyectos" }).click();
    await menu.waitFor({ state: "hidden" });
    await page.waitForFunction(() => Math.abs(document.getElementById("work")!.getBoundingClientRect().top - 80) < 2);
    await close(session);
  });

  test("no page scrolls sideways", async () => {
    const session = await open(PHONE);
    const { page } = session;
    for (const path of ["/", "/projects", "/articles", "/privacy-policy", "/nada"]) {
      await page.goto(suite.server.url + path);
      await settled(page);
      expect({ path, fits: await noHorizontalScroll(page, PHONE.width) }).toEqual({ path, fits: true });
    }
    forgiveNotFoundDocument(session);
    await close(session);
  });
});

describe("screenshots", () => {
  for (const [label, viewport] of [
    ["390", PHONE],
    ["1280", DESKTOP],
  ] as const) {
    test(`home, /projects, /articles, an article and the 404 at ${label} px`, async () => {
      const session = await open(viewport);
      const { page } = session;
      const [article] = suite.server.query<{ slug: string }>("SELECT slug FROM articles WHERE published = 1 ORDER BY published_at DESC LIMIT 1");
      for (const [name, path] of [
        ["home", "/"],
        ["projects", "/projects"],
        ["articles", "/articles"],
        ["article", `/articles/${article!.slug}?lang=es`],
        ["404", "/pagina-inexistente"],
      ] as const) {
        await page.goto(suite.server.url + path);
        await settled(page);
        await page.evaluate(() => document.fonts.ready);
        await screenshot(page, `${name}-${label}`);
      }
      forgiveNotFoundDocument(session);
      await close(session);
    });
  }
});
