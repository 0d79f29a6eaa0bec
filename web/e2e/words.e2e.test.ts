/**
 * Words that fit the owner (issue 26, point 9), against the compiled executable in Spanish and English at 1280 and
 * 390 px: a refused sign-in said under the form with its fields marked; the passkey button disabled with the reason
 * at a bare IP address and offered at localhost; "replace everything" asking for a typed word; the backup schedule
 * in words; an SMTP preset filling the form with its help line; the inbox saying nobody is told of new messages.
 * Screenshots for a human in dist/screenshots (words-*.png).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { ADMIN, DESKTOP, launchBrowser, PHONE, type RunningServer, SCREENSHOTS, signInViaApi, startServer, toastWith, trackPageErrors } from "./harness";

const TEXTS = {
  es: {
    email: "Correo electrónico",
    password: "Contraseña",
    submit: "Iniciar sesión",
    refused: "Correo electrónico o contraseña inválidos",
    passkey: "Entrar con una llave de acceso",
    ipReason: "Las llaves de acceso no funcionan en una dirección IP (127.0.0.1).",
    importButton: "Importar datos",
    prompt: "Escribe REEMPLAZAR para confirmar",
    word: "REEMPLAZAR",
    replace: "Reemplazar todo",
    imported: /se importaron correctamente/,
    schedule: "Copia automática todos los días a las 03:00 (hora del servidor)",
    provider: "Proveedor",
    host: "Servidor SMTP",
    gmailHelp: "Gmail necesita una contraseña de aplicación",
    nobody: "Nadie se entera de los mensajes nuevos",
    setUp: "Configurar notificaciones",
  },
  en: {
    email: "Email",
    password: "Password",
    submit: "Sign in",
    refused: "Invalid email or password",
    passkey: "Sign in with a passkey",
    ipReason: "Passkeys do not work on an IP address (127.0.0.1).",
    importButton: "Import data",
    prompt: "Type REPLACE to confirm",
    word: "REPLACE",
    replace: "Replace everything",
    imported: /imported successfully/,
    schedule: "Automatic backup every day at 03:00, server time",
    provider: "Provider",
    host: "SMTP server",
    gmailHelp: "Gmail needs an app password",
    nobody: "Nobody is told about new messages",
    setUp: "Set up notifications",
  },
} as const;
type Language = keyof typeof TEXTS;

const WIDTHS = [DESKTOP, PHONE] as const;
let atIp: RunningServer;
let atLocalhost: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [atIp, atLocalhost] = await Promise.all([startServer(), startServer({ viaLocalhost: true })]);
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([atIp?.stop(), atLocalhost?.stop()]);
});

/** A page in `language` at `viewport`, its admin language chosen the way the menu leaves it. */
async function pageIn(server: RunningServer, language: Language, viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale: language === "es" ? "es-ES" : "en-US", viewport });
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto(`${server.url}/`);
  await page.evaluate((lang) => localStorage.setItem("adminLanguage", lang), language);
  return { page, errors };
}

const shot = (page: Page, name: string, language: Language, width: number) =>
  page.screenshot({ path: join(SCREENSHOTS, `words-${name}-${language}-${width}.png`), fullPage: true });

describe.each(["es", "en"] as const)("in %s", (language) => {
  const text = TEXTS[language];

  for (const viewport of WIDTHS) {
    test(`at ${viewport.width} px: a wrong password is said under the form, the fields marked; the passkey button at 127.0.0.1 is disabled with the reason`, async () => {
      const { page, errors } = await pageIn(atIp, language, viewport);
      await page.goto(`${atIp.url}/login`);
      await page.getByLabel(text.email).fill(ADMIN.email);
      await page.getByLabel(text.password, { exact: true }).fill("not-the-password");
      await page.getByRole("button", { name: text.submit, exact: true }).click();
      const alert = page.getByRole("alert").filter({ hasText: text.refused });
      await alert.waitFor();
      const alertId = await alert.getAttribute("id");
      for (const label of [text.email, text.password]) {
        const field = page.getByLabel(label, { exact: true });
        expect(await field.getAttribute("aria-invalid")).toBe("true");
        expect(await field.getAttribute("aria-describedby")).toBe(alertId);
      }
      // Under the form: below its submit button, inside the card.
      const button = await page.getByRole("button", { name: text.submit, exact: true }).boundingBox();
      const said = await alert.boundingBox();
      expect(said!.y).toBeGreaterThan(button!.y + button!.height - 1);
      expect(said!.x + said!.width).toBeLessThanOrEqual(viewport.width);

      const passkey = page.getByRole("button", { name: text.passkey });
      expect(await passkey.isDisabled()).toBe(true);
      await page.getByText(text.ipReason).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shot(page, "login-refused-ip", language, viewport.width);
      expect(errors.filter((error) => !error.includes("401"))).toEqual([]);
      await page.context().close();
    });

    test(`at ${viewport.width} px: at localhost the passkey button is offered, with nothing about IP addresses`, async () => {
      const { page } = await pageIn(atLocalhost, language, viewport);
      await page.goto(`${atLocalhost.url}/login`);
      const passkey = page.getByRole("button", { name: text.passkey });
      await passkey.waitFor();
      expect(await passkey.isDisabled()).toBe(false);
      expect(await page.getByText(text.ipReason).count()).toBe(0);
      await shot(page, "login-localhost", language, viewport.width);
      await page.context().close();
    });

    test(`at ${viewport.width} px: replacing everything asks for the typed word; the schedule in words; a Gmail preset; the inbox notice`, async () => {
      const { page, errors } = await pageIn(atIp, language, viewport);
      await signInViaApi(page, atIp.url);
      const token = await page.evaluate(() => localStorage.getItem("token"));
      const exported = await (await fetch(`${atIp.url}/api/export`, { headers: { Authorization: `Bearer ${token}` } })).text();

      await page.goto(`${atIp.url}/admin/settings?tab=import-export`);
      await page.locator("#import-file").setInputFiles({ name: "portfolio-export.json", mimeType: "application/json", buffer: Buffer.from(exported) });
      await page.getByRole("button", { name: text.importButton }).click();
      const dialog = page.getByRole("dialog");
      const replace = dialog.getByRole("button", { name: text.replace });
      expect(await replace.isDisabled()).toBe(true);
      await dialog.getByLabel(text.prompt).fill(text.word.slice(0, -1));
      expect(await replace.isDisabled()).toBe(true);
      await shot(page, "replace-confirm", language, viewport.width);
      await dialog.getByLabel(text.prompt).fill(text.word.toLowerCase());
      expect(await replace.isDisabled()).toBe(false);
      await replace.click();
      await toastWith(page, text.imported);

      await page.goto(`${atIp.url}/admin/settings?tab=backups`);
      await page.getByText(text.schedule).waitFor();
      expect(await page.getByText("0 3 * * *").count()).toBe(0);
      await shot(page, "backup-schedule", language, viewport.width);

      await page.goto(`${atIp.url}/admin/settings?tab=notifications`);
      await page.getByLabel(text.provider).selectOption("gmail");
      expect(await page.getByLabel(text.host).inputValue()).toBe("smtp.gmail.com");
      expect(await page.getByLabel(/^(Puerto|Port)$/).inputValue()).toBe("587");
      await page.getByText(text.gmailHelp).waitFor();
      await shot(page, "smtp-preset", language, viewport.width);

      await page.goto(`${atIp.url}/admin/messages`);
      const notice = page.getByTestId("nobody-notified");
      await notice.getByText(text.nobody).waitFor();
      await notice.getByRole("link", { name: text.setUp }).click();
      await page.waitForURL(/\/admin\/settings\?tab=notifications$/);
      await page.goto(`${atIp.url}/admin/messages`);
      await notice.waitFor();
      // Nothing is wrong with the server: no status strip.
      expect(await page.getByTestId("server-status").count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shot(page, "inbox-notice", language, viewport.width);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
