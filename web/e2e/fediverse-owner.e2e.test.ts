/**
 * The fediverse as a first-time owner and a visitor meet it, on the compiled executable. The owner chooses the handle
 * before anyone follows, beside the profile card as Mastodon will show it; without PUBLIC_URL the screen speaks of the
 * site's address and gives the line for each setup. A visitor types their server on the home page and lands on that
 * server's remote-follow page, with JavaScript and without. The visitor's server is a fake on 127.0.0.1 (allowed by
 * FEDIVERSE_ALLOW_PRIVATE=1) whose WebFinger gives a subscribe template. A browser's form gets a page that moves on
 * at once (the site's CSP keeps a form's navigation from being redirected to another site), so this is what runs. Screenshots in es, en and ja at 1280 and
 * 390 px go to SCREENSHOTS (fediverse-*).
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { DESKTOP, launchBrowser, screenshots, signInViaApi, startServer, toastWith, trackPageErrors, type RunningServer } from "./harness";

type Language = "es" | "en" | "ja";
const LOCALES: Record<Language, string> = { es: "es-ES", en: "en-US", ja: "ja-JP" };

let server: RunningServer;
let browser: Browser;
const asked: string[] = [];
/** The visitor's server: WebFinger with a subscribe template, and the page it leads to. */
const remote = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  fetch(request): Response {
    const url = new URL(request.url);
    if (url.pathname === "/.well-known/webfinger") {
      asked.push(url.searchParams.get("resource") ?? "");
      const template = `http://${url.host}/authorize_interaction?uri={uri}`;
      return Response.json({ subject: "acct:x@y", links: [{ rel: "http://ostatus.org/schema/1.0/subscribe", template }] });
    }
    if (url.pathname === "/authorize_interaction") {
      const who = (url.searchParams.get("uri") ?? "").replace(/[<>&"]/g, "");
      return new Response(`<!doctype html><title>Remote follow</title><h1 id="remote">Follow ${who}?</h1>`, { headers: { "content-type": "text/html" } });
    }
    return new Response("not here", { status: 404 });
  },
});
const REMOTE = `127.0.0.1:${remote.port}`;

beforeAll(async () => {
  server = await startServer({ viaLocalhost: true, env: { FEDIVERSE_ALLOW_PRIVATE: "1" } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  remote.stop(true);
});

const host = () => new URL(server.url).host;

async function ownerPage(target: RunningServer, language: Language): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale: LOCALES[language], viewport: DESKTOP });
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await signInViaApi(page, target.url);
  await page.evaluate((lang) => localStorage.setItem("adminLanguage", lang), language);
  return { context, page, errors };
}

test("before anyone follows, the owner chooses the handle beside the profile card; the handle then answers WebFinger", async () => {
  for (const language of ["en", "ja"] as const) {
    const { context, page, errors } = await ownerPage(server, language);
    await page.goto(`${server.url}/admin/fediverse`);
    await page.getByTestId("fediverse-profile-preview").waitFor();
    await screenshots(page, `fediverse-choose-${language}`);
    expect(errors).toEqual([]);
    await context.close();
  }

  const { context, page, errors } = await ownerPage(server, "es");
  await page.goto(`${server.url}/admin/fediverse`);
  const card = page.getByTestId("fediverse-handle-card");
  await card.getByRole("heading", { name: "Elige tu identificador" }).waitFor();
  const preview = page.getByTestId("fediverse-profile-preview");
  // The sign-in account's username until the owner chooses; the card shows what Mastodon will.
  expect(await preview.getByTestId("fediverse-preview-handle").textContent()).toBe(`@owner@${host()}`);
  expect(await preview.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await screenshots(page, "fediverse-choose-es");
  await page.getByLabel("Nombre de usuario").fill("lucia");
  expect(await preview.getByTestId("fediverse-preview-handle").textContent()).toBe(`@lucia@${host()}`);
  await page.getByRole("button", { name: "Usar este identificador" }).click();
  await toastWith(page, "Identificador cambiado.");
  await card.getByRole("heading", { name: "Tu identificador" }).waitFor();
  expect(await page.getByTestId("fediverse-handle").textContent()).toBe(`@lucia@${host()}`);
  await screenshots(page, "fediverse-chosen-es");

  const webfinger = await fetch(`${server.url}/.well-known/webfinger?resource=acct:lucia@${host()}`);
  expect(webfinger.status).toBe(200);
  const actor = (await (await fetch(`${server.url}/fediverse/owner`, { headers: { accept: "application/activity+json" } })).json()) as Record<string, unknown>;
  expect(actor.preferredUsername).toBe("lucia");
  expect(errors).toEqual([]);
  await context.close();
});

test("a visitor follows from their server: sent to its remote-follow page, with JavaScript and without", async () => {
  for (const language of ["es", "en", "ja"] as const) {
    const context = await browser.newContext({ locale: LOCALES[language], viewport: DESKTOP });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${server.url}/?lang=${language}`);
    const follow = page.getByTestId("fediverse-follow");
    await follow.scrollIntoViewIfNeeded();
    await screenshots(page, `fediverse-home-${language}`, follow);
    // The site's page only: the fake server's page (with no icon of its own) is not the site's.
    expect(errors).toEqual([]);
    if (language === "en") {
      await follow.getByLabel("Follow from your server:").fill(REMOTE);
      await follow.getByRole("button", { name: "Follow", exact: true }).click();
      await page.waitForURL(/\/authorize_interaction\?/);
      expect(await page.locator("#remote").textContent()).toBe(`Follow lucia@${host()}?`);
      expect(asked.at(-1)).toBe(`acct:127.0.0.1@${REMOTE}`);
    }
    await context.close();
  }

  // Without JavaScript: the form is in the server's HTML; a bad name gets a page saying why, with the form again.
  const context = await browser.newContext({ locale: "es-ES", viewport: DESKTOP, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  const form = page.getByTestId("fediverse-follow");
  await form.getByLabel("Sígueme desde tu servidor:").fill("no es un servidor");
  await form.getByRole("button", { name: "Seguir" }).click();
  await page.getByRole("alert").waitFor();
  expect(await page.getByRole("alert").textContent()).toBe("Escribe el nombre de un servidor, como mastodon.social.");
  await screenshots(page, "fediverse-follow-refused-es");
  await page.getByLabel("Tu servidor (por ejemplo, mastodon.social)").fill(`@mia@${REMOTE}`);
  await page.getByRole("button", { name: "Seguir" }).click();
  await page.waitForURL(/\/authorize_interaction\?/);
  expect(await page.locator("#remote").textContent()).toBe(`Follow lucia@${host()}?`);
  expect(asked.at(-1)).toBe(`acct:mia@${REMOTE}`);
  await context.close();
});

test("without PUBLIC_URL the screen and the dashboard speak of the site's address, with the line for each setup", async () => {
  const off = await startServer({ env: { FEDIVERSE_ALLOW_PRIVATE: "1" } });
  try {
    for (const language of ["es", "en", "ja"] as const) {
      const { context, page, errors } = await ownerPage(off, language);
      await page.goto(`${off.url}/admin/fediverse`);
      const card = page.getByTestId("federation-off");
      await card.waitFor();
      const prose = await card.locator("h2, p, dt").allTextContents();
      expect(prose.join(" ")).not.toMatch(/PUBLIC_URL|actor|アクター/i);
      expect(await card.locator("code").allTextContents()).toContain("docker run … -e PUBLIC_URL=https://example.com portfolio");
      await screenshots(page, `fediverse-off-${language}`);
      await page.goto(`${off.url}/admin`);
      const line = page.getByTestId("dashboard-fediverse");
      await line.waitFor();
      expect(await line.textContent()).not.toContain("PUBLIC_URL");
      expect(errors).toEqual([]);
      await context.close();
    }
  } finally {
    await off.stop();
  }
});
