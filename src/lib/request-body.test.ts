import { afterEach, describe, expect, test } from "bun:test";
import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { DomainError } from "./errors";
import { MalformedFormError, receiveFormWithFile } from "./multipart-file";
import { limitBodies, writeBodyToFile } from "./request-body";
import { makeTestApp, type TestApp } from "../testing/test-app";

const KB = 1024;

/** A body of `chunks` chunks of `size` bytes, made as they are read; `pulled()` tells how many the reader took. */
function countedSource(chunks: number, size = KB) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled++;
      controller.enqueue(new Uint8Array(size));
    },
  });
  return { stream, pulled: () => pulled };
}

const post = (body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
  new Request("http://site.test/echo", { method: "POST", body, headers, duplex: "half" } as RequestInit);

function echoApp(limit: number) {
  return new Hono()
    .onError((error, c) => c.json({ message: error.message }, error instanceof DomainError ? error.status : 500))
    .use(limitBodies(() => limit))
    .post("/echo", async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }))
    .post("/refuse", (c) => c.json({ message: "Authentication required" }, 401));
}

describe("limitBodies", () => {
  test("a body within the limit reaches the route whole", async () => {
    const res = await echoApp(10 * KB).request(post(countedSource(10).stream));
    expect(await res.json()).toEqual({ bytes: 10 * KB });
  });

  test("a chunked body is refused with a 413 as it passes the limit, and the rest is never read", async () => {
    const source = countedSource(1000);
    const res = await echoApp(10 * KB).request(post(source.stream));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "Request body too large" });
    expect(source.pulled()).toBeLessThan(20);
  });

  test("a declared length past the limit is a 413 before any byte is read", async () => {
    const source = countedSource(1000);
    const res = await echoApp(10 * KB).request(post(source.stream, { "content-length": String(1000 * KB) }));
    expect(res.status).toBe(413);
    expect(source.pulled()).toBeLessThanOrEqual(2);
  });

  test("a route that answers without reading takes nothing of the body", async () => {
    const source = countedSource(1000);
    const request = new Request("http://site.test/refuse", { method: "POST", body: source.stream, duplex: "half" } as RequestInit);
    const res = await echoApp(10 * KB).request(request);
    expect(res.status).toBe(401);
    expect(source.pulled()).toBeLessThanOrEqual(2);
  });
});

describe("the app's routes", () => {
  let testApp: TestApp;
  afterEach(() => testApp.cleanup());

  test.each(["/api/backups/restore", "/api/import", "/api/import/preview", "/api/import/apply", "/api/projects"])(
    "a visitor's chunked upload to %s is a 401 before its body is read",
    async (path) => {
      testApp = makeTestApp({ tempDataDir: true });
      const source = countedSource(100_000);
      const res = await testApp.app.request(path, { method: "POST", body: source.stream, duplex: "half" } as RequestInit);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Authentication required" });
      expect(source.pulled()).toBeLessThanOrEqual(2);
    },
  );

  test("the admin's JSON past 1 MB is a 413, however it is sent", async () => {
    testApp = makeTestApp();
    const res = await testApp.request("POST", "/api/projects", {
      admin: true,
      body: countedSource(2 * KB).stream,
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "Request body too large" });
  });

  test("an upload past its 5 MB limit is a 413, not a malformed form", async () => {
    testApp = makeTestApp({ tempDataDir: true });
    const form = new FormData();
    form.set("file", new File([new Uint8Array(6 * KB * KB)], "big.png", { type: "image/png" }));
    const encoded = new Response(form);
    // Bun names the boundary only while the body is not yet taken as a stream.
    const contentType = encoded.headers.get("content-type")!;
    const res = await testApp.request("POST", "/api/uploads/images", { admin: true, body: encoded.body!, headers: { "content-type": contentType } });
    expect(res.status).toBe(413);
  });
});

describe("receiveFormWithFile", () => {
  const destination = join(tmpdir(), `form-file-${process.pid}`);
  afterEach(() => rmSync(destination, { force: true }));
  const limits = { fileField: "file", destination, maxFileBytes: 4 * KB, textFields: ["from"] };

  const formRequest = (form: FormData) => {
    const response = new Response(form);
    return new Request("http://site.test/", { method: "POST", body: response.body, headers: response.headers, duplex: "half" } as RequestInit);
  };

  test("the file goes to disk and the named fields come back", async () => {
    const form = new FormData();
    form.set("from", "ghost");
    form.set("file", new File(["hello file"], "a.json"));
    expect(await receiveFormWithFile(formRequest(form), limits)).toEqual({ fields: { from: "ghost" }, fileBytes: 10 });
    expect(readFileSync(destination, "utf8")).toBe("hello file");
  });

  test("a form without the file says so by its size", async () => {
    const form = new FormData();
    form.set("from", "ghost");
    expect(await receiveFormWithFile(formRequest(form), limits)).toEqual({ fields: { from: "ghost" }, fileBytes: 0 });
    expect(existsSync(destination)).toBe(false);
  });

  test("a file past the limit is a 413", async () => {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(5 * KB)], "a.json"));
    await expect(receiveFormWithFile(formRequest(form), limits)).rejects.toMatchObject({ code: "too-large" });
  });

  test.each([
    ["a field it does not take", (form: FormData) => form.set("other", "x")],
    ["a second file", (form: FormData) => form.append("file", new File(["b"], "b.json"))],
    ["a file under another name", (form: FormData) => form.set("from", new File(["c"], "c.json"))],
    ["a text field past 1 KiB", (form: FormData) => form.set("from", "x".repeat(2 * KB))],
  ])("%s is a malformed form", async (_, change) => {
    const form = new FormData();
    form.append("file", new File(["a"], "a.json"));
    change(form);
    await expect(receiveFormWithFile(formRequest(form), limits)).rejects.toBeInstanceOf(MalformedFormError);
  });

  test.each([
    ["not multipart", post("from=ghost", { "content-type": "application/x-www-form-urlencoded" })],
    ["no boundary", post("x", { "content-type": "multipart/form-data" })],
    ["cut short", post('--b\r\nContent-Disposition: form-data; name="from"\r\n\r\ngho', { "content-type": "multipart/form-data; boundary=b" })],
  ])("a body %s is a malformed form", async (_, request) => {
    await expect(receiveFormWithFile(request, limits)).rejects.toBeInstanceOf(MalformedFormError);
  });
});

test("writeBodyToFile passes on the 413 of a body past its limit", async () => {
  const path = join(tmpdir(), `body-file-refused-${process.pid}`);
  const app = new Hono()
    .onError((error, c) => c.json({ message: error.message }, error instanceof DomainError ? error.status : 500))
    .use(limitBodies(() => 10 * KB))
    .post("/echo", async (c) => {
      await writeBodyToFile(c.req.raw.body!, path);
      return c.json({ written: true });
    });
  try {
    expect((await app.request(post(countedSource(100).stream))).status).toBe(413);
  } finally {
    rmSync(path, { force: true });
  }
});

test("writeBodyToFile streams a body to a private file", async () => {
  const path = join(tmpdir(), `body-file-${process.pid}`);
  try {
    await writeBodyToFile(countedSource(64).stream, path);
    expect(readFileSync(path).length).toBe(64 * KB);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  } finally {
    rmSync(path, { force: true });
  }
});
