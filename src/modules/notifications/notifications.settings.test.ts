import { beforeEach, describe, expect, test } from "bun:test";
import type { TestApp } from "../../testing/test-app";
import { startTestSmtp } from "../../testing/smtp";
import { maskUrl } from "./notifications.webhooks";
import { notificationsHarness } from "./notifications.test-helpers";

let t: TestApp;
const { smtp, hook, app, emailSettings, put, read, advance, send } = await notificationsHarness(() => t);
beforeEach(() => {
  t = app();
});

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
    expect((await half.json()).issues).toEqual([{ path: "email.to", code: "notification.to-needed", message: "Enter the address notifications go to." }]);
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
    expect((await unknown.json()).issues).toEqual([
      { path: "webhooks.0.id", code: "notification.unknown-webhook", message: "There is no webhook 999.", params: { id: 999 } },
    ]);
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
