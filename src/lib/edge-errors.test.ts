import { describe, expect, test } from "bun:test";
import { answerFailure, BAD_HOST_MESSAGE, REQUEST_ID_HEADER, withErrorAnswers } from "./edge-errors";
import { createLogger } from "./log";

function setup(fetch: (request: Request) => Response | Promise<Response>) {
  const errors: string[] = [];
  const log = createLogger({ format: "text", stdout: () => {}, stderr: (text) => errors.push(text) });
  return { fetch: withErrorAnswers(fetch, log), errors };
}

/** A failure whose stack names this file, as a real one would name the bundle. */
function failing(): never {
  throw new Error("no such table: articles (at /srv/portfolio/src/modules/articles/articles.repository.ts)");
}

describe("answers at the edge of the server", () => {
  test("a request Bun could give no absolute URL (no Host, an empty one, one that is not a host) is a short 400", async () => {
    let reached = false;
    const { fetch } = setup(() => {
      reached = true;
      return new Response("ok");
    });
    // What Bun hands over for `GET / HTTP/1.0` without Host, or `Host: a b`: the bare path.
    const answer = await fetch({ url: "/", method: "GET", headers: new Headers() } as Request);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ message: BAD_HOST_MESSAGE });
    expect(reached).toBe(false);
  });

  test("a URL that `new URL` refuses deep inside (an unclosed [ in Host) is a 400 too, not a 500", async () => {
    const { fetch, errors } = setup((request) => new Response(new URL(request.url).host));
    const answer = await fetch({ url: "http://[::1/", method: "GET", headers: new Headers() } as Request);
    expect(answer.status).toBe(400);
    expect(errors).toEqual([]);
  });

  for (const [kind, answer] of [
    ["throws", () => failing()],
    ["rejects", async () => failing()],
  ] as const) {
    test(`a layer that ${kind}: the contract's JSON 500 with a request id, and one log line with the same id`, async () => {
      const { fetch, errors } = setup(answer);
      const response = await fetch(new Request("http://site.test/api/articles?token=secret", { headers: { accept: "application/json" } }));
      expect(response.status).toBe(500);
      const id = response.headers.get(REQUEST_ID_HEADER)!;
      expect(id).toMatch(/^[0-9a-f]{16}$/);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({ message: `Internal server error (request id ${id})` });
      expect(body).not.toContain("articles.repository");
      expect(body).not.toContain("no such table");
      expect(errors).toHaveLength(1);
      expect(errors[0]!.trimEnd().split("\n")).toHaveLength(1);
      expect(errors[0]).toContain(`requestId=${id}`);
      expect(errors[0]).toContain("no such table");
      expect(errors[0]).toContain("path=/api/articles ");
      expect(errors[0]).not.toContain("secret");
    });
  }

  test("a browser asking for a page gets a small page in its language, naming the request id and nothing else", async () => {
    const { fetch } = setup(() => failing());
    const response = await fetch(new Request("http://site.test/articles/x", { headers: { accept: "text/html,*/*", "accept-language": "en" } }));
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("Something went wrong while showing this page.");
    expect(html).toContain(response.headers.get(REQUEST_ID_HEADER)!);
    expect(html).not.toContain("no such table");
    expect(html.length).toBeLessThan(1500);
  });

  test("a body the client cut off is its doing: a 400 and no error line", async () => {
    const { fetch, errors } = setup(() => {
      throw new DOMException("The connection was closed.", "AbortError");
    });
    const answer = await fetch(new Request("http://site.test/api/messages", { method: "POST" }));
    expect(answer.status).toBe(400);
    expect(errors).toEqual([]);
  });

  test("two failures get two ids", () => {
    const log = createLogger({ stdout: () => {}, stderr: () => {} });
    const ids = [answerFailure(log, new Error("a")), answerFailure(log, new Error("b"))].map((r) => r.headers.get(REQUEST_ID_HEADER));
    expect(ids[0]).not.toBe(ids[1]);
  });
});
