/**
 * The Raspberry Pi build, really: dist/portfolio-linux-arm64 run under QEMU user emulation (Debian's qemu-user with
 * the arm64 C libraries) answers as the x64 build does. Emulation is slow: it starts in seconds, not milliseconds.
 */
import { afterAll, expect, setDefaultTimeout, test } from "bun:test";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { version as packageVersion } from "../../package.json" with { type: "json" };
import { ADMIN } from "./harness";
import { DEMO_SITE_INFO } from "../../src/modules/demo/demo.content";

setDefaultTimeout(120_000);

const ARM64 = join(import.meta.dir, "../../dist/portfolio-linux-arm64");
const QEMU = ["qemu-aarch64", "-L", "/usr/aarch64-linux-gnu"];
const dataDir = mkdtempSync(join(tmpdir(), "portfolio-arm64-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test("the arm64 executable under QEMU: --version, serve, GET /, GET /api/articles, sign-in, SIGTERM", async () => {
  expect(existsSync(ARM64)).toBe(true);
  const version = Bun.spawnSync([...QEMU, ARM64, "--version"]);
  expect(version.exitCode).toBe(0);
  expect(version.stdout.toString().trim()).toStartWith(`${packageVersion}+`);

  const port = 20000 + Math.floor(Math.random() * 20000);
  const server = Bun.spawn([...QEMU, ARM64, "serve", "--port", String(port), "--host", "127.0.0.1", "--data-dir", dataDir], {
    env: { PATH: process.env.PATH ?? "", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PUBLIC_URL: "http://127.0.0.1" },
    stdout: "pipe",
    stderr: "pipe",
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // still starting under emulation
    }
    if (server.exitCode !== null || Date.now() - started > 90_000) throw new Error(`arm64 server did not start: ${await new Response(server.stderr).text()}`);
    await Bun.sleep(200);
  }

  const home = await fetch(`${url}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain(`<title>${DEMO_SITE_INFO.siteTitle}</title>`);
  const articles = (await (await fetch(`${url}/api/articles`)).json()) as { published: boolean }[];
  expect(articles.length).toBeGreaterThan(0);
  expect(articles.every((article) => article.published)).toBe(true);
  const signIn = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  expect(signIn.status).toBe(200);
  expect(((await signIn.json()) as { token: string }).token.split(".")).toHaveLength(3);

  server.kill("SIGTERM");
  expect(await server.exited).toBe(0);
});
