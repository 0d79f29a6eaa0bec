import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { strToU8, zipSync, type Zippable } from "fflate";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { createManualClock } from "../../platform/scheduler/scheduler.clock";
import { PNG_1x1 } from "../../testing/images";
import { markdownSiteZip } from "./fixtures/archives";
import { forgeEntry } from "./fixtures/zip-forgery";
import { GHOST_5, importForm, importRequests, WXR } from "./import-sources.test-helpers";

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ tempDataDir: true, clock: createManualClock(Date.parse("2024-06-15T12:00:00.000Z")) });
});
afterEach(() => t.cleanup());

const { send, reportOf, siteState, createArticle } = importRequests(() => t);

describe("all or nothing", () => {
  test("a failure while writing the articles leaves no article and no stored image behind", async () => {
    await createArticle({ slug: "kept" });
    // The last article of the site fails to be written, after the images and the first articles were.
    t.db.$client.run("CREATE TRIGGER refuse_toml BEFORE INSERT ON articles WHEN NEW.slug = 'toml-post' BEGIN SELECT RAISE(ABORT, 'disk went away'); END");
    const before = siteState();
    const res = await send("apply", "markdown", markdownSiteZip());
    expect(res.status).toBe(500);
    expect(siteState()).toEqual(before);
    expect(before.uploads).toEqual([]);
  });

  test("a failure while storing the images leaves no article behind", async () => {
    await createArticle({ slug: "kept" });
    const articlesBefore = siteState().articles;
    // The store cannot create its folder: the import fails on its first image, before any article is written.
    const uploads = join(t.config.dataDir, "uploads");
    rmSync(uploads, { recursive: true });
    writeFileSync(uploads, "not a folder");
    const res = await send("apply", "markdown", markdownSiteZip());
    expect(res.status).toBe(500);
    expect(t.db.$client.query("SELECT * FROM articles ORDER BY id").all()).toEqual(articlesBefore);
    expect(readdirSync(t.config.dataDir).filter((name) => name.startsWith(".uploaded-import"))).toEqual([]);
  });
});

describe("a file that cannot be imported: 400, the reason, nothing changed", () => {
  const billionLaughs = strToU8(
    `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><rss><channel><wp:wxr_version>1.2</wp:wxr_version><item><title>&lol2;</title></item></channel></rss>`,
  );
  const externalEntity = strToU8(
    `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss><channel><wp:wxr_version>1.2</wp:wxr_version><item><title>&xxe;</title></item></channel></rss>`,
  );
  const wxrText = new TextDecoder().decode(WXR);
  const truncatedWxr = strToU8(wxrText.slice(0, wxrText.indexOf("<wp:post_name><![CDATA[lisbon]]>")));
  const siteZip = markdownSiteZip();
  const zipWith = (files: Zippable) => zipSync({ "site/ok.md": strToU8(`---\ntitle: Fine post\n---\n\n${"Fine words. ".repeat(10)}`), ...files });
  const liar = forgeEntry(zipWith({ "site/liar.md": [new Uint8Array(8 * 1024 * 1024), { level: 9 }] }), "site/liar.md", { originalSize: 100 });

  test.each([
    ["a WordPress export sent as Ghost", "ghost", WXR, "This file is an XML document, not a Ghost export (a JSON document). Nothing was imported."],
    ["a ZIP sent as WordPress", "wordpress", siteZip, "This file is a ZIP archive, not a WordPress export (an XML document). Nothing was imported."],
    ["a Ghost export sent as Markdown", "markdown", GHOST_5, "This file is a JSON document, not a Markdown archive (a ZIP archive). Nothing was imported."],
    [
      "JSON that is not a Ghost export",
      "ghost",
      strToU8('{"posts": []}'),
      'This JSON is not a Ghost export: it has no "db[0].data.posts" list. Nothing was imported.',
    ],
    [
      "a truncated WordPress export",
      "wordpress",
      truncatedWxr,
      "This file is not valid XML: it ends before its elements are closed (is it truncated?). Nothing was imported.",
    ],
    ["entity expansion (billion laughs)", "wordpress", billionLaughs, /^Refused: the document declares <!DOCTYPE>/],
    ["an external entity", "wordpress", externalEntity, /^Refused: the document declares <!DOCTYPE>/],
    ["a truncated ZIP", "markdown", siteZip.subarray(0, Math.floor(siteZip.length / 2)), /^The ZIP archive is damaged or incomplete/],
    [
      "a path climbing out",
      "markdown",
      zipWith({ "../../etc/cron.d/evil.md": strToU8("x") }),
      /^The archive holds an unsafe path, which climbs out with "\.\."/,
    ],
    ["an absolute path", "markdown", zipWith({ "/etc/evil.md": strToU8("x") }), /^The archive holds an unsafe path, which is absolute/],
    [
      "a symbolic link",
      "markdown",
      zipWith({ "site/passwd.md": [strToU8("/etc/passwd"), { os: 3, attrs: 0o120777 << 16 }] }),
      'The archive holds a symbolic link, which could point outside it: "site/passwd.md". Nothing was imported.',
    ],
    ["a zip bomb", "markdown", zipWith({ "site/bomb.md": [new Uint8Array(50 * 1024 * 1024), { level: 9 }] }), /^Refused as a zip bomb/],
    ["an entry lying about its size", "markdown", liar, /^Refused as a zip bomb: "site\/liar.md" unpacks to more than its declared 100 bytes/],
    ["plain text sent as Markdown", "markdown", strToU8("# Just a Markdown file, not an archive"), "This file is not a ZIP archive. Nothing was imported."],
  ] as const)("%s", async (_label, from, file, message) => {
    await createArticle();
    const before = siteState();
    for (const step of ["preview", "apply"] as const) {
      const res = await send(step, from, file);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string };
      if (typeof message === "string") expect(body.message).toBe(message);
      else expect(body.message).toMatch(message);
      expect(siteState()).toEqual(before);
    }
  });

  test.each([
    ["no file", null, { from: "wordpress" }, [{ path: "file", code: "import.file", message: "Choose the file to import." }]],
    ["an empty file", new Uint8Array(), { from: "wordpress" }, [{ path: "file", code: "import.file", message: "Choose the file to import." }]],
    ["no source", WXR, {}, [{ path: "from", code: "import.from", message: '"from" must be one of: ghost, wordpress, markdown.' }]],
    [
      "the own JSON format (POST /api/import takes it)",
      WXR,
      { from: "json" },
      [{ path: "from", code: "import.from", message: '"from" must be one of: ghost, wordpress, markdown.' }],
    ],
    [
      "an unknown collision choice",
      WXR,
      { from: "wordpress", onCollision: "merge" },
      [{ path: "onCollision", code: "import.on-collision", message: '"onCollision" must be one of: skip, rename, overwrite.' }],
    ],
  ] as const)("a form with %s names the field", async (_label, file, fields, issues) => {
    const before = siteState();
    const res = await t.request("POST", "/api/import/apply", { admin: true, body: importForm(file, fields) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: unknown }).issues).toEqual(issues);
    expect(siteState()).toEqual(before);
  });

  test("a body that is not multipart", async () => {
    const res = await t.request("POST", "/api/import/preview", { admin: true, json: { from: "wordpress" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe("Send the file as multipart/form-data with the fields file, from and onCollision.");
  });

  test("a body over 200 MB is refused before it is read (413)", async () => {
    const res = await t.request("POST", "/api/import/apply", {
      admin: true,
      body: importForm(WXR, { from: "wordpress" }),
      headers: { "content-length": String(200 * 1024 * 1024 + 1) },
    });
    expect(res.status).toBe(413);
    expect(siteState().articles).toEqual([]);
  });
});

test("a file over the 1 MB other requests may carry is accepted", async () => {
  const photo = new Uint8Array(3 * 1024 * 1024).map((_, i) => (i * 7919) % 251);
  photo.set(PNG_1x1.subarray(0, 8));
  const zip = zipSync({
    "post.md": strToU8(`---\ntitle: With a big photo\n---\n\n${"Words around a large photo. ".repeat(5)}\n\n![Photo](photo.png)\n`),
    "photo.png": [photo, { level: 0 }],
  });
  expect(zip.length).toBeGreaterThan(3 * 1024 * 1024);
  expect((await reportOf("apply", "markdown", zip)).created).toBe(1);
  expect(siteState().uploads).toHaveLength(1);
});
