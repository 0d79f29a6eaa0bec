/**
 * A real nginx (Debian's nginx-light) in front of an app under test, started on a free port with its own prefix
 * folder, configured with the README's own reverse-proxy block (read from the README, so the block a self-hoster
 * copies is the one the tests run). `.ci/run` installs nginx.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export type RunningNginx = { url: string; port: number; stop(): Promise<void> };

export async function freePort(): Promise<number> {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

/** Waits until `url` answers (any status), or throws with what the process wrote on stderr. */
export async function waitUntilAnswering(url: string, proc: ReturnType<typeof Bun.spawn>, name: string, cleanUp: () => void): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(url, { method: "HEAD" });
      return;
    } catch {
      if (proc.exitCode !== null || Date.now() > deadline) {
        const error = await new Response(proc.stderr as ReadableStream).text();
        cleanUp();
        throw new Error(`${name} did not start (exit ${proc.exitCode}): ${error}`);
      }
      await Bun.sleep(50);
    }
  }
}

const README = join(import.meta.dir, "../../README.md");
const README_SECTION = "## Behind a reverse proxy or a CDN";

/**
 * The README's nginx block for an app on `upstreamPort`: what it puts in `http { }` (the cache's path under `$PREFIX`)
 * and the inside of its `server { }`, its `listen` left out (the test listens on a free port, without TLS).
 * `location` is added inside its `location / { }`.
 */
export function readmeNginxRecipe(upstreamPort: number, location = ""): { http: string; server: string } {
  const readme = readFileSync(README, "utf8");
  const start = readme.indexOf(`\n${README_SECTION}\n`);
  const block = readme.slice(start).match(/```nginx\n([\s\S]*?)```/)?.[1];
  if (start < 0 || !block) throw new Error(`README.md has no nginx block under "${README_SECTION}"`);
  const serverStart = block.indexOf("\nserver {");
  const serverEnd = block.lastIndexOf("}");
  if (serverStart < 0 || !block.includes("location / {") || !block.includes("proxy_pass http://127.0.0.1:3000;"))
    throw new Error("README.md's nginx block no longer has the server { location / { proxy_pass http://127.0.0.1:3000; } } this test runs");
  const http = block.slice(0, serverStart).replace("/var/cache/nginx/portfolio", "$PREFIX/cache");
  const server = block
    .slice(serverStart + "\nserver {".length, serverEnd)
    .replace(/^\s*listen [^;]*;$/gm, "")
    .replace("proxy_pass http://127.0.0.1:3000;", `proxy_pass http://127.0.0.1:${upstreamPort};`)
    .replace("location / {", `location / {\n${location}`);
  return { http, server };
}

/**
 * Starts nginx proxying to `upstreamPort` with the README's block (`readmeNginxRecipe`); `location` adds directives
 * to its proxied location (an X-Cache-Status header), `http` to the http block. `server` replaces the README's
 * server with locations of its own, and `files` are written into the prefix folder first (`$PREFIX` in `http` and
 * `server` names it): the bench's static reference.
 */
export async function startNginx({
  upstreamPort = 0,
  location = "",
  http,
  server,
  files = {},
}: {
  upstreamPort?: number;
  http?: string;
  location?: string;
  server?: string;
  files?: Record<string, Uint8Array>;
}): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), "portfolio-nginx-"));
  // Started as root, nginx runs its workers as nobody: they must be able to write their temporary files.
  chmodSync(prefix, 0o777);
  for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi", "cache"]) {
    mkdirSync(join(prefix, dir));
    chmodSync(join(prefix, dir), 0o777);
  }
  for (const [name, bytes] of Object.entries(files)) {
    writeFileSync(join(prefix, name), bytes);
    chmodSync(join(prefix, name), 0o644);
  }
  const recipe = server === undefined ? readmeNginxRecipe(upstreamPort, location) : { http: "", server };
  recipe.http += http ?? "";
  const port = await freePort();
  const conf = join(prefix, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  ${recipe.http.replaceAll("$PREFIX", prefix)}
  server {
    listen 127.0.0.1:${port};
    ${recipe.server.replaceAll("$PREFIX", prefix)}
  }
}
`,
  );
  const proc = Bun.spawn([NGINX, "-p", prefix, "-c", conf, "-e", join(prefix, "error.log")], { stdout: "ignore", stderr: "pipe" });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(url, proc, "nginx", () => rmSync(prefix, { recursive: true, force: true }));
  return {
    url,
    port,
    async stop() {
      proc.kill("SIGQUIT");
      await proc.exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
