/** TEST ONLY: the mail server, the webhook receiver and the requests notifications.settings.test.ts and notifications.delivery.test.ts share. */
import { afterAll, afterEach, beforeEach, expect } from "bun:test";
import { makeTestApp, type TestApp, type TestAppOptions } from "../../testing/test-app";
import { startTestSmtp, startTestWebhook } from "../../testing/smtp";
import type { NotificationSettingsView } from "../../shared/schemas/notifications";
import type { ResolveHost } from "./notifications.address";

export const MINUTE = 60_000;
export const contact = {
  name: "Ana Pérez",
  email: "ana@example.com",
  subject: "Propuesta de proyecto",
  message: "Hola, me gustaría hablar de un proyecto.\nCon <b>dos</b> líneas & un enlace.",
};

/** The test webhook listens on loopback, which WEBHOOK_ALLOW_PRIVATE=1 opens; no name is looked up in real DNS. */
export const knownHosts: ResolveHost = async (hostname) => {
  if (hostname === "ntfy.sh") return [{ address: "159.203.148.75", family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
};

/**
 * For the calling test file: a mail server and a webhook receiver (listening from now until its tests are over), both
 * cleared before each test, and the apps `app()` makes, each stopped after its test. `current()` is the test's app,
 * the one the file makes before each test, which `read` and `send` use when given none.
 */
export async function notificationsHarness(current: () => TestApp) {
  const smtp = await startTestSmtp();
  const hook = startTestWebhook();
  afterAll(async () => {
    await smtp.stop();
    hook.stop();
  });

  const apps: TestApp[] = [];
  function app(options: TestAppOptions = {}): TestApp {
    const made = makeTestApp({
      resolveHost: knownHosts,
      ...options,
      config: { publicUrl: "https://portfolio.example", webhookAllowPrivate: true, ...options.config },
    });
    apps.push(made);
    return made;
  }
  beforeEach(async () => {
    smtp.received.length = 0;
    hook.requests.length = 0;
    hook.answer({ status: 204 });
    if (!smtp.port || !(await smtpListening())) await smtp.start();
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
  const read = async (target = current()) => (await (await target.request("GET", "/api/notifications", { admin: true })).json()) as NotificationSettingsView;
  /** Moves the app's clock and waits for the deliveries the outbox job started. */
  async function advance(target: TestApp, ms = 0) {
    await target.clock.advance(ms);
    await target.scheduler.idle();
  }
  async function send(target = current(), body: object = contact) {
    const res = await target.request("POST", "/api/messages", { json: body });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: number };
  }
  async function deliveryOf(target: TestApp, id: number) {
    const list = (await (await target.request("GET", "/api/messages", { admin: true })).json()) as { id: number; delivery: unknown }[];
    return list.find((message) => message.id === id)!.delivery;
  }

  return { smtp, hook, apps, app, emailSettings, put, read, advance, send, deliveryOf };
}
