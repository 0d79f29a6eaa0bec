/**
 * The bench's fediverse part: the executable federating (PUBLIC_URL set) with the demo content; each of its public
 * reads (actor, outbox as collection and first page, followers, WebFinger, NodeInfo, an article as ActivityStreams)
 * against `/api/articles` in the same run, then, on a fresh server, 8 connections flooding the outbox for 6 s while
 * `/api/health` is asked one request at a time, with the server's peak memory. Part of `bun run bench`; alone,
 * `bun scripts/bench-fediverse.ts` (BENCH_EXE=<another build> measures that build: the "before" figures).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONNECTIONS, DURATION, exe, requireTools, rssMiB, start, wrk, type Result } from "./bench-run";

const ACTIVITY_JSON = "application/activity+json";
const FLOOD_SECONDS = 6;
const FLOOD_CONNECTIONS = 8;

/** A wrk script that asks for ActivityStreams JSON, as a fediverse server does. */
function activityScript(): string {
  const file = join(tmpdir(), "portfolio-bench-activity.lua");
  writeFileSync(file, `wrk.headers["Accept"] = "${ACTIVITY_JSON}"\n`);
  return file;
}

const federating = (port: number) => ({ PUBLIC_URL: `http://127.0.0.1:${port}` });

export type FediverseFigures = {
  reference: Result;
  rows: { name: string; result: Result }[];
  flood: { outbox: Result; health: { p50: number; p99: number; count: number }; peakRss: number; idleRss: number };
};

/** `/api/health` one request at a time until `until`: the latency a visitor's request sees meanwhile. */
async function healthWhile(url: string, until: number): Promise<{ p50: number; p99: number; count: number }> {
  const times: number[] = [];
  while (performance.now() < until) {
    const began = performance.now();
    await (await fetch(`${url}/api/health`)).arrayBuffer();
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), count: times.length };
}

const peakRssMiB = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmHWM:\s+(\d+)/)![1]) / 1024;
};

export async function benchFediverse(): Promise<FediverseFigures> {
  const script = activityScript();
  const dataDir = mkdtempSync(join(tmpdir(), "portfolio-bench-fediverse-"));
  const server = await start(dataDir, federating);
  const { handle } = (await (await fetch(`${server.url}/api/fediverse/profile`)).json()) as { handle: string };
  const [slug] = ((await (await fetch(`${server.url}/api/articles`)).json()) as { slug: string }[]).map((article) => article.slug);
  const targets = [
    { name: "actor", path: "/fediverse/owner" },
    { name: "outbox (collection)", path: "/fediverse/owner/outbox" },
    { name: "outbox (first page)", path: "/fediverse/owner/outbox?cursor=0" },
    { name: "followers", path: "/fediverse/owner/followers" },
    { name: "WebFinger", path: `/.well-known/webfinger?resource=acct:${handle.slice(1)}` },
    { name: "NodeInfo", path: "/nodeinfo/2.1" },
    { name: "article as ActivityStreams", path: `/articles/${slug}` },
  ];
  // The reference before and after the fediverse's rows, in the same run: the better of the two is the bar.
  const before = await wrk(`${server.url}/api/articles`);
  const rows: FediverseFigures["rows"] = [];
  for (const target of targets) {
    const response = await fetch(server.url + target.path, { headers: { accept: ACTIVITY_JSON } });
    if (!response.ok) throw new Error(`${target.path}: ${response.status}`);
    rows.push({ name: target.name, result: await wrk(server.url + target.path, DURATION, script) });
  }
  const after = await wrk(`${server.url}/api/articles`);
  server.proc.kill("SIGTERM");
  await server.proc.exited;
  rmSync(dataDir, { recursive: true, force: true });

  // The flood, on a server of its own: its peak memory is the flood's.
  const floodDir = mkdtempSync(join(tmpdir(), "portfolio-bench-flood-"));
  const flooded = await start(floodDir, federating);
  await Bun.sleep(1000);
  const idleRss = rssMiB(flooded.proc.pid);
  const until = performance.now() + FLOOD_SECONDS * 1000;
  const [outbox, health] = await Promise.all([
    wrk(`${flooded.url}/fediverse/owner/outbox`, FLOOD_SECONDS, script, FLOOD_CONNECTIONS),
    healthWhile(flooded.url, until),
  ]);
  const peakRss = peakRssMiB(flooded.proc.pid);
  flooded.proc.kill("SIGTERM");
  await flooded.proc.exited;
  rmSync(floodDir, { recursive: true, force: true });
  return { reference: before.rps >= after.rps ? before : after, rows, flood: { outbox, health, peakRss, idleRss } };
}

const ms = (value: number) => value.toFixed(value < 10 ? 2 : 0);

/** The Markdown for docs/measured.md. */
export function fediverseReport({ reference, rows, flood }: FediverseFigures): string {
  return `Fediverse reads (PUBLIC_URL set, \`Accept: ${ACTIVITY_JSON}\`), wrk ${CONNECTIONS} connections ${DURATION} s each, against \`GET /api/articles\` in the same run (${Math.round(reference.rps)} req/s):

| read | req/s | p50 ms | p99 ms | of /api/articles |
|---|---|---|---|---|
${rows.map(({ name, result }) => `| ${name} | ${Math.round(result.rps)} | ${ms(result.p50)} | ${ms(result.p99)} | ${((100 * result.rps) / reference.rps).toFixed(1)}% |`).join("\n")}

Flood: ${FLOOD_CONNECTIONS} connections on the outbox for ${FLOOD_SECONDS} s (${Math.round(flood.outbox.rps)} req/s), \`/api/health\` one at a time meanwhile: p50 ${ms(flood.health.p50)} ms, p99 ${ms(flood.health.p99)} ms (${flood.health.count} requests); memory ${Math.round(flood.idleRss)} MiB idle, peak ${Math.round(flood.peakRss)} MiB.
`;
}

if (import.meta.main) {
  requireTools();
  console.log(`${exe}\n`);
  console.log(fediverseReport(await benchFediverse()));
}
