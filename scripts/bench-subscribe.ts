/**
 * `bun run scripts/bench-subscribe.ts [--executable PATH] [--rounds N]`: how long `POST /api/subscribers` takes for
 * an address the site knows as a confirmed reader and for a new one (issue 31, point 4: the answer must not tell
 * them apart by its timing). The compiled executable (TRUST_PROXY=1, an SMTP server in this process), N requests of
 * each kind in alternation, each from its own client address so no limit answers; the time from sending to the whole
 * body read, at this end. Prints the medians and their difference. Measured, never asserted in a test.
 */
import { parseArgs } from "node:util";
import { startTestSmtp } from "../src/testing/smtp";
import { adminToken, EXECUTABLE, startServer } from "../web/e2e/harness";

const { values } = parseArgs({ options: { executable: { type: "string" }, rounds: { type: "string" } } });
const ROUNDS = Number(values.rounds ?? 400);
const WARM_UP = 50;

const smtp = await startTestSmtp();
const server = await startServer({
  seedDemo: false,
  viaLocalhost: true,
  executable: values.executable ?? EXECUTABLE,
  env: { TRUST_PROXY: "1", SMTP_URL: `smtp://127.0.0.1:${smtp.port}?from=blog@example.com`, NOTIFY_EMAIL: "owner@example.com" },
});
try {
  const token = await adminToken(server.url);
  const known = Array.from({ length: ROUNDS + WARM_UP }, (_, i) => `lectora${i}@example.com`);
  const imported = await fetch(`${server.url}/api/subscribers/import`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ csv: ["email", ...known].join("\n"), consent: true }),
  });
  if (!imported.ok) throw new Error(`import: ${imported.status}`);

  let client = 0;
  /** One request's time in ms, from a client address never used before. */
  async function timed(email: string): Promise<number> {
    client++;
    const from = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
    const started = performance.now();
    const res = await fetch(`${server.url}/api/subscribers`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": from },
      body: JSON.stringify({ email, language: "es" }),
    });
    await res.text();
    const ms = performance.now() - started;
    if (res.status !== 202) throw new Error(`${email}: ${res.status}`);
    return ms;
  }

  const times = { confirmed: [] as number[], new: [] as number[] };
  for (let i = 0; i < ROUNDS + WARM_UP; i++) {
    // Alternate which goes first, so neither always follows the other's background work.
    const order = i % 2 === 0 ? (["confirmed", "new"] as const) : (["new", "confirmed"] as const);
    for (const kind of order) {
      const ms = await timed(kind === "confirmed" ? known[i]! : `nueva${i}@example.com`);
      if (i >= WARM_UP) times[kind].push(ms);
    }
  }
  const median = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  const [confirmed, fresh] = [median(times.confirmed), median(times.new)];
  const difference = (Math.abs(fresh - confirmed) / Math.min(fresh, confirmed)) * 100;
  console.log(`| address | requests | median |\n|---|---|---|`);
  console.log(`| confirmed reader | ${ROUNDS} | ${confirmed.toFixed(2)} ms |`);
  console.log(`| new | ${ROUNDS} | ${fresh.toFixed(2)} ms |`);
  console.log(`\nmedians differ by ${difference.toFixed(1)}%`);
} finally {
  await server.stop();
  await smtp.stop();
}
