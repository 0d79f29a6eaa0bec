import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../db/open";
import { freePort } from "../../testing/nginx";

setDefaultTimeout(30_000);

const MAIN = join(import.meta.dir, "../../main.ts");
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "portfolio-doctor-"));
  dirs.push(dir);
  return dir;
}
function cli(args: string[], env: Record<string, string> = {}) {
  const proc = Bun.spawnSync([process.execPath, MAIN, ...args], { env: { PATH: process.env.PATH ?? "", ...env } });
  return { code: proc.exitCode, stdout: proc.stdout.toString(), stderr: proc.stderr.toString() };
}

/** A data directory as a healthy install leaves it: owner-only, a secret, a database, a recent backup. */
function healthyDataDir() {
  const dir = tempDir();
  chmodSync(dir, 0o700);
  writeFileSync(join(dir, "secret"), "x".repeat(48), { mode: 0o600 });
  openDatabase(join(dir, "portfolio.db")).$client.close();
  chmodSync(join(dir, "portfolio.db"), 0o600);
  mkdirSync(join(dir, "backups"));
  writeFileSync(join(dir, "backups", "scheduled-20261123-030000.tar.gz"), "archive");
  return dir;
}

describe("portfolio doctor", () => {
  test("a healthy install: one line per check, all ok, exit 0", () => {
    const dir = healthyDataDir();
    const result = cli(["doctor", "--data-dir", dir], { PUBLIC_URL: "https://me.example", TRUST_PROXY: "1" });
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines.map((line) => line.split(":")[0])).toEqual([
      "ok    data directory",
      "ok    sign-in secret",
      "ok    free space",
      "ok    database",
      "ok    last backup",
      "ok    public address",
      "ok    off-site copies",
      "ok    fediverse",
      "ok    server",
    ]);
  });

  test("warns when PUBLIC_URL is not set, and when the last backup is old, without failing", () => {
    const dir = healthyDataDir();
    const old = Date.now() / 1000 - 5 * 24 * 3600;
    utimesSync(join(dir, "backups", "scheduled-20261123-030000.tar.gz"), old, old);
    const result = cli(["doctor", "--data-dir", dir]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("warn  public address: PUBLIC_URL is not set");
    expect(result.stdout).toMatch(/warn {2}last backup: .*, 120 hour\(s\) old/);
  });

  test("fails (exit 1) on a world-writable data directory, a readable secret and a corrupt database", () => {
    const dir = healthyDataDir();
    chmodSync(dir, 0o777);
    chmodSync(join(dir, "secret"), 0o644);
    writeFileSync(join(dir, "portfolio.db"), "garbage".repeat(2000));
    const result = cli(["doctor", "--data-dir", dir], { PUBLIC_URL: "https://me.example", TRUST_PROXY: "1" });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`fail  data directory: ${dir} is writable by every user (mode 0777)`);
    expect(result.stdout).toContain("fail  sign-in secret:");
    expect(result.stdout).toContain("fail  database:");
  });

  test("changes nothing: a missing data directory is reported, not created", () => {
    const dir = join(tempDir(), "not-yet");
    const result = cli(["doctor", "--data-dir", dir]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`fail  data directory: ${dir} does not exist`);
    expect(existsSync(dir)).toBe(false);
  });
});

describe("portfolio healthcheck", () => {
  test("exit 0 while the server answers on the port serve uses, 1 when nothing listens", async () => {
    const dir = tempDir();
    const port = await freePort();
    const server = Bun.spawn([process.execPath, MAIN, "serve", "--data-dir", dir], {
      env: { PATH: process.env.PATH ?? "", SEED_DEMO: "0", PORT: String(port), HOST: "127.0.0.1" },
      stdout: "ignore",
      stderr: "ignore",
    });
    try {
      let healthy = cli(["healthcheck"], { PORT: String(port), HOST: "127.0.0.1" });
      for (let i = 0; i < 100 && healthy.code !== 0; i++) {
        await Bun.sleep(50);
        healthy = cli(["healthcheck"], { PORT: String(port), HOST: "127.0.0.1" });
      }
      expect(healthy.code).toBe(0);
      expect(cli(["healthcheck", "--port", String(port), "--host", "127.0.0.1"]).code).toBe(0);
    } finally {
      server.kill("SIGTERM");
      await server.exited;
    }
    const down = cli(["healthcheck", "--port", String(port)]);
    expect(down.code).toBe(1);
    expect(down.stderr.trim()).toBe(`portfolio: unhealthy: http://127.0.0.1:${port}/api/health: no server is listening`);
  });
});
