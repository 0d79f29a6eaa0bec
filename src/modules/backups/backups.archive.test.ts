import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { Database } from "bun:sqlite";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as tar from "tar-stream";
import { DB_FILE, openDatabase } from "../../db/open";
import { BackupError } from "./backups.archive";
import { restoreBackup } from "./backups.restore";
import { verifyBackup } from "./backups.verify";
import { createBackup } from "./backups.write";

// Some tests run the CLI as a child process.
setDefaultTimeout(30_000);

const MAIN = join(import.meta.dir, "../../main.ts");
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "portfolio-backups-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** A data dir as prepareDataDir leaves it, with one project and the given uploads, its database closed. */
function dataDirWith(project: string, uploads: Record<string, string | Uint8Array> = {}): string {
  const dir = tempDir();
  const db = openDatabase(join(dir, DB_FILE));
  db.$client.run("INSERT INTO projects (title, description) VALUES (?, 'A description')", [project]);
  db.$client.close();
  mkdirSync(join(dir, "uploads"));
  mkdirSync(join(dir, "backups"));
  for (const [name, bytes] of Object.entries(uploads)) writeFileSync(join(dir, "uploads", name), bytes);
  return dir;
}

function projectTitles(dir: string): string[] {
  const db = new Database(join(dir, DB_FILE), { readonly: true });
  try {
    return db
      .query<{ title: string }, []>("SELECT title FROM projects")
      .all()
      .map((row) => row.title);
  } finally {
    db.close();
  }
}

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

const MANIFEST = JSON.stringify({ format: "portfolio-backup", version: 1, createdAt: "2026-01-01T00:00:00.000Z" });

/** Runs the CLI in a child process whose files may not grow past `limitKiB`, as on a disk that is full. */
function cliWithFileSizeLimit(limitKiB: number, args: string[]) {
  // sh's `ulimit -f` counts 512-byte blocks; SIGXFSZ ignored turns the limit into an EFBIG write error.
  const script = `trap '' XFSZ; ulimit -f ${limitKiB * 2}; exec "$0" "$@"`;
  const proc = Bun.spawnSync(["sh", "-c", script, process.execPath, MAIN, ...args], { env: { PATH: process.env.PATH ?? "", SEED_DEMO: "0" } });
  return { code: proc.exitCode, stderr: proc.stderr.toString() };
}

describe("createBackup and restoreBackup", () => {
  test("a backup taken while another connection writes holds the committed data and the uploads; restore puts them back", async () => {
    const dir = tempDir();
    const live = openDatabase(join(dir, DB_FILE));
    live.$client.run("INSERT INTO projects (title, description) VALUES ('Kept project', 'A description')");
    live.$client.run("BEGIN");
    live.$client.run("INSERT INTO projects (title, description) VALUES ('Not committed', 'A description')");
    mkdirSync(join(dir, "uploads"), { recursive: true });
    writeFileSync(join(dir, "uploads", "cv-abc.pdf"), "%PDF-1.4 test");
    const out = join(dir, "backups", "b.tar.gz");

    const written = await createBackup(dir, out, new Date());
    expect(written).toMatchObject({ out, files: 1 });
    expect(written.bytes).toBe(Bun.file(out).size);

    live.$client.run("ROLLBACK");
    live.$client.run("UPDATE projects SET title = 'Changed after the backup'");
    live.$client.close();
    writeFileSync(join(dir, "uploads", "later.png"), "added after the backup");
    rmSync(join(dir, "uploads", "cv-abc.pdf"));

    const restored = await restoreBackup(dir, out, new Date());
    expect(restored.uploads).toBe(1);
    expect(projectTitles(dir)).toEqual(["Kept project"]);
    expect(readdirSync(join(dir, "uploads"))).toEqual(["cv-abc.pdf"]);
    expect(readFileSync(join(dir, "uploads", "cv-abc.pdf"), "utf8")).toBe("%PDF-1.4 test");
    // The data it replaced is kept aside, not deleted, and nothing of the restore's own is left behind.
    expect(restored.savedTo).toStartWith(join(dir, "backups", "pre-restore-"));
    expect(readdirSync(join(restored.savedTo, "uploads"))).toEqual(["later.png"]);
    expect(projectTitles(restored.savedTo)).toEqual(["Changed after the backup"]);
    expect(readdirSync(dir).filter((name) => name.startsWith("."))).toEqual([]);
  });

  test("the archive, the restored files and the data kept aside are owner-only", async () => {
    const dir = dataDirWith("Private", { "a.png": "png bytes" });
    rmSync(join(dir, "backups"), { recursive: true });
    const out = join(dir, "backups", "b.tar.gz");
    await createBackup(dir, out, new Date());
    expect(modeOf(join(dir, "backups"))).toBe(0o700);
    expect(modeOf(out)).toBe(0o600);
    const { savedTo } = await restoreBackup(dir, out, new Date());
    expect(modeOf(join(dir, DB_FILE))).toBe(0o600);
    expect(modeOf(join(dir, "uploads"))).toBe(0o700);
    expect(modeOf(join(dir, "uploads", "a.png"))).toBe(0o600);
    expect(modeOf(savedTo)).toBe(0o700);
  });

  // A restore by hand runs as root; the service runs as its own user, which must still own and open everything.
  test.skipIf(process.getuid?.() !== 0)("run as root, a restore leaves everything owned by the data dir's owner", async () => {
    const SERVICE = 65532; // no user of this machine: nothing it can open comes from elsewhere
    const dir = tempDir();
    chownSync(dir, SERVICE, SERVICE);
    const db = openDatabase(join(dir, DB_FILE));
    db.$client.run("INSERT INTO projects (title, description) VALUES ('Owned', 'A description')");
    db.$client.close();
    mkdirSync(join(dir, "uploads"));
    writeFileSync(join(dir, "uploads", "a.png"), "png bytes");
    const out = join(dir, "backups", "b.tar.gz");
    await createBackup(dir, out, new Date());
    const { savedTo } = await restoreBackup(dir, out, new Date());
    // Whoever opens it first makes the -wal and -shm; here root does, as an admin command run by hand would.
    const byRoot = openDatabase(join(dir, DB_FILE));

    for (const path of [
      join(dir, "backups"),
      out,
      savedTo,
      join(dir, DB_FILE),
      `${join(dir, DB_FILE)}-wal`,
      `${join(dir, DB_FILE)}-shm`,
      join(dir, "uploads"),
      join(dir, "uploads", "a.png"),
    ]) {
      const stats = statSync(path);
      expect({ path, uid: stats.uid, gid: stats.gid, mode: stats.mode & 0o777 }).toEqual({
        path,
        uid: SERVICE,
        gid: SERVICE,
        mode: stats.isDirectory() ? 0o700 : 0o600,
      });
    }
    const asService = Bun.spawnSync(
      [
        "setpriv",
        `--reuid=${SERVICE}`,
        `--regid=${SERVICE}`,
        "--clear-groups",
        process.execPath,
        "-e",
        `
        const { Database } = require("bun:sqlite");
        const db = new Database(${JSON.stringify(join(dir, DB_FILE))});
        db.run("INSERT INTO projects (title, description) VALUES ('Written by the service', 'x')");
        console.log(db.query("SELECT count(*) AS n FROM projects").get().n, require("fs").readFileSync(${JSON.stringify(join(dir, "uploads", "a.png"))}, "utf8"));
      `,
      ],
      { env: { PATH: process.env.PATH ?? "" } },
    );
    byRoot.$client.close();
    expect(asService.stderr.toString()).toBe("");
    expect(asService.stdout.toString()).toBe("2 png bytes\n");
  });

  test("the archive keeps the first release's layout, so either release can restore the other's backups", async () => {
    const dir = dataDirWith("Layout", { "a.png": "png bytes", "b.pdf": "" });
    const out = join(tempDir(), "b.tar.gz");
    await createBackup(dir, out, new Date());
    const files = await new Bun.Archive(await Bun.file(out).bytes()).files();
    expect([...files.keys()]).toEqual(["backup.json", DB_FILE, "uploads/a.png", "uploads/b.pdf"]);
    const manifest = JSON.parse(await files.get("backup.json")!.text());
    expect(manifest).toMatchObject({ format: "portfolio-backup", version: 1 });
    expect(Date.parse(manifest.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await files.get("uploads/a.png")!.text()).toBe("png bytes");
    expect(await verifyBackup(out)).toEqual({ createdAt: manifest.createdAt, uploads: 2 });
  });

  test("an archive written by the first release (Bun.Archive, all in memory) restores", async () => {
    const source = dataDirWith("From the old release");
    const snapshot = join(tempDir(), "snapshot.db");
    const db = new Database(join(source, DB_FILE), { readonly: true });
    db.run(`VACUUM INTO '${snapshot}'`);
    db.close();
    const old = await new Bun.Archive(
      { "backup.json": MANIFEST, [DB_FILE]: await Bun.file(snapshot).bytes(), "uploads/cv-abc.pdf": "%PDF-1.4 old" },
      { compress: "gzip" },
    ).bytes();
    const archive = join(tempDir(), "old.tar.gz");
    writeFileSync(archive, old);

    const dir = dataDirWith("Current");
    expect(await restoreBackup(dir, archive, new Date())).toMatchObject({ uploads: 1 });
    expect(projectTitles(dir)).toEqual(["From the old release"]);
    expect(readFileSync(join(dir, "uploads", "cv-abc.pdf"), "utf8")).toBe("%PDF-1.4 old");
  });

  test("a missing database or destination folder: one sentence, and no file written", async () => {
    const empty = tempDir();
    const out = join(empty, "b.tar.gz");
    await expect(createBackup(empty, out, new Date())).rejects.toThrow(`There is no database at ${join(empty, DB_FILE)} to back up.`);
    const dir = dataDirWith("Project");
    const gone = join(tempDir(), "file");
    writeFileSync(gone, "a file, not a folder");
    const error = await createBackup(dir, join(gone, "b.tar.gz"), new Date()).catch((e: Error) => e);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toBe(`Could not write the backup ${join(gone, "b.tar.gz")}: not a directory.`);
    expect(readdirSync(empty)).toEqual([]);
  });
});

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
