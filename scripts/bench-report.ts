/** The bench's report: the Markdown tables for docs/measured.md, from what scripts/bench.ts measured. */
import { statSync } from "node:fs";
import { CONNECTIONS, DURATION, exe, ROUNDS, STATS_ROUNDS, type Result } from "./bench-run";
import { BEACON_CONNECTIONS, type benchStatistics } from "./bench-stats";

type Latency = { p50: number; p99: number };

/** Everything one bench run measured. */
export type Figures = {
  /** The main table's rows, one per request (see bench-references.ts). */
  rows: string[];
  statistics: Awaited<ReturnType<typeof benchStatistics>>;
  search: {
    articleCount: number;
    seedArticles: number;
    seededMs: number;
    word: string;
    uncached: Result;
    /** How many first searches were timed, and their times through the API and as pages. */
    words: number;
    firstApi: Latency;
    firstPage: Latency;
  };
  homeScript: { files: number; gzipBytes: number; rawBytes: number };
  firstStartMs: number;
  /** Restarts on existing data, fastest first. */
  restarts: number[];
  idleRss: number;
  loadedRss: number;
  /** Seconds of load the app took (the references took as many). */
  loadSeconds: number;
};

export function benchReport({ rows, statistics, search, homeScript, firstStartMs, restarts, idleRss, loadedRss, loadSeconds }: Figures): string {
  const { statsRows, beacon, beaconServer, counted, countingRss, silentRss } = statistics;
  const { articleCount, seedArticles, seededMs, word, uncached, words, firstApi, firstPage } = search;
  return `Measured ${new Date().toISOString().slice(0, 10)} on ${navigator.hardwareConcurrency} cores, wrk ${CONNECTIONS} connections, \`Accept-Encoding: gzip, br\`; per row, app and reference alternate ${ROUNDS} times ${DURATION} s each and the median run of each is shown.

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

Search rows: ${articleCount.toLocaleString("en")} published articles${seedArticles > 0 ? ` (${seedArticles.toLocaleString("en")} generated, imported in ${(seededMs / 1000).toFixed(1)} s with their search index)` : " (demo content)"}, looking for "${word}".

| search without the response memo | p50 ms | p99 ms | req/s |
|---|---|---|---|
| GET /api/articles?q=${word}, every request a new URL (wrk, ${CONNECTIONS} connections) | ${uncached.p50.toFixed(2)} | ${uncached.p99.toFixed(2)} | ${Math.round(uncached.rps).toLocaleString("en")} |
| GET /api/articles?q=, ${words} first searches one after another (40 words × 4 languages, 2 CJK words) | ${firstApi.p50.toFixed(2)} | ${firstApi.p99.toFixed(2)} | |
| GET /articles?q=, the same as pages (server-rendered) | ${firstPage.p50.toFixed(2)} | ${firstPage.p99.toFixed(2)} | |

| measure | value |
|---|---|
| executable size | ${(statSync(exe).size / 1024 / 1024).toFixed(1)} MiB |
| home page JavaScript (${homeScript.files} file${homeScript.files === 1 ? "" : "s"}) | ${(homeScript.gzipBytes / 1024).toFixed(1)} KiB gzip (${(homeScript.rawBytes / 1024).toFixed(0)} KiB minified) |
| cold start to first 200 (fresh data dir: create + seed) | ${firstStartMs.toFixed(0)} ms |
| cold start to first 200 (existing data, median of 5) | ${restarts[2]!.toFixed(0)} ms |
| resident memory, idle | ${idleRss.toFixed(1)} MiB |
| resident memory, after ${loadSeconds * 2} s of load (${loadSeconds} s on the app) | ${loadedRss.toFixed(1)} MiB |
`;
}
