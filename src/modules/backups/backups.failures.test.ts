import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as tar from "tar-stream";
import { DB_FILE } from "../../db/open";
import { BackupError } from "./backups.archive";
import { restoreBackup } from "./backups.restore";
import { verifyBackup } from "./backups.verify";
import { createBackup } from "./backups.write";
import { dataDirWith, MANIFEST, projectTitles, removeTempDirsAfterEach, tempDir } from "./backups.test-helpers";

// Some tests run the CLI as a child process.
setDefaultTimeout(30_000);
removeTempDirsAfterEach();

const MAIN = join(import.meta.dir, "../../main.ts");

/** What a restore must leave alone when it fails: the titles, the uploads, and no new folder or leftover. */
function snapshotOf(dir: string) {
  return {
    titles: projectTitles(dir),
    entries: readdirSync(dir).sort(),
    uploads: Object.fromEntries(readdirSync(join(dir, "uploads")).map((name) => [name, readFileSync(join(dir, "uploads", name), "utf8")])),
    backups: readdirSync(join(dir, "backups")).sort(),
  };
}

/** A .tar.gz with exactly these entries, symlinks and all, as a hostile or foreign archive would be. */
async function tarGz(entries: { header: Parameters<tar.Pack["entry"]>[0]; body?: string | Uint8Array }[]): Promise<Uint8Array> {
  const pack = tar.pack();
  for (const { header, body } of entries) pack.entry(header, body ?? "");
  pack.finalize();
  const chunks: Uint8Array[] = [];
  for await (const chunk of pack) chunks.push(chunk as Uint8Array);
  return Bun.gzipSync(Buffer.concat(chunks));
}

/** Runs the CLI in a child process whose files may not grow past `limitKiB`, as on a disk that is full. */
function cliWithFileSizeLimit(limitKiB: number, args: string[]) {
  // sh's `ulimit -f` counts 512-byte blocks; SIGXFSZ ignored turns the limit into an EFBIG write error.
  const script = `trap '' XFSZ; ulimit -f ${limitKiB * 2}; exec "$0" "$@"`;
  const proc = Bun.spawnSync(["sh", "-c", script, process.execPath, MAIN, ...args], { env: { PATH: process.env.PATH ?? "", SEED_DEMO: "0" } });
  return { code: proc.exitCode, stderr: proc.stderr.toString() };
}

describe("a backup that fails to write", () => {
  test("on a full disk: the partial file is deleted, earlier backups and live data are untouched, one sentence", async () => {
    const dir = dataDirWith("Live", { "photo.png": randomBytes(3 * 1024 * 1024) });
    const backups = join(dir, "backups");
    writeFileSync(join(backups, "earlier.tar.gz"), "an earlier backup");
    writeFileSync(join(backups, "same-name.tar.gz"), "a backup under the name being written");

    const result = cliWithFileSizeLimit(1024, ["backup", "--out", join(backups, "same-name.tar.gz"), "--data-dir", dir]);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(`portfolio: Could not write the backup ${join(backups, "same-name.tar.gz")}: file too large.`);
    expect(readdirSync(backups).sort()).toEqual(["earlier.tar.gz", "same-name.tar.gz"]);
    expect(readFileSync(join(backups, "earlier.tar.gz"), "utf8")).toBe("an earlier backup");
    expect(readFileSync(join(backups, "same-name.tar.gz"), "utf8")).toBe("a backup under the name being written");
    expect(projectTitles(dir)).toEqual(["Live"]);
  });
});

describe("a backup by a user who may not read the database", () => {
  test.skipIf(process.getuid?.() !== 0 || !Bun.which("setpriv"))("says permission denied, for whom and on what", () => {
    const NOBODY = 65534;
    const dir = dataDirWith("Root's");
    for (const path of [dir, join(dir, "backups")]) chownSync(path, NOBODY, NOBODY);
    chownSync(join(dir, DB_FILE), 0, 0);
    const out = join(dir, "backups", "b.tar.gz");
    const proc = Bun.spawnSync(
      ["setpriv", `--reuid=${NOBODY}`, `--regid=${NOBODY}`, "--clear-groups", process.execPath, MAIN, "backup", "--out", out, "--data-dir", dir],
      {
        env: { PATH: process.env.PATH ?? "" },
      },
    );
    expect(proc.exitCode).toBe(1);
    expect(proc.stderr.toString().trim()).toBe(
      `portfolio: Could not write the backup ${out}: permission denied for user nobody (uid 65534) on ${join(dir, DB_FILE)}.`,
    );
    expect(readdirSync(join(dir, "backups"))).toEqual([]);
  });
});

describe("restoring something that is not one of our backups changes nothing", () => {
  const cases: [string, () => Promise<Uint8Array>, string][] = [
    ["random bytes", async () => randomBytes(4096), "is damaged or not a .tar.gz file (incorrect header check)."],
    ["a tar without a manifest", () => tarGz([{ header: { name: DB_FILE }, body: "x" }]), "is not a portfolio backup: it has no backup.json."],
    [
      "someone else's manifest",
      () =>
        tarGz([
          { header: { name: "backup.json" }, body: "{}" },
          { header: { name: DB_FILE }, body: "x" },
        ]),
      "its backup.json is not ours.",
    ],
    ["a manifest without a database", () => tarGz([{ header: { name: "backup.json" }, body: MANIFEST }]), "is not a portfolio backup: it has no portfolio.db."],
    [
      "a newer format",
      () =>
        tarGz([
          { header: { name: "backup.json" }, body: MANIFEST.replace('"version":1', '"version":2') },
          { header: { name: DB_FILE }, body: "x" },
        ]),
      "was written by another version of the portfolio (backup format 2).",
    ],
    [
      "a traversal entry",
      () =>
        tarGz([
          { header: { name: "backup.json" }, body: MANIFEST },
          { header: { name: DB_FILE }, body: "x" },
          { header: { name: "uploads/../../escape.txt" }, body: "x" },
        ]),
      'holds the unexpected entry "uploads/../../escape.txt".',
    ],
    [
      "an absolute path",
      () =>
        tarGz([
          { header: { name: "backup.json" }, body: MANIFEST },
          { header: { name: "/etc/cron.d/x" }, body: "x" },
        ]),
      'holds the unexpected entry "/etc/cron.d/x".',
    ],
    [
      "an entry outside the layout",
      () =>
        tarGz([
          { header: { name: "backup.json" }, body: MANIFEST },
          { header: { name: "secret" }, body: "x" },
        ]),
      'holds the unexpected entry "secret".',
    ],
    [
      "a symlink",
      () => tarGz([{ header: { name: "backup.json" }, body: MANIFEST }, { header: { name: "uploads/link", type: "symlink", linkname: "/etc/passwd" } }]),
      'holds the symlink "uploads/link".',
    ],
    [
      "a hard link",
      () => tarGz([{ header: { name: "backup.json" }, body: MANIFEST }, { header: { name: "uploads/link", type: "link", linkname: "backup.json" } }]),
      'holds the link "uploads/link".',
    ],
    [
      "a device",
      () =>
        tarGz([{ header: { name: "backup.json" }, body: MANIFEST }, { header: { name: "uploads/dev", type: "character-device", devmajor: 1, devminor: 3 } }]),
      'holds the character-device "uploads/dev".',
    ],
    [
      "an entry twice",
      () =>
        tarGz([
          { header: { name: "backup.json" }, body: MANIFEST },
          { header: { name: DB_FILE }, body: "x" },
          { header: { name: DB_FILE }, body: "y" },
        ]),
      'holds "portfolio.db" twice.',
    ],
    [
      "a corrupt database",
      () =>
        tarGz([
          { header: { name: "backup.json" }, body: MANIFEST },
          { header: { name: DB_FILE }, body: "not a database".repeat(100) },
        ]),
      "is corrupt; nothing was restored.",
    ],
  ];

  for (const [what, archive, message] of cases) {
    test(what, async () => {
      const dir = dataDirWith("Still here", { "kept.png": "kept" });
      const before = snapshotOf(dir);
      const path = join(tempDir(), "archive.tar.gz");
      writeFileSync(path, await archive());
      const error = await restoreBackup(dir, path, new Date()).catch((e: Error) => e);
      expect(error).toBeInstanceOf(BackupError);
      expect((error as Error).message).toEndWith(message);
      expect((error as Error).message.split(". ")).toHaveLength(1);
      expect(snapshotOf(dir)).toEqual(before);
      expect(existsSync(join(dir, "..", "escape.txt"))).toBe(false);
    });
  }

  test("a truncated archive, at any point", async () => {
    const source = dataDirWith("Source", { "a.png": randomBytes(256 * 1024) });
    const whole = join(tempDir(), "whole.tar.gz");
    await createBackup(source, whole, new Date());
    const bytes = readFileSync(whole);
    const dir = dataDirWith("Still here", { "kept.png": "kept" });
    const before = snapshotOf(dir);
    for (const keep of [10, 2000, Math.floor(bytes.length / 2), bytes.length - 10]) {
      const cut = join(tempDir(), "cut.tar.gz");
      writeFileSync(cut, bytes.subarray(0, keep));
      await expect(restoreBackup(dir, cut, new Date())).rejects.toThrow(/is damaged or not a \.tar\.gz file \(unexpected end of file\)\.$/);
      await expect(verifyBackup(cut)).rejects.toBeInstanceOf(BackupError);
    }
    expect(snapshotOf(dir)).toEqual(before);
  });

  test("a missing file", async () => {
    const dir = dataDirWith("Still here");
    await expect(restoreBackup(dir, join(dir, "missing.tar.gz"), new Date())).rejects.toThrow(`No backup file at ${join(dir, "missing.tar.gz")}.`);
  });

  test("a restore that fails midway (a full disk) leaves the current data in place", async () => {
    const source = dataDirWith("From the backup", { "big.png": randomBytes(3 * 1024 * 1024) });
    const archive = join(tempDir(), "b.tar.gz");
    await createBackup(source, archive, new Date());
    const dir = dataDirWith("Still here", { "kept.png": "kept" });
    const before = snapshotOf(dir);

    const result = cliWithFileSizeLimit(1024, ["restore", archive, "--data-dir", dir]);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(`portfolio: Could not unpack ${archive} into ${dir} (file too large); nothing was restored.`);
    expect(snapshotOf(dir)).toEqual(before);
  });
});
