import { afterAll, afterEach, beforeEach, describe, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { startTestSmtp } from "../../testing/smtp";
import { makeTempDataDir, type TestApp } from "../../testing/test-app";
import { confirmedReader, drain, readersApp, subscribe, tokenIn } from "./subscribers.test-helpers";
import { CONFIRM_TOPIC } from "./subscribers.usecases";

const smtp = await startTestSmtp();
afterAll(() => smtp.stop());
let t: TestApp;
beforeEach(() => {
  smtp.received.length = 0;
  t = readersApp(smtp, { config: { trustProxy: 1 } });
});
afterEach(async () => {
  await t.scheduler.idle();
  t.cleanup();
});

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const VICTIM = "victima@example.com";
/** The i-th of many source addresses, each well within its own limit. */
const source = (i: number) => ({ "x-forwarded-for": `198.51.100.${i + 1}` });
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.envelope.to[0] === address).length;
/** Lets every queued request be handled (the clock moves by milliseconds: nothing expires meanwhile). */
async function settle(app: TestApp = t): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await app.clock.advance(1);
    await app.scheduler.idle();
    await Bun.sleep(20);
  }
}
/** A reader's status, read from the database (the admin's session would not outlive the clock's jumps). */
const statusOf = (email: string, app: TestApp = t) =>
  app.db.$client.query<{ status: string }, [string]>("SELECT status FROM subscribers WHERE email = ?").get(email)?.status;

/** Unsubscribes `email`, a confirmed reader, with the one-click link of an article mail. */
async function leave(email: string): Promise<void> {
  const reader = t.db.$client.query<{ id: number }, [string]>("SELECT id FROM subscribers WHERE email = ?").get(email)!;
  // The token's hash, as an article mail would have stored it.
  const token = "u".repeat(43);
  const hash = new Bun.CryptoHasher("sha256").update(token).digest("hex");
  t.db.$client.run("INSERT INTO subscriber_unsubscribe_tokens (token_hash, subscriber_id) VALUES (?, ?)", [hash, reader.id]);
  expect((await t.request("POST", `/api/subscribers/unsubscribe?token=${token}`, { body: "List-Unsubscribe=One-Click" })).status).toBe(200);
  expect(statusOf(email)).toBe("unsubscribed");
}

describe("no inbox can be mail-bombed through the form", () => {
  test("20 source addresses asking for one victim: 3 mails the first hour, 5 the first day, whoever asks; the answer is always the same 202", async () => {
    const answers = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const res = await subscribe(t, VICTIM, "es", source(i));
      answers.add(`${res.status} ${await res.text()}`);
    }
    await settle();
    expect(mailsTo(VICTIM)).toBe(3);
    expect([...answers]).toEqual(['202 {"message":"If the address can receive mail, a confirmation link is on its way."}']);

    await t.clock.advance(HOUR);
    for (let i = 20; i < 40; i++) await subscribe(t, VICTIM, "es", source(i));
    await settle();
    expect(mailsTo(VICTIM)).toBe(5);
    await t.clock.advance(HOUR);
    for (let i = 40; i < 50; i++) await subscribe(t, VICTIM, "es", source(i));
    await settle();
    expect(mailsTo(VICTIM)).toBe(5);
    // A day after the first ones, the allowance is back; other addresses were never held back.
    await t.clock.advance(DAY - 2 * HOUR);
    await subscribe(t, VICTIM, "es", source(60));
    await subscribe(t, "otra@example.com", "es", source(61));
    await settle();
    expect([mailsTo(VICTIM), mailsTo("otra@example.com")]).toEqual([6, 1]);
  }, 30_000);

  test("the allowance holds across a restart (it is stored), even after the owner removed the reader", async () => {
    const dataDir = makeTempDataDir();
    try {
      const first = readersApp(smtp, { dataDir, config: { trustProxy: 1 }, clock: t.clock });
      for (let i = 0; i < 5; i++) await subscribe(first, VICTIM, "es", source(i));
      await settle(first);
      expect(mailsTo(VICTIM)).toBe(3);
      await first.scheduler.stop();
      first.db.$client.close();

      const second = readersApp(smtp, { dataDir, config: { trustProxy: 1 }, clock: t.clock });
      const { id } = second.db.$client.query<{ id: number }, [string]>("SELECT id FROM subscribers WHERE email = ?").get(VICTIM)!;
      expect((await second.request("DELETE", `/api/subscribers/${id}`, { admin: true })).status).toBe(204);
      for (let i = 5; i < 10; i++) expect((await subscribe(second, VICTIM, "es", source(i))).status).toBe(202);
      await settle(second);
      expect(mailsTo(VICTIM)).toBe(3);
      await second.scheduler.stop();
      second.db.$client.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("a mail the server could not take does not count against its recipient", async () => {
    const refusing = await startTestSmtp({ refuse: () => true });
    const down = readersApp(refusing, { config: { trustProxy: 1 } });
    try {
      for (let i = 0; i < 4; i++) await subscribe(down, VICTIM, "es", source(i));
      await settle(down);
      expect(down.log.lines.filter((line) => line.text.includes("Delivery failed")).length).toBeGreaterThan(0);
      expect(down.db.$client.query("SELECT count(*) AS n FROM subscriber_confirm_mails").get()).toEqual({ n: 0 });
    } finally {
      await down.scheduler.idle();
      down.cleanup();
      await refusing.stop();
    }
  });
});

describe("someone who left stays left, unless they come back themselves", () => {
  test("for 30 days nobody's request mails them; the record of the unsubscribe outlives the pending sweep", async () => {
    await confirmedReader(t, smtp, "se-fue@example.com");
    await leave("se-fue@example.com");
    smtp.received.length = 0;
    // Asked for right away, a day later, past the 7 days a pending request lives, and on the 29th day.
    for (const [i, wait] of [0, DAY, 7 * DAY, 21 * DAY].entries()) {
      await t.clock.advance(wait);
      expect((await subscribe(t, "se-fue@example.com", "es", source(i))).status).toBe(202);
      await settle();
      expect(statusOf("se-fue@example.com")).toBe("unsubscribed");
    }
    expect(smtp.received).toEqual([]);
    const row = t.db.$client.query<{ unsubscribed_at: string | null }, []>("SELECT unsubscribed_at FROM subscribers WHERE email = 'se-fue@example.com'").get();
    expect(row?.unsubscribed_at).toBeString();
  });

  test("after 30 days one request mails one re-subscription link, never a second; the reader's own click brings them back", async () => {
    await confirmedReader(t, smtp, "vuelve@example.com");
    await leave("vuelve@example.com");
    smtp.received.length = 0;
    await t.clock.advance(30 * DAY);
    for (let i = 0; i < 4; i++) await subscribe(t, "vuelve@example.com", "es", source(i));
    await drain(t, smtp, 1);
    await t.clock.advance(2 * DAY);
    await subscribe(t, "vuelve@example.com", "es", source(9));
    await settle();
    expect(smtp.received).toHaveLength(1);
    // Still departed until the reader confirms.
    expect(statusOf("vuelve@example.com")).toBe("unsubscribed");
    const token = tokenIn(smtp.received[0]!.parsed.text ?? "", "/subscribe/confirm");
    expect(await (await t.request("POST", "/api/subscribers/confirm", { json: { token } })).json()).toEqual({ status: "confirmed" });
    expect(statusOf("vuelve@example.com")).toBe("confirmed");
  });

  test("an unused re-subscription link expires after 7 days, and no request sends another", async () => {
    await confirmedReader(t, smtp, "no-vuelve@example.com");
    await leave("no-vuelve@example.com");
    smtp.received.length = 0;
    await t.clock.advance(31 * DAY);
    await subscribe(t, "no-vuelve@example.com");
    await drain(t, smtp, 1);
    const token = tokenIn(smtp.received[0]!.parsed.text ?? "", "/subscribe/confirm");
    await t.clock.advance(7 * DAY);
    expect((await t.request("POST", "/api/subscribers/confirm", { json: { token } })).status).toBe(404);
    await t.clock.advance(60 * DAY);
    await subscribe(t, "no-vuelve@example.com", "es", source(3));
    await settle();
    expect(smtp.received).toHaveLength(1);
    expect(statusOf("no-vuelve@example.com")).toBe("unsubscribed");
  });

  test("the record of an unsubscribe is kept 3 years, then the sweep forgets it", async () => {
    await confirmedReader(t, smtp, "antigua@example.com");
    await leave("antigua@example.com");
    await t.clock.advance(3 * 365 * DAY - DAY);
    await t.scheduler.idle();
    expect(statusOf("antigua@example.com")).toBe("unsubscribed");
    await t.clock.advance(2 * DAY);
    await t.scheduler.idle();
    expect(statusOf("antigua@example.com")).toBeUndefined();
  });
});

describe("answers don't tell who reads the site", () => {
  test("a new, a pending, a confirmed and a departed address: the same status, headers and body, and the same work (one queued row each)", async () => {
    await confirmedReader(t, smtp, "lectora@example.com");
    await confirmedReader(t, smtp, "ida@example.com");
    await leave("ida@example.com");
    await subscribe(t, "pendiente@example.com", "es", source(1));
    await settle();
    const queued = () => t.db.$client.query<{ n: number }, [string]>("SELECT count(*) AS n FROM outbox WHERE topic = ?").get(CONFIRM_TOPIC)!.n;
    const answers = new Set<string>();
    for (const [i, email] of ["nueva@example.com", "pendiente@example.com", "lectora@example.com", "ida@example.com"].entries()) {
      const before = queued();
      const res = await subscribe(t, email, "es", source(10 + i));
      const headers = [...res.headers].filter(([name]) => name !== "date");
      answers.add(JSON.stringify([res.status, headers, await res.text()]));
      expect(queued() - before).toBe(1);
    }
    expect(answers.size).toBe(1);
    expect(JSON.parse([...answers][0]!)[0]).toBe(202);
  });
});
