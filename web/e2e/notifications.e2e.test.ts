/**
 * Notifications in a real browser against the compiled executable, started with SMTP_URL and NOTIFY_EMAIL pointing at
 * an SMTP server in this test's process: a visitor's contact message reaches the owner's mailbox, the mail's link
 * opens it in the admin, and the inbox shows it sent; the Notifications tab tests e-mail and a webhook for real (on
 * loopback, which WEBHOOK_ALLOW_PRIVATE=1 opens).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { startTestSmtp, startTestWebhook } from "../../src/testing/smtp";
import { adminScreenshots, DESKTOP, SCREENSHOTS, sendMessage, signInViaApi, startSuite, trackPageErrors } from "./harness";

const smtp = await startTestSmtp();
const hook = startTestWebhook();
const suite = startSuite({
  env: { WEBHOOK_ALLOW_PRIVATE: "1", SMTP_URL: `smtp://127.0.0.1:${smtp.port}?from=portfolio@example.com`, NOTIFY_EMAIL: "lucia@example.com" },
});

let owner: BrowserContext;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  owner = await suite.browser.newContext({ locale: "es-ES", viewport: DESKTOP });
  page = await owner.newPage();
  pageErrors = trackPageErrors(page);
  await signInViaApi(page, suite.server.url);
});
afterAll(async () => {
  expect(pageErrors).toEqual([]);
  await owner?.close();
  await smtp.stop();
  hook.stop();
});

describe("a visitor's message", () => {
  test("reaches the owner's mailbox within seconds; its link opens it in the admin, where the inbox shows it sent", async () => {
    const visitor = await suite.browser.newContext({ locale: "es-ES" });
    const form = await visitor.newPage();
    const visitorErrors = trackPageErrors(form);
    await form.goto(`${suite.server.url}/#contact`);
    const subject = `Propuesta ${Date.now()}`;
    await form.getByLabel("Nombre").fill("Ana Torres");
    await form.getByLabel("Correo electrónico", { exact: true }).fill("ana@example.com");
    await form.getByLabel("Asunto").fill(subject);
    await form.getByLabel("Mensaje").fill("Hola, me gustaría hablar de un proyecto de datos.");
    await form.getByRole("button", { name: /Enviar mensaje/ }).click();
    await form.getByText("¡Mensaje enviado!").waitFor();
    expect(visitorErrors).toEqual([]);
    await visitor.close();

    const mail = await smtp.waitForMail(1);
    expect(mail.envelope).toEqual({ from: "portfolio@example.com", to: ["lucia@example.com"] });
    expect(mail.parsed.subject).toBe(`Nuevo mensaje: ${subject}`);
    expect(mail.parsed.replyTo?.value).toEqual([{ name: "Ana Torres", address: "ana@example.com" }]);
    expect(mail.parsed.text).toContain("Hola, me gustaría hablar de un proyecto de datos.");
    const [{ id }] = suite.server.query<{ id: number }>("SELECT id FROM messages WHERE subject = ?", subject) as [{ id: number }];
    const link = mail.parsed.text!.match(/https?:\/\/\S+\/admin\/messages\?message=\d+/)?.[0];
    expect(link).toBe(`${suite.server.url}/admin/messages?message=${id}`);

    await page.goto(link!);
    const detail = page.getByRole("dialog");
    await detail.getByText("Hola, me gustaría hablar de un proyecto de datos.").waitFor();
    await detail.getByRole("button", { name: "Cerrar", exact: true }).click();
    const row = page.getByTestId("message-row").filter({ hasText: subject });
    await row.getByText("Aviso enviado").waitFor();
    expect(new URL(page.url()).search).toBe("");
    await adminScreenshots(page, "inbox-notified");
    expect(smtp.received).toHaveLength(1);
  });
});

describe("Settings → Notifications", () => {
  test("e-mail from the environment is read-only and its test arrives; a webhook is added, tested and notified", async () => {
    await page.goto(`${suite.server.url}/admin/settings?tab=notifications`);
    const email = page.getByRole("region", { name: /Correo electrónico/ });
    await email.getByText("Definido en el servidor").waitFor();
    await email.getByText(`127.0.0.1:${smtp.port}`).waitFor();
    expect(await email.getByRole("textbox").count()).toBe(0);
    await email.getByRole("button", { name: "Enviar un correo de prueba" }).click();
    await email.getByText("Prueba enviada correctamente.").waitFor();
    expect((await smtp.waitForMail(2)).parsed.subject).toBe("Prueba de notificaciones de tu portafolio");

    await page.getByLabel("URL del webhook").fill(hook.url("/ntfy/portfolio-secret-topic"));
    await page.getByLabel("Formato", { exact: true }).selectOption("ntfy");
    await page.getByRole("button", { name: "Añadir webhook" }).click();
    const webhook = page.getByTestId("webhook");
    await webhook.getByText(`${new URL(hook.url()).origin}/…`).waitFor();
    expect(await page.content()).not.toContain("portfolio-secret-topic");
    await webhook.getByRole("button", { name: /Enviar una prueba al webhook/ }).click();
    await webhook.getByText("Prueba enviada correctamente.").waitFor();
    await webhook.getByText(/Último envío correcto .*HTTP 204/).waitFor();
    expect(hook.requests.map((request) => [request.path, request.search.get("title")])).toEqual([
      ["/ntfy/portfolio-secret-topic", "Nuevo mensaje: Mensaje de prueba"],
    ]);
    await adminScreenshots(page, "settings-notifications");

    const sent = await sendMessage(suite.server.url, {
      name: "Rosa Quispe",
      email: "rosa@example.com",
      subject: "Tablero de ventas",
      message: "Hola, ¿podemos hablar de un tablero de ventas?",
    });
    expect(sent.status).toBe(201);
    expect((await smtp.waitForMail(3)).parsed.subject).toBe("Nuevo mensaje: Tablero de ventas");
    const deadline = Date.now() + 10_000;
    while (hook.requests.length < 2 && Date.now() < deadline) await Bun.sleep(50);
    expect(hook.requests[1]!.body).toBe("Rosa Quispe <rosa@example.com>\n\nHola, ¿podemos hablar de un tablero de ventas?");
  });
});

describe("a mail server outage", () => {
  test("the visitor still gets 201; the inbox says the notification is retrying and why; retry now sends it once the server is back", async () => {
    const before = smtp.received.length;
    await smtp.stop();
    const sent = await fetch(`${suite.server.url}/api/messages`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Marta Salas", email: "marta@example.com", subject: "Consulta urgente", message: "Hola, ¿tienes disponibilidad este mes?" }),
    });
    expect(sent.status).toBe(201);

    await page.goto(`${suite.server.url}/admin/messages`);
    const row = page.getByTestId("message-row").filter({ hasText: "Marta Salas" });
    await row.getByText("Reintentando aviso").waitFor();
    await row.getByText(/ECONNREFUSED/).waitFor();
    await adminScreenshots(page, "inbox-retrying");

    await smtp.start();
    await row.getByRole("button", { name: "Reintentar el aviso del mensaje de Marta Salas" }).click();
    await row.getByText("Aviso enviado").waitFor({ timeout: 15_000 });
    expect((await smtp.waitForMail(before + 1)).parsed.subject).toBe("Nuevo mensaje: Consulta urgente");
    expect(smtp.received).toHaveLength(before + 1);
  });
});
