import { expect, test } from "bun:test";
import { startSuite } from "./harness";

const suite = startSuite();

/** A visitor's browser talks to no host but the site: fonts, icons and images are bundled, share buttons are plain links. */
test("no request leaves the origin on any public page", async () => {
  const context = await suite.browser.newContext({ locale: "es-ES" });
  const page = await context.newPage();
  const origin = new URL(suite.server.url).origin;
  const outside: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) outside.push(url);
  });
  const [article] = suite.server.query<{ slug: string }>("SELECT slug FROM articles WHERE published = 1 LIMIT 1");
  for (const path of ["/", "/projects", "/articles", `/articles/${article!.slug}`, "/privacy-policy", "/nowhere", "/?lang=ja"]) {
    await page.goto(suite.server.url + path, { waitUntil: "networkidle" });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
  }
  expect(outside).toEqual([]);
  await context.close();
});

test("public pages never request the admin code or the editor", async () => {
  const page = await suite.browser.newPage();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" || request.resourceType() === "stylesheet") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${suite.server.url}/`, { waitUntil: "networkidle" });
  await page.goto(`${suite.server.url}/articles`, { waitUntil: "networkidle" });
  expect(scripts.filter((path) => /admin|editor|jodit|Login/i.test(path))).toEqual([]);
  await page.close();
});
