/** TEST ONLY: an app with a real mail server in this process, and the readers' steps subscribers.*.test.ts share. */
import { expect } from "bun:test";
import type { TestSmtp } from "../../testing/smtp";
import { makeTestApp, type TestApp, type TestAppOptions } from "../../testing/test-app";

export const SITE = "https://blog.example";

/** An app whose mails go to `smtp` (as SMTP_URL would set it), on PUBLIC_URL `SITE`. */
export function readersApp(smtp: TestSmtp, options: TestAppOptions = {}): TestApp {
  return makeTestApp({
    ...options,
    config: {
      publicUrl: SITE,
      notifyEmail: { host: "127.0.0.1", port: smtp.port, security: "none", user: "", password: "", from: "blog@example.com", to: "owner@example.com" },
      ...options.config,
    },
  });
}

/** Moves the clock a second at a time until the mail server holds `count` mails (or fails after 200 steps). */
export async function drain(t: TestApp, smtp: TestSmtp, count: number, stepMs = 1000): Promise<void> {
  for (let step = 0; step < 200 && smtp.received.length < count; step++) {
    await t.clock.advance(stepMs);
    await t.scheduler.idle();
    if (smtp.received.length < count) await Bun.sleep(5);
  }
  expect(smtp.received.length).toBe(count);
}

export const subscribe = (t: TestApp, email: string, language = "es", headers?: Record<string, string>) =>
  t.request("POST", "/api/subscribers", { json: { email, language }, headers });

/** The token of the link a mail holds (the confirmation page's or the unsubscribe page's). */
export function tokenIn(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/[?/]/g, "\\$&")}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
  expect(match).not.toBeNull();
  return match![1]!;
}

/** A reader who subscribed and pressed the confirmation page's button; their confirmation mail is the last received. */
export async function confirmedReader(t: TestApp, smtp: TestSmtp, email: string, language = "es"): Promise<void> {
  expect((await subscribe(t, email, language)).status).toBe(202);
  await drain(t, smtp, smtp.received.length + 1);
  const token = tokenIn(smtp.received.at(-1)!.parsed.text ?? "", "/subscribe/confirm");
  expect((await t.request("POST", "/api/subscribers/confirm", { json: { token } })).status).toBe(200);
}

/** Publishes an article (201), with an English translation; `fields` override. */
export async function publish(t: TestApp, slug: string, fields: Record<string, unknown> = {}): Promise<{ id: number }> {
  const res = await t.request("POST", "/api/articles", {
    admin: true,
    json: {
      title: "Cómo medir lo que importa",
      slug,
      summary: "Un resumen del artículo nuevo.",
      content: `<p>${"Un párrafo con suficiente texto para publicar. ".repeat(3)}</p>`,
      category: "Datos",
      published: true,
      translations: { en: { title: "Measuring what matters", summary: "A summary of the new article." } },
      ...fields,
    },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number };
}
