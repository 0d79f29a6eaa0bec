/**
 * What the image and compose tests share: the guide's commands run as written (docker's words run by podman, with
 * this machine's settings in containers.conf), the named volume's files read from the host, and waiting for health.
 */
import { Database } from "bun:sqlite";
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const ROOT = join(import.meta.dir, "../..");
const env = { ...process.env, CONTAINERS_CONF: join(import.meta.dir, "containers.conf") };
export const GUIDE = readFileSync(join(ROOT, "docs/guide.md"), "utf8");

export type Run = { code: number; stdout: string; stderr: string };

/** One shell line, from the repository's root. */
export function sh(line: string): Run {
  const run = Bun.spawnSync(["bash", "-c", line], { cwd: ROOT, env, stdout: "pipe", stderr: "pipe" });
  return { code: run.exitCode, stdout: run.stdout.toString(), stderr: run.stderr.toString() };
}

/** Same, failing the test with podman's words when the line fails. */
export function must(line: string): string {
  const run = sh(line);
  if (run.code !== 0) throw new Error(`${line}\nexit ${run.code}: ${run.stderr || run.stdout}`);
  return run.stdout.trim();
}

/** A backup's file name in a command: the guide shows an example name, the test the one it just made. */
const BACKUP_FILE = /\/data\/backups\/[\w.-]+\.tar\.gz/;

/** A line the guide shows (docker's words), run by podman, which takes the same words: the guide and CI say the same. */
export function asTheGuideSays(line: string): Run {
  const escaped = line.split(BACKUP_FILE).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const shown = new RegExp(escaped.join(BACKUP_FILE.source));
  if (!shown.test(GUIDE)) throw new Error(`docs/guide.md does not show: ${line}`);
  return sh(line.replace(/(^|\s)docker compose /g, "$1podman-compose ").replace(/(^|\s)docker (?=[a-z])/g, "$1podman "));
}

/** Where a named volume's files are on this machine (rootful podman). */
export function volumePath(volume: string): string {
  return must(`podman volume inspect --format '{{.Mountpoint}}' ${volume}`);
}

/** Reads the volume's database from the host, read-only, while its container is stopped or running (WAL). */
export function query<T>(volume: string, sql: string): T[] {
  const db = new Database(join(volumePath(volume), "portfolio.db"), { readonly: true });
  try {
    return db.query(sql).all() as T[];
  } finally {
    db.close();
  }
}

/** Milliseconds until `url` answers 200, or throws after `limitMs`. */
export async function untilHealthy(url: string, limitMs = 60_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(url)).status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > limitMs) throw new Error(`${url} did not answer within ${limitMs} ms`);
    await Bun.sleep(50);
  }
}

export function removeContainers(...names: string[]): void {
  sh(`podman rm -f ${names.join(" ")}`);
}

export function removeVolumes(...names: string[]): void {
  sh(`podman volume rm -f ${names.join(" ")}`);
}
