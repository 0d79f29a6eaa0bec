/**
 * The bench's runner: its settings, the executable started on a data dir, wrk runs read into numbers, the CPU and
 * memory a process uses, and the wrk scripts that make every request a new visitor. See scripts/bench.ts.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../src/testing/nginx";

export const root = join(import.meta.dir, "..");
/** The executable measured: dist/portfolio, or BENCH_EXE (another build, for before-and-after figures). */
export const exe = process.env.BENCH_EXE ?? join(root, "dist/portfolio");
export const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
/** App and reference alternate this many times per row, and each reports its median: one noisy burst moves neither. */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The statistics rows alternate more often: what they compare is a few percent. */
export const STATS_ROUNDS = Math.max(ROUNDS, 5);
export const CONNECTIONS = 32;
export const BENCH_ADMIN = { email: "bench@example.com", password: "bench-password" };

/** What the bench needs before it starts: the built executable and wrk. Exits with what is missing. */
export function requireTools(): void {
  if (!existsSync(exe)) {
    console.error("dist/portfolio is missing: run `bun run build` first");
    process.exit(1);
  }
  if (Bun.spawnSync(["which", "wrk"]).exitCode !== 0) {
    console.error("wrk is missing: apt-get install wrk");
    process.exit(1);
  }
}

/** A process's resident memory, from /proc. */
export const rssMiB = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+)/)![1]) / 1024;
};

/** The executable serving `dataDir` with the demo content and the bench's admin, once it answers; `startMs` is how long that took. */
export async function start(
  dataDir: string,
  env: Record<string, string> | ((port: number) => Record<string, string>) = {},
  stdout: "ignore" | "pipe" = "ignore",
) {
  const port = await freePort();
  const began = performance.now();
  const proc = Bun.spawn([exe, "serve", "--port", String(port), "--host", "127.0.0.1", "--data-dir", dataDir], {
    env: {
      PATH: process.env.PATH ?? "",
      SEED_DEMO: "1",
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...(typeof env === "function" ? env(port) : env),
    },
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

export type Result = { rps: number; p50: number; p99: number; requests: number };
const toMs = (value: string) => {
  const n = Number.parseFloat(value);
  return value.endsWith("us") ? n / 1000 : value.endsWith("ms") ? n : n * 1000;
};

/**
 * Async: the static reference server lives in this process and must keep answering while wrk runs. With a Lua
 * `script`, the script writes each request (its headers replace the Accept-Encoding one given here).
 */
export async function wrk(url: string, seconds = DURATION, script?: string, connections = CONNECTIONS): Promise<Result> {
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
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * A wrk run and the server's CPU time per answered request: on a machine shared with other work (wrk itself, and
 * whatever else runs) requests per second swing by ±20% between runs, while the CPU a request costs the server does not.
 */
export async function measured(pid: number, url: string, script?: string, seconds = DURATION): Promise<Result & { cpuMicros: number }> {
  const before = cpuSeconds(pid);
  const result = await wrk(url, seconds, script);
  return { ...result, cpuMicros: ((cpuSeconds(pid) - before) * 1e6) / Math.max(1, result.requests) };
}

/** The admin's token, to read what the counting server counted. */
export async function tokenOf(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(BENCH_ADMIN),
  });
  return ((await response.json()) as { token: string }).token;
}

/** The run with the median requests per second (its latencies with it). */
export const median = (runs: Result[]) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;

/** The run with the median CPU per request. */
export const medianCpu = <T extends { cpuMicros: number }>(runs: T[]) => [...runs].sort((a, b) => a.cpuMicros - b.cpuMicros)[Math.floor(runs.length / 2)]!;

/**
 * A wrk script in which every request comes from a new visitor (its own X-Forwarded-For address, behind
 * TRUST_PROXY=1, and one of four browsers' User-Agents), so counting does all its work on each one: the daily
 * salted hash, the visitor and page keys, the aggregates. wrk's two threads take alternate numbers.
 */
export function visitorsScript(method: "GET" | "POST", path: string, body?: string): string {
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
