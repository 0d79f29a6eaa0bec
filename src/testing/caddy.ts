/**
 * A real Caddy (Debian's caddy package) in front of an app under test, with the README's Caddyfile, started on a
 * free port with its own folders. `.ci/run` installs Caddy.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, waitUntilAnswering } from "./nginx";

export const CADDY = process.env.CADDY_PATH ?? "/usr/bin/caddy";

export async function startCaddy({ upstreamPort }: { upstreamPort: number }): Promise<{ url: string; stop(): Promise<void> }> {
  const home = mkdtempSync(join(tmpdir(), "portfolio-caddy-"));
  const port = await freePort();
  const caddyfile = join(home, "Caddyfile");
  // The README's site block, on plain http and a test port instead of the domain with automatic https.
  writeFileSync(caddyfile, `{\n\tadmin off\n\tauto_https off\n}\n\nhttp://127.0.0.1:${port} {\n\treverse_proxy 127.0.0.1:${upstreamPort}\n}\n`);
  const proc = Bun.spawn([CADDY, "run", "--config", caddyfile, "--adapter", "caddyfile"], {
    env: { PATH: process.env.PATH ?? "", HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home },
    stdout: "ignore",
    stderr: "pipe",
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(url, proc, "caddy", () => rmSync(home, { recursive: true, force: true }));
  return {
    url,
    async stop() {
      proc.kill("SIGTERM");
      await proc.exited;
      rmSync(home, { recursive: true, force: true });
    },
  };
}
