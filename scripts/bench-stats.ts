/**
 * The bench's visitor statistics part: the public pages with counting on (STATS=1) and off (STATS=0), two servers
 * on the same demo data measured in alternation, every request from a new visitor (the most work counting can be
 * given); the beacon's throughput, and its own time as the server's request log measures it. See scripts/bench.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DURATION, measured, median, medianCpu, ROUNDS, rssMiB, start, STATS_ROUNDS, tokenOf, visitorsScript, wrk, type Result } from "./bench-run";

/** The beacon at a page's own concurrency (a few at a time), not queued behind 32 saturating connections. */
export const BEACON_CONNECTIONS = 4;

/**
 * The beacon's own time, as the server's request log measures it (from the request's arrival to its answer), apart
 * from the client's and the machine's queueing that wrk's latency includes. A server of its own, so reading its
 * log costs the other rows nothing.
 */
async function beaconServerTimes(beaconScript: string): Promise<{ p50: number; p99: number; count: number }> {
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

/** The statistics rows (one per target), the beacon's figures, what was counted and the memory of both servers. */
export async function benchStatistics(targets: { name: string; path: string }[]) {
  const countingDir = mkdtempSync(join(tmpdir(), "portfolio-bench-stats-on-"));
  const silentDir = mkdtempSync(join(tmpdir(), "portfolio-bench-stats-off-"));
  const counting = await start(countingDir, { STATS: "1", TRUST_PROXY: "1" });
  const silent = await start(silentDir, { STATS: "0", TRUST_PROXY: "1" });
  const statsRows: string[] = [];
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
  const beaconServer = await beaconServerTimes(beaconScript);
  return { statsRows, beacon, beaconServer, counted, countingRss, silentRss };
}
