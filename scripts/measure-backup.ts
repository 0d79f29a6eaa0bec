/**
 * `bun run scripts/measure-backup.ts`: peak resident memory and duration of `portfolio backup` and `portfolio
 * restore` on a data dir with 400 MB of uploads, each run as its own process the way a self-hoster runs them.
 * The target is 100 MB or less for both, so they fit beside the server on a 1 GB machine. Not part of the tests:
 * it writes about 1.2 GB to the temporary folder and takes a while.
 *
 * UPLOAD_FILES and UPLOAD_MIB (per file) change the size of the set; PORTFOLIO_BIN=dist/portfolio measures the
 * compiled executable instead of `bun src/main.ts`.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { seedDemo } from "../src/modules/demo/demo.seed";
import { DB_FILE, openDatabase } from "../src/db/open";

const root = join(import.meta.dir, "..");
const portfolio = process.env.PORTFOLIO_BIN ? [resolve(process.env.PORTFOLIO_BIN)] : [process.execPath, join(root, "src/main.ts")];
const FILES = Number(process.env.UPLOAD_FILES ?? 200);
const FILE_MIB = Number(process.env.UPLOAD_MIB ?? 2);
const SAMPLE_MS = 10;

/** Peak resident set of a process so far, in KiB: the kernel's high-water mark, so short peaks are not missed. */
function peakKiB(pid: number): number {
  try {
    // An exited process not yet reaped has a status without memory lines.
    return Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmHWM:\s+(\d+)/)?.[1] ?? 0);
  } catch {
    return 0; // gone between two samples
  }
}

/** Runs the CLI with these arguments; answers its peak RSS (MiB) and wall time (s). */
async function measure(args: string[]): Promise<{ peakMiB: number; seconds: number }> {
  const began = performance.now();
  const proc = Bun.spawn([...portfolio, ...args], { env: { PATH: process.env.PATH ?? "", SEED_DEMO: "0" }, stdout: "pipe", stderr: "pipe" });
  let peak = 0;
  while (proc.exitCode === null) {
    peak = Math.max(peak, peakKiB(proc.pid));
    await Bun.sleep(SAMPLE_MS);
  }
  const code = await proc.exited;
  const seconds = (performance.now() - began) / 1000;
  if (code !== 0) throw new Error(`portfolio ${args[0]} exited ${code}: ${await new Response(proc.stderr).text()}`);
  return { peakMiB: peak / 1024, seconds };
}

const work = mkdtempSync(join(tmpdir(), "portfolio-measure-"));
try {
  const dataDir = join(work, "data");
  mkdirSync(join(dataDir, "uploads"), { recursive: true });
  const db = openDatabase(join(dataDir, DB_FILE));
  seedDemo(db);
  db.$client.close();
  for (let i = 0; i < FILES; i++)
    writeFileSync(join(dataDir, "uploads", `${randomBytes(16).toString("hex")}.png`), randomBytes(Math.round(FILE_MIB * 1024 * 1024)));
  console.log(`Running ${portfolio.join(" ")} on a demo database and ${FILES} uploads of ${FILE_MIB} MiB of random bytes (${FILES * FILE_MIB} MiB).`);

  const archive = join(work, "backup.tar.gz");
  const baseline = await measure(["--version"]);
  const backup = await measure(["backup", "--out", archive, "--data-dir", dataDir]);
  const restore = await measure(["restore", archive, "--data-dir", dataDir]);

  console.log(`Archive: ${(statSync(archive).size / 1024 / 1024).toFixed(0)} MiB.\n`);
  console.log("| Command | Peak RSS | Duration |");
  console.log("| --- | --- | --- |");
  for (const [name, result] of [
    ["portfolio --version (the runtime alone)", baseline],
    ["portfolio backup", backup],
    ["portfolio restore", restore],
  ] as const) {
    console.log(`| ${name} | ${result.peakMiB.toFixed(0)} MiB | ${result.seconds.toFixed(1)} s |`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
