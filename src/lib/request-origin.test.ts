import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { hashPassword } from "../modules/auth/auth.passwords";
import { createAuthRepository } from "../modules/auth/auth.repository";
import { startNginx } from "../testing/nginx";
import { startCaddy } from "../testing/caddy";
import { makeTestApp, type TestApp } from "../testing/test-app";
import { isHttps, publicRequestUrl, reachedOverHttps, siteBase } from "./request-origin";

type RunningProxy = { url: string; stop(): Promise<void> };

const request = (headers: Record<string, string>, url = "http://portfolio.test/") => new Request(url, { headers: { host: "portfolio.test", ...headers } });

describe("the site's base from a request", () => {
  test("PUBLIC_URL wins over every header", () => {
    const config = { publicUrl: "https://me.example", trustProxy: 1 };
    expect(siteBase(request({ host: "evil.example", "x-forwarded-host": "evil.example" }), config)).toBe("https://me.example");
  });

  test("without PUBLIC_URL: the Host header, and a trusted proxy's X-Forwarded-Host and -Proto", () => {
    expect(siteBase(request({}), { publicUrl: null, trustProxy: 0 })).toBe("http://portfolio.test");
    expect(siteBase(request({ "x-forwarded-host": "proxy.example", "x-forwarded-proto": "https" }), { publicUrl: null, trustProxy: 0 })).toBe(
      "http://portfolio.test",
    );
    expect(siteBase(request({ "x-forwarded-host": "Proxy.Example", "x-forwarded-proto": "https" }), { publicUrl: null, trustProxy: 1 })).toBe(
      "https://proxy.example",
    );
    expect(siteBase(request({ "x-forwarded-proto": "gopher" }), { publicUrl: null, trustProxy: 1 })).toBe("http://portfolio.test");
    expect(siteBase(request({ host: "[::1]:3000" }), { publicUrl: null, trustProxy: 0 })).toBe("http://[::1]:3000");
  });

  test("a Host that is not a host name gives no base", () => {
    for (const host of ["evil.example/x", 'a"b', "a b", "-bad-.example", ""])
      expect(siteBase(request({ host }), { publicUrl: null, trustProxy: 0 })).toBeNull();
  });

  test("https: the request's own scheme, or a trusted proxy's", () => {
    expect(isHttps(request({}, "https://portfolio.test/"), { publicUrl: null, trustProxy: 0 })).toBe(true);
    expect(isHttps(request({ "x-forwarded-proto": "https" }), { publicUrl: null, trustProxy: 0 })).toBe(false);
    expect(isHttps(request({ "x-forwarded-proto": "https" }), { publicUrl: null, trustProxy: 1 })).toBe(true);
  });

  test("the URL a request was made for at the public edge: a trusted proxy's scheme and host, never an untrusted one's", () => {
    const inbox = "http://portfolio.test/fediverse/inbox?x=1";
    const forwarded = { "x-forwarded-proto": "https", "x-forwarded-host": "Blog.Example" };
    expect(publicRequestUrl(request(forwarded, inbox), { publicUrl: null, trustProxy: 1 })).toBe("https://blog.example/fediverse/inbox?x=1");
    expect(publicRequestUrl(request({ "x-forwarded-proto": "https" }, inbox), { publicUrl: null, trustProxy: 1 })).toBe(
      "https://portfolio.test/fediverse/inbox?x=1",
    );
    expect(publicRequestUrl(request(forwarded, inbox), { publicUrl: null, trustProxy: 0 })).toBe(inbox);
    expect(publicRequestUrl(request({ "x-forwarded-host": "evil.example/x" }, inbox), { publicUrl: null, trustProxy: 1 })).toBe(inbox);
  });

  test("reached over https (for HSTS): a trusted proxy's word first, then the request's scheme, then an https PUBLIC_URL", () => {
    const https = { publicUrl: "https://me.example", trustProxy: 1 };
    expect(reachedOverHttps(request({ "x-forwarded-proto": "http" }), https)).toBe(false);
    expect(reachedOverHttps(request({ "x-forwarded-proto": "https" }), https)).toBe(true);
    expect(reachedOverHttps(request({}), https)).toBe(true);
    expect(reachedOverHttps(request({ "x-forwarded-proto": "http" }), { ...https, trustProxy: 0 })).toBe(true);
    expect(reachedOverHttps(request({ "x-forwarded-proto": "https" }), { publicUrl: "http://me.example", trustProxy: 0 })).toBe(false);
    expect(reachedOverHttps(request({}, "https://portfolio.test/"), { publicUrl: null, trustProxy: 0 })).toBe(true);
    expect(reachedOverHttps(request({}), { publicUrl: null, trustProxy: 1 })).toBe(false);
  });
});

const PROXIES = [
  ["nginx appending $proxy_add_x_forwarded_for", (upstreamPort: number) => startNginx({ upstreamPort })],
  ["Caddy's reverse_proxy", (upstreamPort: number) => startCaddy({ upstreamPort })],
] as const;

for (const [proxyName, startProxy] of PROXIES) {
  describe(`behind a real ${proxyName} (TRUST_PROXY=1)`, () => {
    let t: TestApp;
    let app: ReturnType<typeof Bun.serve>;
    let proxy: RunningProxy;
    beforeAll(async () => {
      t = makeTestApp({ config: { trustProxy: 1 } });
      createAuthRepository(t.db).users.create({
        email: "owner@example.com",
        passwordHash: await hashPassword("the right one"),
        name: "Owner",
        username: "owner",
      });
      app = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: t.app.fetch });
      proxy = await startProxy(app.port!);
    });
    afterAll(async () => {
      await proxy?.stop();
      app?.stop(true);
      t?.cleanup();
    });

    /** Each request claims another address in its own X-Forwarded-For, as an attacker resetting the limits would. */
    const forged = (n: number) => ({ "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${n}, 10.1.2.${n}` });

    test("15 wrong sign-ins with forged addresses: the 11th and later get 429", async () => {
      const statuses: number[] = [];
      for (let n = 1; n <= 15; n++) {
        const response = await fetch(`${proxy.url}/api/auth/login`, {
          method: "POST",
          headers: forged(n),
          body: JSON.stringify({ email: "owner@example.com", password: `wrong ${n}` }),
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual(Array(5).fill(429));
    });

    test("a visitor's own X-Forwarded-Host and X-Forwarded-Proto are replaced by the proxy's: links name the site asked for", async () => {
      const robots = await fetch(`${proxy.url}/robots.txt`, { headers: { "X-Forwarded-Host": "evil2.example", "X-Forwarded-Proto": "https" } });
      expect(robots.status).toBe(200);
      // nginx's $host leaves the port out; Caddy forwards the Host as asked.
      expect(await robots.text()).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1(:\d+)?\/sitemap\.xml$/m);
    });

    test("8 contact messages with forged addresses: 5 accepted, then 429", async () => {
      const statuses: number[] = [];
      for (let n = 1; n <= 8; n++) {
        const response = await fetch(`${proxy.url}/api/messages`, {
          method: "POST",
          headers: forged(n),
          body: JSON.stringify({ name: "Visitante", email: "v@example.com", subject: `Consulta ${n}`, message: "Un mensaje de prueba suficiente." }),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      expect(t.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM messages").get()!.n).toBe(5);
    });
  });
}
