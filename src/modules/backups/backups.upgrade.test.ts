/**
 * The upgrade path a self-hoster takes: replace the executable, start it. Before the new version changes the
 * schema it writes a backup named after the two versions; when that backup cannot be written, it changes nothing.
 */
import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { Database } from "bun:sqlite";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { VERSION } from "../../shared/version";
import { freePort } from "../../testing/nginx";
import { verifyBackup } from "./backups.verify";

setDefaultTimeout(60_000);

const MAIN = join(import.meta.dir, "../../main.ts");
const FIXTURE = join(import.meta.dir, "../../db/fixtures/0000_init.db");
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A data directory as the first release left it. */
function dataDirOfTheFirstRelease(): string {
  const dir = mkdtempSync(join(tmpdir(), "portfolio-upgrade-"));
  dirs.push(dir);
  copyFileSync(FIXTURE, join(dir, "portfolio.db"));
  return dir;
}

async function serveOnce(dir: string, shell = ""): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const port = await freePort();
  const env = { PATH: process.env.PATH ?? "", SEED_DEMO: "0", PUBLIC_URL: "http://localhost" };
  const args = [process.execPath, MAIN, "serve", "--port", String(port), "--host", "127.0.0.1", "--data-dir", dir];
  const proc = Bun.spawn(shell ? ["sh", "-c", `${shell}; exec "$0" "$@"`, ...args] : args, { env, stdout: "pipe", stderr: "pipe" });
  for (let i = 0; i < 200 && proc.exitCode === null; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      await Bun.sleep(25);
    }
  }
  if (proc.exitCode === null) proc.kill("SIGTERM");
  const code = await proc.exited;
  return { code, stdout: await new Response(proc.stdout).text(), stderr: await new Response(proc.stderr).text() };
}

describe("starting a new version on an older database", () => {
  test("writes a backup named after both versions first, holding the database as it was", async () => {
    const dir = dataDirOfTheFirstRelease();
    const first = await serveOnce(dir);
    expect(first.code).toBe(0);
    const backups = readdirSync(join(dir, "backups"));
    const name = backups.find((n) => n.startsWith("before-upgrade-"))!;
    expect(name).toMatch(new RegExp(`^before-upgrade-1\\.0\\.0-to-${VERSION.replaceAll(".", "\\.").replaceAll("+", "\\+")}-\\d{8}-\\d{6}\\.tar\\.gz$`));
    expect(first.stdout).toContain(`Upgrading the database from 1.0.0 to ${VERSION} (0001_app_meta`);
    expect((await verifyBackup(join(dir, "backups", name))).uploads).toBe(0);

    // The archive's database is the one the old binary can open: still without the new table.
    const extract = mkdtempSync(join(tmpdir(), "portfolio-upgrade-check-"));
    dirs.push(extract);
    Bun.spawnSync(["tar", "-xzf", join(dir, "backups", name), "-C", extract]);
    const old = new Database(join(extract, "portfolio.db"), { readonly: true });
    expect(old.query("SELECT name FROM sqlite_master WHERE name = 'app_meta'").all()).toEqual([]);
    old.close();

    // Started again, there is nothing to upgrade and no second backup.
    expect((await serveOnce(dir)).code).toBe(0);
    expect(readdirSync(join(dir, "backups")).filter((n) => n.startsWith("before-upgrade-"))).toEqual([name]);
  });

  test("when that backup cannot be written (a full disk), it stops with one sentence and changes nothing", async () => {
    const dir = dataDirOfTheFirstRelease();
    const before = readFileSync(join(dir, "portfolio.db"));
    // Files may not grow past 64 KiB: the archive cannot be written.
    const result = await serveOnce(dir, "trap '' XFSZ; ulimit -f 128");
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n").at(-1)).toMatch(/^portfolio: Could not back up the database before upgrading it \(.*\); nothing was changed\.$/);
    expect(readFileSync(join(dir, "portfolio.db")).equals(before)).toBe(true);
    expect(readdirSync(join(dir, "backups")).filter((n) => n.endsWith(".tar.gz"))).toEqual([]);
  });
});
