import { afterEach, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { createManualClock } from "../../platform/scheduler/scheduler.clock";
import { createBackup } from "./backups.write";

let t: TestApp;
afterEach(() => t?.cleanup());

const HOUR = 3600_000;
const UPLOAD = "0123456789abcdef0123456789abcdef.pdf";
const backupsIn = () =>
  readdirSync(join(t.config.dataDir, "backups"))
    .filter((name) => name.endsWith(".tar.gz"))
    .sort();
const projectTitles = () =>
  t.db.$client
    .query<{ title: string }, []>("SELECT title FROM projects ORDER BY id")
    .all()
    .map((row) => row.title);
type Listing = {
  backups: { name: string; kind: string; size: number; createdAt: string }[];
  schedule: string | null;
  keep: number;
  nextRunAt: string | null;
  lastSuccessAt: string | null;
  lastFailure: { message: string } | null;
};
/** Moves the clock and waits for the jobs it started (a backup takes real time to write). */
const advance = async (ms: number) => {
  await t.clock.advance(ms);
  await t.scheduler.idle();
};
const listing = async () => (await (await t.request("GET", "/api/backups", { admin: true })).json()) as Listing;

function appWithData(config: Record<string, unknown> = {}, start = "2026-11-23T01:00:00") {
  t = makeTestApp({
    tempDataDir: true,
    clock: createManualClock(new Date(start).getTime()),
    config: { backupSchedule: "0 3 * * *", backupKeep: 2, ...config },
  });
  mkdirSync(join(t.config.dataDir, "backups"), { recursive: true });
  t.db.$client.run("INSERT INTO projects (title, description) VALUES ('Antes', 'Un proyecto que existía antes.')");
  writeFileSync(join(t.config.dataDir, "uploads", UPLOAD), "%PDF-1.4 the CV as it was");
  return t;
}

describe("scheduled backups", () => {
  test("run at 03:00 server time, keep the newest BACKUP_KEEP, and are listed as scheduled", async () => {
    appWithData();
    expect(backupsIn()).toEqual([]);
    await advance(2 * HOUR);
    expect(backupsIn()).toHaveLength(1);
    expect(backupsIn()[0]).toMatch(/^scheduled-\d{8}-\d{6}\.tar\.gz$/);
    for (let day = 0; day < 3; day++) await advance(24 * HOUR);
    expect(backupsIn()).toHaveLength(2);
    const list = await listing();
    expect(list).toMatchObject({ schedule: "0 3 * * *", keep: 2, lastFailure: null });
    expect(list.backups.map((b) => b.kind)).toEqual(["scheduled", "scheduled"]);
    expect(new Date(list.nextRunAt!).getHours()).toBe(3);
    expect(list.lastSuccessAt).not.toBeNull();
    expect(t.log.lines.some((line) => line.text.includes("Backup written: scheduled-"))).toBe(true);
  });

  test("off: nothing is scheduled", async () => {
    appWithData({ backupSchedule: null });
    await advance(48 * HOUR);
    expect(backupsIn()).toEqual([]);
    expect((await listing()).nextRunAt).toBeNull();
  });

  test("a failed backup is logged and shown to the admin, leaves no partial file, and the next success clears it", async () => {
    appWithData();
    // The backups folder replaced by a file: the archive cannot be written.
    rmSync(join(t.config.dataDir, "backups"), { recursive: true });
    writeFileSync(join(t.config.dataDir, "backups"), "not a folder");
    await advance(2 * HOUR);
    const errors = t.log.lines.filter((line) => line.level === "error");
    expect(errors.some((line) => line.text.includes("Backup failed"))).toBe(true);
    const status = await listing();
    expect(status.lastFailure?.message).toBeString();
    expect(status.backups).toEqual([]);
    expect(readdirSync(t.config.dataDir).filter((name) => name.includes(".partial"))).toEqual([]);
    rmSync(join(t.config.dataDir, "backups"));
    mkdirSync(join(t.config.dataDir, "backups"));
    expect((await t.request("POST", "/api/backups", { admin: true })).status).toBe(201);
    expect((await listing()).lastFailure).toBeNull();
  });
});

describe("the admin's backups", () => {
  test("back up now, list with kind and size, download, delete", async () => {
    appWithData();
    const created = await t.request("POST", "/api/backups", { admin: true });
    expect(created.status).toBe(201);
    const backup = (await created.json()) as { name: string; kind: string; size: number };
    expect(backup).toMatchObject({ kind: "manual" });
    expect(backup.name).toMatch(/^manual-\d{8}-\d{6}\.tar\.gz$/);
    expect((await listing()).backups).toEqual([expect.objectContaining({ name: backup.name, kind: "manual", size: backup.size })]);

    const download = await t.request("GET", `/api/backups/${backup.name}`, { admin: true });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${backup.name}"`);
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect((await download.arrayBuffer()).byteLength).toBe(backup.size);

    expect((await t.request("DELETE", `/api/backups/${backup.name}`, { admin: true })).status).toBe(204);
    expect(backupsIn()).toEqual([]);
    expect((await t.request("DELETE", `/api/backups/${backup.name}`, { admin: true })).status).toBe(404);
  });

  test("names that are not listed backups are 404s: other files, paths, encodings", async () => {
    appWithData();
    writeFileSync(join(t.config.dataDir, "secret-notes.tar.gz"), "x");
    writeFileSync(join(t.config.dataDir, "backups", "notes.txt"), "x");
    for (const name of ["notes.txt", "..%2Fsecret-notes.tar.gz", "%2E%2E%2Fportfolio.db", "manual-20260101-000000.tar.gz"]) {
      expect((await t.request("GET", `/api/backups/${name}`, { admin: true })).status).toBe(404);
      expect((await t.request("DELETE", `/api/backups/${name}`, { admin: true })).status).toBe(404);
      expect((await t.request("POST", `/api/backups/${name}/restore`, { admin: true })).status).toBe(404);
    }
    expect(existsSync(join(t.config.dataDir, "secret-notes.tar.gz"))).toBe(true);
  });

  test("every call is the admin's", async () => {
    appWithData();
    for (const [method, path] of [
      ["GET", "/api/backups"],
      ["POST", "/api/backups"],
      ["GET", "/api/backups/manual-20260101-000000.tar.gz"],
      ["DELETE", "/api/backups/x"],
      ["POST", "/api/backups/x/restore"],
      ["POST", "/api/backups/restore"],
    ] as const) {
      expect((await t.request(method, path)).status).toBe(401);
    }
  });
});

describe("restoring while the site runs", () => {
  test("a listed backup: the current data is backed up first, then the site serves the restored data, uploads included", async () => {
    appWithData();
    const { name } = (await (await t.request("POST", "/api/backups", { admin: true })).json()) as { name: string };
    // Life goes on after the backup: a new project, a changed CV.
    t.db.$client.run("INSERT INTO projects (title, description) VALUES ('Después', 'Un proyecto creado después.')");
    writeFileSync(join(t.config.dataDir, "uploads", UPLOAD), "%PDF-1.4 a newer CV");
    const before = await (await t.request("GET", "/api/projects")).json();
    expect((before as unknown[]).length).toBe(2);

    const restored = await t.request("POST", `/api/backups/${name}/restore`, { admin: true });
    expect(restored.status).toBe(200);
    const result = (await restored.json()) as { savedAs: { name: string; kind: string }; uploads: number };
    expect(result.savedAs.kind).toBe("before-restore");
    expect(result.uploads).toBe(1);

    expect(projectTitles()).toEqual(["Antes"]);
    expect(((await (await t.request("GET", "/api/projects")).json()) as { title: string }[]).map((p) => p.title)).toEqual(["Antes"]);
    expect(readFileSync(join(t.config.dataDir, "uploads", UPLOAD), "utf8")).toBe("%PDF-1.4 the CV as it was");
    expect(backupsIn()).toContain(result.savedAs.name);
    // The data it replaced is in that backup: restoring it brings "Después" back.
    expect((await t.request("POST", `/api/backups/${result.savedAs.name}/restore`, { admin: true })).status).toBe(200);
    expect(projectTitles()).toEqual(["Antes", "Después"]);
    expect(readFileSync(join(t.config.dataDir, "uploads", UPLOAD), "utf8")).toBe("%PDF-1.4 a newer CV");
    // No staging folder is left behind.
    expect(readdirSync(t.config.dataDir).filter((name) => name.startsWith("."))).toEqual([]);
  });

  test("an uploaded archive, streamed as the request body", async () => {
    appWithData();
    const archive = join(t.config.dataDir, "..", `upload-${Date.now()}.tar.gz`);
    t.db.$client.run("INSERT INTO projects (title, description) VALUES ('Otro', 'Otro proyecto más del respaldo.')");
    await createBackup(t.config.dataDir, archive, new Date());
    t.db.$client.run("DELETE FROM projects");
    const response = await t.request("POST", "/api/backups/restore", { admin: true, body: Bun.file(archive), headers: { "content-type": "application/gzip" } });
    rmSync(archive, { force: true });
    expect(response.status).toBe(200);
    expect(projectTitles()).toEqual(["Antes", "Otro"]);
  });

  test("a backup written by the first release (older schema) is brought up to date as it is restored", async () => {
    appWithData();
    const old = join(t.config.dataDir, "..", `old-${Date.now()}.tar.gz`);
    const fixture = readFileSync(join(import.meta.dir, "../../db/fixtures/0000_init.db"));
    await Bun.write(
      old,
      await new Bun.Archive(
        { "backup.json": JSON.stringify({ format: "portfolio-backup", version: 1, createdAt: "2026-11-01T03:00:00.000Z" }), "portfolio.db": fixture },
        { compress: "gzip" },
      ).bytes(),
    );
    const response = await t.request("POST", "/api/backups/restore", { admin: true, body: Bun.file(old) });
    rmSync(old, { force: true });
    expect(response.status).toBe(200);
    const fixtureDb = new Database(join(import.meta.dir, "../../db/fixtures/0000_init.db"), { readonly: true });
    const expected = fixtureDb
      .query<{ title: string }, []>("SELECT title FROM projects ORDER BY id")
      .all()
      .map((row) => row.title);
    fixtureDb.close();
    expect(projectTitles()).toEqual(expected);
    expect(t.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM messages").get()!.n).toBe(2);
  });

  test("something that is not our archive is a 400 with one sentence, and nothing changes", async () => {
    appWithData();
    for (const body of ["not an archive at all", new Uint8Array(2048).fill(7)]) {
      const response = await t.request("POST", "/api/backups/restore", { admin: true, body });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBeString();
    }
    const empty = await t.request("POST", "/api/backups/restore", { admin: true });
    expect(empty.status).toBe(400);
    expect(projectTitles()).toEqual(["Antes"]);
    expect(readFileSync(join(t.config.dataDir, "uploads", UPLOAD), "utf8")).toBe("%PDF-1.4 the CV as it was");
    expect(backupsIn()).toEqual([]);
    expect(readdirSync(t.config.dataDir).filter((name) => name.startsWith("."))).toEqual([]);
  });
});
