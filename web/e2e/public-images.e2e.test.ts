/**
 * The public site's images in a real browser, against the compiled executable with demo content: a project's
 * uploaded image and its variants, and full-page screenshots at phone and desktop widths into dist/screenshots/ for
 * a human look.
 */
import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { adminToken, startSuite } from "./harness";
import { close, DESKTOP, forgiveNotFoundDocument, PHONE, publicSite, screenshot, settled } from "./public-site";

const suite = startSuite();
const { open } = publicSite(suite);

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
    const token = await adminToken(suite.server.url);
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
