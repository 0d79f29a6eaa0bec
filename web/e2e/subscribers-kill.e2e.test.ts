/**
 * kill -9 in the middle of an article's mails, with the compiled executable and a real SMTP server in this process:
 * 60 confirmed readers (the admin's CSV import, with consent), an article published, the server killed after some
 * but not all mails arrived, started again on the same DATA_DIR. The SMTP server answers each mail 400 ms after it
 * took it, so the kill finds one in flight: received, not yet known to the sender as sent. Every reader gets the
 * article; at most one (that mail in flight) gets it twice.
 */
import { afterAll, expect, test } from "bun:test";
import { startTestSmtp } from "../../src/testing/smtp";
import { adminToken, publishArticle, startServer, type RunningServer } from "./harness";

const READERS = 60;
const LANGUAGES = ["es", "en", "ja", "de", "fr", "pt"] as const;
const smtp = await startTestSmtp({ replyDelayMs: 400 });
/** Fast enough for a test (a mail every 100 ms after the one before was answered), slow enough to kill the server halfway. */
const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}?from=blog@example.com`, NOTIFY_EMAIL: "owner@example.com", MAIL_RATE_PER_MINUTE: "600" };
let running: RunningServer | undefined;
afterAll(async () => {
  await running?.stop();
  await smtp.stop();
});

/** Mails the server has sent about the article, by reader. */
function articleMailsByReader(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of smtp.received) {
    if (!mail.parsed.text?.includes("/articles/tras-el-corte?lang=")) continue;
    const to = mail.envelope.to[0]!;
    counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

async function until(what: string, done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms (${smtp.received.length} mails received)`);
    await Bun.sleep(100);
  }
}

test(
  "kill -9 while mailing 60 readers: after the restart every reader has the article, at most one twice",
  async () => {
    const first = await startServer({ seedDemo: false, viaLocalhost: true, env });
    running = first;
    const token = await adminToken(first.url);
    const csv = ["email,language", ...Array.from({ length: READERS }, (_, i) => `reader${i}@example.com,${LANGUAGES[i % LANGUAGES.length]}`)].join("\n");
    const imported = await fetch(`${first.url}/api/subscribers/import`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ csv, consent: true }),
    });
    expect(await imported.json()).toMatchObject({ imported: READERS, skippedCount: 0 });

    await publishArticle(first.url, token, "tras-el-corte", "Lo que aprendí tras el corte");

    await until("a third of the mails", () => smtp.received.length >= READERS / 3, 60_000);
    running = undefined;
    await first.kill();
    const beforeRestart = articleMailsByReader();
    expect(beforeRestart.size).toBeGreaterThanOrEqual(READERS / 3);
    expect(beforeRestart.size).toBeLessThan(READERS);

    running = await startServer({ seedDemo: false, viaLocalhost: true, env, dataDir: first.dataDir });
    // The rest at the pace; the one cut short by the kill, if any, again when its lease ends (a minute after its try began).
    const server = running;
    const unsent = () => server.query<{ n: number }>("SELECT count(*) AS n FROM outbox WHERE state != 'sent'")[0]!.n;
    await until("every mail sent", () => articleMailsByReader().size === READERS && unsent() === 0, 100_000);
    const counts = articleMailsByReader();
    const twice = [...counts.values()].filter((n) => n > 1).length;
    console.log(`kill -9 after ${beforeRestart.size} of ${READERS} readers were mailed; ${smtp.received.length} mails in all, ${twice} reader(s) twice`);
    expect([...counts.keys()].sort()).toEqual(Array.from({ length: READERS }, (_, i) => `reader${i}@example.com`).sort());
    expect(twice).toBeLessThanOrEqual(1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
    // Each reader got it in their language's link, and nobody got a confirmation mail (imported readers are confirmed).
    expect(smtp.received.every((mail) => mail.parsed.text?.includes("/articles/tras-el-corte?lang="))).toBe(true);
    expect(server.query<{ state: string; n: number }>("SELECT state, count(*) AS n FROM outbox GROUP BY state")).toEqual([{ state: "sent", n: READERS }]);
  },
  { timeout: 150_000 },
);
