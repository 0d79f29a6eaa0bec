import { afterEach, describe, expect, test } from "bun:test";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { seedDemo } from "../demo/demo.seed";

/**
 * Host header poisoning: pages and feeds carry absolute links, and they are cached. A page rendered for one host
 * must never be served for another, and with PUBLIC_URL set no request header can change a link.
 */
let current: TestApp | undefined;
afterEach(() => current?.cleanup());
function seededApp(config = {}) {
  current = makeTestApp({ config });
  seedDemo(current.db);
  return current;
}

/** What a visitor's browser sends: a real Host header. */
const visit = (t: TestApp, path: string, headers: Record<string, string> = {}) =>
  t.app.request(`http://portfolio.test${path}`, { headers: { host: "portfolio.test", ...headers } });

const SURFACES = ["/", "/articles", "/sitemap.xml", "/rss.xml", "/robots.txt"];

describe("a request naming another host cannot poison what other visitors get", () => {
  for (const path of SURFACES) {
    test(`${path}: X-Forwarded-Host behind a trusted proxy, with PUBLIC_URL unset`, async () => {
      const t = seededApp({ trustProxy: 1 });
      const poisoned = await (await visit(t, path, { "x-forwarded-host": "evil.example" })).text();
      expect(poisoned).toContain("evil.example");
      const next = await (await visit(t, path)).text();
      expect(next).not.toContain("evil.example");
      expect(next).toContain("http://portfolio.test/");
    });

    test(`${path}: a Host header of another site, with PUBLIC_URL unset`, async () => {
      const t = seededApp();
      await visit(t, path, { host: "evil.example" });
      const next = await (await visit(t, path)).text();
      expect(next).not.toContain("evil.example");
    });

    test(`${path}: with PUBLIC_URL set, every link is PUBLIC_URL's whatever the headers say`, async () => {
      const t = seededApp({ publicUrl: "https://me.example", trustProxy: 1 });
      const attempts: Record<string, string>[] = [{ host: "evil.example" }, { "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" }, {}];
      for (const headers of attempts) {
        const text = await (await visit(t, path, headers)).text();
        expect(text).not.toContain("evil.example");
        expect(text).toContain("https://me.example/");
      }
    });
  }

  test("the home page's canonical, og:url and hreflang links follow the site that was asked for", async () => {
    const t = seededApp({ trustProxy: 1 });
    const html = await (await visit(t, "/", { "x-forwarded-host": "www.portfolio.test", "x-forwarded-proto": "https" })).text();
    expect(html).toContain('<link rel="canonical" href="https://www.portfolio.test/">');
    expect(html).toContain('<meta property="og:url" content="https://www.portfolio.test/">');
    expect(html).toContain('hreflang="en" href="https://www.portfolio.test/?lang=en"');
  });

  test("a Host header that is not a host name is a 400, never rendered into a page", async () => {
    const t = seededApp();
    for (const host of ['evil.example"><script>alert(1)</script>', "a b", "x/../y"]) {
      const response = await visit(t, "/", { host });
      expect(response.status).toBe(400);
      expect(await response.text()).not.toContain("<script>");
    }
    expect((await visit(t, "/")).status).toBe(200);
  });
});
