import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { makeTestApp, type TestApp } from "./testing/test-app";
import { SESSION_COOKIE } from "./modules/auth/auth.middleware";
import { articles } from "./modules/articles/articles.table";
import { bodyOf, clientRequests, OWN_ORIGIN } from "./app.test-helpers";

const OTHER_ORIGIN = "https://evil.example";

const ARTICLE = {
  title: "Un artículo de prueba",
  slug: "un-articulo",
  summary: "Un resumen suficientemente largo",
  content: `<p>${"palabra ".repeat(20)}</p>`,
  category: "Desarrollo",
};

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  // Each request comes from its own address (see send) so the sign-in and contact rate limits stay out of the way.
  t = makeTestApp({ config: { trustProxy: 1 } });
  adminToken = await t.adminToken();
});
afterAll(() => t.cleanup());

const { send, nextClientAddress } = clientRequests(() => t);

describe("cookie-authenticated writes must come from the site's own origin", () => {
  const cookie = () => `${SESSION_COOKIE}=${adminToken}`;
  const articleCount = () => t.db.select().from(articles).all().length;
  let slugCounter = 0;
  const newArticle = () => ({ ...ARTICLE, slug: `origen-${++slugCounter}` });

  test("from another Origin: 403 and nothing written", async () => {
    const before = articleCount();
    const res = await send("POST", "/api/articles", { cookie: cookie(), origin: OTHER_ORIGIN }, newArticle());
    expect(res.status).toBe(403);
    expect((await bodyOf(res)).message).toBeString();
    expect(articleCount()).toBe(before);
  });

  test("with neither Origin nor Referer: 403", async () => {
    expect((await send("POST", "/api/articles", { cookie: cookie() }, newArticle())).status).toBe(403);
  });

  test("from a Referer on another site: 403", async () => {
    expect((await send("POST", "/api/articles", { cookie: cookie(), referer: `${OTHER_ORIGIN}/page` }, newArticle())).status).toBe(403);
  });

  test("from a look-alike host: 403", async () => {
    expect((await send("POST", "/api/articles", { cookie: cookie(), origin: "http://localhost.evil.example" }, newArticle())).status).toBe(403);
  });

  test("from the same Origin: allowed", async () => {
    expect((await send("POST", "/api/articles", { cookie: cookie(), origin: OWN_ORIGIN }, newArticle())).status).toBe(201);
  });

  test("from a same-site Referer without Origin: allowed", async () => {
    expect((await send("POST", "/api/articles", { cookie: cookie(), referer: `${OWN_ORIGIN}/admin/articles` }, newArticle())).status).toBe(201);
  });

  test("a bearer token without Origin: allowed", async () => {
    expect((await send("POST", "/api/articles", { authorization: `Bearer ${adminToken}` }, newArticle())).status).toBe(201);
  });

  test("cookie-authenticated reads need no Origin", async () => {
    expect((await send("GET", "/api/export", { cookie: cookie() })).status).toBe(200);
  });
});

describe("the API's edges", () => {
  test.each([
    ["GET", "/api/nope"],
    ["POST", "/api/nope"],
    ["GET", "/api/articles/1/comments"],
    ["DELETE", "/api"],
  ])("unknown %s %s: JSON 404, never the SPA", async (method, path) => {
    const res = await send(method, path, { authorization: `Bearer ${adminToken}` });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect((await bodyOf(res)).message).toBeString();
  });

  test.each([
    ["with Content-Length", true],
    ["streamed, without Content-Length", false],
  ])("a JSON body over 1 MB is a JSON 413 (%s)", async (_name, withLength) => {
    const body = JSON.stringify({ ...ARTICLE, content: "x".repeat(1024 * 1024 + 1) });
    const headers: Record<string, string> = { "content-type": "application/json", authorization: `Bearer ${adminToken}` };
    if (withLength) headers["content-length"] = String(Buffer.byteLength(body));
    const res = await t.app.request("/api/articles", { method: "POST", headers, body: withLength ? body : new Blob([body]).stream() });
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect((await bodyOf(res)).message).toBeString();
  });

  test("a visitor's oversized contact message is a 413 too", async () => {
    const res = await send("POST", "/api/messages", {}, { name: "Visitante", email: "v@example.com", subject: "Consulta", message: "x".repeat(1024 * 1024) });
    expect(res.status).toBe(413);
  });

  test.each([
    ["POST", "/api/auth/login"],
    ["POST", "/api/messages"],
    ["POST", "/api/articles"],
    ["PUT", "/api/site-info"],
  ])("malformed JSON to %s %s is a JSON 400", async (method, path) => {
    const res = await t.app.request(path, {
      method,
      headers: { "content-type": "application/json", authorization: `Bearer ${adminToken}`, "x-forwarded-for": nextClientAddress() },
      body: '{"title": "unterminated',
    });
    expect(res.status).toBe(400);
    const body = await bodyOf(res);
    expect(body.message).toBeString();
    expect(JSON.stringify(body)).not.toContain("at ");
  });

  test("an invalid id is a 400", async () => {
    for (const path of ["/api/articles/abc", "/api/articles/0", "/api/articles/-1", "/api/articles/1.5"]) {
      expect((await send("GET", path, {})).status).toBe(400);
    }
  });

  test("no CORS for other origins", async () => {
    const preflight = await t.app.request("/api/articles", {
      method: "OPTIONS",
      headers: { origin: OTHER_ORIGIN, "access-control-request-method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    const read = await send("GET", "/api/articles", { origin: OTHER_ORIGIN });
    expect(read.headers.get("access-control-allow-origin")).toBeNull();
    expect(read.headers.get("access-control-allow-credentials")).toBeNull();
  });
});

describe("security headers on every response", () => {
  test.each([
    ["GET", "/api/health", "visitor"],
    ["GET", "/api/articles", "visitor"],
    ["GET", "/api/nope", "visitor"],
    ["GET", "/api/messages", "visitor"],
    ["GET", "/api/articles/abc", "visitor"],
    ["POST", "/api/auth/logout", "visitor"],
    ["GET", "/api/export", "admin"],
    ["GET", "/", "visitor"],
    ["GET", "/articles/un-articulo", "visitor"],
    ["GET", "/uploads/../secret", "visitor"],
    ["GET", "/no/such/page", "visitor"],
  ] as const)("%s %s as %s", async (method, path, caller) => {
    const res = await send(method, path, caller === "admin" ? { authorization: `Bearer ${adminToken}` } : {});
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBeTruthy();
    if (res.headers.get("content-type")?.includes("text/html")) expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  test("on a 413 and a 429 too", async () => {
    const tooLarge = await send("POST", "/api/messages", {}, { message: "x".repeat(1024 * 1024) });
    expect(tooLarge.status).toBe(413);
    const limited = makeTestApp();
    try {
      let res: Response | undefined;
      for (let attempt = 0; attempt < 11; attempt++) {
        res = await limited.request("POST", "/api/auth/login", { json: { email: "nobody@example.com", password: "wrong-password" } });
      }
      expect(res!.status).toBe(429);
      for (const response of [tooLarge, res!]) {
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect(response.headers.get("referrer-policy")).toBeTruthy();
      }
    } finally {
      limited.cleanup();
    }
  });
});
