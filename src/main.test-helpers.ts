/**
 * TEST ONLY: what the tests of the CLI share (main.cli, main.data-dir, auth.cli): the CLI run as its own process, a server started
 * on a free port, and temporary data directories, all stopped and removed after each test.
 */
import { afterEach } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const MAIN = join(import.meta.dir, "main.ts");
const dirs: string[] = [];
export const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "portfolio-cli-"));
  dirs.push(dir);
  return dir;
};
const servers: { kill(): void }[] = [];
/** Registers, in the calling test file, the stop of its servers and the removal of its data directories after each test. */
export function cleanUpAfterEach() {
  afterEach(() => {
    for (const server of servers.splice(0)) server.kill();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
}

export const noAssets = { loadAssets: async () => undefined };
export const baseEnv = { PATH: process.env.PATH ?? "", SEED_DEMO: "0" };

/** Runs the CLI as its own process, as a self-hoster would. */
export function cli(args: string[], env: Record<string, string> = {}) {
  const proc = Bun.spawnSync([process.execPath, MAIN, ...args], { env: { ...baseEnv, ...env } });
  return { code: proc.exitCode, stdout: proc.stdout.toString(), stderr: proc.stderr.toString() };
}

export async function freePort() {
  const probe = Bun.serve({ port: 0, fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

export async function startServe(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const proc = Bun.spawn([process.execPath, MAIN, "serve", "--port", String(port), "--host", "127.0.0.1", "--data-dir", dataDir], {
    env: { ...baseEnv, ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  servers.push(proc);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { proc, url, port };
    } catch {
      await Bun.sleep(25);
    }
  }
  throw new Error(`server did not start: ${await new Response(proc.stderr).text()}`);
}
