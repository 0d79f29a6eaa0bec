import { afterAll, afterEach, beforeEach, describe, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { startTestSmtp } from "../../testing/smtp";
import { makeTempDataDir, makeTestApp, type TestApp } from "../../testing/test-app";
import { restoreBackup } from "../backups/backups.restore";
import { createBackup } from "../backups/backups.write";
import type { Subscriber, SubscribersSummary } from "../../shared/api";
import { SUBSCRIBERS_CSV_MAX_BYTES } from "../../shared/schemas/subscribers";
import { confirmedReader, drain, publish, readersApp, SITE, subscribe, tokenIn } from "./subscribers.test-helpers";

/** A real mail server that refuses one address, quoting it as servers do. */
const smtp = await startTestSmtp({ refuse: (address) => address === "rebota@example.com" });
afterAll(() => smtp.stop());
let t: TestApp;
beforeEach(() => {
  smtp.received.length = 0;
  t = readersApp(smtp);
});
afterEach(async () => {
  await t.scheduler.idle();
  t.cleanup();
});

const readersOf = async (app: TestApp) => (await (await app.request("GET", "/api/subscribers", { admin: true })).json()) as Subscriber[];
const readers = async (query = "") => (await (await t.request("GET", `/api/subscribers${query}`, { admin: true })).json()) as Subscriber[];
const summary = async () => (await (await t.request("GET", "/api/subscribers/summary", { admin: true })).json()) as SubscribersSummary;
const DAY = 24 * 3600 * 1000;

describe("subscribing", () => {
  test("the same 202 for a new, a pending and a confirmed address: nothing tells them apart", async () => {
    await confirmedReader(t, smtp, "known@example.com");
    const answers = [];
    for (const email of ["new@example.com", "new@example.com", "known@example.com", "KNOWN@example.com"]) {
      const res = await subscribe(t, email);
      answers.push([res.status, await res.text()]);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]![0]).toBe(202);
    // The new address got its two confirmation mails; the confirmed one none more.
    await drain(t, smtp, 3);
    expect(smtp.received.map((mail) => mail.envelope.to[0])).toEqual(["known@example.com", "new@example.com", "new@example.com"]);
    expect((await readers()).map(({ email, status }) => [email, status])).toEqual([
      ["new@example.com", "pending"],
      ["known@example.com", "confirmed"],
    ]);
  });

  test("a malformed address is a 400 in the contract's shape; an unknown language too", async () => {
    const res = await subscribe(t, "not-an-address");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Validation failed", issues: [expect.objectContaining({ path: "email", code: "invalid-email" })] });
    expect((await subscribe(t, "a@example.com", "xx")).status).toBe(400);
    expect(await readers()).toEqual([]);
  });

  test("a client address may ask 5 times in 10 minutes; the 6th is a 429 with Retry-After", async () => {
    for (let i = 0; i < 5; i++) expect((await subscribe(t, `r${i}@example.com`)).status).toBe(202);
    const res = await subscribe(t, "r5@example.com");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
    await t.clock.advance(10 * 60 * 1000);
    expect((await subscribe(t, "r5@example.com")).status).toBe(202);
  });

  test("without a mail server the form is closed: 409, and the admin is told why", async () => {
    const closed = makeTestApp({ config: { publicUrl: SITE } });
    expect(await (await closed.request("GET", "/api/subscribers/form")).json()).toEqual({ open: false });
    const refused = await closed.request("POST", "/api/subscribers", { json: { email: "a@example.com", language: "es" } });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: "Subscriptions are closed: the site has no mail server configured." });
    const view = (await (await closed.request("GET", "/api/subscribers/summary", { admin: true })).json()) as SubscribersSummary;
    expect(view.open).toBe(false);
    expect(view.closedReason).toBe("no-mail-server");
    closed.cleanup();
    expect(await (await t.request("GET", "/api/subscribers/form")).json()).toEqual({ open: true });
  });

  test("without JavaScript: the form's plain POST answers a page in the page's language", async () => {
    const res = await t.request("POST", "/api/subscribers", {
      body: new URLSearchParams({ email: "lectrice@example.com", language: "fr" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    });
    expect(res.status).toBe(202);
    const html = await res.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("Consultez votre boîte de réception");
    const bad = await t.request("POST", "/api/subscribers", {
      body: "email=nope&language=de",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Diese E-Mail-Adresse ist ungültig.");
  });
});

describe("confirming", () => {
  test("the mail's link opens a page with a button and changes nothing; the button's POST confirms", async () => {
    await subscribe(t, "ana@example.com", "en");
    await drain(t, smtp, 1);
    const mail = smtp.received[0]!;
    expect(mail.parsed.subject).toBe("Confirm your subscription to blog.example");
    expect(mail.parsed.html).toContain(`${SITE}/subscribe/confirm?token=`);
    const token = tokenIn(mail.parsed.text ?? "", "/subscribe/confirm");

    for (let i = 0; i < 3; i++) {
      const page = await t.request("GET", `/subscribe/confirm?token=${token}&lang=en`);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      const html = await page.text();
      expect(html).toContain('action="/api/subscribers/confirm"');
      expect(html).toContain(`value="${token}"`);
      expect(html).toContain("Confirm the subscription</button>");
    }
    expect((await readers()).map((r) => r.status)).toEqual(["pending"]);

    const res = await t.request("POST", "/api/subscribers/confirm", { json: { token } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "confirmed" });
    expect((await readers()).map((r) => r.status)).toEqual(["confirmed"]);
    // Used: the link is spent.
    expect((await t.request("POST", "/api/subscribers/confirm", { json: { token } })).status).toBe(404);
  });

  test("the page's button without JavaScript confirms and answers a page", async () => {
    await subscribe(t, "jo@example.com", "ja");
    await drain(t, smtp, 1);
    const token = tokenIn(smtp.received[0]!.parsed.text ?? "", "/subscribe/confirm");
    const res = await t.request("POST", "/api/subscribers/confirm", {
      body: new URLSearchParams({ token, lang: "ja" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("完了しました");
  });

  test("a pending subscription expires after 7 days: its link stops working and the sweep forgets it", async () => {
    await subscribe(t, "late@example.com");
    await drain(t, smtp, 1);
    const token = tokenIn(smtp.received[0]!.parsed.text ?? "", "/subscribe/confirm");
    await t.clock.advance(7 * DAY);
    expect((await t.request("POST", "/api/subscribers/confirm", { json: { token } })).status).toBe(404);
    await t.clock.advance(DAY);
    await t.scheduler.idle();
    expect(await readers()).toEqual([]);
  });

  test("a malformed or unknown token is a 400 or a 404, never a 500", async () => {
    expect((await t.request("POST", "/api/subscribers/confirm", { json: { token: "short" } })).status).toBe(400);
    expect((await t.request("POST", "/api/subscribers/confirm", { json: { token: "a".repeat(43) } })).status).toBe(404);
    expect((await t.request("POST", `/api/subscribers/unsubscribe?token=${"b".repeat(43)}`, { body: "List-Unsubscribe=One-Click" })).status).toBe(404);
  });
});

describe("the owner's readers", () => {
  test("admin only: visitors get 401 for the list, the CSV, the numbers, removal and import", async () => {
    for (const [method, path] of [
      ["GET", "/api/subscribers"],
      ["GET", "/api/subscribers.csv"],
      ["GET", "/api/subscribers/summary"],
      ["DELETE", "/api/subscribers/1"],
      ["POST", "/api/subscribers/import"],
    ] as const)
      expect((await t.request(method, path, { json: method === "POST" ? { csv: "a@example.com", consent: true } : undefined })).status).toBe(401);
  });

  test("list, search, counts and the 30-day change, removal", async () => {
    await confirmedReader(t, smtp, "old@example.com");
    await t.clock.advance(31 * DAY);
    await confirmedReader(t, smtp, "new@example.com", "en");
    await subscribe(t, "waiting@example.com");
    const list = await readers();
    expect(list.map((r) => r.email)).toEqual(["waiting@example.com", "new@example.com", "old@example.com"]);
    expect(Object.keys(list[0]!).sort()).toEqual(["createdAt", "email", "id", "language", "status"]);
    expect((await readers("?q=NEW")).map((r) => r.email)).toEqual(["new@example.com"]);
    expect(await summary()).toEqual({ counts: { pending: 1, confirmed: 2, unsubscribed: 0 }, confirmedChange30d: 1, open: true, closedReason: null });
    expect((await t.request("DELETE", `/api/subscribers/${list[2]!.id}`, { admin: true })).status).toBe(204);
    expect((await t.request("DELETE", `/api/subscribers/${list[2]!.id}`, { admin: true })).status).toBe(404);
    expect((await summary()).counts.confirmed).toBe(1);
  });

  test("CSV export, and an import with consent: confirmed at once, no mail, known addresses kept, bad lines listed", async () => {
    await subscribe(t, "-cmd@example.com");
    const csv = 'email,language\r\nuno@example.com,en\r\n"dos@example.com",fr\r\nnot-an-address,es\r\nuno@example.com,en\r\n-cmd@example.com,de\r\n';
    expect((await t.request("POST", "/api/subscribers/import", { admin: true, json: { csv } })).status).toBe(400);
    const res = await t.request("POST", "/api/subscribers/import", { admin: true, json: { csv, consent: true } });
    expect(await res.json()).toEqual({
      imported: 2,
      known: 1,
      skipped: [
        { line: 4, value: "not-an-address", reason: "invalid-email" },
        { line: 5, value: "uno@example.com", reason: "duplicate" },
      ],
      skippedCount: 2,
    });
    await t.scheduler.idle();
    await drain(t, smtp, 1);
    expect(smtp.received.map((mail) => mail.envelope.to[0])).toEqual(["-cmd@example.com"]);
    const exported = await t.request("GET", "/api/subscribers.csv", { admin: true });
    expect(exported.headers.get("content-disposition")).toMatch(/^attachment; filename="readers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await exported.text()).trim().split("\r\n");
    expect(lines[0]).toBe("email,language,status,createdAt,confirmedAt,unsubscribedAt");
    expect(lines.slice(1).map((line) => line.split(",").slice(0, 3).join(","))).toEqual(
      expect.arrayContaining(["uno@example.com,en,confirmed", "dos@example.com,fr,confirmed", "'-cmd@example.com,es,pending"]),
    );
  });

  test("an import past its bound is refused before it is parsed", async () => {
    const csv = "x".repeat(SUBSCRIBERS_CSV_MAX_BYTES + 1);
    expect((await t.request("POST", "/api/subscribers/import", { admin: true, json: { csv, consent: true } })).status).toBe(400);
  });
});

describe("readers stay private", () => {
  test("a backup holds them (the database is copied whole); a restore brings them back", async () => {
    const dataDir = makeTempDataDir();
    const own = readersApp(smtp, { dataDir });
    try {
      await own.request("POST", "/api/subscribers/import", { admin: true, json: { csv: "email\nguardada@example.com", consent: true } });
      const archive = join(dataDir, "backups", "readers.tar.gz");
      await createBackup(dataDir, archive, new Date());
      await own.request("DELETE", `/api/subscribers/${(await readersOf(own))[0]!.id}`, { admin: true });
      await own.scheduler.stop();
      own.db.$client.close();
      await restoreBackup(dataDir, archive, new Date());
      const restored = readersApp(smtp, { dataDir });
      expect((await readersOf(restored)).map(({ email, status }) => [email, status])).toEqual([["guardada@example.com", "confirmed"]]);
      restored.cleanup();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("never in pages, feeds, the sitemap, site-info or the logs, not even when the mail server refuses an address", async () => {
    await confirmedReader(t, smtp, "lectora.privada@example.com");
    const imported = await t.request("POST", "/api/subscribers/import", { admin: true, json: { csv: "email\nrebota@example.com", consent: true } });
    expect(imported.status).toBe(200);
    await publish(t, "en-privado");
    await drain(t, smtp, 2);
    await t.clock.advance(1000);
    await t.scheduler.idle();
    for (const path of [
      "/",
      "/articles",
      "/articles/en-privado",
      "/rss.xml",
      "/sitemap.xml",
      "/robots.txt",
      "/api/site-info",
      "/api/articles",
      "/privacy-policy",
    ]) {
      const res = await t.request("GET", path);
      expect(`${path} ${res.status}`).toBe(`${path} 200`);
      const body = await res.text();
      expect(body.includes("lectora.privada") || body.includes("rebota")).toBe(false);
    }
    const logged = t.log.lines.map((line) => line.text).join("\n");
    // The refusal is logged, in the server's words, without the address it quoted.
    expect(logged).toContain("Recipient address rejected");
    expect(logged).toContain("(the reader)");
    expect(logged).not.toContain("rebota");
    expect(logged).not.toContain("lectora.privada");
  });
});
