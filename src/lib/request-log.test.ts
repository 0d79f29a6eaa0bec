import { describe, expect, test } from "bun:test";
import { createLogger } from "./log";
import { pathForLog, withRequestLog } from "./request-log";

function setup(answer: (request: Request) => Response | Promise<Response>) {
  const lines: string[] = [];
  const log = createLogger({ format: "json", stdout: (text) => lines.push(...text.trim().split("\n")), now: () => new Date("2026-11-23T10:00:00Z") });
  let clock = 0;
  const fetch = withRequestLog(
    async (request: Request) => {
      clock += 12.345;
      return answer(request);
    },
    log,
    () => clock,
  );
  const entries = () => {
    log.flush();
    return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  };
  return { fetch, entries };
}

describe("the request log", () => {
  test("one line per request: method, path without the query, status, duration and bytes", async () => {
    const { fetch, entries } = setup(() => new Response("hello", { status: 201, headers: { "content-length": "5" } }));
    await fetch(
      new Request("http://site.test/api/messages?email=someone@example.com&token=abc", {
        method: "POST",
        headers: { "x-forwarded-for": "203.0.113.9", authorization: "Bearer secret-token" },
      }),
    );
    expect(entries()).toEqual([
      { time: "2026-11-23T10:00:00.000Z", level: "info", msg: "request", method: "POST", path: "/api/messages", status: 201, durationMs: 12.35, bytes: 5 },
    ]);
  });

  test("a streamed body is counted as it is sent; the line comes when it ends", async () => {
    const { fetch, entries } = setup(() => new Response(new Blob(["a".repeat(3000)]).stream(), { status: 200 }));
    const response = await fetch(new Request("http://site.test/api/export"));
    expect(entries()).toEqual([]);
    expect((await response.text()).length).toBe(3000);
    expect(entries()[0]).toMatchObject({ path: "/api/export", status: 200, bytes: 3000 });
  });

  test("nothing secret: no address, no header, no token from a preview link's path", async () => {
    const { fetch, entries } = setup(() => new Response(null, { status: 404 }));
    await fetch(
      new Request("http://site.test/preview/8f3a9c0d1e2b4a5f6e7d8c9b0a1f2e3d?x=1", {
        headers: { cookie: "portfolio_session=abc", "x-real-ip": "198.51.100.4" },
      }),
    );
    const text = JSON.stringify(entries());
    expect(text).toContain('"path":"/preview/[token]"');
    for (const secret of ["8f3a9c0d", "abc", "198.51.100.4", "x=1"]) expect(text).not.toContain(secret);
  });

  test("paths are cut at the query or fragment", () => {
    expect(pathForLog("http://a.test/articles/x?lang=en#top")).toBe("/articles/x");
    expect(pathForLog("http://a.test")).toBe("/");
  });
});
