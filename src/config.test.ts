import { afterEach, describe, expect, test } from "bun:test";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, prepareDataDir } from "./config";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "portfolio-config-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe("the data dir's private files", () => {
  test("uploads/ and backups/ are created owner-only", () => {
    const dataDir = join(tempDir(), "data");
    prepareDataDir(dataDir);
    expect(modeOf(join(dataDir, "uploads"))).toBe(0o700);
    expect(modeOf(join(dataDir, "backups"))).toBe(0o700);
  });

  test("an install from before the rule is tightened at start", () => {
    const dataDir = tempDir();
    for (const folder of ["uploads", "backups"]) mkdirSync(join(dataDir, folder), { mode: 0o755 });
    writeFileSync(join(dataDir, "secret"), "s".repeat(48));
    chmodSync(join(dataDir, "secret"), 0o644);
    loadConfig({ dataDir }, {});
    expect(modeOf(join(dataDir, "uploads"))).toBe(0o700);
    expect(modeOf(join(dataDir, "backups"))).toBe(0o700);
    expect(modeOf(join(dataDir, "secret"))).toBe(0o600);
  });

  test("a generated secret is owner-only", () => {
    const dataDir = tempDir();
    loadConfig({ dataDir }, {});
    expect(modeOf(join(dataDir, "secret"))).toBe(0o600);
  });
});
