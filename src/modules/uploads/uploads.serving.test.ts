import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { symlinkSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { makeTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ tempDataDir: true });
});
afterEach(() => t.cleanup());

describe("GET /uploads/...", () => {
  /** A file outside uploads/ that a traversal would reach. */
  function plantSecret() {
    writeFileSync(join(t.config.dataDir, "secret"), "TOP SECRET");
    writeFileSync(join(t.config.dataDir, "0123456789abcdef0123456789abcdef.pdf"), "%PDF- outside");
  }

  const traversals = [
    "/uploads/../secret",
    "/uploads/%2e%2e/secret",
    "/uploads/%2e%2e%2fsecret",
    "/uploads/%2E%2E%2Fsecret",
    "/uploads/..%2fsecret",
    "/uploads/%252e%252e%252fsecret",
    "/uploads/..%5csecret",
    "/uploads/..\\secret",
    "/uploads/%2e%2e%5c0123456789abcdef0123456789abcdef.pdf",
    "/uploads/../0123456789abcdef0123456789abcdef.pdf",
    "/uploads//etc/passwd",
    "/uploads/%2fetc%2fpasswd",
    "/uploads/C:%5cWindows%5cwin.ini",
    "/uploads/0123456789abcdef0123456789abcdef.pdf%00.png",
    "/uploads/%00",
    "/uploads/",
    "/uploads",
    "/uploads/secret",
    "/uploads/0123456789ABCDEF0123456789ABCDEF.pdf",
    "/uploads/0123456789abcdef0123456789abcdef.exe",
    "/uploads/0123456789abcdef0123456789abcdef.pdf/",
  ];

  test.each(traversals)("%s is a 404 that leaks nothing", async (path) => {
    plantSecret();
    const res = await t.app.request(path);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/SECRET|outside/);
    // Paths that still name something under /uploads/ once the URL is resolved are answered by the uploads
    // route itself; the others (`..` resolved away) are ordinary unknown pages.
    if (new URL(path, "http://localhost").pathname.startsWith("/uploads/")) {
      expect(res.headers.get("content-type")).toStartWith("application/json");
    }
  });

  test("the same paths sent raw over HTTP, with nothing normalised by the client, are 404", async () => {
    plantSecret();
    const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: t.app.fetch });
    try {
      for (const path of traversals.filter((p) => !p.includes("\\"))) {
        const { status, body } = await rawGet(server.port!, path);
        expect({ path, status }).toEqual({ path, status: 404 });
        expect(body).not.toMatch(/SECRET|outside/);
      }
    } finally {
      server.stop(true);
    }
  });

  test("a symlink in uploads/, even with a valid name, is a 404", async () => {
    plantSecret();
    const name = "abcdefabcdefabcdefabcdefabcdefab.pdf";
    symlinkSync(join(t.config.dataDir, "secret"), join(t.config.dataDir, "uploads", name));
    const res = await t.app.request(`/uploads/${name}`);
    expect(res.status).toBe(404);
  });

  test("a file in uploads/ whose name the store would never generate is not served", async () => {
    for (const name of ["notes.pdf", "0123456789ABCDEF0123456789ABCDEF.pdf", "0123456789abcdef0123456789abcdef.svg", "0123456789abcdef.pdf", ".pdf"]) {
      writeFileSync(join(t.config.dataDir, "uploads", name), "%PDF- planted");
      expect({ name, status: (await t.app.request(`/uploads/${name}`)).status }).toEqual({ name, status: 404 });
    }
  });

  test("a well-formed name that was never stored is a 404", async () => {
    expect((await t.app.request("/uploads/ffffffffffffffffffffffffffffffff.png")).status).toBe(404);
  });
});

/** One GET with the path exactly as written: fetch() would resolve `..` before sending. */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let response = "";
    socket.on("data", (chunk) => (response += chunk.toString("latin1")));
    socket.on("end", () => resolve({ status: Number(response.split(" ")[1]), body: response }));
    socket.on("error", reject);
  });
}
