/**
 * The bench's references: the very bytes and headers the app answers, served as static responses by Bun's static
 * routes (the same runtime's ceiling) and by nginx (what a self-hoster puts static files behind). See scripts/bench.ts.
 */
import { existsSync } from "node:fs";
import { NGINX, startNginx, type RunningNginx } from "../src/testing/nginx";
import { median, ROUNDS, wrk, type Result } from "./bench-run";

const hasNginx = existsSync(NGINX);

/**
 * The second reference: nginx (one worker, like the app's one thread) serving the same bytes with the same headers
 * from a file, as a self-hoster would put static files behind it.
 */
async function staticNginx(path: string, bytes: Uint8Array, headers: Headers): Promise<RunningNginx> {
  const added = [...headers]
    .filter(([name]) => !["content-type", "content-length", "date", "connection", "keep-alive"].includes(name))
    .map(([name, value]) => `add_header ${name} '${value.replaceAll("'", "\\'")}';`)
    .join("\n      ");
  return startNginx({
    files: { served: bytes },
    http: "sendfile on;\n  tcp_nopush on;\n  keepalive_requests 1000000;\n  etag off;\n  server_tokens off;",
    server: `location = ${path} {
      types {}
      default_type '${headers.get("content-type") ?? "application/octet-stream"}';
      root $PREFIX;
      try_files /served =404;
      ${added}
    }`,
  });
}

/**
 * One row of the main table: the app at `base` and the same bytes served statically (Bun's static routes, and
 * nginx), alternating, the median run of each. Takes DURATION × ROUNDS seconds of load on the app.
 */
export async function measureAgainstReferences(base: string, target: { name: string; path: string }): Promise<string> {
  // The reference: the very bytes and headers the app answers, served from memory by Bun's static routes.
  const sample = await fetch(base + target.path, { headers: { "Accept-Encoding": "gzip, br" }, decompress: false } as RequestInit);
  const bytes = new Uint8Array(await sample.arrayBuffer());
  const headers = new Headers(sample.headers);
  headers.delete("content-length");
  const reference = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    routes: { [target.path.split("?")[0]!]: new Response(bytes, { headers }) },
    fetch: () => new Response("", { status: 404 }),
  });
  const nginx = hasNginx ? await staticNginx(target.path.split("?")[0]!, bytes, headers) : null;
  const nginxUrl = nginx ? nginx.url + target.path : null;
  // Warm up each (JIT, first rendering, compression) before measuring.
  await wrk(base + target.path, 1);
  await wrk(`http://127.0.0.1:${reference.port}${target.path}`, 1);
  if (nginxUrl) await wrk(nginxUrl, 1);
  const appRuns: Result[] = [];
  const refRuns: Result[] = [];
  const nginxRuns: Result[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    appRuns.push(await wrk(base + target.path));
    refRuns.push(await wrk(`http://127.0.0.1:${reference.port}${target.path}`));
    if (nginxUrl) nginxRuns.push(await wrk(nginxUrl));
  }
  const app = median(appRuns);
  const ref = median(refRuns);
  reference.stop(true);
  await nginx?.stop();
  const viaNginx = nginxRuns.length ? median(nginxRuns) : null;
  const nginxCells = viaNginx ? `${Math.round(viaNginx.rps).toLocaleString("en")} | ${((app.rps / viaNginx.rps) * 100).toFixed(0)}%` : "- | -";
  return `| ${target.name} | ${Math.round(app.rps).toLocaleString("en")} | ${app.p50.toFixed(2)} | ${app.p99.toFixed(2)} | ${nginxCells} | ${Math.round(ref.rps).toLocaleString("en")} | ${((app.rps / ref.rps) * 100).toFixed(0)}% | ${(bytes.length / 1024).toFixed(1)} KiB ${headers.get("content-encoding") ?? ""} |`;
}
