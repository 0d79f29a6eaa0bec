import { describe, expect, test } from "bun:test";
import { strToU8, zipSync, type Zippable } from "fflate";
import { forgeEntry } from "./fixtures/zip-forgery";
import { readZipArchive, unsafePathReason, type ArchiveLimits, type ArchiveReading } from "./import-sources.zip";

const wantMarkdown = (path: string) => path.endsWith(".md");
const read = (zip: Uint8Array, limits?: Partial<ArchiveLimits>) => readZipArchive(zip, { wanted: wantMarkdown, limits });

function contents(reading: ArchiveReading) {
  if (!reading.ok) throw new Error(`expected contents, got ${reading.error.code}: ${reading.error.message}`);
  return reading;
}

function errorOf(reading: ArchiveReading) {
  if (reading.ok) throw new Error("expected the archive to be refused");
  return reading.error;
}

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);
const SYMLINK = 0o120777 << 16;

describe("readZipArchive: ordinary archives", () => {
  const zip = zipSync({
    "site/": {},
    "site/a.md": strToU8("# A"),
    "site/sub/b.md": [strToU8("# B"), { level: 0 }],
    "site/notes.txt": strToU8("not wanted"),
    "__MACOSX/site/._a.md": strToU8("resource fork"),
    "site/.DS_Store": strToU8("finder"),
  });
  const reading = contents(read(zip));

  test("unpacks the wanted entries only, deflated or stored", () => {
    expect([...reading.files.keys()]).toEqual(["site/a.md", "site/sub/b.md"]);
    expect(text(reading.files.get("site/a.md"))).toBe("# A");
    expect(text(reading.files.get("site/sub/b.md"))).toBe("# B");
  });

  test("lists every regular file, but not folders or macOS litter", () => {
    expect([...reading.paths]).toEqual(["site/a.md", "site/sub/b.md", "site/notes.txt"]);
    expect(reading.warnings).toEqual([]);
  });

  test("an empty archive is fine", () => {
    expect(contents(read(zipSync({}))).files.size).toBe(0);
  });

  test("an archive holding a symbolic link is refused whole; the link is never read", () => {
    const withLink = zipSync({ "a.md": strToU8("# A"), "link.md": [strToU8("/etc/passwd"), { os: 3, attrs: SYMLINK }] });
    expect(read(withLink)).toEqual({
      ok: false,
      error: { code: "unsafe-path", message: 'The archive holds a symbolic link, which could point outside it: "link.md".' },
    });
  });

  test("a symlink is recognised whatever its name's encoding (no UTF-8 flag: read as fflate reads it)", () => {
    const zip = forgeEntry(zipSync({ "café.md": [strToU8("/etc/passwd"), { os: 3, attrs: SYMLINK }] }), "café.md", { withoutUtf8Flag: true });
    expect(read(zip)).toMatchObject({ ok: false, error: { code: "unsafe-path" } });
  });

  test("an entry over the per-file limit is listed as too large and not unpacked", () => {
    const big = contents(read(zipSync({ "big.md": new Uint8Array(2000), "small.md": strToU8("x") }), { maxFileBytes: 1000 }));
    expect([...big.tooLarge]).toEqual(["big.md"]);
    expect([...big.files.keys()]).toEqual(["small.md"]);
  });
});

describe("readZipArchive: entries read for their head only, then again one at a time", () => {
  const image = (fill: number) => new Uint8Array(300).fill(fill);
  const zip = zipSync({ "a.md": strToU8("# A"), "one.png": [image(1), { level: 0 }], "two.png": image(2), "three.png": image(3) });
  const readHeads = () => contents(readZipArchive(zip, { wanted: () => true, headOnly: (path) => path.endsWith(".png") }));

  test("keeps the first 64 bytes of each, and its size, and nothing else of it", () => {
    const reading = readHeads();
    expect([...reading.files.keys()]).toEqual(["a.md"]);
    expect(reading.heads).toEqual(
      new Map([
        ["one.png", image(1).subarray(0, 64)],
        ["two.png", image(2).subarray(0, 64)],
        ["three.png", image(3).subarray(0, 64)],
      ]),
    );
    expect(reading.sizes.get("two.png")).toBe(300);
  });

  test("readEach hands over the asked entries whole, one at a time, in archive order", () => {
    const seen: [string, Uint8Array][] = [];
    readHeads().readEach(new Set(["three.png", "one.png"]), (path, bytes) => seen.push([path, bytes]));
    expect(seen).toEqual([
      ["one.png", image(1)],
      ["three.png", image(3)],
    ]);
  });

  test("what the receiver throws comes through unchanged, not as a damaged archive", () => {
    const full = new Error("disk full");
    expect(() =>
      readHeads().readEach(new Set(["two.png"]), () => {
        throw full;
      }),
    ).toThrow(full);
  });

  test("an entry that lies about its size is refused on the first read, before any head is used", () => {
    const liar = forgeEntry(zipSync({ "big.png": [new Uint8Array(64 * 1024 * 1024), { level: 9 }] }), "big.png", { originalSize: 100 });
    expect(errorOf(readZipArchive(liar, { wanted: () => true, headOnly: () => true })).code).toBe("zip-bomb");
  });
});

describe("readZipArchive: what is not a readable ZIP", () => {
  test.each([
    ["plain text", strToU8("hello, this is not an archive")],
    ["nothing", new Uint8Array()],
    ["a PNG", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ])("%s: not-a-zip", (_label, bytes) => {
    expect(errorOf(read(bytes))).toEqual({ code: "not-a-zip", message: "This file is not a ZIP archive." });
  });

  test("a truncated archive (no table of contents) is named as such", () => {
    const zip = zipSync({ "a.md": strToU8("# A ".repeat(500)) });
    expect(errorOf(read(zip.subarray(0, Math.floor(zip.length / 2))))).toEqual({
      code: "truncated-zip",
      message: "The ZIP archive is damaged or incomplete (its table of contents cannot be read).",
    });
  });

  test("damaged compressed data is refused, not returned as garbage", () => {
    const zip = zipSync({ "a.md": strToU8("Some text that deflates. ".repeat(200)) });
    const damaged = zip.slice();
    // The deflate stream starts right after the 30-byte local header and the 4-byte name.
    damaged.fill(0xff, 34, 44);
    expect(errorOf(read(damaged)).code).toBe("truncated-zip");
  });
});

describe("readZipArchive: hostile archives", () => {
  test.each([
    ["../evil.md", 'climbs out with ".."'],
    ["posts/../../evil.md", 'climbs out with ".."'],
    ["/etc/evil.md", "is absolute"],
    ["C:/evil.md", "is absolute"],
    ["posts\\evil.md", "contains a backslash"],
    ["posts/evil\0.md", "contains a NUL character"],
  ])("path traversal %p is refused", (path, reason) => {
    const zip = zipSync({ "fine.md": strToU8("ok"), [path]: strToU8("evil") } as Zippable);
    expect(errorOf(read(zip))).toEqual({
      code: "unsafe-path",
      message: `The archive holds an unsafe path, which ${reason}: ${JSON.stringify(path)}.`,
    });
  });

  test("plain dots in names are not traversal", () => {
    expect(unsafePathReason("posts/..hidden/a..b.md")).toBeNull();
  });

  test("two entries under one name are refused", () => {
    const zip = forgeEntry(zipSync({ "a.md": strToU8("one"), "b.md": strToU8("two") }), "b.md", { name: "a.md" });
    expect(errorOf(read(zip))).toEqual({ code: "unsafe-path", message: 'The archive lists the same path twice: "a.md".' });
  });

  test("more entries than allowed", () => {
    const zip = zipSync(Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`${i}.md`, strToU8("x")])));
    expect(errorOf(read(zip, { maxEntries: 5 }))).toEqual({ code: "too-many-entries", message: "The archive holds more than 5 entries." });
  });

  test("a bomb by ratio is refused from its declared sizes, before inflating", () => {
    const zip = zipSync({ "bomb.md": [new Uint8Array(4 * 1024 * 1024), { level: 9 }] });
    expect(zip.length).toBeLessThan(10_000);
    const error = errorOf(read(zip));
    expect(error.code).toBe("zip-bomb");
    expect(error.message).toStartWith('Refused as a zip bomb: "bomb.md" would unpack');
  });

  test("a bomb by total size is refused from its declared sizes", () => {
    const zip = zipSync({ "a.md": strToU8("a".repeat(600)), "b.md": strToU8("b".repeat(600)) });
    expect(errorOf(read(zip, { maxTotalBytes: 1000 }))).toEqual({
      code: "zip-bomb",
      message: "Refused as a zip bomb: the archive would unpack to more than 1000 bytes.",
    });
  });

  test("an entry that lies about its size is stopped while inflating, within one small step", () => {
    const honest = zipSync({ "liar.md": [new Uint8Array(64 * 1024 * 1024), { level: 9 }] });
    const liar = forgeEntry(honest, "liar.md", { originalSize: 100 });
    const started = performance.now();
    expect(errorOf(read(liar))).toEqual({
      code: "zip-bomb",
      message: 'Refused as a zip bomb: "liar.md" unpacks to more than its declared 100 bytes.',
    });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  test("an entry shorter than declared is damaged", () => {
    const zip = forgeEntry(zipSync({ "a.md": strToU8("four") }), "a.md", { originalSize: 10 });
    expect(errorOf(read(zip))).toEqual({ code: "truncated-zip", message: 'The ZIP archive is damaged: "a.md" is shorter than declared.' });
  });
});
