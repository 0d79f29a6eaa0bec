/**
 * Issue 20, point 3: the "open in admin" link in a notification mail or webhook never takes a visitor's Host (nor a
 * visitor's X-Forwarded-Host behind a trusted proxy). It is PUBLIC_URL; without it, the address the owner last
 * signed in at; before any sign-in, no link at all.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import type { TestApp } from "../../testing/test-app";
import { startTestSmtp, startTestWebhook, type TestSmtp, type TestWebhook } from "../../testing/smtp";
import { appWithOwner, EMAIL, PASSWORD } from "../auth/auth.test-helpers";

const contact = { name: "Ana Pérez", email: "ana@example.com", subject: "Propuesta", message: "Hola, me gustaría hablar de un proyecto." };
const FORGED = { host: "evil.example", "x-forwarded-host": "evil2.example", "x-forwarded-proto": "https" };

let smtp: TestSmtp;
let hook: TestWebhook;
beforeAll(async () => {
  smtp = await startTestSmtp();
  hook = startTestWebhook();
});
afterAll(async () => {
  await smtp.stop();
  hook.stop();
});
beforeEach(() => {
  smtp.received.length = 0;
  hook.requests.length = 0;
  hook.answer({ status: 204 });
});

/** An app with the owner, a mail server and a JSON webhook (on loopback, so allowed to be private) configured. */
async function notifyingApp(config: { publicUrl: string | null; trustProxy?: number }) {
  const t = await appWithOwner({ config: { ...config, webhookAllowPrivate: true } });
  const email = { host: "127.0.0.1", port: smtp.port, security: "none", user: "", from: "portfolio@example.com", to: "owner@example.com" };
  const saved = await t.request("PUT", "/api/notifications", { admin: true, json: { email, webhooks: [{ url: hook.url(), format: "json" }] } });
  expect(saved.status).toBe(200);
  return t;
}

const signIn = async (t: TestApp, url: string, headers: Record<string, string> = {}, password = PASSWORD) =>
  (await t.request("POST", url, { json: { email: EMAIL, password }, headers })).status;

/** A visitor's contact message, sent with a forged Host and X-Forwarded-Host; the links its mail and webhook carry. */
async function linksAfterForgedMessage(t: TestApp): Promise<{ id: number; mail: string; webhook: string | null }> {
  const res = await t.request("POST", "http://evil.example/api/messages", { json: contact, headers: FORGED });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  await t.clock.advance(0);
  await t.scheduler.idle();
  expect(smtp.received).toHaveLength(1);
  expect(hook.requests).toHaveLength(1);
  const mail = smtp.received[0]!.parsed.text!;
  const webhook = (JSON.parse(hook.requests[0]!.body) as { message: { link: string | null } }).message.link;
  smtp.received.length = 0;
  hook.requests.length = 0;
  return { id, mail, webhook };
}

describe("the link in a notification", () => {
  test("PUBLIC_URL set: the link is on it, whatever Host the visitor sent", async () => {
    const t = await notifyingApp({ publicUrl: "https://portfolio.example", trustProxy: 1 });
    const { id, mail, webhook } = await linksAfterForgedMessage(t);
    expect(webhook).toBe(`https://portfolio.example/admin/messages?message=${id}`);
    expect(mail).toContain(`https://portfolio.example/admin/messages?message=${id}`);
    expect(mail).not.toContain("evil");
  });

  test("PUBLIC_URL unset and the owner never signed in: no link, never the visitor's Host", async () => {
    const t = await notifyingApp({ publicUrl: null, trustProxy: 1 });
    const { mail, webhook } = await linksAfterForgedMessage(t);
    expect(webhook).toBeNull();
    expect(mail).not.toContain("/admin/messages");
    expect(mail).not.toContain("evil");
  });

  test("PUBLIC_URL unset: the address the owner last signed in at (through the trusted proxy), not one a failed sign-in named", async () => {
    const t = await notifyingApp({ publicUrl: null, trustProxy: 1 });
    expect(
      await signIn(t, "http://127.0.0.1:3000/api/auth/login", { host: "127.0.0.1:3000", "x-forwarded-host": "me.example", "x-forwarded-proto": "https" }),
    ).toBe(200);
    expect(await signIn(t, "http://evil.example/api/auth/login", { host: "evil.example", "x-forwarded-host": "evil3.example" }, "a wrong password")).toBe(401);
    const first = await linksAfterForgedMessage(t);
    expect(first.webhook).toBe(`https://me.example/admin/messages?message=${first.id}`);
    expect(first.mail).toContain(`https://me.example/admin/messages?message=${first.id}`);
    expect(first.mail).not.toContain("evil");

    // Signing in at another address (the site moved, or the owner uses its LAN name) moves the links there.
    expect(await signIn(t, "http://portfolio.lan:8080/api/auth/login", { host: "portfolio.lan:8080" })).toBe(200);
    const second = await linksAfterForgedMessage(t);
    expect(second.webhook).toBe(`http://portfolio.lan:8080/admin/messages?message=${second.id}`);
  });

  test("an untrusted X-Forwarded-Host at sign-in (TRUST_PROXY=0) is not the owner's address: the Host is", async () => {
    const t = await notifyingApp({ publicUrl: null, trustProxy: 0 });
    expect(await signIn(t, "http://portfolio.lan/api/auth/login", { host: "portfolio.lan", "x-forwarded-host": "evil.example" })).toBe(200);
    const { id, webhook } = await linksAfterForgedMessage(t);
    expect(webhook).toBe(`http://portfolio.lan/admin/messages?message=${id}`);
  });

  test("a delivery queued by an earlier version with the visitor's address in it uses the owner's instead", async () => {
    const t = await notifyingApp({ publicUrl: null });
    expect(await signIn(t, "http://portfolio.lan/api/auth/login", { host: "portfolio.lan" })).toBe(200);
    // Stored, not yet tried: the payload is rewritten as the version before wrote it.
    const res = await t.request("POST", "http://evil.example/api/messages", { json: contact, headers: { host: "evil.example" } });
    const { id } = (await res.json()) as { id: number };
    t.db.$client.run("UPDATE outbox SET payload = json_set(payload, '$.siteBase', 'http://evil.example')");
    await t.clock.advance(0);
    await t.scheduler.idle();
    expect((JSON.parse(hook.requests[0]!.body) as { message: { link: string } }).message.link).toBe(`http://portfolio.lan/admin/messages?message=${id}`);
    expect(smtp.received[0]!.parsed.text).not.toContain("evil");
  });

  test("'Send test' links to the owner's address, not the Host of the request that asked for the test", async () => {
    const t = await notifyingApp({ publicUrl: null, trustProxy: 1 });
    const test = (headers: Record<string, string>) =>
      t.request("POST", "http://evil.example/api/notifications/test", { admin: true, json: { channel: "email" }, headers });
    expect(await (await test(FORGED)).json()).toEqual({ ok: true });
    expect(smtp.received[0]!.parsed.text).not.toContain("evil");
    expect(smtp.received[0]!.parsed.text).not.toContain("/admin/settings");
    expect(await signIn(t, "http://portfolio.lan/api/auth/login", { host: "portfolio.lan" })).toBe(200);
    expect(await (await test(FORGED)).json()).toEqual({ ok: true });
    expect(smtp.received[1]!.parsed.text).toContain("http://portfolio.lan/admin/settings?tab=notifications");
  });
});
