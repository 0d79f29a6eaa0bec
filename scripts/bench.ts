/**
 * `bun run bench`: throughput and latency of the compiled executable with demo data, side by side with the same
 * bytes served as static responses by the same runtime (the ceiling); the public pages with visitor statistics on
 * and off (STATS=1 and STATS=0, two servers measured in alternation), and the statistics beacon; plus cold start,
 * memory and size. `bun run bench --articles 1000` (or BENCH_ARTICLES=1000) first adds that many generated articles
 * for the search rows, which then also run uncached (every request a new search). Needs `wrk` (apt-get install wrk).
 * Prints Markdown tables for the README.
 */
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedArticles, TOPICS } from "./bench-articles";
import { freePort, NGINX, startNginx, type RunningNginx } from "../src/testing/nginx";

const root = join(import.meta.dir, "..");
const exe = join(root, "dist/portfolio");
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
/** App and reference alternate this many times per row, and each reports its median: one noisy burst moves neither. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The statistics rows alternate more often: what they compare is a few percent. */
const STATS_ROUNDS = Math.max(ROUNDS, 5);
const CONNECTIONS = 32;
const articlesFlag = process.argv.indexOf("--articles");
/** Generated articles added before the search rows (0: the demo content only). */
const SEED_ARTICLES = Number(articlesFlag >= 0 ? process.argv[articlesFlag + 1] : (process.env.BENCH_ARTICLES ?? 0));
/** The word the search rows look for: a topic of about one generated article in thirteen (and in no demo article). */
const SEARCH_WORD = "kubernetes";
const BENCH_ADMIN = { email: "bench@example.com", password: "bench-password" };

if (!existsSync(exe)) {
  console.error("dist/portfolio is missing: run `bun run build` first");
  process.exit(1);
}
if (Bun.spawnSync(["which", "wrk"]).exitCode !== 0) {
  console.error("wrk is missing: apt-get install wrk");
  process.exit(1);
}

const rssMiB = (pid: number) => {
  const status = require("node:fs").readFileSync(`/proc/${pid}/status`, "utf8") as string;
  return Number(status.match(/VmRSS:\s+(\d+)/)![1]) / 1024;
};

async function start(dataDir: string, env: Record<string, string> = {}, stdout: "ignore" | "pipe" = "ignore") {
  const port = await freePort();
  const began = performance.now();
  const proc = Bun.spawn([exe, "serve", "--port", String(port), "--host", "127.0.0.1", "--data-dir", dataDir], {
    env: { PATH: process.env.PATH ?? "", SEED_DEMO: "1", ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, ...env },
    stdout,
    stderr: "inherit",
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) break;
    } catch {
      await Bun.sleep(1);
    }
  }
  return { proc, url, startMs: performance.now() - began };
}

type Result = { rps: number; p50: number; p99: number; requests: number };
const toMs = (value: string) => {
  const n = Number.parseFloat(value);
  return value.endsWith("us") ? n / 1000 : value.endsWith("ms") ? n : n * 1000;
};

/**
 * Async: the static reference server lives in this process and must keep answering while wrk runs. With a Lua
 * `script`, the script writes each request (its headers replace the Accept-Encoding one given here).
 */
async function wrk(url: string, seconds = DURATION, script?: string, connections = CONNECTIONS): Promise<Result> {
  const proc = Bun.spawn(
    ["wrk", "-t2", `-c${connections}`, `-d${seconds}s`, "--latency", "-H", "Accept-Encoding: gzip, br", ...(script ? ["-s", script] : []), url],
    { stdout: "pipe" },
  );
  const out = await new Response(proc.stdout).text();
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0);
  const requests = Number(out.match(/(\d+) requests in/)?.[1] ?? 0);
  const p50 = toMs(out.match(/50%\s+([\d.]+\w+)/)?.[1] ?? "0");
  const p99 = toMs(out.match(/99%\s+([\d.]+\w+)/)?.[1] ?? "0");
  if (/Non-2xx/.test(out)) throw new Error(`non-2xx answers from ${url}:\n${out}`);
  return { rps, p50, p99, requests };
}

/** CPU seconds a process has used (user + system, every thread), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = (require("node:fs").readFileSync(`/proc/${pid}/stat`, "utf8") as string).split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * A wrk run and the server's CPU time per answered request: on a machine shared with other work (wrk itself, and
 * whatever else runs) requests per second swing by ±20% between runs, while the CPU a request costs the server does not.
 */
async function measured(pid: number, url: string, script?: string, seconds = DURATION): Promise<Result & { cpuMicros: number }> {
  const before = cpuSeconds(pid);
  const result = await wrk(url, seconds, script);
  return { ...result, cpuMicros: ((cpuSeconds(pid) - before) * 1e6) / Math.max(1, result.requests) };
}

/**
 * The JavaScript a visitor's browser downloads for the home page: the entry module and every module it imports
 * statically, transferred with gzip, as the budget counts it (lazy chunks load only on other pages).
 */
async function homePageJavaScript(base: string): Promise<{ files: number; gzipBytes: number; rawBytes: number }> {
  const html = await (await fetch(`${base}/`)).text();
  const pending = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  let gzipBytes = 0;
  let rawBytes = 0;
  while (pending.length) {
    const path = pending.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const response = await fetch(base + path, { headers: { "Accept-Encoding": "gzip" }, decompress: false } as RequestInit);
    gzipBytes += (await response.arrayBuffer()).byteLength;
    const source = await (await fetch(base + path)).text();
    rawBytes += source.length;
    // Static imports only (`import{...}from"/assets/x.js"` or `import"/assets/x.js"`), not import("...").
    for (const m of source.matchAll(/(?:from|import)\s*"(\/assets\/[^"]+\.js)"/g)) pending.push(m[1]!);
  }
  return { files: seen.size, gzipBytes, rawBytes };
}

/** The admin's token, to read what the counting server counted. */
async function tokenOf(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "bench@example.com", password: "bench-password" }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** The run with the median requests per second (its latencies with it). */
const median = (runs: Result[]) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;

/**
 * A wrk script in which every request comes from a new visitor (its own X-Forwarded-For address, behind
 * TRUST_PROXY=1, and one of four browsers' User-Agents), so counting does all its work on each one: the daily
 * salted hash, the visitor and page keys, the aggregates. wrk's two threads take alternate numbers.
 */
function visitorsScript(method: "GET" | "POST", path: string, body?: string): string {
  const file = join(tmpdir(), `portfolio-bench-${method.toLowerCase()}-${Bun.hash(path + (body ?? "")).toString(36)}.lua`);
  writeFileSync(
    file,
    `local agents = {
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
}
-- Each run starts from another block of addresses, so no run meets the visitors of the run before.
local base = (os.time() * 131071) % 16777216
local threads = 0
function setup(thread)
  thread:set("offset", threads)
  threads = threads + 1
end
local count = 0
function request()
  count = count + 1
  local n = (base + count * 2 + offset) % 16777216
  local headers = {
    ["Accept-Encoding"] = "gzip, br",
    ["User-Agent"] = agents[n % 4 + 1],
    ["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256),
  }
  ${
    method === "POST"
      ? `headers["Content-Type"] = "application/json"
  headers["Sec-Fetch-Site"] = "same-origin"`
      : ""
  }
  return wrk.format("${method}", "${path}", headers, ${body ? JSON.stringify(body) : "nil"})
end
`,
  );
  return file;
}

// Cold start: a fresh data dir (creates and seeds the database), then restarts of an existing one.
const dataDir = mkdtempSync(join(tmpdir(), "portfolio-bench-"));
const first = await start(dataDir);
first.proc.kill("SIGTERM");
await first.proc.exited;
const restarts: number[] = [];
for (let i = 0; i < 5; i++) {
  const run = await start(dataDir);
  restarts.push(run.startMs);
  run.proc.kill("SIGTERM");
  await run.proc.exited;
}
restarts.sort((a, b) => a - b);

const server = await start(dataDir);
await Bun.sleep(1000);
const idleRss = rssMiB(server.proc.pid);

const articles = (await (await fetch(`${server.url}/api/articles`)).json()) as { slug: string }[];
const homeScript = await homePageJavaScript(server.url);
const targets = [
  { name: "GET /", path: "/" },
  { name: "GET /articles/:slug", path: `/articles/${articles[0]!.slug}` },
  { name: "GET /api/articles", path: "/api/articles" },
  { name: "GET /api/cv", path: "/api/cv" },
];

const rows: string[] = [];
let loadSeconds = 0;

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

/** One row: the app and the same bytes served statically (Bun's static routes, and nginx), alternating, the median run of each. */
async function measure(target: { name: string; path: string }): Promise<string> {
  // The reference: the very bytes and headers the app answers, served from memory by Bun's static routes.
  const sample = await fetch(server.url + target.path, { headers: { "Accept-Encoding": "gzip, br" }, decompress: false } as RequestInit);
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
  await wrk(server.url + target.path, 1);
  await wrk(`http://127.0.0.1:${reference.port}${target.path}`, 1);
  if (nginxUrl) await wrk(nginxUrl, 1);
  const appRuns: Result[] = [];
  const refRuns: Result[] = [];
  const nginxRuns: Result[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    appRuns.push(await wrk(server.url + target.path));
    refRuns.push(await wrk(`http://127.0.0.1:${reference.port}${target.path}`));
    if (nginxUrl) nginxRuns.push(await wrk(nginxUrl));
  }
  const app = median(appRuns);
  const ref = median(refRuns);
  reference.stop(true);
  await nginx?.stop();
  loadSeconds += DURATION * ROUNDS;
  const viaNginx = nginxRuns.length ? median(nginxRuns) : null;
  const nginxCells = viaNginx ? `${Math.round(viaNginx.rps).toLocaleString("en")} | ${((app.rps / viaNginx.rps) * 100).toFixed(0)}%` : "- | -";
  return `| ${target.name} | ${Math.round(app.rps).toLocaleString("en")} | ${app.p50.toFixed(2)} | ${app.p99.toFixed(2)} | ${nginxCells} | ${Math.round(ref.rps).toLocaleString("en")} | ${((app.rps / ref.rps) * 100).toFixed(0)}% | ${(bytes.length / 1024).toFixed(1)} KiB ${headers.get("content-encoding") ?? ""} |`;
}
for (const target of targets) rows.push(await measure(target));

// Search: with SEED_ARTICLES generated articles added first. A repeated (or shared) search is answered by the
// response memo like any page; the uncached rows make every request a new search.
let seededMs = 0;
if (SEED_ARTICLES > 0) seededMs = await seedArticles(server.url, BENCH_ADMIN, SEED_ARTICLES);
const articleCount = ((await (await fetch(`${server.url}/api/articles`)).json()) as unknown[]).length;
for (const path of [`/api/articles?q=${SEARCH_WORD}`, `/articles?q=${SEARCH_WORD}`]) rows.push(await measure({ name: `GET ${path}`, path }));

/** Every request a different URL (an ignored `n` parameter), so none is answered from the memo. */
const uncachedScript = join(dataDir, "uncached.lua");
writeFileSync(
  uncachedScript,
  `counter = 0\nrequest = function()\n  counter = counter + 1\n  return wrk.format("GET", "/api/articles?q=${SEARCH_WORD}&n=" .. counter .. "-" .. math.random(1, 1000000000))\nend\n`,
);
await wrk(`${server.url}/`, 1, uncachedScript);
const uncachedRuns: Result[] = [];
for (let round = 0; round < ROUNDS; round++) uncachedRuns.push(await wrk(`${server.url}/`, DURATION, uncachedScript));
const uncached = median(uncachedRuns);
loadSeconds += DURATION * ROUNDS;

/** One search after another, each a word not asked before: the time of a first search, page and read. */
async function firstSearches(paths: string[]): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (const path of paths) {
    const began = performance.now();
    const response = await fetch(server.url + path);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)]!, p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]! };
}
// Each topic in each of four languages, then two-character Japanese and Chinese words (the LIKE path).
const words = [
  ...TOPICS.flatMap((topic) => ["es", "en", "ja", "zh"].map((lang) => `${encodeURIComponent(topic)}&lang=${lang}`)),
  "%E6%A4%9C%E7%B4%A2&lang=ja",
  "%E6%95%B0%E6%8D%AE&lang=zh",
];
const firstApi = await firstSearches(words.map((word) => `/api/articles?q=${word}&first=api`));
const firstPage = await firstSearches(words.map((word) => `/articles?q=${word}`));

const loadedRss = rssMiB(server.proc.pid);
server.proc.kill("SIGTERM");
await server.proc.exited;
rmSync(dataDir, { recursive: true, force: true });

// Visitor statistics on and off: two servers on the same demo data, measured in alternation, every request from a
// new visitor (the most work counting can be given).
const countingDir = mkdtempSync(join(tmpdir(), "portfolio-bench-stats-on-"));
const silentDir = mkdtempSync(join(tmpdir(), "portfolio-bench-stats-off-"));
const counting = await start(countingDir, { STATS: "1", TRUST_PROXY: "1" });
const silent = await start(silentDir, { STATS: "0", TRUST_PROXY: "1" });
const statsRows: string[] = [];
/** The run with the median CPU per request. */
const medianCpu = <T extends { cpuMicros: number }>(runs: T[]) => [...runs].sort((a, b) => a.cpuMicros - b.cpuMicros)[Math.floor(runs.length / 2)]!;
for (const target of targets.slice(0, 2)) {
  const script = visitorsScript("GET", target.path);
  await wrk(counting.url + target.path, 1, script);
  await wrk(silent.url + target.path, 1, script);
  const on: (Result & { cpuMicros: number })[] = [];
  const off: (Result & { cpuMicros: number })[] = [];
  for (let round = 0; round < STATS_ROUNDS; round++) {
    on.push(await measured(counting.proc.pid, counting.url + target.path, script));
    off.push(await measured(silent.proc.pid, silent.url + target.path, script));
  }
  const [a, b] = [median(on), median(off)];
  const [cpuOn, cpuOff] = [medianCpu(on).cpuMicros, medianCpu(off).cpuMicros];
  statsRows.push(
    `| ${target.name} | ${cpuOn.toFixed(1)} | ${cpuOff.toFixed(1)} | **${((cpuOff / cpuOn) * 100).toFixed(0)}%** | ${Math.round(a.rps).toLocaleString("en")} / ${Math.round(b.rps).toLocaleString("en")} | ${a.p99.toFixed(2)} / ${b.p99.toFixed(2)} |`,
  );
}
// The beacon at a page's own concurrency (a few at a time), not queued behind 32 saturating connections.
const BEACON_CONNECTIONS = 4;
const beaconScript = visitorsScript("POST", "/api/stats/hit", JSON.stringify({ path: "/projects", lang: "es" }));
await wrk(`${counting.url}/api/stats/hit`, 1, beaconScript, BEACON_CONNECTIONS);
const beaconRuns: Result[] = [];
for (let round = 0; round < ROUNDS; round++) beaconRuns.push(await wrk(`${counting.url}/api/stats/hit`, DURATION, beaconScript, BEACON_CONNECTIONS));
const beacon = median(beaconRuns);
const countingRss = rssMiB(counting.proc.pid);
const silentRss = rssMiB(silent.proc.pid);
const counted = (await (await fetch(`${counting.url}/api/stats`, { headers: { authorization: `Bearer ${await tokenOf(counting.url)}` } })).json()) as {
  pageviews: number;
  visitors: number;
};
for (const run of [counting, silent]) {
  run.proc.kill("SIGTERM");
  await run.proc.exited;
}
rmSync(countingDir, { recursive: true, force: true });
rmSync(silentDir, { recursive: true, force: true });

/**
 * The beacon's own time, as the server's request log measures it (from the request's arrival to its answer), apart
 * from the client's and the machine's queueing that wrk's latency includes. A server of its own, so reading its
 * log costs the other rows nothing.
 */
async function beaconServerTimes(): Promise<{ p50: number; p99: number; count: number }> {
  const dir = mkdtempSync(join(tmpdir(), "portfolio-bench-beacon-"));
  const logged = await start(dir, { STATS: "1", TRUST_PROXY: "1", LOG_FORMAT: "json" }, "pipe");
  const durations: number[] = [];
  const reading = (async () => {
    let pending = "";
    const reader = (logged.proc.stdout as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending += decoder.decode(value, { stream: true });
      const lines = pending.split("\n");
      pending = lines.pop()!;
      for (const line of lines) if (line.includes('"/api/stats/hit"')) durations.push((JSON.parse(line) as { durationMs: number }).durationMs);
    }
  })();
  await wrk(`${logged.url}/api/stats/hit`, DURATION, beaconScript, BEACON_CONNECTIONS);
  logged.proc.kill("SIGTERM");
  await logged.proc.exited;
  await reading;
  rmSync(dir, { recursive: true, force: true });
  durations.sort((a, b) => a - b);
  const at = (share: number) => durations[Math.min(durations.length - 1, Math.floor(durations.length * share))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), count: durations.length };
}
const beaconServer = await beaconServerTimes();

const report = `Measured ${new Date().toISOString().slice(0, 10)} on ${navigator.hardwareConcurrency} cores, wrk ${CONNECTIONS} connections, \`Accept-Encoding: gzip, br\`; per row, app and reference alternate ${ROUNDS} times ${DURATION} s each and the median run of each is shown.

| request | req/s | p50 ms | p99 ms | nginx req/s | vs nginx | Bun static routes req/s | vs Bun static | body |
|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}

Visitor statistics: the public pages with counting on (STATS=1) and off (STATS=0), two servers on the same demo data
alternating ${STATS_ROUNDS} times ${DURATION} s each, every request from a new visitor (its own address behind \`TRUST_PROXY=1\`, a browser's
User-Agent), so counting does all its work on each one. The comparison is the server's CPU time per request (what
requests per second come to on a machine the server has to itself); the wrk figures beside it are medians.

| request | CPU µs/request, STATS=1 | CPU µs/request, STATS=0 | STATS=1 capacity vs STATS=0 | req/s on / off | p99 ms on / off |
|---|---|---|---|---|---|
${statsRows.join("\n")}

| beacon | req/s | p50 ms | p99 ms |
|---|---|---|---|
| POST /api/stats/hit, wrk with ${BEACON_CONNECTIONS} connections | ${Math.round(beacon.rps).toLocaleString("en")} | ${beacon.p50.toFixed(2)} | ${beacon.p99.toFixed(2)} |

The beacon's time in the server (its request log, ${beaconServer.count.toLocaleString("en")} hits, each from a new visitor): p50 ${beaconServer.p50.toFixed(3)} ms, p99 ${beaconServer.p99.toFixed(3)} ms.

Counted by the STATS=1 server meanwhile: ${counted.pageviews.toLocaleString("en")} page views from ${counted.visitors.toLocaleString("en")} visitors; resident memory after its load ${countingRss.toFixed(1)} MiB (STATS=0: ${silentRss.toFixed(1)} MiB).

Search rows: ${articleCount.toLocaleString("en")} published articles${SEED_ARTICLES > 0 ? ` (${SEED_ARTICLES.toLocaleString("en")} generated, imported in ${(seededMs / 1000).toFixed(1)} s with their search index)` : " (demo content)"}, looking for "${SEARCH_WORD}".

| search without the response memo | p50 ms | p99 ms | req/s |
|---|---|---|---|
| GET /api/articles?q=${SEARCH_WORD}, every request a new URL (wrk, ${CONNECTIONS} connections) | ${uncached.p50.toFixed(2)} | ${uncached.p99.toFixed(2)} | ${Math.round(uncached.rps).toLocaleString("en")} |
| GET /api/articles?q=, ${words.length} first searches one after another (40 words × 4 languages, 2 CJK words) | ${firstApi.p50.toFixed(2)} | ${firstApi.p99.toFixed(2)} | |
| GET /articles?q=, the same as pages (server-rendered) | ${firstPage.p50.toFixed(2)} | ${firstPage.p99.toFixed(2)} | |

| measure | value |
|---|---|
| executable size | ${(statSync(exe).size / 1024 / 1024).toFixed(1)} MiB |
| home page JavaScript (${homeScript.files} file${homeScript.files === 1 ? "" : "s"}) | ${(homeScript.gzipBytes / 1024).toFixed(1)} KiB gzip (${(homeScript.rawBytes / 1024).toFixed(0)} KiB minified) |
| cold start to first 200 (fresh data dir: create + seed) | ${first.startMs.toFixed(0)} ms |
| cold start to first 200 (existing data, median of 5) | ${restarts[2]!.toFixed(0)} ms |
| resident memory, idle | ${idleRss.toFixed(1)} MiB |
| resident memory, after ${loadSeconds * 2} s of load (${loadSeconds} s on the app) | ${loadedRss.toFixed(1)} MiB |
`;
console.log(report);
await Bun.write(join(root, "dist/bench.md"), report);
