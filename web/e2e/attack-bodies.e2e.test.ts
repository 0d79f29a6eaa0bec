/**
 * Issue 20, point 1, replayed against the compiled executable: a client streams 300 MB without a Content-Length
 * (chunked) at the routes that take large bodies. Before, the whole body was held before the 401 or 413 (peaks of
 * 1.2 GB at /api/backups/restore, 1.25 GB at /api/import/preview, 640 MiB at /api/import); now an anonymous caller
 * is refused before a byte is read, an admin's archive is streamed to disk, and a body past its route's limit is
 * refused as it passes it. The server's peak resident memory (VmHWM) must stay within 160 MiB throughout.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { decode, sign } from "hono/jwt";
import { ADMIN, startServer, type RunningServer } from "./harness";

const MB = 1024 * 1024;
const ATTACK_BYTES = 300 * MB;
const PEAK_LIMIT_MIB = 160;

let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startServer({ seedDemo: true });
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  token = ((await login.json()) as { token: string }).token;
});
afterAll(() => server?.stop());

type Answer = { status: number; body: string; sentBytes: number };

/**
 * Sends `prefix`, then zeros up to `bytes` in 1 MiB chunks, then `suffix`, chunked (node:http sends no
 * Content-Length for a body written in parts), and stops sending once the server has answered.
 */
function streamBody(path: string, bytes: number, headers: Record<string, string>, prefix = "", suffix = ""): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const req = request({ hostname, port, path, method: "POST", headers: { ...headers, "Transfer-Encoding": "chunked" } }, (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body, sentBytes });
        req.destroy();
      });
    });
    // The server may close its side while we still send: the answer already came, or is on its way.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(MB);
    req.write(prefix);
    const pump = () => {
      while (!answered && sentBytes < bytes) {
        sentBytes += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end(suffix);
    };
    pump();
  });
}

const multipart = {
  headers: { "Content-Type": "multipart/form-data; boundary=attack" },
  prefix:
    '--attack\r\nContent-Disposition: form-data; name="from"\r\n\r\nghost\r\n--attack\r\nContent-Disposition: form-data; name="file"; filename="export.json"\r\nContent-Type: application/json\r\n\r\n',
  suffix: "\r\n--attack--\r\n",
};

const expectJsonError = (answer: Answer, status: number, message: string) => {
  expect(answer.status).toBe(status);
  expect(JSON.parse(answer.body)).toEqual({ message });
};

describe("300 MB streamed without a Content-Length", () => {
  test.each([
    ["/api/backups/restore", {}],
    ["/api/import", { "Content-Type": "application/json" }],
    ["/api/import/preview", multipart.headers],
    ["/api/import/apply", multipart.headers],
  ])("by a visitor to %s: a 401 before the body is read", async (path, headers) => {
    const answer = await streamBody(path, ATTACK_BYTES, headers);
    expectJsonError(answer, 401, "Authentication required");
    // The answer came long before the client could send the whole body.
    expect(answer.sentBytes).toBeLessThan(ATTACK_BYTES);
    expect(server.peakMemoryMiB()).toBeLessThanOrEqual(PEAK_LIMIT_MIB);
  });

  test("by a visitor, declaring 300 MB: a 401 too, not a 413 or a reset connection", async () => {
    const { hostname, port } = new URL(server.url);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ hostname, port, path: "/api/backups/restore", method: "POST", headers: { "Content-Length": String(ATTACK_BYTES) } }, (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, body });
          req.destroy();
        });
      });
      req.on("error", reject);
      req.write(Buffer.alloc(MB));
    });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ message: "Authentication required" });
  });

  test("by an admin whose token has expired: a JSON 401", async () => {
    // The admin's own session, signed with the server's secret, but past its expiry.
    const { sid, sub } = decode(token).payload as { sid: string; sub: number };
    const secret = readFileSync(join(server.dataDir, "secret"), "utf8").trim();
    const stale = await sign({ sub, sid, exp: Math.floor(Date.now() / 1000) - 60 }, secret, "HS256");
    const answer = await streamBody("/api/import/preview", ATTACK_BYTES, { ...multipart.headers, Authorization: `Bearer ${stale}` }, multipart.prefix);
    expectJsonError(answer, 401, "Authentication required");
  });

  test("by the admin to /api/import/preview: a 413 once the file passes 200 MB, nothing left on disk", async () => {
    const answer = await streamBody(
      "/api/import/preview",
      ATTACK_BYTES,
      { ...multipart.headers, Authorization: `Bearer ${token}` },
      multipart.prefix,
      multipart.suffix,
    );
    expectJsonError(answer, 413, "Request body too large");
    expect(server.peakMemoryMiB()).toBeLessThanOrEqual(PEAK_LIMIT_MIB);
    expect(leftovers()).toEqual([]);
  });

  test("by the admin to /api/import (JSON, 50 MB at most): a 413", async () => {
    const answer = await streamBody("/api/import", ATTACK_BYTES, { "Content-Type": "application/json", Authorization: `Bearer ${token}` });
    expectJsonError(answer, 413, "Request body too large");
    expect(server.peakMemoryMiB()).toBeLessThanOrEqual(PEAK_LIMIT_MIB);
  });

  test("by the admin to /api/backups/restore: the 300 MB go to disk, not memory, and are refused as no archive", async () => {
    const answer = await streamBody("/api/backups/restore", ATTACK_BYTES, { "Content-Type": "application/gzip", Authorization: `Bearer ${token}` });
    expect(answer.status).toBe(400);
    expect(answer.sentBytes).toBe(ATTACK_BYTES);
    const { message } = JSON.parse(answer.body) as { message: string };
    expect(message).toContain("not a .tar.gz file");
    // The refusal names no path on the server.
    expect(message).not.toContain(server.dataDir);
    expect(server.peakMemoryMiB()).toBeLessThanOrEqual(PEAK_LIMIT_MIB);
    expect(leftovers()).toEqual([]);
    // The site is untouched.
    expect((await fetch(`${server.url}/api/projects`)).status).toBe(200);
  });
});

/** Received files the server kept in its data dir (it must remove each, whatever the answer). */
function leftovers(): string[] {
  return [...new Bun.Glob(".uploaded-*").scanSync({ cwd: server.dataDir, dot: true })];
}
