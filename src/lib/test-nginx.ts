/**
 * A real nginx (Debian's nginx-light) in front of an app under test, started on a free port with its own prefix
 * folder, as the README's reverse-proxy recipe configures it. `.ci/run` installs nginx.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
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

/**
 * Starts nginx proxying to `upstreamPort`. `http` adds directives to the http block (a proxy_cache_path), `location`
 * to the proxied location (proxy_cache settings); the forwarding headers are the README's. `server` replaces the
 * proxied location with locations of its own, and `files` are written into the prefix folder first (`$PREFIX` in
 * `http` and `server` names it): the bench's static reference.
 */
export async function startNginx({
  upstreamPort = 0,
  http = "",
  location = "",
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
  ${http.replaceAll("$PREFIX", prefix)}
  server {
    listen 127.0.0.1:${port};
    ${
      server?.replaceAll("$PREFIX", prefix) ??
      `location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      ${location}
    }`
    }
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
