import { afterAll, afterEach, beforeEach, describe, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { createManualClock } from "../../platform/scheduler/scheduler.clock";
import { startTestSmtp, type ReceivedMail } from "../../testing/smtp";
import { makeTempDataDir, type TestApp } from "../../testing/test-app";
import type { Subscriber } from "../../shared/api";
import { confirmedReader, drain, publish, readersApp, SITE } from "./subscribers.test-helpers";

const smtp = await startTestSmtp();
afterAll(() => smtp.stop());
let t: TestApp;
beforeEach(async () => {
  smtp.received.length = 0;
  t = readersApp(smtp);
  await t.request("PUT", "/api/site-info", { admin: true, json: { ownerName: "Ana García", siteTitle: "Ana escribe" } });
});
afterEach(async () => {
  await t.scheduler.idle();
  t.cleanup();
});

/** Three confirmed readers (es, en, ja), their confirmation mails cleared. */
async function threeReaders() {
  await confirmedReader(t, smtp, "es@example.com", "es");
  await confirmedReader(t, smtp, "en@example.com", "en");
  await confirmedReader(t, smtp, "ja@example.com", "ja");
  smtp.received.length = 0;
}
const mailTo = (address: string): ReceivedMail => smtp.received.find((mail) => mail.envelope.to[0] === address)!;
/** A header's value, unfolded (nodemailer folds a long one onto the next line). */
const header = (mail: ReceivedMail, name: string) => mail.headers.replace(/\r?\n[ \t]+/g, " ").match(new RegExp(`^${name}: (.*)$`, "mi"))?.[1];
/** Moves the clock `stepMs` at a time until the mail server holds `count` mails; the clock's time at each new one. */
async function arrivals(app: TestApp, count: number, stepMs = 1000): Promise<number[]> {
  const times: number[] = [];
  const already = smtp.received.length;
  for (let step = 0; step < 400 && smtp.received.length < count; step++) {
    await app.clock.advance(step === 0 ? 0 : stepMs);
    await app.scheduler.idle();
    while (already + times.length < smtp.received.length) times.push(app.clock.now());
  }
  expect(smtp.received.length).toBe(count);
  return times;
}
const readers = async () => (await (await t.request("GET", "/api/subscribers", { admin: true })).json()) as Subscriber[];

describe("one mail per new article", () => {
  test("each reader in their language when a translation exists, as text and HTML, with the owner's name", async () => {
    await threeReaders();
    await publish(t, "medir");
    await drain(t, smtp, 3);
    const en = mailTo("en@example.com").parsed;
    expect(en.subject).toBe("Ana escribe: Measuring what matters");
    expect(en.text).toContain("A summary of the new article.");
    expect(en.text).toContain("by Ana García");
    expect(en.text).toContain(`Read the article: ${SITE}/articles/medir?lang=en`);
    expect(en.html).toContain(`href="${SITE}/articles/medir?lang=en"`);
    const es = mailTo("es@example.com").parsed;
    expect(es.subject).toBe("Ana escribe: Cómo medir lo que importa");
    expect(es.text).toContain("Leer el artículo");
    // No Japanese translation: the Spanish article, in a Japanese mail.
    const ja = mailTo("ja@example.com").parsed;
    expect(ja.subject).toBe("Ana escribe: Cómo medir lo que importa");
    expect(ja.text).toContain("記事を読む");
    expect(ja.text).toContain(`${SITE}/articles/medir?lang=ja`);
  });

  test("List-Unsubscribe (one-click, RFC 8058), List-Id and a visible link; one-click unsubscribes without signing in", async () => {
    await threeReaders();
    await publish(t, "medir");
    await drain(t, smtp, 3);
    const mail = mailTo("en@example.com");
    const oneClick = header(mail, "List-Unsubscribe")!.match(/^<(https:\/\/blog\.example\/api\/subscribers\/unsubscribe\?token=[A-Za-z0-9_-]{43})>$/)?.[1];
    expect(oneClick).toBeDefined();
    expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(header(mail, "List-Id")).toBe("Ana escribe <articles.blog.example>");
    const page = mail.parsed.text!.match(/Unsubscribe: (https:\/\/blog\.example\/unsubscribe\?token=\S+)/)?.[1];
    expect(page).toBeDefined();
    expect(mail.parsed.html).toContain("/unsubscribe?token=");

    // The visible link shows a button and changes nothing, however often it is opened.
    const shown = await t.request("GET", page!.slice(SITE.length));
    expect(await shown.text()).toContain('action="/api/subscribers/unsubscribe"');
    expect((await readers()).find((r) => r.email === "en@example.com")!.status).toBe("confirmed");

    const res = await t.request("POST", oneClick!.slice(SITE.length), {
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(200);
    expect((await readers()).find((r) => r.email === "en@example.com")!.status).toBe("unsubscribed");
    // Twice is fine (a client retrying).
    expect((await t.request("POST", oneClick!.slice(SITE.length), { body: "List-Unsubscribe=One-Click" })).status).toBe(200);

    smtp.received.length = 0;
    await publish(t, "otro");
    await drain(t, smtp, 2);
    expect(smtp.received.map((m) => m.envelope.to[0]).sort()).toEqual(["es@example.com", "ja@example.com"]);
  });

  test("a scheduled article is mailed when it goes live, not before", async () => {
    await threeReaders();
    const at = new Date(t.clock.now() + 3600_000).toISOString();
    await publish(t, "programado", { publishAt: at });
    await t.clock.advance(30 * 60_000);
    await t.scheduler.idle();
    expect(smtp.received).toEqual([]);
    await t.clock.advance(30 * 60_000);
    await drain(t, smtp, 3);
    expect(smtp.received.every((mail) => mail.parsed.text!.includes("/articles/programado?lang="))).toBe(true);
  });

  test("an edit, unpublishing and publishing again are never mailed again", async () => {
    await threeReaders();
    const { id } = await publish(t, "una-vez");
    await drain(t, smtp, 3);
    expect((await t.request("PUT", `/api/articles/${id}`, { admin: true, json: { title: "Cómo medir lo que importa, revisado" } })).status).toBe(200);
    expect((await t.request("POST", `/api/articles/${id}/unpublish`, { admin: true })).status).toBe(200);
    expect((await t.request("POST", `/api/articles/${id}/publish`, { admin: true })).status).toBe(200);
    await t.clock.advance(60_000);
    await t.scheduler.idle();
    expect(smtp.received.length).toBe(3);
  });

  test('"Don\'t e-mail this article": nobody is mailed, and publishing a draft later with it unticked is', async () => {
    await threeReaders();
    await publish(t, "silencioso", { mailReaders: false });
    const draft = await publish(t, "borrador", { published: false });
    await t.clock.advance(60_000);
    await t.scheduler.idle();
    expect(smtp.received).toEqual([]);
    const admin = (await (await t.request("GET", `/api/articles/${draft.id}`, { admin: true })).json()) as { mailReaders: boolean };
    expect(admin.mailReaders).toBe(true);
    const visitor = (await (await t.request("GET", "/api/articles/slug/silencioso")).json()) as Record<string, unknown>;
    expect("mailReaders" in visitor).toBe(false);
    expect((await t.request("POST", `/api/articles/${draft.id}/publish`, { admin: true })).status).toBe(200);
    await drain(t, smtp, 3);
  });

  test("paced: one mail per interval (60 s / MAIL_RATE_PER_MINUTE), and a second article waits for the first", async () => {
    await threeReaders();
    const before = t.clock.now();
    await publish(t, "a-ritmo");
    await publish(t, "otro-a-ritmo");
    const times = await arrivals(t, 6, 250);
    expect(times.map((at) => at - before)).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    expect(smtp.received.map((mail) => mail.parsed.text!.includes("/articles/a-ritmo?"))).toEqual([true, true, true, false, false, false]);
  });

  test("the pace holds after a restart: mails that fell due while the server was down still go out one per interval", async () => {
    const dataDir = makeTempDataDir();
    const config = { mailRatePerMinute: 6 };
    try {
      const first = readersApp(smtp, { dataDir, config });
      for (const [i, language] of (["es", "en", "ja", "de"] as const).entries()) await confirmedReader(first, smtp, `r${i}@example.com`, language);
      smtp.received.length = 0;
      await publish(first, "tras-la-caida");
      await arrivals(first, 1);
      await first.scheduler.stop();
      first.db.$client.close();

      // An hour later: the three other mails are long overdue.
      const second = readersApp(smtp, { dataDir, config, clock: createManualClock(first.clock.now() + 3600_000) });
      const start = second.clock.now();
      const times = await arrivals(second, 4);
      expect(times.map((at) => at - start)).toEqual([10_000, 20_000, 30_000]);
      expect(smtp.received.map((mail) => mail.envelope.to[0]).sort()).toEqual(["r0@example.com", "r1@example.com", "r2@example.com", "r3@example.com"]);
      await second.scheduler.stop();
      second.db.$client.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two apps on one data directory and five mails through a real SMTP server: more than 5 s on a busy machine.
  }, 20_000);
});
