import { describe, expect, test } from "bun:test";
import { CHROME, hit, report, SITE, siteMaker, type Visitor, visit } from "./stats.test-helpers";

const site = siteMaker();

describe("the beacon, POST /api/stats/hit", () => {
  test("answers 204 with nothing counted to anything but a same-origin JSON hit of at most 1 KB", async () => {
    const t = site();
    const attempts: [unknown, Visitor][] = [
      ["{not json", {}],
      ["", {}],
      ["[]", {}],
      [{ path: 42 }, {}],
      [{ path: "/", extra: "field" }, {}],
      [{ path: "/", referrer: "x".repeat(600) }, {}],
      [{ path: "x".repeat(600) }, {}],
      [{ path: "projects" }, {}],
      [{ path: "//evil.example/" }, {}],
      [{ path: "https://evil.example/" }, {}],
      [{ path: "/", padding: "x".repeat(2000) }, {}],
      [{ path: "/" }, { headers: { "content-type": "text/plain" } }],
      [{ path: "/" }, { headers: { "content-length": "5000" } }],
      [{ path: "/" }, { headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" } }],
      [{ path: "/" }, { headers: { "sec-fetch-site": "same-site" } }],
    ];
    for (const [body, visitor] of attempts) expect((await hit(t, body, visitor)).status).toBe(204);
    // Without Sec-Fetch-Site, the Origin decides; without either, it is not a page's request.
    const withoutFetchSite = (origin?: string) => {
      const headers: Record<string, string> = {
        host: "portfolio.test",
        "content-type": "application/json",
        "user-agent": CHROME,
        "x-forwarded-for": "10.0.6.1",
      };
      if (origin) headers.origin = origin;
      return t.app.request(`${SITE}/api/stats/hit`, { method: "POST", headers, body: JSON.stringify({ path: "/articles" }) });
    };
    expect((await withoutFetchSite("https://evil.example")).status).toBe(204);
    expect((await withoutFetchSite()).status).toBe(204);
    expect((await report(t)).pageviews).toBe(0);

    expect((await withoutFetchSite(SITE)).status).toBe(204);
    expect((await hit(t, { path: "/projects", referrer: null, lang: null })).status).toBe(204);
    expect((await report(t)).pages.map((page) => page.path).sort()).toEqual(["/articles", "/projects"]);
  });

  test("a body streamed without a length is read up to 1 KB, no further", async () => {
    const t = site();
    const streamed = (text: string) =>
      t.app.request(`${SITE}/api/stats/hit`, {
        method: "POST",
        headers: {
          host: "portfolio.test",
          "content-type": "application/json",
          "sec-fetch-site": "same-origin",
          "user-agent": CHROME,
          "x-forwarded-for": "10.0.7.1",
        },
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(text));
            controller.close();
          },
        }),
      });
    expect((await streamed(JSON.stringify({ path: "/", referrer: "y".repeat(1100) }))).status).toBe(204);
    expect((await report(t)).pageviews).toBe(0);
    expect((await streamed(JSON.stringify({ path: "/" }))).status).toBe(204);
    expect((await report(t)).pageviews).toBe(1);
  });

  test("never answers the router's 413 or an error, and changes no cached page", async () => {
    const t = site();
    const before = await visit(t, "/");
    const etag = before.headers.get("etag");
    const huge = await t.app.request(`${SITE}/api/stats/hit`, {
      method: "POST",
      headers: { host: "portfolio.test", "content-type": "application/json" },
      body: "x".repeat(2 * 1024 * 1024),
    });
    expect(huge.status).toBe(204);
    await hit(t, { path: "/projects" }, { ip: "10.0.8.1" });
    // A write through the API would have dropped the memo; a hit is not one.
    expect((await visit(t, "/", { ip: "10.0.8.2", headers: { "if-none-match": etag! } })).status).toBe(304);
  });
});
