import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runCli } from "./main";
import { openDatabase } from "./db/open";
import { cleanUpAfterEach, cli, freePort, noAssets, startServe, tempDir } from "./main.test-helpers";

// These tests start real processes; a loaded CI machine needs more than the default 5 s.
setDefaultTimeout(30_000);
cleanUpAfterEach();

describe("backup and restore", () => {
  test("backup then restore through the command line: one line each, exit 0", () => {
    const dir = tempDir();
    const db = openDatabase(join(dir, "portfolio.db"));
    db.$client.run("INSERT INTO projects (title, description) VALUES ('Kept project', 'A description')");
    db.$client.close();
    mkdirSync(join(dir, "uploads"), { recursive: true });
    writeFileSync(join(dir, "uploads", "cv-abc.pdf"), "%PDF-1.4 test");
    const out = join(dir, "b.tar.gz");
    const backup = cli(["backup", "--out", out, "--data-dir", dir]);
    expect(backup).toMatchObject({ code: 0, stderr: "" });
    expect(backup.stdout).toMatch(/^Wrote .*b\.tar\.gz \(1 uploaded file\(s\), \d+ KiB\)\.\n$/);

    const restore = cli(["restore", out, "--data-dir", dir]);
    expect(restore).toMatchObject({ code: 0, stderr: "" });
    expect(restore.stdout).toMatch(/^Restored the database and 1 uploaded file\(s\)\. The previous data is in .*pre-restore-.*\.\n$/);
  });

  test("backup without --out lands in DATA_DIR/backups", async () => {
    const dir = tempDir();
    openDatabase(join(dir, "portfolio.db")).$client.close();
    expect(await runCli(["backup", "--data-dir", dir], noAssets)).toBe(0);
    expect(readdirSync(join(dir, "backups")).filter((n) => n.endsWith(".tar.gz"))).toHaveLength(1);
  });

  test("restoring something that is not a backup, or nothing: one sentence, exit 1", () => {
    const dir = tempDir();
    openDatabase(join(dir, "portfolio.db")).$client.close();
    const bogus = join(dir, "bogus.tar.gz");
    writeFileSync(bogus, "not an archive");
    for (const file of [bogus, join(dir, "missing.tar.gz")]) {
      const result = cli(["restore", file, "--data-dir", dir]);
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
      expect(result.stderr).toStartWith(`portfolio: `);
      expect(result.stderr).toContain(file);
    }
  });
});

describe("a data directory a server is using", () => {
  test("restore and import refuse with one sentence and change nothing; once the server stops, they work", async () => {
    const dir = tempDir();
    const { proc, url } = await startServe(dir);
    const archive = join(tempDir(), "site.tar.gz");
    expect(cli(["backup", "--out", archive, "--data-dir", dir]).code).toBe(0);
    const exported = join(tempDir(), "export.json");
    expect(cli(["export", "--out", exported, "--data-dir", dir]).code).toBe(0);
    const message = await fetch(`${url}/api/messages`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Ana", email: "ana@example.com", subject: "Written while serving", message: "This must not be lost." }),
    });
    expect(message.status).toBe(201);

    for (const args of [
      ["restore", archive],
      ["import", exported],
    ]) {
      const refused = cli([...args, "--data-dir", dir]);
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim().split("\n")).toHaveLength(1);
      expect(refused.stderr).toContain(`A portfolio server (pid ${proc.pid}) is using ${dir}: stop it before "${args[0]}"`);
    }
    expect(readdirSync(join(dir, "backups")).some((name) => name.startsWith("pre-restore-"))).toBe(false);
    // The server goes on writing into the same database.
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    const doctor = cli(["doctor", "--data-dir", dir]);
    expect(doctor.stdout).toContain(`a portfolio server (pid ${proc.pid}) is using this data directory`);

    proc.kill("SIGTERM");
    expect(await proc.exited).toBe(0);
    expect(existsSync(join(dir, "server.lock"))).toBe(false);
    expect(cli(["doctor", "--data-dir", dir]).stdout).toContain("no server is using this data directory");
    expect(cli(["restore", archive, "--data-dir", dir]).code).toBe(0);
  });

  test("a second server on the same data directory is refused; a lock left by a process that is gone is not in the way", async () => {
    const dir = tempDir();
    const { proc } = await startServe(dir);
    const second = cli(["serve", "--port", String(await freePort()), "--data-dir", dir]);
    expect(second.code).toBe(1);
    expect(second.stderr.trim()).toBe(`portfolio: A portfolio server (pid ${proc.pid}) is using ${dir}; stop it first.`);
    proc.kill("SIGKILL");
    await proc.exited;
    // kill -9 leaves the lock file behind, but the kernel dropped the lock with the process.
    expect(existsSync(join(dir, "server.lock"))).toBe(true);
    const exported = join(tempDir(), "export.json");
    expect(cli(["export", "--out", exported, "--data-dir", dir]).code).toBe(0);
    expect(cli(["import", exported, "--data-dir", dir]).code).toBe(0);
    const again = await startServe(dir);
    again.proc.kill("SIGTERM");
    expect(await again.proc.exited).toBe(0);
  });
});

describe("a new or emptied database next to old data", () => {
  test("is not filled with demo content, says so at start, and leaves the uploads alone", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, "uploads"), { recursive: true });
    const upload = join(dir, "uploads", "0123456789abcdef0123456789abcdef.pdf");
    writeFileSync(upload, "%PDF-1.4 an old CV");
    const longAgo = Date.now() / 1000 - 30 * 24 * 3600;
    utimesSync(upload, longAgo, longAgo);
    const { proc, url } = await startServe(dir, { SEED_DEMO: "1" });
    expect(await (await fetch(`${url}/api/articles`)).json()).toEqual([]);
    proc.kill("SIGTERM");
    await proc.exited;
    const stderr = await new Response(proc.stderr).text();
    expect(stderr).toContain(
      `The database is new or empty, but ${dir} already holds 1 uploaded file(s) and 0 backup(s): they are left alone and no demo content is added.`,
    );
    expect(existsSync(upload)).toBe(true);
  });

  test("an empty data directory gets the demo content", async () => {
    const dir = tempDir();
    const { proc, url } = await startServe(dir, { SEED_DEMO: "1" });
    expect(((await (await fetch(`${url}/api/articles`)).json()) as unknown[]).length).toBeGreaterThan(0);
    proc.kill("SIGTERM");
    await proc.exited;
  });
});
