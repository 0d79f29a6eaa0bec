/**
 * Strict-Transport-Security (issue 20, point 5): on every answer to a request that came over https (a trusted
 * X-Forwarded-Proto, the request's own scheme, or an https PUBLIC_URL), never on one over plain http, memoised
 * pages included.
 */
import { afterEach, describe, expect, test } from "bun:test";
import type { Config } from "../config";
import { seedDemo } from "../modules/demo/demo.seed";
import { makeTestApp, type TestApp } from "../testing/test-app";
import { STRICT_TRANSPORT_SECURITY } from "./security-headers";

const apps: TestApp[] = [];
afterEach(() => {
  for (const t of apps.splice(0)) t.cleanup();
});
function app(config: Partial<Config>): TestApp {
  const t = makeTestApp({ config });
  seedDemo(t.db);
  apps.push(t);
  return t;
}

/** The HSTS header of GET/HEAD `path` with these headers (a full URL for the request's own scheme). */
async function hsts(t: TestApp, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<string | null> {
  const res = await t.app.request(path, { method, headers });
  await res.arrayBuffer();
  return res.headers.get("strict-transport-security");
}

/** Pages (memoised after the first), a feed, a visitor's read, an error and the health check. */
const PATHS = ["/", "/", "/rss.xml", "/api/site-info", "/api/articles/slug/no-such-article", "/api/health"];

describe("Strict-Transport-Security", () => {
  test("behind a trusted proxy: with X-Forwarded-Proto https on every answer, never with http or none", async () => {
    const t = app({ trustProxy: 1 });
    for (const path of PATHS) {
      expect({ path, https: await hsts(t, path, { "x-forwarded-proto": "https" }) }).toEqual({ path, https: STRICT_TRANSPORT_SECURITY });
      // The same memoised page asked over http right after: the header is per request, not kept with the page.
      expect({ path, http: await hsts(t, path, { "x-forwarded-proto": "http" }) }).toEqual({ path, http: null });
      expect({ path, none: await hsts(t, path) }).toEqual({ path, none: null });
    }
    const etag = (await t.app.request("/projects", { headers: { "x-forwarded-proto": "https" } })).headers.get("etag")!;
    const notModified = await t.app.request("/projects", { headers: { "x-forwarded-proto": "https", "if-none-match": etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("strict-transport-security")).toBe(STRICT_TRANSPORT_SECURITY);
    expect(await hsts(t, "/projects", { "x-forwarded-proto": "https" }, "HEAD")).toBe(STRICT_TRANSPORT_SECURITY);
    expect(await hsts(t, "/projects", { "x-forwarded-proto": "http", "if-none-match": etag })).toBeNull();
  });

  test("without a trusted proxy a visitor's own X-Forwarded-Proto: https counts for nothing", async () => {
    const t = app({ trustProxy: 0 });
    for (const path of PATHS) expect({ path, hsts: await hsts(t, path, { "x-forwarded-proto": "https" }) }).toEqual({ path, hsts: null });
    // A request that itself arrived over https (TLS in front of the app, the URL says so).
    expect(await hsts(t, "https://portfolio.example/")).toBe(STRICT_TRANSPORT_SECURITY);
  });

  test("an https PUBLIC_URL counts as https unless a trusted proxy says the request was plain http", async () => {
    const direct = app({ publicUrl: "https://portfolio.example", trustProxy: 0 });
    for (const path of PATHS) expect({ path, hsts: await hsts(direct, path) }).toEqual({ path, hsts: STRICT_TRANSPORT_SECURITY });
    const proxied = app({ publicUrl: "https://portfolio.example", trustProxy: 1 });
    expect(await hsts(proxied, "/")).toBe(STRICT_TRANSPORT_SECURITY);
    expect(await hsts(proxied, "/", { "x-forwarded-proto": "http" })).toBeNull();
    expect(await hsts(proxied, "/", { "x-forwarded-proto": "https" })).toBe(STRICT_TRANSPORT_SECURITY);
  });

  test("an http PUBLIC_URL, or none, on plain http: never", async () => {
    for (const config of [{ publicUrl: "http://portfolio.lan" }, { publicUrl: null }]) {
      const t = app(config);
      for (const path of PATHS) expect({ path, ...config, hsts: await hsts(t, path) }).toEqual({ path, ...config, hsts: null });
    }
  });
});
