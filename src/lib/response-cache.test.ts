import { createSearchShelf } from "./response-cache.searches";
import { describe, expect, test } from "bun:test";
import { gunzipSync } from "bun";
import { brotliDecompressSync } from "node:zlib";
import { cacheControlFor, createResponseMemo, type CacheableKind, type ServedPage } from "./response-cache";
import { siteBase } from "./request-origin";

/** A memo around a fake app that counts its calls and answers with the path, the language headers and a long text. */
function setup({ answer }: { answer?: (request: Request) => Response } = {}) {
  let stamp = "1";
  let calls = 0;
  const classify = (pathname: string): CacheableKind | null =>
    pathname.startsWith("/api/") ? "api" : pathname === "/rss.xml" ? "feed" : pathname.includes(".") ? null : "page";
  const memo = createResponseMemo({ stamp: { current: () => stamp }, classify, siteOf: (request) => siteBase(request, { trustProxy: 0, publicUrl: null }) });
  const fetch = memo.wrap(async (request: Request) => {
    calls++;
    if (answer) return answer(request);
    const text = `${new URL(request.url).pathname} ${calls} ${"contenido ".repeat(200)}`;
    return new Response(text, { headers: { "content-type": "text/html; charset=utf-8", "x-frame-options": "DENY" } });
  });
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    Promise.resolve(fetch(new Request(`http://example.test${path}`, { method, headers })));
  return { get, calls: () => calls, write: () => (stamp = String(Number(stamp) + 1)), clear: memo.clear };
}

describe("response memo", () => {
  test("a page is produced once and answered from memory, the same bytes every time, with its headers", async () => {
    const memo = setup();
    const bodies = await Promise.all(Array.from({ length: 5 }, async () => (await memo.get("/projects")).text()));
    expect(memo.calls()).toBe(1);
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toStartWith("/projects 1 ");
    const again = await memo.get("/projects");
    expect(again.headers.get("x-frame-options")).toBe("DENY");
    expect(again.headers.get("cache-control")).toBe("no-cache");
    expect(again.headers.get("vary")).toBe("Accept-Encoding, Accept-Language, Cookie");
    expect(again.headers.get("etag")).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
  });

  test("any write (a new stamp) makes the next request produce the page again", async () => {
    const memo = setup();
    await memo.get("/");
    memo.write();
    expect(await (await memo.get("/")).text()).toStartWith("/ 2 ");
    expect(memo.calls()).toBe(2);
  });

  test("304 for a matching ETag, also weak or in a list; 200 for a stale one", async () => {
    const memo = setup();
    const etag = (await memo.get("/")).headers.get("etag")!;
    expect((await memo.get("/", { "if-none-match": etag })).status).toBe(304);
    expect((await memo.get("/", { "if-none-match": `"other", W/${etag}` })).status).toBe(304);
    const notModified = await memo.get("/", { "if-none-match": etag });
    expect(notModified.headers.get("etag")).toBe(etag);
    expect(await notModified.text()).toBe("");
    expect((await memo.get("/", { "if-none-match": '"stale"' })).status).toBe(200);
  });

  test("brotli, gzip or plain, by Accept-Encoding, each decoding to the same text", async () => {
    const memo = setup();
    const plain = await (await memo.get("/")).text();
    const br = await memo.get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())).toString()).toBe(plain);
    const gzip = await memo.get("/", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(new TextDecoder().decode(gunzipSync(new Uint8Array(await gzip.arrayBuffer())))).toBe(plain);
    expect(memo.calls()).toBe(1);
  });

  test("HEAD on a kept page: its headers and no body", async () => {
    const memo = setup();
    await memo.get("/");
    const head = await memo.get("/", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBeTruthy();
    expect(await head.text()).toBe("");
    expect(memo.calls()).toBe(1);
  });

  test("a page is kept per language: ?lang=, then the lang cookie, then Accept-Language", async () => {
    const memo = setup();
    await memo.get("/", { "accept-language": "en-US,en;q=0.9" });
    await memo.get("/", { "accept-language": "en-GB" });
    expect(memo.calls()).toBe(1);
    await memo.get("/", { "accept-language": "fr" });
    expect(memo.calls()).toBe(2);
    await memo.get("/?lang=fr", { "accept-language": "de" });
    await memo.get("/", { cookie: "lang=fr", "accept-language": "de" });
    expect(memo.calls()).toBe(2);
  });

  test("API reads are kept per query string", async () => {
    const memo = setup();
    await memo.get("/api/projects?lang=es");
    await memo.get("/api/projects?lang=es");
    await memo.get("/api/projects?lang=en");
    expect(memo.calls()).toBe(2);
  });

  test("a signed-in admin's API reads are never taken from, nor put into, the memo", async () => {
    const memo = setup();
    await memo.get("/api/articles", { authorization: "Bearer x" });
    await memo.get("/api/articles", { cookie: "portfolio_session=abc" });
    expect(memo.calls()).toBe(2);
    await memo.get("/api/articles");
    await memo.get("/api/articles");
    expect(memo.calls()).toBe(3);
  });

  test("writes, errors and answers that set a cookie pass through unkept", async () => {
    let status = 500;
    const memo = setup({ answer: () => new Response("x", { status, headers: status === 200 ? { "set-cookie": "a=b" } : {} }) });
    await memo.get("/api/cv");
    await memo.get("/api/cv");
    status = 200;
    await memo.get("/api/cv");
    await memo.get("/api/cv");
    await memo.get("/api/cv", {}, "POST");
    expect(memo.calls()).toBe(5);
  });

  test("concurrent requests for an answer not yet kept share one production; an unkeepable one is produced for each", async () => {
    const memo = setup();
    await Promise.all([memo.get("/"), memo.get("/"), memo.get("/")]);
    expect(memo.calls()).toBe(1);
    let status = 503;
    const failing = setup({ answer: () => new Response("busy", { status }) });
    const answers = await Promise.all([failing.get("/api/cv"), failing.get("/api/cv")]);
    expect(answers.map((a) => a.status)).toEqual([503, 503]);
    expect(failing.calls()).toBe(2);
    status = 200;
    expect((await failing.get("/api/cv")).status).toBe(200);
  });

  test("files are not memoised", async () => {
    const memo = setup();
    await memo.get("/favicon.svg");
    await memo.get("/favicon.svg");
    expect(memo.calls()).toBe(2);
  });
});

describe("response memo: what it keeps", () => {
  const classify = (pathname: string): CacheableKind | null => (pathname.startsWith("/api/") ? "api" : pathname === "/rss.xml" ? "feed" : "page");
  function memoWith(options: { maxBytes?: number; publicUrl?: string; status?: (pathname: string) => number } = {}) {
    let calls = 0;
    const memo = createResponseMemo({
      stamp: { current: () => "1" },
      classify,
      siteOf: (request) => siteBase(request, { trustProxy: 0, publicUrl: options.publicUrl ?? null }),
      pageQueryParams: (pathname) => (pathname === "/articles" ? ["q"] : []),
      maxBytes: options.maxBytes,
    });
    const fetch = memo.wrap(async (request: Request) => {
      calls++;
      const status = options.status?.(new URL(request.url).pathname) ?? 200;
      return new Response(`${request.url} ${"x".repeat(1000)}`, { status, headers: { "content-type": "text/plain" } });
    });
    const answer = (path: string, headers: Record<string, string> = {}, host = "example.test") =>
      Promise.resolve(fetch(new Request(`http://${host}${path}`, { headers: { host, ...headers } })));
    const get = async (path: string, headers: Record<string, string> = {}, host?: string) => (await answer(path, headers, host)).text();
    return { answer, get, calls: () => calls, size: memo.size, searchesSize: memo.searchesSize };
  }

  test("a search never enters the memo: the same search again comes from the searches' shelf, without the parameters the page does not read", async () => {
    const memo = memoWith();
    await memo.get("/articles");
    await memo.get("/articles?q=");
    expect(memo.calls()).toBe(2);
    for (const path of ["/articles?q=sqlite", "/articles?q=sqlite", "/articles?q=redis&utm_source=x"]) await memo.get(path);
    expect(memo.calls()).toBe(4);
    const redis = await memo.get("/articles?q=redis");
    expect(redis).toContain("q=redis");
    expect(redis).not.toContain("utm_source");
    await memo.get("/articles");
    expect(memo.calls()).toBe(4);
    expect(memo.size().entries).toBe(2);
    expect(memo.searchesSize().entries).toBe(2);
  });

  test("a search is still answered compressed, with an ETag that gives a 304", async () => {
    const memo = memoWith();
    const br = await memo.answer("/articles?q=sqlite", { "accept-encoding": "br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())).toString()).toContain("q=sqlite");
    const again = await memo.answer("/articles?q=sqlite", { "if-none-match": br.headers.get("etag")! });
    expect(again.status).toBe(304);
    expect(memo.size()).toEqual({ entries: 0, bytes: 0 });
  });

  test("a query string a page does not read never reaches the page nor splits it: the page is produced without it and kept once", async () => {
    const memo = memoWith();
    expect(await memo.get("/projects?utm_source=1")).toStartWith("http://example.test/projects ");
    expect(await memo.get("/projects?utm_source=2")).toStartWith("http://example.test/projects ");
    await memo.get("/projects");
    expect(await memo.get("/projects?lang=en&ref=x")).toStartWith("http://example.test/projects?lang=en ");
    await memo.get("/projects?lang=en");
    expect(memo.calls()).toBe(2);
    // A language the site does not have, or two of them, is answered as the language it comes to, never kept apart.
    await memo.get("/projects?lang=xx");
    await memo.get("/projects?lang=en&lang=fr");
    expect(memo.calls()).toBe(2);
    expect(memo.size().entries).toBe(2);
  });

  test("reads and feeds are kept without a query or with ?lang= alone; a search goes to its shelf; any other query string is answered, not kept", async () => {
    const memo = memoWith();
    for (const path of ["/api/projects", "/api/projects?lang=en", "/rss.xml", "/rss.xml?lang=en"]) {
      await memo.get(path);
      await memo.get(path);
    }
    expect(memo.calls()).toBe(4);
    for (const path of ["/api/projects?ref=1", "/api/projects?lang=xx", "/api/articles?q=go&lang=es", "/rss.xml?ref=1"]) {
      await memo.get(path);
      await memo.get(path);
    }
    expect(memo.calls()).toBe(11);
    expect(memo.size().entries).toBe(4);
    expect(memo.searchesSize().entries).toBe(1);
  });

  test("pages are kept for the first few hosts only; with PUBLIC_URL, for that one site whatever the Host", async () => {
    const memo = memoWith();
    const hosts = ["a.test", "b.test", "c.test", "d.test", "e.test", "f.test"];
    for (const host of hosts) for (let i = 0; i < 2; i++) await memo.get("/", {}, host);
    expect(memo.calls()).toBe(4 + 2 * 2);
    expect(memo.size().entries).toBe(4);
    const configured = memoWith({ publicUrl: "https://site.example" });
    for (const host of hosts) expect(await configured.get("/", {}, host)).toStartWith("http://a.test/");
    expect(configured.calls()).toBe(1);
  });

  test("a page not found is answered, never kept: each made-up path would be an entry", async () => {
    const memo = memoWith({ status: (pathname) => (pathname === "/" ? 200 : 404) });
    for (const path of ["/nada-1", "/nada-1", "/nada-2"]) expect((await memo.answer(path)).status).toBe(404);
    expect(memo.calls()).toBe(3);
    expect(memo.size().entries).toBe(0);
  });

  test("what an entry weighs counts its body, each encoding made of it, each copy of its headers and its objects", async () => {
    const memo = memoWith();
    const plain = await memo.answer("/api/projects");
    const body = (await plain.arrayBuffer()).byteLength;
    const headerBytes = [...plain.headers].reduce((sum, [name, value]) => sum + name.length + value.length, 0);
    const alone = memo.size().bytes;
    expect(alone).toBeGreaterThanOrEqual(body + 2 * headerBytes + 2048);
    const br = (await (await memo.answer("/api/projects", { "accept-encoding": "br" })).arrayBuffer()).byteLength;
    const gzip = (await (await memo.answer("/api/projects", { "accept-encoding": "gzip" })).arrayBuffer()).byteLength;
    await memo.answer("/api/projects", { "if-none-match": plain.headers.get("etag")! });
    expect(memo.size().bytes).toBeGreaterThanOrEqual(alone + br + gzip + 3 * headerBytes);
    expect(memo.calls()).toBe(1);
  });

  test("what is kept weighs at most maxBytes, variants included; the oldest go first", async () => {
    const memo = memoWith({ maxBytes: 30_000 });
    for (let i = 0; i < 50; i++) await memo.get(`/api/item-${i}`, { "accept-encoding": "gzip" });
    expect(memo.size().bytes).toBeLessThanOrEqual(30_000);
    expect(memo.size().entries).toBeGreaterThan(3);
    const calls = memo.calls();
    await memo.get("/api/item-49");
    expect(memo.calls()).toBe(calls);
    await memo.get("/api/item-0");
    expect(memo.calls()).toBe(calls + 1);
  });

  test("an answer too big to share the memory is answered but not kept", async () => {
    const memo = memoWith({ maxBytes: 2_000 });
    expect(await memo.get("/api/big")).toContain("/api/big");
    expect(memo.size()).toEqual({ entries: 0, bytes: 0 });
  });
});

describe("response memo: the page observer", () => {
  test("told of each page answered to a GET, from memory or not, with its path, query, status and language; never of reads, feeds or HEAD", async () => {
    const seen: ServedPage[] = [];
    const classify = (pathname: string): CacheableKind | null => (pathname.startsWith("/api/") ? "api" : pathname === "/rss.xml" ? "feed" : "page");
    const memo = createResponseMemo({
      stamp: { current: () => "1" },
      classify,
      siteOf: (request) => siteBase(request, { trustProxy: 0, publicUrl: null }),
      onPage: (_request, _server, page) => seen.push(page),
    });
    const fetch = memo.wrap(async (request: Request) => {
      const missing = new URL(request.url).pathname === "/nada";
      return new Response("x".repeat(2000), { status: missing ? 404 : 200, headers: { "content-type": "text/html", "content-language": "en" } });
    });
    const get = async (path: string, init: RequestInit = {}) => (await fetch(new Request(`http://example.test${path}`, init))).status;
    await get("/projects?lang=en");
    await get("/projects?lang=en");
    const etag = (await fetch(new Request("http://example.test/projects?lang=en"))).headers.get("etag")!;
    // The first one produced by the app, the next two from memory.
    expect(seen.map((page) => [page.status, page.language])).toEqual([
      [200, "en"],
      [200, "en"],
      [200, "en"],
    ]);
    seen.length = 0;
    expect(await get("/projects?lang=en", { headers: { "if-none-match": etag } })).toBe(304);
    await get("/nada");
    await get("/api/articles");
    await get("/rss.xml");
    await get("/projects", { method: "HEAD" });
    expect(seen).toEqual([
      { pathname: "/projects", search: "?lang=en", status: 304, language: "en" },
      { pathname: "/nada", search: "", status: 404, language: "en" },
    ]);
  });
});

describe("Cache-Control", () => {
  test("pages and feeds whose links came from the request (PUBLIC_URL unset) are private whatever PUBLIC_CACHE_SECONDS says; reads hold no links", () => {
    expect(cacheControlFor("page", 30)).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=30");
    expect(cacheControlFor("feed", 0)).toBe("public, max-age=300");
    expect(cacheControlFor("page", 30, true)).toBe("private, no-cache");
    expect(cacheControlFor("page", 0, true)).toBe("private, no-cache");
    expect(cacheControlFor("feed", 30, true)).toBe("private, max-age=300");
    expect(cacheControlFor("api", 30, true)).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=30");
  });
});

describe("the searches' shelf", () => {
  test("keeps the last searches within its budget: a flood of distinct searches churns it and never grows it", () => {
    const shelf = createSearchShelf<{ bytes: number; name: string }>({ maxBytes: 100_000, maxEntries: 3 });
    for (let i = 0; i < 50; i++) shelf.put(`q${i}`, { bytes: 1_000, name: `q${i}` });
    expect(shelf.size()).toEqual({ entries: 3, bytes: 3_750 });
    expect(shelf.get("q49")?.name).toBe("q49");
    expect(shelf.get("q0")).toBeUndefined();
    // Asked again, an answer is the newest: the next one in pushes out another.
    shelf.get("q47");
    shelf.put("q50", { bytes: 1_000, name: "q50" });
    expect([shelf.get("q47")?.name, shelf.get("q48")]).toEqual(["q47", undefined]);
    // One answer (with its compressed copy) over a quarter of the budget is not shelved at all.
    const small = createSearchShelf<{ bytes: number }>({ maxBytes: 10_000 });
    small.put("huge", { bytes: 2_100 });
    expect(small.size().entries).toBe(0);
  });
});
