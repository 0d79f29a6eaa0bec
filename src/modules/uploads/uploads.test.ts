import { zipSync } from "fflate";
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { connect } from "node:net";
import { join } from "node:path";
import { sniffFileKind, zipEntryNames } from "../../lib/file-types";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { GIF_1x1, JPEG_1x1, PNG_1x1, WEBP_1x1 } from "../../testing/images";
import { responsiveImage } from "../../shared/responsive-image";
import { createUploadsRepository } from "./uploads.repository";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...new TextEncoder().encode(part)] : part)));

const PDF = bytes("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const DOC = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Array(504).fill(0));
const PNG = PNG_1x1;
const JPEG = JPEG_1x1;
const GIF = GIF_1x1;
const WEBP = WEBP_1x1;

/** A lossless WebP header claiming `width`×`height`: the server reads sizes, it never decodes pixels. */
function webpOfSize(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bits = (width - 1) | ((height - 1) << 14);
  const vp8l = [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff, 0, 0, 0, 0, 0];
  return bytes("RIFF", [vp8l.length + 12, 0, 0, 0], "WEBPVP8L", [vp8l.length, 0, 0, 0], vp8l);
}
const ELF = bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0], new Array(56).fill(0));
const MZ = bytes("MZ", [0x90, 0, 3, 0], new Array(58).fill(0));
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** A ZIP archive with the given (empty, stored) entries, as a word processor's DOCX is built. */
function zip(names: string[]): Uint8Array<ArrayBuffer> {
  const archive = zipSync(Object.fromEntries(names.map((name) => [name, [new Uint8Array(0), { level: 0 }]])));
  return new Uint8Array(archive);
}
const DOCX = zip(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]);
const PLAIN_ZIP = zip(["readme.txt", "src/main.c"]);

const STORED_IMAGE = /^\/uploads\/[0-9a-f]{32}-1x1\.(png|jpg|gif|webp)$/;

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ tempDataDir: true });
});
afterEach(() => t.cleanup());

function form(field: string, content: Uint8Array<ArrayBuffer>, name: string) {
  const body = new FormData();
  body.append(field, new File([content], name));
  return body;
}

const uploadImage = (content: Uint8Array<ArrayBuffer>, name = "image.png") =>
  t.request("POST", "/api/uploads/images", { admin: true, body: form("file", content, name) });
const uploadCv = (content: Uint8Array<ArrayBuffer>, name: string) => t.request("POST", "/api/cv/upload", { admin: true, body: form("cvFile", content, name) });
const storedNames = () => readdirSync(join(t.config.dataDir, "uploads"));

describe("sniffFileKind", () => {
  test.each([
    ["pdf", PDF],
    ["doc", DOC],
    ["docx", DOCX],
    ["png", PNG],
    ["jpeg", JPEG],
    ["gif", GIF],
    ["webp", WEBP],
  ] as const)("recognises %s by its content", (kind, content) => {
    expect(sniffFileKind(content)).toBe(kind);
  });

  test.each([
    ["an ELF executable", ELF],
    ["an MZ executable", MZ],
    ["SVG", SVG],
    ["plain text", bytes("just some words")],
    ["a ZIP that is not a Word document", PLAIN_ZIP],
    ["a truncated ZIP", DOCX.slice(0, 40)],
    ["nothing", new Uint8Array()],
    ["RIFF that is not WebP", bytes("RIFF", [4, 0, 0, 0], "WAVE")],
  ])("refuses %s", (_label, content) => {
    expect(sniffFileKind(content)).toBeNull();
  });

  test("reads ZIP entry names from the central directory", () => {
    expect(zipEntryNames(DOCX)).toEqual(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]);
  });
});

describe("the upload store", () => {
  test("keeps its folder and files owner-only: only the server reads them", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "portfolio-store-"));
    try {
      const store = createUploadsRepository(dataDir);
      const single = store.nameFromUrl(store.save(PDF, "pdf"))!;
      const [variant] = store.saveImageSet([{ bytes: PNG, kind: "png", width: 1, height: 1 }]).map((url) => store.nameFromUrl(url)!);
      const modeOf = (path: string) => statSync(path).mode & 0o777;
      expect(modeOf(join(dataDir, "uploads"))).toBe(0o700);
      expect(modeOf(join(dataDir, "uploads", single))).toBe(0o600);
      expect(modeOf(join(dataDir, "uploads", variant!))).toBe(0o600);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("POST /api/uploads/images", () => {
  test.each([
    [PNG, "png", "image/png"],
    [JPEG, "jpg", "image/jpeg"],
    [GIF, "gif", "image/gif"],
    [WEBP, "webp", "image/webp"],
  ] as const)("stores an image and serves it back (%#)", async (content, extension, contentType) => {
    const res = await uploadImage(content, "whatever.name");
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(STORED_IMAGE);
    expect(url.endsWith(`.${extension}`)).toBe(true);

    const served = await t.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(contentType);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("content-disposition")).toBeNull();
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(content);
  });

  test("the sizes of one image are stored under one id, named with their sizes, widest first", async () => {
    const body = new FormData();
    for (const [w, h] of [
      [480, 320],
      [1600, 1067],
      [960, 640],
    ])
      body.append("file", new File([webpOfSize(w!, h!)], `x-${w}.webp`));
    const res = await t.request("POST", "/api/uploads/images", { admin: true, body });
    expect(res.status).toBe(201);
    const result = (await res.json()) as { url: string; width: number; height: number; variants: { url: string; width: number }[] };
    expect(result).toMatchObject({ width: 1600, height: 1067 });
    expect(result.variants.map((v) => v.width)).toEqual([1600, 960, 480]);
    const id = result.url.match(/^\/uploads\/([0-9a-f]{32})-1600x1067\.webp$/)?.[1];
    expect(id).toBeDefined();
    for (const variant of result.variants) {
      expect(variant.url.startsWith(`/uploads/${id}-`)).toBe(true);
      expect((await t.app.request(variant.url)).status).toBe(200);
    }
    // A page can list every variant from the one stored URL.
    const image = responsiveImage(result.url);
    expect(image).toMatchObject({ width: 1600, height: 1067 });
    expect("srcSet" in image && image.srcSet).toBe(`/uploads/${id}-480x320.webp 480w, /uploads/${id}-960x640.webp 960w, ${result.url} 1600w`);
  });

  test("variants of different images, twin widths or too many files are refused", async () => {
    const send = async (sizes: [number, number][]) => {
      const body = new FormData();
      for (const [w, h] of sizes) body.append("file", new File([webpOfSize(w, h)], "x.webp"));
      return (await t.request("POST", "/api/uploads/images", { admin: true, body })).status;
    };
    expect(
      await send([
        [960, 640],
        [480, 480],
      ]),
    ).toBe(400);
    expect(
      await send([
        [960, 640],
        [960, 640],
      ]),
    ).toBe(400);
    expect(
      await send([
        [1600, 1000],
        [960, 600],
        [480, 300],
        [320, 200],
        [160, 100],
      ]),
    ).toBe(400);
    expect(readdirSync(join(t.config.dataDir, "uploads"))).toEqual([]);
  });

  test("HEAD answers the headers without a body", async () => {
    const { url } = await (await uploadImage(PNG)).json();
    const head = await t.app.request(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/png");
    expect(await head.text()).toBe("");
  });

  test.each([
    ["a PDF", PDF, "x.png"],
    ["SVG", SVG, "x.svg"],
    ["an executable renamed .png", ELF, "x.png"],
    ["an MZ executable renamed .jpg", MZ, "x.jpg"],
  ])("%s is 415", async (_label, content, name) => {
    const res = await uploadImage(content, name);
    expect(res.status).toBe(415);
    expect((await res.json()).message).toBeString();
    expect(storedNames()).toEqual([]);
  });

  test("a missing file is 400 naming the field", async () => {
    const res = await t.request("POST", "/api/uploads/images", { admin: true, body: new FormData() });
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toEqual([{ path: "file", message: expect.any(String) }]);
  });

  test("an empty file is 400 too", async () => {
    const res = await uploadImage(new Uint8Array());
    expect(res.status).toBe(400);
  });

  test("a 6 MB image is 413 with a JSON error", async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG);
    const res = await uploadImage(big);
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBeString();
    expect(storedNames()).toEqual([]);
  });

  test("a 6 MB body announced by Content-Length is refused before it is read", async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    const res = await t.request("POST", "/api/uploads/images", {
      admin: true,
      body: big,
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(big.length) },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBeString();
  });

  test("a malformed multipart body is 400, never 500", async () => {
    for (const body of ["garbage", '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG']) {
      const res = await t.request("POST", "/api/uploads/images", {
        admin: true,
        body,
        headers: { "content-type": "multipart/form-data; boundary=x" },
      });
      expect(res.status).toBe(400);
    }
    const noBoundary = await t.request("POST", "/api/uploads/images", { admin: true, body: "x", headers: { "content-type": "multipart/form-data" } });
    expect(noBoundary.status).toBe(400);
  });

  test("without a token it is 401 and nothing is stored", async () => {
    const res = await t.request("POST", "/api/uploads/images", { body: form("file", PNG, "x.png") });
    expect(res.status).toBe(401);
    expect(storedNames()).toEqual([]);
  });
});

describe("CV documents", () => {
  test.each([
    [DOC, "cv.doc", "doc", "application/msword"],
    [DOCX, "cv.docx", "docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    [PDF, "CV Final.PDF", "pdf", "application/pdf"],
  ] as const)("accepts %#: stored under the sniffed extension, downloaded as an attachment", async (content, name, extension, contentType) => {
    const res = await uploadCv(content, name);
    expect(res.status).toBe(200);
    const { cvFileUrl } = await res.json();
    expect(cvFileUrl).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${extension}$`));

    const download = await t.request("GET", "/api/cv/download");
    expect(download.headers.get("content-type")).toBe(contentType);
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="cv.${extension}"`);

    const served = await t.app.request(cvFileUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-disposition")).toStartWith("attachment");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(content);
  });

  test("a ZIP with no word/ entry renamed .docx is 415", async () => {
    expect((await uploadCv(PLAIN_ZIP, "cv.docx")).status).toBe(415);
  });

  test("an image is not a CV: 415", async () => {
    expect((await uploadCv(PNG, "cv.pdf")).status).toBe(415);
  });
});

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
