import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { responsiveImage } from "../../shared/responsive-image";
import { createUploadsRepository } from "./uploads.repository";
import { bytes, ELF, form, GIF, JPEG, MZ, PDF, PNG, SVG, WEBP } from "./uploads.test-helpers";

/** A lossless WebP header claiming `width`×`height`: the server reads sizes, it never decodes pixels. */
function webpOfSize(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bits = (width - 1) | ((height - 1) << 14);
  const vp8l = [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff, 0, 0, 0, 0, 0];
  return bytes("RIFF", [vp8l.length + 12, 0, 0, 0], "WEBPVP8L", [vp8l.length, 0, 0, 0], vp8l);
}

const STORED_IMAGE = /^\/uploads\/[0-9a-f]{32}-1x1\.(png|jpg|gif|webp)$/;

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ tempDataDir: true });
});
afterEach(() => t.cleanup());

const uploadImage = (content: Uint8Array<ArrayBuffer>, name = "image.png") =>
  t.request("POST", "/api/uploads/images", { admin: true, body: form("file", content, name) });
const storedNames = () => readdirSync(join(t.config.dataDir, "uploads"));

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
    expect((await res.json()).issues).toEqual([{ path: "file", code: "upload.image-file", message: expect.any(String) }]);
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
