/**
 * Issue 31, point 1 (and issue 30's "never Bun's development error page"), replayed against the compiled executable
 * with raw bytes over a socket: malformed request lines, a missing, empty or garbage Host, HTTP/1.0, unknown methods,
 * bad percent-encoding, absurd and huge headers. No answer is Bun's development page, a stack frame or a path, and
 * a request Bun can give no URL is a short 400. Then the database is damaged under the running server (a table
 * dropped, as a bad disk or a careless hand would): the failures it causes are the contract's JSON 500, or a small
 * page for a browser, each with a request id that names exactly one line of the server's log.
 */
import { Database } from "bun:sqlite";
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ADMIN, EXECUTABLE } from "./harness";

setDefaultTimeout(60_000);

type Raw = { status: number; headers: string; body: string; bytes: number };

/** Sends `bytes` as they are and reads the answer: until its length is complete, the connection closes, or 3 s pass. */
function rawExchange(port: number, bytes: string | Uint8Array): Promise<Raw | null> {
  return new Promise((resolve) => {
    let received = Buffer.alloc(0);
    const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = received.toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      if (end < 0) return resolve(null);
      resolve({ status: Number(text.slice(9, 12)), headers: text.slice(0, end), body: text.slice(end + 4), bytes: received.length });
    };
    // A server that says nothing for 3 s has answered all it will (an idle guard, not a wait).
    const timer = setTimeout(finish, 3000);
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const text = received.toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end))?.[1];
      if (end >= 0 && length !== undefined && received.length >= end + 4 + Number(length)) finish();
    });
    socket.on("close", finish);
    socket.on("error", finish);
  });
}

/** What Bun's development page and a leaked failure hold: its markers, stack frames, paths of this machine, the schema. */
function leaks(answer: Raw, dataDir: string): string[] {
  const text = answer.headers + answer.body;
  const found: string[] = [];
  for (const marker of ["__bunfallback", "BunError", '"cwd"', "$bunfs", "node_modules", "CREATE TABLE", "SQLiteError", dataDir, process.cwd()])
    if (text.includes(marker)) found.push(marker);
  if (/\bat .*[:(]\d+:\d+\)?/.test(text)) found.push("a stack frame");
  if (/\/(?:src|web)\/[\w/.-]+\.tsx?/.test(text)) found.push("a source path");
  return found;
}

const HOST = "Host: 127.0.0.1\r\n";
const CLOSE = "Connection: close\r\n";
/**
 * [label, bytes, what is expected: "bad host" (the short 400), another status (Bun's own answer), or null (any
 * answer but a 5xx, or none at all)]
 */
const REQUESTS: [string, string, "bad host" | number | null][] = [
  ["HTTP/1.0 without Host", "GET / HTTP/1.0\r\n\r\n", "bad host"],
  ["HTTP/1.0 without Host, to the API", "GET /api/articles HTTP/1.0\r\n\r\n", "bad host"],
  ["HTTP/1.0 without Host, a page by language", "GET /articles?lang=en HTTP/1.0\r\nAccept: text/html\r\n\r\n", "bad host"],
  ["an empty Host", `GET / HTTP/1.1\r\nHost:\r\n${CLOSE}\r\n`, "bad host"],
  ["a Host of spaces", `GET / HTTP/1.1\r\nHost:    \r\n${CLOSE}\r\n`, "bad host"],
  ["a Host with a space", `GET / HTTP/1.1\r\nHost: a b\r\n${CLOSE}\r\n`, "bad host"],
  ["an unclosed IPv6 Host", `GET / HTTP/1.1\r\nHost: [::1\r\n${CLOSE}\r\n`, "bad host"],
  ["a Host of markup", `GET / HTTP/1.1\r\nHost: <script>alert(1)</script>\r\n${CLOSE}\r\n`, "bad host"],
  ["a Host with a path", `GET /rss.xml HTTP/1.1\r\nHost: evil.example/../../x\r\n${CLOSE}\r\n`, null],
  ["a Host with a port out of range", `GET /sitemap.xml HTTP/1.1\r\nHost: 127.0.0.1:999999\r\n${CLOSE}\r\n`, null],
  ["a Host with control bytes", `GET / HTTP/1.1\r\nHost: a\u0001b\r\n${CLOSE}\r\n`, null],
  ["two Hosts", `GET / HTTP/1.1\r\n${HOST}Host: evil.example\r\n${CLOSE}\r\n`, null],
  ["a garbage request line", "GARBAGE\r\n\r\n", null],
  ["a method alone", "GET\r\n\r\n", null],
  ["binary bytes", "\u0000\u0001\u0002\u00ff\r\n\r\n", null],
  // Bun's own "505 HTTP Version Not Supported", before the app: a refusal of the client's, however it is numbered.
  ["HTTP/9.9", `GET / HTTP/9.9\r\n${HOST}${CLOSE}\r\n`, 505],
  ["spaces around the target", `GET  /  HTTP/1.1\r\n${HOST}${CLOSE}\r\n`, null],
  ["an unknown method", `BREW / HTTP/1.1\r\n${HOST}${CLOSE}\r\n`, null],
  ["PROPFIND on the API", `PROPFIND /api/articles HTTP/1.1\r\n${HOST}${CLOSE}\r\n`, null],
  ["DELETE on a page", `DELETE /articles HTTP/1.1\r\n${HOST}${CLOSE}\r\n`, null],
  ["CONNECT", `CONNECT evil.example:443 HTTP/1.1\r\n${HOST}${CLOSE}\r\n`, null],
  ["an absolute target", `GET http://evil.example/ HTTP/1.1\r\n${HOST}${CLOSE}\r\n`, null],
  ["an asterisk target", `OPTIONS * HTTP/1.1\r\n${HOST}${CLOSE}\r\n`, null],
  ["a bad percent-encoding in a page's path", `GET /articles/%zz HTTP/1.1\r\n${HOST}Accept: text/html\r\n${CLOSE}\r\n`, null],
  ["a cut percent-encoding", `GET /articles/%E0%A4%A HTTP/1.1\r\n${HOST}${CLOSE}\r\n`, null],
  ["invalid UTF-8 in an API path", `GET /api/articles/%ff%fe HTTP/1.1\r\n${HOST}${CLOSE}\r\n`, null],
  ["a NUL in an upload's path", `GET /uploads/%00.png HTTP/1.1\r\n${HOST}${CLOSE}\r\n`, null],
  ["a bad percent-encoding in the query", `GET /api/articles?q=%zz&%zz=%zz HTTP/1.1\r\n${HOST}${CLOSE}\r\n`, null],
  ["a traversal", `GET /assets/..%2f..%2fportfolio.db HTTP/1.1\r\n${HOST}${CLOSE}\r\n`, null],
  ["a header without a colon", `GET / HTTP/1.1\r\n${HOST}NoColonHere\r\n${CLOSE}\r\n`, null],
  ["a negative Content-Length", `POST /api/messages HTTP/1.1\r\n${HOST}Content-Length: -1\r\n${CLOSE}\r\n`, null],
  ["a Content-Length of letters", `POST /api/messages HTTP/1.1\r\n${HOST}Content-Length: abc\r\n${CLOSE}\r\n`, null],
  ["two Content-Lengths", `POST /api/messages HTTP/1.1\r\n${HOST}Content-Length: 2\r\nContent-Length: 3\r\n${CLOSE}\r\n{}`, null],
  [
    "a broken chunk",
    `POST /api/messages HTTP/1.1\r\n${HOST}Transfer-Encoding: chunked\r\nContent-Type: application/json\r\n${CLOSE}\r\nzz\r\n{}\r\n0\r\n\r\n`,
    null,
  ],
  ["an Accept-Language of garbage", `GET / HTTP/1.1\r\n${HOST}Accept-Language: ${"x;q=9,".repeat(1000)}\r\n${CLOSE}\r\n`, null],
  ["a cookie of garbage", `GET /admin HTTP/1.1\r\n${HOST}Cookie: ${"lang=zz; ".repeat(700)}\r\n${CLOSE}\r\n`, null],
  ["1,000 headers", `GET / HTTP/1.1\r\n${HOST}${Array.from({ length: 1000 }, (_, i) => `X-H${i}: ${i}\r\n`).join("")}${CLOSE}\r\n`, null],
  ["a 200 KB header", `GET / HTTP/1.1\r\n${HOST}X-Huge: ${"a".repeat(200 * 1024)}\r\n${CLOSE}\r\n`, null],
  ["a forwarded header from nowhere", `GET / HTTP/1.1\r\n${HOST}X-Forwarded-For: ../../etc\r\nX-Forwarded-Proto: gopher\r\n${CLOSE}\r\n`, null],
];

let port: number;
let dataDir: string;
let server: ReturnType<typeof Bun.spawn>;
/** Everything the server wrote to stderr (warnings and errors), read as it comes. */
let stderr = "";

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "portfolio-edge-e2e-"));
  const probe = Bun.serve({ port: 0, fetch: () => new Response() });
  port = probe.port!;
  probe.stop(true);
  server = Bun.spawn([EXECUTABLE, "serve", "--port", String(port), "--host", "127.0.0.1", "--data-dir", dataDir], {
    env: { PATH: process.env.PATH ?? "", SEED_DEMO: "1", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    stdout: "ignore",
    stderr: "pipe",
  });
  void (async () => {
    const decoder = new TextDecoder();
    const reader = (server.stderr as ReadableStream<Uint8Array>).getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) stderr += decoder.decode(read.value, { stream: true });
  })();
  for (const deadline = Date.now() + 15_000; ; await Bun.sleep(50)) {
    if ((await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok) break;
    if (Date.now() > deadline) throw new Error(`the server did not start: ${stderr}`);
  }
});

afterAll(async () => {
  server.kill("SIGTERM");
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

describe("raw requests at the compiled executable", () => {
  for (const [label, bytes, expected] of REQUESTS)
    test(`${label}: ${expected ?? "no 5xx"}, and nothing of the server in the answer`, async () => {
      const answer = await rawExchange(port, bytes);
      if (expected === "bad host") {
        expect(answer?.status).toBe(400);
        // Short: the sentence, not a page.
        expect(answer!.body.length).toBeLessThan(200);
        expect(answer!.body).toContain("Host");
      } else if (expected !== null) expect(answer?.status).toBe(expected);
      if (answer) {
        if (expected === null) expect(answer.status).toBeLessThan(500);
        expect(leaks(answer, dataDir)).toEqual([]);
      }
    });

  test("after them all the server still answers, and its log holds no error", async () => {
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect(stderr).not.toContain("ERROR");
    expect(stderr).not.toContain("Invalid URL");
  });
});

describe("a database damaged under the running server", () => {
  let requestIds: string[] = [];
  beforeAll(async () => {
    // The site's look, read by every page rendered and by /api/theme: gone, as a damaged file would lose it.
    const db = new Database(join(dataDir, "portfolio.db"));
    try {
      db.run("DROP TABLE theme");
    } finally {
      db.close();
    }
  });

  test("the API answers the contract's JSON 500 with a request id, in its header and its message", async () => {
    const answer = await rawExchange(port, `GET /api/theme HTTP/1.1\r\n${HOST}Accept: application/json\r\n${CLOSE}\r\n`);
    expect(answer?.status).toBe(500);
    const id = /\r\nx-request-id: ([0-9a-f]{16})\r\n/i.exec(answer!.headers)?.[1];
    expect(id).toBeDefined();
    expect(JSON.parse(answer!.body)).toEqual({ message: `Internal server error (request id ${id})` });
    expect(leaks(answer!, dataDir)).toEqual([]);
    requestIds.push(id!);
  });

  test("a browser asking for a page gets a small page naming the request id, without a stack or a path", async () => {
    const answer = await rawExchange(port, `GET /projects HTTP/1.1\r\n${HOST}Accept: text/html\r\nAccept-Language: en\r\n${CLOSE}\r\n`);
    expect(answer?.status).toBe(500);
    expect(answer!.headers).toMatch(/\r\ncontent-type: text\/html/i);
    const id = /\r\nx-request-id: ([0-9a-f]{16})\r\n/i.exec(answer!.headers)?.[1];
    expect(answer!.body).toContain(`X-Request-Id: ${id}`);
    expect(answer!.body).toContain("Something went wrong while showing this page.");
    expect(answer!.bytes).toBeLessThan(2048);
    expect(leaks(answer!, dataDir)).toEqual([]);
    requestIds.push(id!);
  });

  test("each failure is one line of the log, found by its request id", async () => {
    expect(requestIds).toHaveLength(2);
    await Bun.sleep(300);
    for (const id of requestIds) {
      const lines = stderr.split("\n").filter((line) => line.includes(id));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain("ERROR");
      expect(lines[0]).toContain("no such table: theme");
    }
    // No stack: no line of stderr is a frame (Hono's own warnings about undecodable paths are lines of their own).
    expect(stderr.split("\n").filter((line) => /^\s+at |^\s*\d+ \|/.test(line))).toEqual([]);
    requestIds = [];
  });
});
