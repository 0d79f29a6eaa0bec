/**
 * The account's security in a real browser against the compiled executable: a passkey registered and used with
 * Chromium's virtual authenticator (DevTools protocol, WebAuthn domain), a session ended from another browser and
 * refused at once, TOTP turned on by reading the secret from the page, and a sign-in with a code and with a
 * recovery code.
 *
 * WebAuthn refuses an IP address as the relying party id ("SecurityError: This is an invalid domain" on
 * http://127.0.0.1), so this suite browses http://localhost:<port> with PUBLIC_URL set to it; localhost is a
 * secure context, so no https is needed.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import * as OTPAuth from "otpauth";
import type { BrowserContext, Page } from "playwright-core";
import { ADMIN, adminScreenshots, DESKTOP, PHONE, SCREENSHOTS, signInViaApi, startSuite, toastWith, trackPageErrors } from "./harness";

const suite = startSuite({ seedDemo: false, viaLocalhost: true });
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

let context: BrowserContext;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  context = await suite.browser.newContext({ locale: "es-ES", viewport: DESKTOP });
  page = await context.newPage();
  pageErrors = trackPageErrors(page);
  // A platform authenticator that keeps discoverable credentials and verifies its user, as a phone or laptop does.
  const devtools = await context.newCDPSession(page);
  await devtools.send("WebAuthn.enable");
  await devtools.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  await signInViaApi(page, suite.server.url);
});

const count = (table: string) => suite.server.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)[0]!.n;

const openSecurity = async (target: Page) => {
  await target.goto(`${suite.server.url}/admin/settings?tab=security`);
  await target.getByRole("heading", { name: "Llaves de acceso" }).waitFor();
};

describe("passkeys", () => {
  test("added in Settings → Security with the virtual authenticator; after signing out, it alone signs in", async () => {
    await openSecurity(page);
    await page.getByText("Todavía no tienes llaves de acceso.").waitFor();
    await page.getByLabel("Nombre de la nueva llave (opcional)").fill("Portátil de prueba");
    await page.getByRole("button", { name: "Añadir una llave de acceso" }).click();
    await toastWith(page, "Llave de acceso añadida");
    await page.getByRole("list", { name: "Llaves de acceso" }).getByText("Portátil de prueba").waitFor();
    expect(suite.server.query<{ name: string }>("SELECT name FROM passkeys")).toEqual([{ name: "Portátil de prueba" }]);

    const sessionsBefore = count("sessions");
    await page.getByRole("banner").getByRole("button", { name: "Cerrar sesión", exact: true }).click();
    await page.waitForURL(`${suite.server.url}/`);
    // Signing out ended the session on the server, not only in this browser.
    expect(count("sessions")).toBe(sessionsBefore - 1);

    await page.goto(`${suite.server.url}/login`);
    await page.getByRole("button", { name: "Entrar con una llave de acceso" }).waitFor();
    await adminScreenshots(page, "login-passkey");
    await page.getByRole("button", { name: "Entrar con una llave de acceso" }).click();
    await page.waitForURL(`${suite.server.url}/admin`);
    await toastWith(page, "Bienvenido al panel de administración");
    expect(suite.server.query<{ used: string | null }>("SELECT last_used_at AS used FROM passkeys")[0]?.used).toBeTruthy();
  });
});

describe("sessions", () => {
  test("a session ended from Settings → Security is refused at its next request", async () => {
    const phone = await suite.browser.newContext({ locale: "es-ES", viewport: PHONE, userAgent: IPHONE });
    const other = await phone.newPage();
    await other.goto(`${suite.server.url}/login`);
    await other.getByLabel("Correo electrónico").fill(ADMIN.email);
    await other.getByLabel("Contraseña").fill(ADMIN.password);
    await other.getByRole("button", { name: "Iniciar sesión" }).click();
    await other.waitForURL(`${suite.server.url}/admin`);

    await openSecurity(page);
    const sessions = page.getByTestId("session");
    await sessions.filter({ hasText: "Safari 17 · iPhone" }).waitFor();
    expect(await sessions.filter({ hasText: "Esta sesión" }).count()).toBe(1);
    await adminScreenshots(page, "security");

    await page.getByRole("button", { name: "Cerrar la sesión de Safari 17 · iPhone" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cerrar sesión" }).click();
    await toastWith(page, "Sesión cerrada");
    await sessions.filter({ hasText: "Safari 17 · iPhone" }).waitFor({ state: "detached" });

    // The phone's next read is refused: the admin sends it back to the sign-in.
    await other.goto(`${suite.server.url}/admin/messages`);
    await other.waitForURL(`${suite.server.url}/login`);
    expect(await other.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await phone.close();
  });
});

describe("two-step verification", () => {
  let recoveryCodes: string[] = [];
  const codeAt = (secret: string, offsetSeconds = 0) =>
    OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: Date.now() + offsetSeconds * 1000 });
  let secret = "";

  test("turned on by reading the secret from the page and typing the code an app would show", async () => {
    await openSecurity(page);
    await page.getByRole("button", { name: "Activar la verificación en dos pasos" }).click();
    await page.getByRole("img", { name: "Código QR para añadir tu cuenta a la aplicación de autenticación" }).waitFor();
    secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s+/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await adminScreenshots(page, "security-totp-setup");

    await page.getByLabel("Código de 6 dígitos").fill(codeAt(secret));
    await page.getByRole("button", { name: "Confirmar y activar" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Guarda tus códigos de recuperación").waitFor();
    recoveryCodes = await dialog.getByTestId("recovery-codes").locator("li").allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await page.screenshot({ path: join(SCREENSHOTS, "admin-security-recovery-codes-1280.png") });
    await dialog.getByRole("button", { name: "Ya los he guardado" }).click();
    await page.getByText("Códigos de recuperación sin usar: 10 de 10.").waitFor();
    expect(suite.server.query<{ enabled: number }>("SELECT enabled FROM totp_secrets")).toEqual([{ enabled: 1 }]);
  });

  test("a password sign-in then asks for the code: a wrong one is refused, the right one opens the admin", async () => {
    const fresh = await suite.browser.newContext({ locale: "es-ES", viewport: DESKTOP });
    const login = await fresh.newPage();
    const errors = trackPageErrors(login);
    await login.goto(`${suite.server.url}/login`);
    await login.getByLabel("Correo electrónico").fill(ADMIN.email);
    await login.getByLabel("Contraseña").fill(ADMIN.password);
    await login.getByRole("button", { name: "Iniciar sesión" }).click();
    await login.getByRole("heading", { name: "Verificación en dos pasos" }).waitFor();
    await adminScreenshots(login, "login-second-step");

    await login.getByLabel("Código de verificación").fill(codeAt(secret, 30) === "000000" ? "111111" : "000000");
    await login.getByRole("button", { name: "Verificar" }).click();
    await login.getByText(/El código no es válido/).waitFor();
    // The code the app shows next: enabling spent the current step's code.
    await login.getByLabel("Código de verificación").fill(codeAt(secret, 30));
    await login.getByRole("button", { name: "Verificar" }).click();
    await login.waitForURL(`${suite.server.url}/admin`);
    await toastWith(login, "Bienvenido al panel de administración");
    expect(errors.filter((e) => !e.includes("401"))).toEqual([]);
    await fresh.close();
  });

  test("a recovery code works once instead", async () => {
    const fresh = await suite.browser.newContext({ locale: "es-ES", viewport: DESKTOP });
    const login = await fresh.newPage();
    await login.goto(`${suite.server.url}/login`);
    await login.getByLabel("Correo electrónico").fill(ADMIN.email);
    await login.getByLabel("Contraseña").fill(ADMIN.password);
    await login.getByRole("button", { name: "Iniciar sesión" }).click();
    await login.getByRole("button", { name: "Usar un código de recuperación" }).click();
    await login.getByLabel("Código de recuperación").fill(recoveryCodes[0]!);
    await login.getByRole("button", { name: "Verificar" }).click();
    await login.waitForURL(`${suite.server.url}/admin`);
    await fresh.close();
    expect(suite.server.query<{ n: number }>("SELECT count(*) AS n FROM recovery_codes WHERE used_at IS NOT NULL")[0]!.n).toBe(1);
    // The admin's own screens logged nothing unexpected; 401s come from the signed-out checks.
    expect(pageErrors.filter((e) => !e.includes("401"))).toEqual([]);
  });
});
