/**
 * Issue 26 in a real browser against the compiled executable, at 1280 px and 390 px, in Spanish and English: the
 * owner who types and clicks away is asked first; a tab closed mid-edit offers the text back; the editor's headings
 * and lists look as the public article's do (computed styles compared); a draft saves with a title alone; the action
 * bar stays on screen while scrolling; a failed publish points at the first field to fix. Screenshots of the editor
 * go to dist/screenshots/editor-*.png.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { adminToken, DESKTOP, PHONE, SCREENSHOTS, startSuite, toastWith, trackPageErrors } from "./harness";

const suite = startSuite();

const TEXTS = {
  es: {
    locale: "es-ES",
    title: "Título",
    back: "Volver a Artículos",
    leaveTitle: "¿Salir sin guardar?",
    stay: "Seguir editando",
    leave: "Salir sin guardar",
    restoreText: /^¿Recuperar los cambios sin guardar del .+\?$/,
    restore: "Recuperar",
    saveDraft: "Guardar borrador",
    created: "Artículo creado correctamente",
    publishNow: /Publicar ahora/,
    publish: "Publicar",
    errorsTitle: "Revisa estos campos antes de guardar:",
    viewArticle: "Ver artículo",
  },
  en: {
    locale: "en-US",
    title: "Title",
    back: "Back to Articles",
    leaveTitle: "Leave without saving?",
    stay: "Keep editing",
    leave: "Leave without saving",
    restoreText: /^Restore unsaved changes from .+\?$/,
    restore: "Restore",
    saveDraft: "Save draft",
    created: "Article created successfully",
    publishNow: /Publish now/,
    publish: "Publish",
    errorsTitle: "Check these fields before saving:",
    viewArticle: "View article",
  },
} as const;

/** An article with the structure whose looks are compared: a heading, a bulleted and a numbered list, a quote, code. */
const STRUCTURED = `<p>${"Un párrafo de introducción con palabras suficientes. ".repeat(2)}</p><h2>Lo que aprendí</h2><ul><li>Medir primero</li><li>Automatizar después</li></ul><ol><li>Uno</li><li>Dos</li></ol><blockquote><p>Una cita.</p></blockquote><pre><code>const a = 1;</code></pre>`;

let token = "";
let structured = { id: 0, slug: "" };

async function api(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${suite.server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  token = await adminToken(suite.server.url);
  const created = await api("POST", "/api/articles", {
    title: "Cómo se ve un artículo con estructura",
    summary: "Encabezados, listas, citas y código, como los ven los lectores.",
    category: "Escritura",
    content: STRUCTURED,
    published: true,
  });
  expect(created.status).toBe(201);
  structured = (await created.json()) as { id: number; slug: string };
});

/** Computed looks of the first h2, ul, ol and blockquote inside `root`, the things the issue found flattened. */
function looksOf(page: Page, root: string) {
  return page.evaluate((selector) => {
    const inside = (tag: string) => document.querySelector(selector)!.querySelector(tag)!;
    const style = (tag: string) => getComputedStyle(inside(tag));
    return {
      h2: { fontSize: style("h2").fontSize, fontWeight: style("h2").fontWeight },
      ul: { listStyleType: style("ul").listStyleType, paddingLeft: style("ul").paddingLeft },
      ol: { listStyleType: style("ol").listStyleType },
      li: { fontSize: style("li").fontSize },
      blockquote: { borderLeftWidth: style("blockquote").borderLeftWidth, fontStyle: style("blockquote").fontStyle },
      p: { fontSize: style("p").fontSize, lineHeight: style("p").lineHeight },
    };
  }, root);
}

describe.each([
  ["es", DESKTOP],
  ["en", DESKTOP],
  ["es", PHONE],
  ["en", PHONE],
] as const)("the article editor in %s at %o", (lang, viewport) => {
  const text = TEXTS[lang];
  const name = `${lang}-${viewport.width}`;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  /** Questions the browser asked (beforeunload); kept open only when a test wants to see the page stay. */
  const asked: string[] = [];
  let stayOnQuestion = false;

  beforeAll(async () => {
    context = await suite.browser.newContext({ locale: text.locale, viewport });
    await context.addInitScript(
      ({ signedIn, language }) => {
        localStorage.setItem("token", signedIn);
        localStorage.setItem("adminLanguage", language);
      },
      { signedIn: token, language: lang },
    );
    page = await context.newPage();
    errors = trackPageErrors(page);
    page.on("dialog", (question) => {
      asked.push(question.type());
      void (stayOnQuestion ? question.dismiss() : question.accept());
    });
  });
  afterAll(async () => {
    expect(errors).toEqual([]);
    await context.close();
  });

  const editable = (target: Page) => target.locator(".jodit-wysiwyg").first();

  test("typing, then clicking away: asked in the app's dialog; staying keeps the text, leaving goes", async () => {
    await page.goto(`${suite.server.url}/admin/articles/new`);
    await page.getByLabel(text.title, { exact: true }).fill(`Borrador ${name}`);
    await editable(page).click();
    await page.keyboard.type("Una idea a medio escribir.");
    await page.getByRole("link", { name: text.back }).click();
    // The dialog's outer element has no size of its own (its panel is fixed): wait for what is in it.
    const dialog = page.getByRole("dialog", { name: text.leaveTitle });
    await dialog.getByRole("button", { name: text.stay }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, `editor-leave-${name}.png`) });
    await dialog.getByRole("button", { name: text.stay }).click();
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/admin/articles/new");
    expect(await editable(page).textContent()).toContain("Una idea a medio escribir.");

    // Closing the tab is the browser's own question; answered "stay", the page stays.
    stayOnQuestion = true;
    asked.length = 0;
    await page.close({ runBeforeUnload: true });
    await page.waitForTimeout(500);
    stayOnQuestion = false;
    expect(asked).toEqual(["beforeunload"]);
    expect(page.isClosed()).toBe(false);

    await page.getByRole("link", { name: text.back }).click();
    await page.getByRole("dialog", { name: text.leaveTitle }).getByRole("button", { name: text.leave }).click();
    await page.waitForURL(`${suite.server.url}/admin/articles`);
  });

  test("a tab closed mid-edit: the next visit offers the text back, and restores it", async () => {
    const writer = await context.newPage();
    await writer.goto(`${suite.server.url}/admin/articles/new`);
    await writer.getByLabel(text.title, { exact: true }).fill(`Perdido y encontrado ${name}`);
    await editable(writer).click();
    await writer.keyboard.type("Este texto sobrevive a la pestaña cerrada.");
    await writer.waitForFunction(() => (localStorage.getItem("portfolio:article-copy:new") ?? "").includes("sobrevive a la pesta"));
    await writer.close();

    await page.goto(`${suite.server.url}/admin/articles/new`);
    const banner = page.getByTestId("restore-banner");
    await banner.getByText(text.restoreText).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, `editor-restore-${name}.png`) });
    await banner.getByRole("button", { name: text.restore, exact: true }).click();
    expect(await page.getByLabel(text.title, { exact: true }).inputValue()).toBe(`Perdido y encontrado ${name}`);
    await editable(page).getByText("Este texto sobrevive a la pestaña cerrada.").waitFor();
  });

  test("a heading and a list in the editor look as the public article shows them", async () => {
    await page.goto(`${suite.server.url}/articles/${structured.slug}`);
    const published = await looksOf(page, "article .prose");
    await page.goto(`${suite.server.url}/admin/articles/edit/${structured.id}`);
    await editable(page).locator("h2").waitFor();
    const editing = await looksOf(page, ".jodit-wysiwyg");
    expect(editing).toEqual(published);
    // What the issue found: 16 px regular headings and lists without bullets.
    expect(Number.parseFloat(editing.h2.fontSize)).toBeGreaterThan(20);
    expect(editing.ul.listStyleType).toBe("disc");
    expect(editing.ol.listStyleType).toBe("decimal");
    await editable(page).locator("h2").scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, `editor-prose-${name}.png`) });
  });

  test("the action bar stays on screen while scrolling; a live article links to its page", async () => {
    await page.goto(`${suite.server.url}/admin/articles/edit/${structured.id}`);
    await editable(page).waitFor();
    const bar = page.getByTestId("article-action-bar");
    for (const fraction of [0, 0.5, 1]) {
      await page.evaluate((f) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * f), fraction);
      await page.waitForTimeout(100);
      const box = await bar.boundingBox();
      expect(box, `at ${fraction}`).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height + 1);
    }
    expect(await bar.getByRole("link", { name: text.viewArticle }).getAttribute("href")).toBe(`/articles/${structured.slug}`);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await page.screenshot({ path: join(SCREENSHOTS, `editor-scrolled-${name}.png`) });
  });

  test("publishing a title alone: the summary at the top, the first field to fix focused and on screen", async () => {
    await page.goto(`${suite.server.url}/admin/articles/new`);
    await page.getByLabel(text.title, { exact: true }).fill(`Sin terminar ${name}`);
    await page.getByRole("radio", { name: text.publishNow }).check();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByTestId("article-action-bar").getByRole("button", { name: text.publish, exact: true }).click();
    await page.getByText(text.errorsTitle).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === "article-summary");
    const inView = await page.evaluate(() => {
      const box = document.activeElement!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(inView).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, `editor-errors-${name}.png`) });
    // Leave without asking for the next test: the text is thrown away on purpose.
    await page.getByRole("link", { name: text.back }).click();
    await page.getByRole("dialog", { name: text.leaveTitle }).getByRole("button", { name: text.leave }).click();
    await page.waitForURL(`${suite.server.url}/admin/articles`);
  });

  test("a draft with a title alone is saved", async () => {
    await page.goto(`${suite.server.url}/admin/articles/new`);
    const title = `Solo el título ${name}`;
    await page.getByLabel(text.title, { exact: true }).fill(title);
    await page.getByTestId("article-action-bar").getByRole("button", { name: text.saveDraft, exact: true }).click();
    await toastWith(page, text.created);
    await page.waitForURL(`${suite.server.url}/admin/articles`);
    const [stored] = suite.server.query<{ slug: string; summary: string; content: string; published: number }>(
      "SELECT slug, summary, content, published FROM articles WHERE title = ?",
      title,
    );
    expect(stored).toEqual({ slug: `solo-el-titulo-${name}`, summary: "", content: "", published: 0 });
    expect((await fetch(`${suite.server.url}/articles/${stored!.slug}`)).status).toBe(404);
  });
});
