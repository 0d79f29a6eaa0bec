/**
 * PUBLIC_CACHE_SECONDS with a real shared cache in front: nginx's proxy_cache, configured as the README shows.
 * Public pages and reads are answered from the cache; nothing that depends on a session ever is.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { seedDemo } from "./modules/demo/demo.seed";
import { makeTestApp, type TestApp } from "./testing/test-app";
import { startNginx, type RunningNginx } from "./testing/nginx";

setDefaultTimeout(30_000);

const SHARED_SECONDS = 5;
/** The README's block, and whether each answer came from its cache. */
const CACHE_STATUS = "add_header X-Cache-Status $upstream_cache_status always;";

let t: TestApp;
let upstream: ReturnType<typeof Bun.serve>;
let nginx: RunningNginx;
/** Requests that reached the app, per path. */
const reached = new Map<string, number>();

beforeAll(async () => {
  // PUBLIC_URL set: pages and feeds whose links came from the request are never shared (docs/decisions/0001).
  t = makeTestApp({ config: { publicCacheSeconds: SHARED_SECONDS, publicUrl: "https://portfolio.example" } });
  seedDemo(t.db);
  upstream = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch: (request, server) => {
      const path = new URL(request.url).pathname;
      reached.set(path, (reached.get(path) ?? 0) + 1);
      return t.app.fetch(request, server);
    },
  });
  nginx = await startNginx({ upstreamPort: upstream.port!, location: CACHE_STATUS });
});
afterAll(async () => {
  await nginx?.stop();
  upstream?.stop(true);
  t?.cleanup();
});

describe("behind nginx's proxy_cache with PUBLIC_CACHE_SECONDS=5", () => {
  test("public pages and reads say how long a shared cache may keep them", async () => {
    for (const path of ["/", "/api/articles", "/api/site-info"]) {
      expect((await t.app.request(path)).headers.get("cache-control")).toBe(
        `public, max-age=0, s-maxage=${SHARED_SECONDS}, stale-while-revalidate=${SHARED_SECONDS}`,
      );
    }
    expect((await t.app.request("/rss.xml")).headers.get("cache-control")).toBe(
      `public, max-age=300, s-maxage=${SHARED_SECONDS}, stale-while-revalidate=${SHARED_SECONDS}`,
    );
  });

  test("a burst of 1,000 requests to / reaches the app a handful of times", async () => {
    reached.delete("/");
    const statuses = new Map<number, number>();
    for (let wave = 0; wave < 20; wave++) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => fetch(`${nginx.url}/`, { headers: { "Accept-Encoding": "gzip" } })));
      for (const answer of answers) {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        await answer.arrayBuffer();
      }
    }
    expect(statuses).toEqual(new Map([[200, 1000]]));
    expect(reached.get("/") ?? 0).toBeGreaterThanOrEqual(1);
    expect(reached.get("/") ?? 0).toBeLessThanOrEqual(5);
  });

  test("an edit shows through the cache within PUBLIC_CACHE_SECONDS", async () => {
    const before = (await (await fetch(`${nginx.url}/api/site-info`)).json()) as { about: string };
    expect((await fetch(`${nginx.url}/api/site-info`)).headers.get("x-cache-status")).toBe("HIT");
    const edited = await t.request("PUT", "/api/site-info", { admin: true, json: { about: "Texto editado para comprobar la caché compartida." } });
    expect(edited.status).toBe(200);
    const editedAt = Date.now();
    let seenAt = 0;
    while (Date.now() - editedAt < (SHARED_SECONDS + 5) * 1000) {
      const { about } = (await (await fetch(`${nginx.url}/api/site-info`)).json()) as { about: string };
      if (about !== before.about) {
        seenAt = Date.now();
        break;
      }
      await Bun.sleep(250);
    }
    expect(seenAt).toBeGreaterThan(0);
    // The cache may serve the old answer until its copy expires, and once more while it fetches the new one (and a
    // loaded machine answers a poll late): N seconds plus that much.
    expect(seenAt - editedAt).toBeLessThanOrEqual(SHARED_SECONDS * 1000 + 2500);
  });

  test("no admin answer and no Set-Cookie is ever served from the cache", async () => {
    const token = await t.adminToken();
    const bearer = { Authorization: `Bearer ${token}` };
    reached.delete("/api/messages");
    for (let i = 0; i < 3; i++) {
      const answer = await fetch(`${nginx.url}/api/messages`, { headers: bearer });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(answer.headers.get("x-cache-status")).not.toBe("HIT");
    }
    expect(reached.get("/api/messages")).toBe(3);
    // A visitor after the admin gets a visitor's answer, never the admin's cached one.
    expect((await fetch(`${nginx.url}/api/messages`)).status).toBe(401);

    // An admin's read of articles includes drafts: it must not become what visitors get.
    const adminList = (await (await fetch(`${nginx.url}/api/articles`, { headers: bearer })).json()) as { published: boolean }[];
    expect(adminList.some((article) => !article.published)).toBe(true);
    const visitorList = (await (await fetch(`${nginx.url}/api/articles`)).json()) as { published: boolean }[];
    expect(visitorList.every((article) => article.published)).toBe(true);

    const signIn = await fetch(`${nginx.url}/api/auth/me`, { headers: bearer });
    expect(signIn.headers.get("cache-control")).toBe("private, no-store");
    for (const path of ["/", "/api/articles", "/api/site-info", "/sitemap.xml"]) {
      for (let i = 0; i < 2; i++) {
        const answer = await fetch(`${nginx.url}${path}`);
        if (answer.headers.get("x-cache-status") === "HIT") expect(answer.headers.getSetCookie()).toEqual([]);
      }
    }
  });
});
