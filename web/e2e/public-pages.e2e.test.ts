/**
 * The public site's other pages in a real browser, against the compiled executable with demo content: projects,
 * stylesheets and chunks, the 404 and legal pages, and a phone's width.
 */
import { describe, expect, test } from "bun:test";
import { startSuite } from "./harness";
import { close, forgive, forgiveNotFoundDocument, noHorizontalScroll, PHONE, publicSite, screenshot, settled } from "./public-site";

const suite = startSuite();
const { open, count } = publicSite(suite);

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
      return [...html.slice(0, html.indexOf("</head>")).matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g)].map((m) => m[1]!);
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
