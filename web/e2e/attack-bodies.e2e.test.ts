/**
 * Issue 20, point 1, replayed against the compiled executable: a client streams 300 MB without a Content-Length
 * (chunked) at the routes that take large bodies. Before, the whole body was held before the 401 or 413 (peaks of
 * 1.2 GB at /api/backups/restore, 1.25 GB at /api/import/preview, 640 MiB at /api/import); now an anonymous caller
 * is refused before a byte is read, an admin's archive is streamed to disk, and a body past its route's limit is
 * refused as it passes it. The server's peak resident memory (VmHWM) must stay within 160 MiB throughout.
 */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { decode, sign } from "hono/jwt";
import { IMPORT_FORM, streamBody as streamTo, type StreamedAnswer } from "./attacks";
import { adminToken, startServer, type RunningServer } from "./harness";

const MB = 1024 * 1024;
const ATTACK_BYTES = 300 * MB;
const PEAK_LIMIT_MIB = 160;

let server: RunningServer;
let token: string;

const streamBody = (path: string, bytes: number, headers: Record<string, string>, framing?: Parameters<typeof streamTo>[4]) =>
  streamTo(server.url, path, bytes, headers, framing);

// Each attack on a server of its own, started with the demo content: its peak is that attack's alone.
beforeEach(async () => {
  server = await startServer({ seedDemo: true });
  token = await adminToken(server.url);
});
afterEach(() => server.stop());

const expectJsonError = (answer: StreamedAnswer, status: number, message: string) => {
  expect(answer.status).toBe(status);
  expect(JSON.parse(answer.body)).toEqual({ message });
};

describe("300 MB streamed without a Content-Length", () => {
  test.each([
    ["/api/backups/restore", {}],
    ["/api/import", { "Content-Type": "application/json" }],
    ["/api/import/preview", IMPORT_FORM.headers],
    ["/api/import/apply", IMPORT_FORM.headers],
  ])("by a visitor to %s: a 401 before the body is read", async (path, headers) => {
    // 16 MiB, then a pause: the 401 comes while the rest of the body is still unsent, so it was decided unread.
    const answer = await streamBody(path, ATTACK_BYTES, headers, { answerBefore: 16 * 1024 * 1024 });
    expectJsonError(answer, 401, "Authentication required");
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
    const answer = await streamBody("/api/import/preview", ATTACK_BYTES, { ...IMPORT_FORM.headers, Authorization: `Bearer ${stale}` }, IMPORT_FORM);
    expectJsonError(answer, 401, "Authentication required");
  });

  test("by the admin to /api/import/preview: a 413 once the file passes 200 MB, nothing left on disk", async () => {
    const answer = await streamBody("/api/import/preview", ATTACK_BYTES, { ...IMPORT_FORM.headers, Authorization: `Bearer ${token}` }, IMPORT_FORM);
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
