/**
 * The edge's answers around the real app (every wrapper: HSTS, beacons, the fediverse edge, the memo, Hono), as
 * src/cli/serve.ts composes it: failures raised outside the router and inside it, by real paths (a Host Bun let
 * through that `new URL` refuses, reaching the fediverse edge; a table the database lost).
 */
import { afterEach, beforeEach, expect, test } from "bun:test";
import { makeTestApp, type TestApp } from "../testing/test-app";
import { REQUEST_ID_HEADER, withErrorAnswers } from "./edge-errors";

let t: TestApp;
let serve: (request: Request) => Promise<Response>;
beforeEach(() => {
  // PUBLIC_URL set: federation on, so the fediverse edge reads every request's URL first.
  t = makeTestApp({ config: { publicUrl: "https://portfolio.example" } });
  serve = async (request) => withErrorAnswers(t.app.fetch, t.log)(request);
});
afterEach(() => t.cleanup());

/** What Bun hands over for a Host it could not parse: an object no `new Request` would make. */
const unparsedHost = (url: string) => ({ url, method: "GET", headers: new Headers({ accept: "text/html" }), signal: new AbortController().signal }) as Request;

test("a Host `new URL` refuses reaches the fediverse edge's URL parse: the app alone throws, the edge answers 400", async () => {
  await expect(Promise.resolve().then(() => t.app.fetch(unparsedHost("http://[::1/")))).rejects.toThrow("URL");
  const answer = await serve(unparsedHost("http://[::1/"));
  expect(answer.status).toBe(400);
  expect((await serve(unparsedHost("/"))).status).toBe(400);
  expect(t.log.lines.filter((line) => line.level === "error")).toEqual([]);
});

test("a table the database lost: the API's JSON 500 and a browser's page, each with its id on one log line", async () => {
  t.db.$client.run("DROP TABLE theme");
  const api = await serve(new Request("https://portfolio.example/api/theme"));
  const page = await serve(new Request("https://portfolio.example/projects", { headers: { accept: "text/html" } }));
  expect([api.status, page.status]).toEqual([500, 500]);
  const ids = [api, page].map((answer) => answer.headers.get(REQUEST_ID_HEADER)!);
  expect(await api.json()).toEqual({ message: `Internal server error (request id ${ids[0]})` });
  expect(await page.text()).toContain(ids[1]!);
  const errors = t.log.lines.filter((line) => line.level === "error");
  expect(errors).toHaveLength(2);
  for (const [i, id] of ids.entries()) {
    expect(errors[i]!.text).toContain(`requestId=${id}`);
    expect(errors[i]!.text).toContain("no such table: theme");
    expect(errors[i]!.text.split("\n")).toHaveLength(1);
  }
});
