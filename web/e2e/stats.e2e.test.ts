/**
 * Visitor statistics in a real browser against the compiled executable: a visitor reads three public pages (the
 * first served by the server, the next two client-side navigations reported by the page's beacon), gets no cookie
 * from the site and talks to no other host; the owner then sees exactly three page views in /admin/stats.
 */
import { expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { ADMIN, adminScreenshots, DESKTOP, startSuite, trackPageErrors } from "./harness";

const suite = startSuite();

/** A person's browser: headless Chromium calls itself HeadlessChrome, which the statistics rightly take for a bot. */
const VISITOR_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

/** Through the sign-in form, as the owner does: the session cookie is set, so the CSV link downloads. */
async function signIn(page: Page) {
  await page.goto(`${suite.server.url}/login`);
  await page.getByLabel("Correo electrónico").fill(ADMIN.email);
  await page.getByLabel("Contraseña").fill(ADMIN.password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.waitForURL(`${suite.server.url}/admin`);
}

test("three public pages read client-side are three page views in /admin/stats; the visitor got no cookie and talked to no other host", async () => {
  const origin = new URL(suite.server.url).origin;
  const visitor = await suite.browser.newContext({ locale: "es-ES", userAgent: VISITOR_AGENT, viewport: DESKTOP });
  const page = await visitor.newPage();
  const errors = trackPageErrors(page);
  const outside: string[] = [];
  const setCookies: string[] = [];
  const beacons: { status: number; type: string | null }[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) outside.push(url);
  });
  page.on("response", async (response) => {
    const cookie = await response.headerValue("set-cookie");
    if (cookie) setCookies.push(`${response.url()}: ${cookie}`);
    // (The browser does not show a beacon's body to the test: what it said shows in /admin/stats below.)
    if (response.url() === `${origin}/api/stats/hit`) beacons.push({ status: response.status(), type: await response.request().headerValue("content-type") });
  });

  // 1. The server-rendered first load.
  await page.goto(`${suite.server.url}/`, { waitUntil: "networkidle" });
  const [article] = suite.server.query<{ slug: string; title: string }>(
    "SELECT slug, title FROM articles WHERE published = 1 ORDER BY published_at DESC LIMIT 1",
  );
  // 2. An article, by clicking its card: a client-side navigation, reported by the beacon.
  await page.locator(`a[href^="/articles/${article!.slug}"]`).first().click();
  await page.waitForURL(`**/articles/${article!.slug}?lang=es`);
  await page.getByRole("heading", { level: 1, name: article!.title }).waitFor();
  // 3. Back to the list of articles, by its link on the article page.
  await page.locator('a[href="/articles?lang=es"]').first().click();
  await page.waitForURL("**/articles?lang=es");
  await page.waitForLoadState("networkidle");
  // The beacons travel on their own schedule (sendBeacon): wait for both answers.
  for (let i = 0; i < 50 && beacons.length < 2; i++) await page.waitForTimeout(100);

  expect(beacons).toEqual([
    { status: 204, type: "application/json" },
    { status: 204, type: "application/json" },
  ]);
  expect(outside).toEqual([]);
  expect(setCookies).toEqual([]);
  // The only cookie is the language the interface chose (the cookie policy's "lang"), written by the page itself.
  expect((await visitor.cookies()).map((cookie) => cookie.name)).toEqual(["lang"]);
  expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual(["i18nextLng", "selectedLanguage"]);
  expect(errors).toEqual([]);
  await visitor.close();

  // The owner signs in through the form and opens the statistics.
  const owner = await suite.browser.newContext({ locale: "es-ES", viewport: DESKTOP });
  const admin = await owner.newPage();
  await signIn(admin);
  // (Errors counted from here: /login asks who is signed in and is told 401 first.)
  const adminErrors = trackPageErrors(admin);
  await admin.goto(`${suite.server.url}/admin/stats`);
  const pageviews = admin.getByRole("region", { name: "Páginas vistas" }).getByTestId("summary-value");
  await pageviews.waitFor();
  expect(await pageviews.textContent()).toBe("3");
  expect(await admin.getByRole("region", { name: "Visitantes" }).getByTestId("summary-value").textContent()).toBe("1");
  const topPages = admin.getByRole("region", { name: "Páginas más vistas" });
  for (const path of ["/", `/articles/${article!.slug}?lang=es`, "/articles?lang=es"])
    await topPages.getByRole("rowheader", { name: path, exact: true }).waitFor();
  await admin.getByRole("region", { name: "Artículos más leídos" }).getByRole("rowheader", { name: article!.title }).waitFor();
  // The chart is drawn (uPlot, loaded by this screen only), and the CSV of what is shown downloads with the sign-in cookie.
  await admin.locator("[data-testid=visits-chart] canvas").waitFor();
  const csvHref = (await admin.getByRole("link", { name: "Descargar CSV" }).getAttribute("href"))!;
  const csv = await admin.evaluate(async (href) => (await fetch(href, { credentials: "same-origin" })).text(), csvHref);
  expect(csv.split("\r\n")[1]).toMatch(/^total,\d{4}-\d{2}-\d{2}\.\.\d{4}-\d{2}-\d{2},3,1$/);
  await adminScreenshots(admin, "stats");
  await admin.getByRole("button", { name: "Ver como tabla" }).click();
  await admin.getByRole("button", { name: "7 días" }).click();
  await adminScreenshots(admin, "stats-table-7-days");
  expect(adminErrors).toEqual([]);
  await owner.close();
});

test("other admin screens never load the chart library", async () => {
  const owner = await suite.browser.newContext({ locale: "es-ES", viewport: DESKTOP });
  const admin = await owner.newPage();
  const scripts: string[] = [];
  admin.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await signIn(admin);
  await admin.goto(`${suite.server.url}/admin/messages`, { waitUntil: "networkidle" });
  expect(scripts.filter((path) => /VisitsChart/.test(path))).toEqual([]);
  await admin.goto(`${suite.server.url}/admin/stats`, { waitUntil: "networkidle" });
  expect(scripts.filter((path) => /VisitsChart/.test(path)).length).toBe(1);
  await owner.close();
});
