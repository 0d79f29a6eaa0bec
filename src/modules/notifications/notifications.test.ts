import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { makeTempDataDir, makeTestApp, type TestApp, type TestAppOptions } from "../../testing/test-app";
import { startTestSmtp, startTestWebhook, type TestSmtp, type TestWebhook } from "../../testing/smtp";
import { createManualClock } from "../../platform/scheduler/scheduler.clock";
import { createOutboxRepository } from "../../platform/outbox/outbox.repository";
import type { NotificationSettingsView } from "../../shared/schemas/notifications";
import { WEBHOOK_TIMEOUT_MS, maskUrl, postWebhook } from "./notifications.webhooks";
import type { ResolveHost } from "./notifications.address";

const MINUTE = 60_000;
const contact = {
  name: "Ana Pérez",
  email: "ana@example.com",
  subject: "Propuesta de proyecto",
  message: "Hola, me gustaría hablar de un proyecto.\nCon <b>dos</b> líneas & un enlace.",
};

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

const apps: TestApp[] = [];
/** The test webhook listens on loopback, which WEBHOOK_ALLOW_PRIVATE=1 opens; no name is looked up in real DNS. */
const knownHosts: ResolveHost = async (hostname) => {
  if (hostname === "ntfy.sh") return [{ address: "159.203.148.75", family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
};
function app(options: TestAppOptions = {}): TestApp {
  const made = makeTestApp({
    resolveHost: knownHosts,
    ...options,
    config: { publicUrl: "https://portfolio.example", webhookAllowPrivate: true, ...options.config },
  });
  apps.push(made);
  return made;
}
let t: TestApp;
beforeEach(async () => {
  smtp.received.length = 0;
  hook.requests.length = 0;
  hook.answer({ status: 204 });
  if (!smtp.port || !(await smtpListening())) await smtp.start();
  t = app();
});
afterEach(async () => {
  for (const made of apps.splice(0)) {
    await made.scheduler.idle();
    made.cleanup();
  }
});

async function smtpListening(): Promise<boolean> {
  try {
    const socket = await Bun.connect({ hostname: "127.0.0.1", port: smtp.port, socket: { data() {} } });
    socket.end();
    return true;
  } catch {
    return false;
  }
}

const emailSettings = () => ({
  host: "127.0.0.1",
  port: smtp.port,
  security: "none" as const,
  user: "",
  from: "portfolio@example.com",
  to: "owner@example.com",
});
const put = (target: TestApp, json: unknown) => target.request("PUT", "/api/notifications", { admin: true, json });
const read = async (target = t) => (await (await target.request("GET", "/api/notifications", { admin: true })).json()) as NotificationSettingsView;
/** Moves the app's clock and waits for the deliveries the outbox job started. */
async function advance(target: TestApp, ms = 0) {
  await target.clock.advance(ms);
  await target.scheduler.idle();
}
async function send(target = t, body: object = contact) {
  const res = await target.request("POST", "/api/messages", { json: body });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number };
}
async function deliveryOf(target: TestApp, id: number) {
  const list = (await (await target.request("GET", "/api/messages", { admin: true })).json()) as { id: number; delivery: unknown }[];
  return list.find((message) => message.id === id)!.delivery;
}

describe("settings", () => {
  test("nothing configured: e-mail off, no webhooks", async () => {
    expect(await read()).toEqual({
      email: { configured: false, fromEnv: false, host: "", port: 587, security: "starttls", user: "", from: "", to: "", passwordSet: false },
      webhooks: [],
    });
  });

  test.each([
    ["GET", "/api/notifications"],
    ["PUT", "/api/notifications"],
    ["POST", "/api/notifications/test"],
    ["PUT", "/api/notifications/language"],
    ["POST", "/api/messages/1/retry-delivery"],
  ])("%s %s is for the admin only", async (method, path) => {
    expect((await t.request(method, path, { json: {} })).status).toBe(401);
  });

  test("the password is write-only: a read says whether one is set, never its value; left out it is kept, empty it is removed", async () => {
    const res = await put(t, { email: { ...emailSettings(), user: "owner", password: "s3cret-pass" } });
    expect(res.status).toBe(200);
    const text = JSON.stringify(await res.json());
    expect(text).not.toContain("s3cret-pass");
    expect((await read()).email).toEqual({ configured: true, fromEnv: false, ...emailSettings(), user: "owner", passwordSet: true });
    await put(t, { email: { host: "smtp.example.com" } });
    expect((await read()).email).toMatchObject({ host: "smtp.example.com", user: "owner", passwordSet: true, to: "owner@example.com" });
    await put(t, { email: { password: "" } });
    expect((await read()).email.passwordSet).toBe(false);
    expect(JSON.stringify(await read())).not.toContain("s3cret-pass");
  });

  test("bad settings are 400 with the field as path; half a setting is refused", async () => {
    const bad = await put(t, { email: { host: "mail example", port: 70000, security: "ssl", to: "nope" } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual([
      "email.host",
      "email.port",
      "email.security",
      "email.to",
    ]);
    const half = await put(t, { email: { host: "smtp.example.com" } });
    expect(half.status).toBe(400);
    expect((await half.json()).issues).toEqual([{ path: "email.to", message: "Enter the address notifications go to." }]);
    const lineBreak = await put(t, { email: { ...emailSettings(), user: "a\r\nb" } });
    expect(lineBreak.status).toBe(400);
    expect((await read()).email.configured).toBe(false);
  });

  test("webhooks: http(s) only; a read masks the URL; an entry with its id and no url keeps it; one left out is removed", async () => {
    for (const url of ["ftp://example.com/hook", "javascript:alert(1)", "/relative", "not a url"]) {
      const res = await put(t, { webhooks: [{ url, format: "json" }] });
      expect(res.status).toBe(400);
    }
    expect((await put(t, { webhooks: [{ format: "json" }] })).status).toBe(400);
    const secret = hook.url("/hooks/T0KEN-abc?key=zzz");
    expect(
      (
        await put(t, {
          webhooks: [
            { url: secret, format: "discord" },
            { url: "https://ntfy.sh/my-topic", format: "ntfy" },
          ],
        })
      ).status,
    ).toBe(200);
    const [discord, ntfy] = (await read()).webhooks;
    expect(discord).toEqual({ id: expect.any(Number), url: maskUrl(secret), format: "discord", lastStatus: null });
    expect(discord!.url).toBe(`http://127.0.0.1:${new URL(secret).port}/…`);
    expect(JSON.stringify(await read())).not.toContain("T0KEN");
    expect(ntfy!.url).toBe("https://ntfy.sh/…");

    // Change the format of the first, keep its URL; drop the second.
    expect((await put(t, { webhooks: [{ id: discord!.id, format: "json" }] })).status).toBe(200);
    expect((await read()).webhooks).toEqual([{ id: discord!.id, url: maskUrl(secret), format: "json", lastStatus: null }]);
    const { id } = await send();
    await advance(t);
    expect(hook.requests.map((r) => `${r.path}?${r.search}`)).toEqual(["/hooks/T0KEN-abc?key=zzz"]);
    expect(JSON.parse(hook.requests[0]!.body).message.id).toBe(id);

    const unknown = await put(t, { webhooks: [{ id: 999, format: "json" }] });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).issues).toEqual([{ path: "webhooks.0.id", message: "There is no webhook 999." }]);
    expect((await put(t, { webhooks: Array.from({ length: 11 }, () => ({ url: hook.url(), format: "json" })) })).status).toBe(400);
  });

  test("the owner's language is saved; an unknown one is refused", async () => {
    const res = await t.request("PUT", "/api/notifications/language", { admin: true, json: { language: "de" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ language: "de" });
    expect((await t.request("PUT", "/api/notifications/language", { admin: true, json: { language: "xx" } })).status).toBe(400);
  });

  test("SMTP_URL and NOTIFY_EMAIL win: shown read-only, without the password; the screen cannot change them", async () => {
    const env = app({
      config: {
        notifyEmail: { host: "127.0.0.1", port: smtp.port, security: "none", user: "envuser", password: "env-secret", from: "", to: "env-owner@example.com" },
      },
    });
    const view = await read(env);
    expect(view.email).toEqual({
      configured: true,
      fromEnv: true,
      host: "127.0.0.1",
      port: smtp.port,
      security: "none",
      user: "envuser",
      from: "",
      to: "env-owner@example.com",
      passwordSet: true,
    });
    expect(JSON.stringify(view)).not.toContain("env-secret");
    const refused = await put(env, { email: { host: "other.example.com" } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe("E-mail notifications are set by SMTP_URL and NOTIFY_EMAIL in the server's environment; change them there.");
    expect((await put(env, { webhooks: [{ url: hook.url(), format: "json" }] })).status).toBe(200);
  });
});

describe("a contact message by e-mail", () => {
  test("produces exactly one mail: to the owner, Reply-To the visitor, the subject in the owner's language, the message and a link, in text and HTML", async () => {
    expect((await put(t, { email: emailSettings() })).status).toBe(200);
    const { id } = await send();
    expect(await deliveryOf(t, id)).toEqual({ state: "pending", attempts: 0, lastError: null });
    await advance(t);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.envelope).toEqual({ from: "portfolio@example.com", to: ["owner@example.com"] });
    expect(mail!.parsed.subject).toBe("Nuevo mensaje: Propuesta de proyecto");
    expect(mail!.parsed.replyTo?.value).toEqual([{ name: "Ana Pérez", address: "ana@example.com" }]);
    expect(mail!.parsed.from?.value).toEqual([{ name: "", address: "portfolio@example.com" }]);
    const link = `https://portfolio.example/admin/messages?message=${id}`;
    const text = mail!.parsed.text!;
    for (const part of ["Nombre: Ana Pérez", "Correo electrónico: ana@example.com", "Asunto: Propuesta de proyecto", contact.message, link])
      expect(text).toContain(part);
    const html = String(mail!.parsed.html);
    expect(html).toContain("Con &lt;b&gt;dos&lt;/b&gt; líneas &amp; un enlace.");
    expect(html).toContain(`<a href="${link}">Ver el mensaje en el panel</a>`);
    expect(await deliveryOf(t, id)).toEqual({ state: "sent", attempts: 1, lastError: null });
    await advance(t, 24 * 60 * MINUTE);
    expect(smtp.received).toHaveLength(1);
  });

  test("in the language the owner chose for the admin", async () => {
    await put(t, { email: emailSettings() });
    await t.request("PUT", "/api/notifications/language", { admin: true, json: { language: "en" } });
    await send();
    await advance(t);
    expect(smtp.received[0]!.parsed.subject).toBe("New message: Propuesta de proyecto");
    expect(smtp.received[0]!.parsed.text).toContain("Name: Ana Pérez");
  });

  test("line breaks in the visitor's name and subject inject no header", async () => {
    await put(t, { email: emailSettings() });
    await send(t, { ...contact, name: "Eva\r\nBcc: x@evil.test", subject: "Hola\r\nBcc: y@evil.test\r\nX-Evil: 1" });
    await advance(t);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.headers).not.toMatch(/^(Bcc|X-Evil):/im);
    expect(mail!.envelope.to).toEqual(["owner@example.com"]);
    expect(mail!.parsed.bcc).toBeUndefined();
    expect(mail!.parsed.headers.has("x-evil")).toBe(false);
    expect(mail!.parsed.subject).toBe("Nuevo mensaje: Hola Bcc: y@evil.test X-Evil: 1");
    expect(mail!.parsed.replyTo?.value).toEqual([{ name: "Eva Bcc: x@evil.test", address: "ana@example.com" }]);
  });

  test("the honeypot stores nothing and notifies nobody", async () => {
    await put(t, { email: emailSettings(), webhooks: [{ url: hook.url(), format: "json" }] });
    await send(t, { ...contact, website: "https://spam.example" });
    await advance(t, MINUTE);
    expect(smtp.received).toEqual([]);
    expect(hook.requests).toEqual([]);
    expect(createOutboxRepository(t.db).list()).toEqual([]);
  });

  test("with no channel configured a message is stored with delivery none", async () => {
    const { id } = await send();
    await advance(t);
    expect(await deliveryOf(t, id)).toEqual({ state: "none", attempts: 0, lastError: null });
  });

  test("with the mail server down the visitor still gets 201; the delivery retries and goes out once the server is back", async () => {
    await put(t, { email: emailSettings() });
    await smtp.stop();
    const { id } = await send();
    await advance(t);
    const retrying = (await deliveryOf(t, id)) as { state: string; attempts: number; lastError: string };
    expect(retrying).toMatchObject({ state: "retrying", attempts: 1 });
    expect(retrying.lastError).toContain("ECONNREFUSED");
    await advance(t, MINUTE);
    expect(await deliveryOf(t, id)).toMatchObject({ state: "retrying", attempts: 2 });
    await smtp.start();
    await advance(t, 5 * MINUTE);
    expect(smtp.received).toHaveLength(1);
    expect(await deliveryOf(t, id)).toEqual({ state: "sent", attempts: 3, lastError: null });
    await advance(t, 24 * 60 * MINUTE);
    expect(smtp.received).toHaveLength(1);
  });

  test("also across a restart of the app on the same database", async () => {
    const dataDir = makeTempDataDir();
    try {
      const clock = createManualClock(Date.parse("2026-04-01T08:00:00Z"));
      const first = app({ dataDir, clock });
      await put(first, { email: emailSettings() });
      await smtp.stop();
      const { id } = await send(first);
      await advance(first);
      expect(await deliveryOf(first, id)).toMatchObject({ state: "retrying", attempts: 1 });
      await first.scheduler.stop();
      first.cleanup();
      apps.splice(apps.indexOf(first), 1);

      await smtp.start();
      // The server comes back three minutes later: the delivery due meanwhile goes out at start.
      const second = app({ dataDir, clock: createManualClock(Date.parse("2026-04-01T08:03:00Z")) });
      await advance(second);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.parsed.subject).toBe("Nuevo mensaje: Propuesta de proyecto");
      expect(await deliveryOf(second, id)).toEqual({ state: "sent", attempts: 2, lastError: null });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("a deleted message is not sent afterwards", async () => {
    await put(t, { email: emailSettings() });
    await smtp.stop();
    const { id } = await send();
    await advance(t);
    expect((await t.request("DELETE", `/api/messages/${id}`, { admin: true })).status).toBe(204);
    expect(createOutboxRepository(t.db).list()).toEqual([]);
    await smtp.start();
    await advance(t, 60 * MINUTE);
    expect(smtp.received).toEqual([]);
  });

  test("nothing secret or private reaches the log", async () => {
    await put(t, {
      email: { ...emailSettings(), user: "owner", password: "pw-in-no-log" },
      webhooks: [{ url: hook.url("/secret-token-path"), format: "json" }],
    });
    hook.answer({ status: 500, body: "no" });
    await smtp.stop();
    await send();
    await advance(t);
    await smtp.start();
    const logged = t.log.lines.map((line) => line.text).join("\n");
    expect(logged).toContain("Delivery failed; retrying in 1 min");
    for (const secret of ["pw-in-no-log", "secret-token-path", "me gustaría hablar"]) expect(logged).not.toContain(secret);
  });
});

describe("retry now", () => {
  test("a failed delivery is tried again at once (202); nothing to retry is 409; an unknown message 404", async () => {
    await put(t, { webhooks: [{ url: hook.url(), format: "json" }] });
    hook.answer({ status: 503, body: "maintenance" });
    const { id } = await send();
    await advance(t);
    for (const wait of [1, 5, 30, 120, 720]) await advance(t, wait * MINUTE);
    expect(await deliveryOf(t, id)).toEqual({ state: "failed", attempts: 6, lastError: "HTTP 503 Service Unavailable" });
    expect(hook.requests).toHaveLength(6);

    hook.answer({ status: 200 });
    const res = await t.request("POST", `/api/messages/${id}/retry-delivery`, { admin: true });
    expect(res.status).toBe(202);
    // Due now: on its way, as the inbox shows it until the try is over.
    expect(await res.json()).toEqual({ delivery: { state: "pending", attempts: 6, lastError: null } });
    await advance(t);
    expect(hook.requests).toHaveLength(7);
    expect(await deliveryOf(t, id)).toEqual({ state: "sent", attempts: 7, lastError: null });

    const again = await t.request("POST", `/api/messages/${id}/retry-delivery`, { admin: true });
    expect(again.status).toBe(409);
    expect((await t.request("POST", "/api/messages/9999/retry-delivery", { admin: true })).status).toBe(404);
    expect((await t.request("POST", "/api/messages/abc/retry-delivery", { admin: true })).status).toBe(400);
  });
});

describe("webhooks", () => {
  test("each format gets what it expects, in the owner's language", async () => {
    await put(t, {
      webhooks: [
        { url: hook.url("/json"), format: "json" },
        { url: hook.url("/ntfy/topic?auth=tk"), format: "ntfy" },
        { url: hook.url("/discord"), format: "discord" },
        { url: hook.url("/slack"), format: "slack" },
      ],
    });
    const { id } = await send(t, { ...contact, message: "Hola @everyone, <!channel> & saludos desde Lima." });
    await advance(t);
    const byPath = Object.fromEntries(hook.requests.map((r) => [r.path, r]));
    const link = `https://portfolio.example/admin/messages?message=${id}`;

    const json = JSON.parse(byPath["/json"]!.body);
    expect(json).toEqual({
      event: "message.created",
      message: {
        id,
        name: contact.name,
        email: contact.email,
        subject: contact.subject,
        message: "Hola @everyone, <!channel> & saludos desde Lima.",
        createdAt: expect.any(String),
        link,
      },
    });
    expect(byPath["/json"]!.headers.get("content-type")).toBe("application/json");

    const ntfy = byPath["/ntfy/topic"]!;
    expect(ntfy.search.get("auth")).toBe("tk");
    expect(ntfy.search.get("title")).toBe("Nuevo mensaje: Propuesta de proyecto");
    expect(ntfy.search.get("click")).toBe(link);
    expect(ntfy.body).toBe("Ana Pérez <ana@example.com>\n\nHola @everyone, <!channel> & saludos desde Lima.");

    const discord = JSON.parse(byPath["/discord"]!.body);
    expect(discord.allowed_mentions).toEqual({ parse: [] });
    expect(discord.content).toStartWith("**Nuevo mensaje: Propuesta de proyecto**\nAna Pérez <ana@example.com>\n\nHola @everyone");
    expect(discord.content).toContain(`Ver el mensaje en el panel: <${link}>`);

    const slack = JSON.parse(byPath["/slack"]!.body);
    expect(slack.text).toContain("Hola @everyone, &lt;!channel&gt; &amp; saludos desde Lima.");
    expect(slack.text).toContain(`<${link}|Ver el mensaje en el panel>`);

    expect(await deliveryOf(t, id)).toEqual({ state: "sent", attempts: 1, lastError: null });
    expect((await read()).webhooks.map((w) => w.lastStatus)).toEqual(Array(4).fill({ ok: true, at: expect.any(String), detail: "HTTP 204 No Content" }));
  });

  test("a failing webhook retries with its status, which never shows its URL nor the answer's body", async () => {
    await put(t, { webhooks: [{ url: hook.url("/T0KEN/abc"), format: "json" }] });
    hook.answer({ status: 404, body: `Unknown webhook /T0KEN/abc ${"x".repeat(500)}` });
    const { id } = await send();
    await advance(t);
    const delivery = (await deliveryOf(t, id)) as { state: string; lastError: string };
    expect(delivery.state).toBe("retrying");
    expect(delivery.lastError).toBe("HTTP 404 Not Found");
    expect(JSON.stringify(await read())).not.toContain("T0KEN");
    expect((await read()).webhooks[0]!.lastStatus).toEqual({ ok: false, at: expect.any(String), detail: delivery.lastError });
  });

  test("a webhook that does not answer in time fails with 'timed out'; the limit is 10 s", async () => {
    expect(WEBHOOK_TIMEOUT_MS).toBe(10_000);
    hook.answer("hang");
    const started = Date.now();
    await expect(postWebhook({ url: hook.url(), headers: {}, body: "{}" }, { allowPrivate: true, resolveHost: knownHosts, timeoutMs: 150 })).rejects.toThrow(
      "timed out after 0.2 s",
    );
    expect(Date.now() - started).toBeLessThan(5000);
    hook.answer({ status: 204 });
  });
});

describe("send test", () => {
  test("e-mail: success is {ok: true} and the test mail arrives", async () => {
    await put(t, { email: emailSettings() });
    const res = await t.request("POST", "/api/notifications/test", { admin: true, json: { channel: "email" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.parsed.subject).toBe("Prueba de notificaciones de tu portafolio");
    expect(smtp.received[0]!.parsed.text).toContain("https://portfolio.example/admin/settings?tab=notifications");
  });

  test("e-mail: a refusal is {ok: false} with the server's own reply line", async () => {
    const strict = await startTestSmtp({ auth: { user: "owner", password: "right" } });
    try {
      await put(t, { email: { ...emailSettings(), port: strict.port, user: "owner", password: "wrong" } });
      const res = await t.request("POST", "/api/notifications/test", { admin: true, json: { channel: "email" } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: false, error: "535 5.7.8 Authentication credentials invalid" });
      await put(t, { email: { password: "right" } });
      expect(await (await t.request("POST", "/api/notifications/test", { admin: true, json: { channel: "email" } })).json()).toEqual({ ok: true });
      expect(strict.received).toHaveLength(1);
    } finally {
      await strict.stop();
    }
  });

  test("e-mail: a server that is not there is {ok: false} with the reason", async () => {
    await put(t, { email: emailSettings() });
    await smtp.stop();
    const body = (await (await t.request("POST", "/api/notifications/test", { admin: true, json: { channel: "email" } })).json()) as {
      ok: boolean;
      error: string;
    };
    expect(body.ok).toBe(false);
    expect(body.error).toContain("ECONNREFUSED");
  });

  test("webhook: success, and failure with its HTTP status (not its body); the outcome is its lastStatus", async () => {
    await put(t, { webhooks: [{ url: hook.url(), format: "slack" }] });
    const { id } = (await read()).webhooks[0]!;
    expect(await (await t.request("POST", "/api/notifications/test", { admin: true, json: { channel: "webhook", id } })).json()).toEqual({ ok: true });
    expect(JSON.parse(hook.requests[0]!.body).text).toContain("Mensaje de prueba");
    hook.answer({ status: 403, body: "invalid_token" });
    expect(await (await t.request("POST", "/api/notifications/test", { admin: true, json: { channel: "webhook", id } })).json()).toEqual({
      ok: false,
      error: "HTTP 403 Forbidden",
    });
    expect((await read()).webhooks[0]!.lastStatus).toMatchObject({ ok: false, detail: "HTTP 403 Forbidden" });
  });

  test("what cannot be tested is refused with a reason", async () => {
    const notConfigured = await t.request("POST", "/api/notifications/test", { admin: true, json: { channel: "email" } });
    expect(notConfigured.status).toBe(400);
    expect((await notConfigured.json()).message).toContain("not configured");
    expect((await t.request("POST", "/api/notifications/test", { admin: true, json: { channel: "webhook" } })).status).toBe(400);
    expect((await t.request("POST", "/api/notifications/test", { admin: true, json: { channel: "webhook", id: 42 } })).status).toBe(404);
    expect((await t.request("POST", "/api/notifications/test", { admin: true, json: { channel: "sms" } })).status).toBe(400);
  });
});

describe("secrets and the export", () => {
  test("the export holds neither the SMTP password nor a webhook URL", async () => {
    await put(t, { email: { ...emailSettings(), user: "owner", password: "pw-not-exported" }, webhooks: [{ url: hook.url("/not-exported"), format: "json" }] });
    const res = await t.request("GET", "/api/export", { admin: true });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain("pw-not-exported");
    expect(text).not.toContain("not-exported");
    expect(text).not.toContain("127.0.0.1");
  });
});
