/**
 * One process per data directory, enforced by the kernel's lock on server.lock rather than by process ids: the
 * compiled executable's server in its own pid namespace (as in a container, where it is pid 1) refuses a `restore`
 * and a second server from other namespaces, where pid 1 means another process; `doctor` names it. The arm64 build
 * under QEMU takes the same lock (the C library's flock through bun:ffi on both architectures).
 */
import { afterAll, expect, setDefaultTimeout, test } from "bun:test";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ADMIN, EXECUTABLE } from "./harness";

setDefaultTimeout(120_000);

const ARM64 = join(import.meta.dir, "../../dist/portfolio-linux-arm64");
const QEMU = ["qemu-aarch64", "-L", "/usr/aarch64-linux-gnu"];
/** A new pid namespace with its own /proc: the command is pid 1 there, as in a container. */
const OWN_PID_NAMESPACE = ["unshare", "--pid", "--fork", "--mount-proc", "--kill-child"];
const env = { PATH: process.env.PATH ?? "", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "portfolio-lock-"));
  dirs.push(dir);
  return dir;
}

function run(command: string[]): { code: number; stdout: string; stderr: string } {
  const result = Bun.spawnSync(command, { env, stdout: "pipe", stderr: "pipe" });
  return { code: result.exitCode, stdout: result.stdout.toString(), stderr: result.stderr.toString() };
}

async function serveUntilHealthy(command: string[], port: number) {
  const server = Bun.spawn(command, { env, stdout: "pipe", stderr: "pipe" });
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      // still starting
    }
    if (server.exitCode !== null || Date.now() - started > 90_000) throw new Error(`the server did not start: ${await new Response(server.stderr).text()}`);
    await Bun.sleep(100);
  }
}

const randomPort = () => 20000 + Math.floor(Math.random() * 20000);

test("a server in its own pid namespace: restore and a second server from other namespaces are refused, doctor names it", async () => {
  expect(existsSync(EXECUTABLE)).toBe(true);
  const dir = tempDir();
  const port = randomPort();
  const server = await serveUntilHealthy([...OWN_PID_NAMESPACE, EXECUTABLE, "serve", "--port", String(port), "--host", "127.0.0.1", "--data-dir", dir], port);
  const archive = join(tempDir(), "backup.tar.gz");
  expect(run([EXECUTABLE, "backup", "--out", archive, "--data-dir", dir]).code).toBe(0);

  // Both are pid 1 in their namespaces: a lock that compared process ids saw "itself" and let the restore through.
  const restore = run([...OWN_PID_NAMESPACE, EXECUTABLE, "restore", archive, "--data-dir", dir]);
  expect(restore.code).toBe(1);
  expect(restore.stderr).toContain(`A portfolio server (pid 1) is using ${dir}: stop it before "restore"`);
  expect(readdirSync(join(dir, "backups")).some((name) => name.startsWith("pre-restore-"))).toBe(false);

  const second = run([...OWN_PID_NAMESPACE, EXECUTABLE, "serve", "--port", String(randomPort()), "--data-dir", dir]);
  expect(second.code).toBe(1);
  expect(second.stderr).toContain(`A portfolio server (pid 1) is using ${dir}; stop it first.`);

  expect(run([...OWN_PID_NAMESPACE, EXECUTABLE, "doctor", "--data-dir", dir]).stdout).toContain("a portfolio server (pid 1) is using this data directory");
  expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

  // unshare itself ignores SIGTERM: the server is its child, pid 1 inside, another pid here. The lock goes with it.
  const serverHere = Number(readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, "utf8").trim().split(" ")[0]);
  process.kill(serverHere, "SIGTERM");
  expect(await server.exited).toBe(0);
  expect(run([EXECUTABLE, "doctor", "--data-dir", dir]).stdout).toContain("no server is using this data directory");
  const restored = run([...OWN_PID_NAMESPACE, EXECUTABLE, "restore", archive, "--data-dir", dir]);
  expect(restored.stderr).toBe("");
  expect(restored.code).toBe(0);
});

test("the arm64 executable under QEMU takes and honours the same lock", async () => {
  expect(existsSync(ARM64)).toBe(true);
  const dir = tempDir();
  const port = randomPort();
  const server = await serveUntilHealthy([...QEMU, ARM64, "serve", "--port", String(port), "--host", "127.0.0.1", "--data-dir", dir], port);
  // The x64 build, another process, sees the arm64 server's lock, and the arm64 build sees it too.
  expect(run([EXECUTABLE, "serve", "--port", String(randomPort()), "--data-dir", dir]).stderr).toContain(
    `A portfolio server (pid ${server.pid}) is using ${dir}`,
  );
  expect(run([...QEMU, ARM64, "doctor", "--data-dir", dir]).stdout).toContain(`a portfolio server (pid ${server.pid}) is using this data directory`);
  server.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  expect(run([...QEMU, ARM64, "doctor", "--data-dir", dir]).stdout).toContain("no server is using this data directory");
});
