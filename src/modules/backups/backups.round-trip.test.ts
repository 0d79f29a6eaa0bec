import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { Database } from "bun:sqlite";
import { chownSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DB_FILE, openDatabase } from "../../db/open";
import { BackupError } from "./backups.archive";
import { restoreBackup } from "./backups.restore";
import { verifyBackup } from "./backups.verify";
import { createBackup } from "./backups.write";
import { dataDirWith, MANIFEST, projectTitles, removeTempDirsAfterEach, tempDir } from "./backups.test-helpers";

// Some tests run the CLI as a child process.
setDefaultTimeout(30_000);
removeTempDirsAfterEach();

const modeOf = (path: string) => statSync(path).mode & 0o777;

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
