import { beforeEach, describe, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { makeTempDataDir, type TestApp } from "../../testing/test-app";
import { createManualClock } from "../../platform/scheduler/scheduler.clock";
import { createOutboxRepository } from "../../platform/outbox/outbox.repository";
import { WEBHOOK_TIMEOUT_MS, postWebhook } from "./notifications.webhooks";
import { contact, knownHosts, MINUTE, notificationsHarness } from "./notifications.test-helpers";

let t: TestApp;
const { smtp, hook, app, emailSettings, put, read, advance, send, deliveryOf, apps } = await notificationsHarness(() => t);
beforeEach(() => {
  t = app();
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
