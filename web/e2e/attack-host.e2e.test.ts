/**
 * Issue 20, points 3 and 5, replayed against the compiled executable behind a real nginx running the README's own
 * block (read from the README by startNginx) with its cache, TRUST_PROXY=1 and PUBLIC_CACHE_SECONDS=30:
 * - one request with a forged `Host`, or a forged `X-Forwarded-Host` beside the right Host, must not change the
 *   links (canonical, Open Graph, hreflang, RSS, sitemap, robots) any other visitor gets, with or without PUBLIC_URL;
 * - `Strict-Transport-Security` goes with https answers (a trusted X-Forwarded-Proto, an https PUBLIC_URL), never
 *   with plain http ones, whatever X-Forwarded-Proto the visitor writes itself.
 * Forged headers are sent with node:http: fetch replaces a Host header it is given.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { request as httpRequest } from "node:http";
import { startNginx, type RunningNginx } from "../../src/testing/nginx";
import { startServer, type RunningServer } from "./harness";

setDefaultTimeout(60_000);

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A GET with exactly these headers (Host included), as a client that writes its own headers sends it. */
function rawGet(url: string, headers: Record<string, string>): Promise<Answer> {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path: pathname + search, method: "GET", headers, setHost: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString("utf8") }));
      incoming.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

const VISITOR = { "accept-language": "es", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" };

/** Every page and feed whose links are absolute. */
const LINKED = ["/", "/articles", "/projects", "/rss.xml", "/sitemap.xml", "/robots.txt"];
const FORGERIES = [
  { name: "Host: evil.example", headers: (_host: string) => ({ host: "evil.example" }), marker: "evil.example" },
  {
    name: "X-Forwarded-Host: evil2.example beside the right Host",
    headers: (host: string) => ({ host, "x-forwarded-host": "evil2.example" }),
    marker: "evil2.example",
  },
];

/** The absolute links a page or feed holds: canonical, og:url, hreflang alternates, RSS and sitemap locations. */
function linkHosts(body: string): Set<string> {
  const hosts = new Set<string>();
  for (const match of body.matchAll(/(?:href|content)="(https?:\/\/[^/"]+)|<(?:link|loc)>(https?:\/\/[^/<]+)|Sitemap: (https?:\/\/[^/\s]+)/g))
    hosts.add((match[1] ?? match[2] ?? match[3])!);
  return hosts;
}

/** The site's answers through nginx, each path asked by a forger first and then by a visitor (twice: the second may be the cache's). */
async function replay(nginx: RunningNginx, expectedBase: string) {
  const visitorHost = `127.0.0.1:${nginx.port}`;
  const statuses: number[] = [];
  const poisoned: string[] = [];
  for (const path of LINKED) {
    for (const forgery of FORGERIES) {
      // The forger sends what visitors' browsers send (the cache varies on Accept-Language), but for the host.
      const forged = await rawGet(`${nginx.url}${path}`, { ...VISITOR, ...forgery.headers(visitorHost) });
      statuses.push(forged.status);
      for (let visit = 0; visit < 2; visit++) {
        const seen = await rawGet(`${nginx.url}${path}`, { ...VISITOR, host: visitorHost });
        statuses.push(seen.status);
        const hosts = linkHosts(seen.body);
        if (seen.body.includes(forgery.marker) || !hosts.has(expectedBase)) poisoned.push(`${path} after ${forgery.name}: ${[...hosts].join(" ")}`);
      }
    }
  }
  return { statuses, poisoned };
}

describe("behind the README's nginx with its cache, PUBLIC_CACHE_SECONDS=30, PUBLIC_URL unset", () => {
  let server: RunningServer;
  let nginx: RunningNginx;
  beforeAll(async () => {
    server = await startServer({ env: { TRUST_PROXY: "1", PUBLIC_CACHE_SECONDS: "30" } });
    nginx = await startNginx({ upstreamPort: Number(new URL(server.url).port), location: "add_header X-Cache-Status $upstream_cache_status always;" });
  });
  afterAll(async () => {
    await nginx?.stop();
    await server?.stop();
  });

  test("a forged Host or X-Forwarded-Host never reaches the next visitor's links, RSS, sitemap or robots.txt; every answer is 200", async () => {
    // nginx's $host drops the port: the visitor's links name the host it asked for.
    const { statuses, poisoned } = await replay(nginx, "http://127.0.0.1");
    console.info(`PUBLIC_URL unset: ${statuses.length} answers through nginx, poisoned visitor answers: ${poisoned.length}`);
    expect(poisoned).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  test("pages and feeds whose links come from the request are private: the shared cache keeps none", async () => {
    for (const [path, cacheControl] of [
      ["/", "private, no-cache"],
      ["/rss.xml", "private, max-age=300"],
      ["/sitemap.xml", "private, max-age=300"],
    ] as const) {
      const first = await rawGet(`${nginx.url}${path}`, { ...VISITOR, host: `127.0.0.1:${nginx.port}` });
      const second = await rawGet(`${nginx.url}${path}`, { ...VISITOR, host: `127.0.0.1:${nginx.port}` });
      expect({ path, cacheControl: first.headers["cache-control"], second: second.headers["x-cache-status"] }).toEqual({ path, cacheControl, second: "MISS" });
    }
    // Reads hold no links: the cache may keep them.
    await rawGet(`${nginx.url}/api/site-info`, { host: `127.0.0.1:${nginx.port}` });
    expect((await rawGet(`${nginx.url}/api/site-info`, { host: `127.0.0.1:${nginx.port}` })).headers["x-cache-status"]).toBe("HIT");
  });

  test("HSTS: never over plain http, even when the visitor writes X-Forwarded-Proto: https itself", async () => {
    const viaNginx = await rawGet(`${nginx.url}/`, { host: `127.0.0.1:${nginx.port}`, "x-forwarded-proto": "https" });
    expect(viaNginx.status).toBe(200);
    expect(viaNginx.headers["strict-transport-security"]).toBeUndefined();
    // What the README's block sends from its `listen 443 ssl` server: X-Forwarded-Proto https, trusted (TRUST_PROXY=1).
    for (const path of ["/", "/api/site-info", "/rss.xml", "/api/health"]) {
      const overTls = await rawGet(`${server.url}${path}`, { host: "127.0.0.1", "x-forwarded-proto": "https" });
      expect({ path, hsts: overTls.headers["strict-transport-security"] }).toEqual({ path, hsts: "max-age=31536000" });
      const plain = await rawGet(`${server.url}${path}`, { host: "127.0.0.1" });
      expect({ path, hsts: plain.headers["strict-transport-security"] }).toEqual({ path, hsts: undefined });
    }
  });
});

describe("behind the README's nginx with its cache, PUBLIC_CACHE_SECONDS=30, PUBLIC_URL=https://portfolio.example", () => {
  let server: RunningServer;
  let nginx: RunningNginx;
  beforeAll(async () => {
    server = await startServer({ env: { TRUST_PROXY: "1", PUBLIC_CACHE_SECONDS: "30", PUBLIC_URL: "https://portfolio.example" } });
    nginx = await startNginx({ upstreamPort: Number(new URL(server.url).port), location: "add_header X-Cache-Status $upstream_cache_status always;" });
  });
  afterAll(async () => {
    await nginx?.stop();
    await server?.stop();
  });

  test("forged hosts change nothing, and the cache keeps the pages", async () => {
    const { statuses, poisoned } = await replay(nginx, "https://portfolio.example");
    console.info(`PUBLIC_URL set: ${statuses.length} answers through nginx, poisoned visitor answers: ${poisoned.length}`);
    expect(poisoned).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const kept = await rawGet(`${nginx.url}/rss.xml`, { ...VISITOR, host: `127.0.0.1:${nginx.port}` });
    expect(kept.headers["x-cache-status"]).toBe("HIT");
  });

  test("HSTS: an https PUBLIC_URL with no forwarded scheme counts as https; a trusted proxy saying http does not", async () => {
    const direct = await rawGet(`${server.url}/`, { host: "127.0.0.1" });
    expect(direct.headers["strict-transport-security"]).toBe("max-age=31536000");
    // nginx listening on plain http says so in X-Forwarded-Proto.
    const viaPlainNginx = await rawGet(`${nginx.url}/api/health`, { host: `127.0.0.1:${nginx.port}` });
    expect(viaPlainNginx.headers["strict-transport-security"]).toBeUndefined();
  });
});
