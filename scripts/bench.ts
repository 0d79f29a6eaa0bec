/**
 * `bun run bench`: throughput and latency of the compiled executable with demo data, side by side with the same
 * bytes served as static responses by the same runtime (the ceiling); the public pages with visitor statistics on
 * and off (STATS=1 and STATS=0, two servers measured in alternation), and the statistics beacon; plus cold start,
 * memory and size. `bun run bench --articles 1000` (or BENCH_ARTICLES=1000) first adds that many generated articles
 * for the search rows, which then also run uncached (every request a new search); then the fediverse's reads and a
 * flood of its outbox (bench-fediverse.ts). Needs `wrk` (apt-get install wrk).
 * Prints Markdown tables for the README.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedArticles, TOPICS } from "./bench-articles";
import { measureAgainstReferences } from "./bench-references";
import { benchReport } from "./bench-report";
import { BENCH_ADMIN, DURATION, median, requireTools, root, ROUNDS, rssMiB, start, wrk, type Result } from "./bench-run";
import { benchFediverse, fediverseReport } from "./bench-fediverse";
import { benchStatistics } from "./bench-stats";

const articlesFlag = process.argv.indexOf("--articles");
/** Generated articles added before the search rows (0: the demo content only). */
const SEED_ARTICLES = Number(articlesFlag >= 0 ? process.argv[articlesFlag + 1] : (process.env.BENCH_ARTICLES ?? 0));
/** The word the search rows look for: a topic of about one generated article in thirteen (and in no demo article). */
const SEARCH_WORD = "kubernetes";

requireTools();

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
for (const target of targets) {
  rows.push(await measureAgainstReferences(server.url, target));
  loadSeconds += DURATION * ROUNDS;
}

// Search: with SEED_ARTICLES generated articles added first. A repeated (or shared) search is answered by the
// response memo like any page; the uncached rows make every request a new search.
let seededMs = 0;
if (SEED_ARTICLES > 0) seededMs = await seedArticles(server.url, BENCH_ADMIN, SEED_ARTICLES);
const articleCount = ((await (await fetch(`${server.url}/api/articles`)).json()) as unknown[]).length;
for (const path of [`/api/articles?q=${SEARCH_WORD}`, `/articles?q=${SEARCH_WORD}`]) {
  rows.push(await measureAgainstReferences(server.url, { name: `GET ${path}`, path }));
  loadSeconds += DURATION * ROUNDS;
}

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

const statistics = await benchStatistics(targets);
const fediverse = await benchFediverse();

const report = benchReport({
  rows,
  statistics,
  search: { articleCount, seedArticles: SEED_ARTICLES, seededMs, word: SEARCH_WORD, uncached, words: words.length, firstApi, firstPage },
  homeScript,
  firstStartMs: first.startMs,
  restarts,
  idleRss,
  loadedRss,
  loadSeconds,
});
const full = `${report}\n${fediverseReport(fediverse)}`;
console.log(full);
await Bun.write(join(root, "dist/bench.md"), full);
