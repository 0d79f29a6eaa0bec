/**
 * Issue 31, points 2-4, replayed against the compiled executable (TRUST_PROXY=1, as behind the README's nginx) with
 * an SMTP server in this process: one inbox bombed from 20 source addresses, before and after a kill -9; clients
 * rotating through one IPv6 /64; a reader who left being signed up again by someone else, before and after 30 days
 * (the database's date of the unsubscribe moved back while the server is down); and the answers for a new and a
 * known address, byte for byte. How long they take is measured by scripts/bench-subscribe.ts, not asserted here.
 */
import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { startTestSmtp } from "../../src/testing/smtp";
import { ADMIN, adminToken, publishArticle, startServer, type RunningServer } from "./harness";

const smtp = await startTestSmtp();
const env = { TRUST_PROXY: "1", SMTP_URL: `smtp://127.0.0.1:${smtp.port}?from=blog@example.com`, NOTIFY_EMAIL: "owner@example.com" };
const running: RunningServer[] = [];
afterAll(async () => {
  for (const server of running) await server.stop();
  await smtp.stop();
});
async function start(options: { dataDir?: string; port?: number } = {}): Promise<RunningServer> {
  const server = await startServer({ seedDemo: false, viaLocalhost: true, env, ...options });
  running.push(server);
  return server;
}
/** kill -9, then the same data directory and port again. */
async function restart(server: RunningServer): Promise<RunningServer> {
  running.splice(running.indexOf(server), 1);
  await server.kill();
  return start({ dataDir: server.dataDir, port: Number(new URL(server.url).port) });
}

const subscribe = (server: RunningServer, email: string, from: string) =>
  fetch(`${server.url}/api/subscribers`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": from },
    body: JSON.stringify({ email, language: "es" }),
  });
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.envelope.to[0] === address);
/** Waits until the server handled every queued request (no confirmation row pending), and a little longer for the mails. */
async function settled(server: RunningServer): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (server.query<{ n: number }>("SELECT count(*) AS n FROM outbox WHERE topic = 'subscribers.confirm' AND state = 'pending'")[0]!.n > 0) {
    if (Date.now() > deadline) throw new Error("confirmation requests still queued after 15 s");
    await Bun.sleep(50);
  }
  await Bun.sleep(300);
}
const statusOf = (server: RunningServer, email: string) => server.query<{ status: string }>("SELECT status FROM subscribers WHERE email = ?", email)[0]?.status;
const tokenIn = (text: string, path: string) => new RegExp(`${path.replace("?", "\\?")}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1];

describe("no inbox can be mail-bombed through the site", () => {
  test("20 source addresses subscribing one victim: 3 mails, the same 202 to all; after a kill -9, still 3", async () => {
    let server = await start();
    const answers = new Set<string>();
    for (let i = 1; i <= 20; i++) {
      const res = await subscribe(server, "victima@example.com", `198.51.100.${i}`);
      answers.add(`${res.status} ${await res.text()}`);
    }
    await settled(server);
    expect(mailsTo("victima@example.com")).toHaveLength(3);
    expect([...answers]).toEqual(['202 {"message":"If the address can receive mail, a confirmation link is on its way."}']);

    server = await restart(server);
    for (let i = 21; i <= 30; i++) expect((await subscribe(server, "victima@example.com", `198.51.100.${i}`)).status).toBe(202);
    await settled(server);
    expect(mailsTo("victima@example.com")).toHaveLength(3);
  }, 60_000);

  test("one IPv6 /64 is one client for sign-in, contact, subscribe and statistics", async () => {
    const server = await start();
    const inOne64 = (n: number) => `2001:db8:77:1:${n.toString(16)}:${((n * 7919) & 0xffff).toString(16)}::1`;
    const post = (path: string, body: unknown, from: string) =>
      fetch(`${server.url}${path}`, { method: "POST", headers: { "Content-Type": "application/json", "X-Forwarded-For": from }, body: JSON.stringify(body) });

    for (let n = 0; n < 10; n++) expect((await post("/api/auth/login", { email: ADMIN.email, password: `wrong-pass-${n}` }, inOne64(n))).status).toBe(401);
    expect((await post("/api/auth/login", { email: "x@example.com", password: "wrong-pass" }, inOne64(10))).status).toBe(429);
    expect((await post("/api/auth/login", { email: "x@example.com", password: "wrong-pass" }, "2001:db8:77:2::1")).status).toBe(401);

    const message = { name: "Ana Pérez", email: "ana@example.com", subject: "Propuesta de proyecto", message: "Hola, me gustaría hablar de un proyecto." };
    for (let n = 0; n < 5; n++) expect((await post("/api/messages", message, inOne64(n))).status).toBe(201);
    expect((await post("/api/messages", message, inOne64(5))).status).toBe(429);
    expect((await post("/api/messages", message, "2001:db8:77:2::1")).status).toBe(201);

    for (let n = 0; n < 5; n++) expect((await subscribe(server, `r${n}@example.com`, inOne64(n))).status).toBe(202);
    expect((await subscribe(server, "r5@example.com", inOne64(5))).status).toBe(429);
    expect((await subscribe(server, "r5@example.com", "2001:db8:77:2::1")).status).toBe(202);

    // 60 browsers from 60 addresses of one /64 are at most 20 visitors; one from the next /64 is one more.
    const chrome = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.${n}.0 Safari/537.36`;
    for (let n = 0; n < 60; n++) await fetch(`${server.url}/`, { headers: { "X-Forwarded-For": inOne64(n), "User-Agent": chrome(n) } });
    await fetch(`${server.url}/`, { headers: { "X-Forwarded-For": "2001:db8:77:2::1", "User-Agent": chrome(0) } });
    const day = new Date().toISOString().slice(0, 10);
    const token = await adminToken(server.url);
    const report = (await (await fetch(`${server.url}/api/stats?from=${day}&to=${day}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      pageviews: number;
      visitors: number;
    };
    expect([report.pageviews, report.visitors]).toEqual([61, 21]);
    await settled(server);
  }, 60_000);
});

describe("someone who left stays left, unless they come back themselves", () => {
  test("no mail from anyone's request for 30 days; then one re-subscription link, once; the reader's click brings them back", async () => {
    let server = await start();
    const reader = "lectora@example.com";
    expect((await subscribe(server, reader, "203.0.113.1")).status).toBe(202);
    await settled(server);
    const confirmToken = tokenIn(mailsTo(reader)[0]!.parsed.text ?? "", "/subscribe/confirm");
    const confirm = (token: string | undefined) =>
      fetch(`${server.url}/api/subscribers/confirm`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ token }) });
    expect((await confirm(confirmToken)).status).toBe(200);
    await publishArticle(server.url, await adminToken(server.url), "para-irse", "Un artículo para irse");
    const deadline = Date.now() + 15_000;
    while (!mailsTo(reader).some((mail) => mail.parsed.text?.includes("/unsubscribe?token="))) {
      if (Date.now() > deadline) throw new Error("no article mail");
      await Bun.sleep(50);
    }
    const unsubscribeToken = tokenIn(mailsTo(reader).at(-1)!.parsed.text ?? "", "/unsubscribe");
    const left = await fetch(`${server.url}/api/subscribers/unsubscribe?token=${unsubscribeToken}`, { method: "POST", body: "List-Unsubscribe=One-Click" });
    expect(left.status).toBe(200);
    const mailsBefore = mailsTo(reader).length;

    for (let i = 2; i <= 6; i++) expect((await subscribe(server, reader, `203.0.113.${i}`)).status).toBe(202);
    await settled(server);
    expect(mailsTo(reader)).toHaveLength(mailsBefore);
    expect(statusOf(server, reader)).toBe("unsubscribed");

    // 31 days later (the unsubscribe's date moved back while the server is down).
    running.splice(running.indexOf(server), 1);
    await server.kill();
    const db = new Database(join(server.dataDir, "portfolio.db"));
    db.run("UPDATE subscribers SET unsubscribed_at = ? WHERE email = ?", [new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString(), reader]);
    db.close();
    server = await start({ dataDir: server.dataDir, port: Number(new URL(server.url).port) });

    for (let i = 7; i <= 10; i++) expect((await subscribe(server, reader, `203.0.113.${i}`)).status).toBe(202);
    await settled(server);
    expect(mailsTo(reader)).toHaveLength(mailsBefore + 1);
    expect(statusOf(server, reader)).toBe("unsubscribed");
    expect(server.query<{ at: string | null }>("SELECT unsubscribed_at AS at FROM subscribers WHERE email = ?", reader)[0]!.at).toBeString();
    expect((await confirm(tokenIn(mailsTo(reader).at(-1)!.parsed.text ?? "", "/subscribe/confirm"))).status).toBe(200);
    expect(statusOf(server, reader)).toBe("confirmed");
  }, 60_000);
});

describe("answer times don't tell who reads the site", () => {
  test("a new, a pending and a confirmed address are answered alike: status, headers and body", async () => {
    const server = await start();
    const token = await adminToken(server.url);
    await fetch(`${server.url}/api/subscribers/import`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ csv: "email\nconfirmada@example.com", consent: true }),
    });
    await subscribe(server, "pendiente@example.com", "192.0.2.1");
    const answers = new Set<string>();
    for (const [i, email] of ["nueva@example.com", "pendiente@example.com", "confirmada@example.com"].entries()) {
      const res = await subscribe(server, email, `192.0.2.${10 + i}`);
      answers.add(JSON.stringify([res.status, [...res.headers].filter(([name]) => name !== "date"), await res.text()]));
    }
    expect(answers.size).toBe(1);
    await settled(server);
  }, 60_000);
});
