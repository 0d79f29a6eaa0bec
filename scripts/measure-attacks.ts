/**
 * `bun run scripts/measure-attacks.ts [--before PATH]`: the server's peak resident memory (VmHWM) under each attack
 * of issue 20, each on a fresh server with the demo content, for dist/portfolio and, with --before, for an
 * executable built from an earlier commit. Prints a Markdown table for docs/measured.md ("Under attack").
 */
import { parseArgs } from "node:util";
import { IMPORT_FORM, memoFlood, searchFlood, streamBody } from "../web/e2e/attacks";
import { adminToken, EXECUTABLE, startServer, type RunningServer } from "../web/e2e/harness";

const MB = 1024 * 1024;
const { values } = parseArgs({ options: { before: { type: "string" } } });

type Attack = { name: string; run: (server: RunningServer) => Promise<string> };

const upload =
  (path: string, headers: Record<string, string>, framing = {}) =>
  async (server: RunningServer) => {
    const answer = await streamBody(server.url, path, 300 * MB, headers, framing);
    return `${answer.status} after ${Math.round(answer.sentBytes / MB)} MB`;
  };

const attacks: Attack[] = [
  { name: "visitor streams 300 MB (chunked) to `/api/backups/restore`", run: upload("/api/backups/restore", {}) },
  { name: "visitor streams 300 MB to `/api/import/preview`", run: upload("/api/import/preview", IMPORT_FORM.headers, IMPORT_FORM) },
  { name: "visitor streams 300 MB to `/api/import`", run: upload("/api/import", { "Content-Type": "application/json" }) },
  {
    name: "admin streams 300 MB to `/api/backups/restore`",
    run: async (server) => upload("/api/backups/restore", { Authorization: `Bearer ${await adminToken(server.url)}` })(server),
  },
  {
    name: "admin streams 300 MB to `/api/import/preview`",
    run: async (server) =>
      upload("/api/import/preview", { ...IMPORT_FORM.headers, Authorization: `Bearer ${await adminToken(server.url)}` }, IMPORT_FORM)(server),
  },
  {
    name: "4 clients, 8 s of distinct search pages",
    run: async (server) => {
      const requests = await searchFlood(server.url);
      await Bun.sleep(5000);
      return `${requests} requests; ${server.memoryMiB().toFixed(0)} MiB 5 s later`;
    },
  },
  {
    name: "4 clients, 8 s of distinct searches (15 KB), unknown query strings and Host names",
    run: async (server) => {
      const statuses = await memoFlood(server.url);
      const requests = [...statuses.values()].reduce((sum, n) => sum + n, 0);
      await Bun.sleep(5000);
      return `${requests} requests; ${server.memoryMiB().toFixed(0)} MiB 5 s later`;
    },
  },
];

async function measure(executable: string, attack: Attack) {
  const server = await startServer({ executable });
  try {
    const idle = server.peakMemoryMiB();
    const outcome = await attack.run(server);
    return { idle, peak: server.peakMemoryMiB(), outcome };
  } finally {
    await server.stop();
  }
}

const rows: string[] = [];
for (const attack of attacks) {
  const after = await measure(EXECUTABLE, attack);
  const before = values.before ? await measure(values.before, attack) : null;
  const cell = (m: { peak: number; outcome: string }) => `${m.peak.toFixed(0)} MiB (${m.outcome})`;
  rows.push(`| ${attack.name} | ${before ? cell(before) : "–"} | ${cell(after)} |`);
  console.error(rows.at(-1));
}
console.log("| attack | peak before (answer) | peak now (answer) |\n|---|---|---|");
console.log(rows.join("\n"));
