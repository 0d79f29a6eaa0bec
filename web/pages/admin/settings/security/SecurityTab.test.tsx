import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ADMIN_LANGUAGE_KEY } from "../../../../i18n/admin";
import { USER } from "../../../../testing/admin-fixtures";
import { installFakeApi } from "../../../../testing/fake-api";
import { renderAdmin } from "../../../../testing/render";
import { SettingsPage } from "../SettingsPage";

const api = installFakeApi();
const user = userEvent.setup();
const openSecurity = () => renderAdmin(<SettingsPage />, { path: "/admin/settings?tab=security" });

const SESSIONS = [
  { id: "AAAAAAAAAAAAAAAAAAAAAA", device: "Chrome 140 · Linux", createdAt: "2026-01-05T09:00:00.000Z", lastSeenAt: "2026-01-05T10:00:00.000Z", current: true },
  { id: "BBBBBBBBBBBBBBBBBBBBBB", device: "Safari 17 · iPhone", createdAt: "2026-01-04T08:00:00.000Z", lastSeenAt: "2026-01-04T08:30:00.000Z", current: false },
  {
    id: "CCCCCCCCCCCCCCCCCCCCCC",
    device: "Firefox 128 · Windows",
    createdAt: "2026-01-03T08:00:00.000Z",
    lastSeenAt: "2026-01-03T08:30:00.000Z",
    current: false,
  },
];
const PASSKEY = { id: 7, name: "Laptop", createdAt: "2026-01-02T12:00:00.000Z", lastUsedAt: null };
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jkmn-pq${String(i).padStart(2, "0")}`);

/** The reads of a signed-in owner with one passkey, TOTP as given, and three sessions. */
function account({ totp = { enabled: false, recoveryCodesLeft: 0 }, passkeys = [PASSKEY] } = {}) {
  api
    .on("GET /api/auth/me", { body: USER })
    .on("GET /api/auth/passkeys", { body: passkeys })
    .on("GET /api/auth/totp", { body: totp })
    .on("GET /api/auth/sessions", { body: SESSIONS });
}

const section = (name: string) => screen.getByRole("region", { name });

describe("Settings → Security", () => {
  test("a tab of its own: passkeys, two-step verification, sessions with this one marked, the password, the way back in", async () => {
    account();
    openSecurity();
    expect(screen.getByRole("tab", { name: "Seguridad" }).getAttribute("aria-selected")).toBe("true");
    await screen.findByText("Laptop");
    expect(within(section("Llaves de acceso")).getByText(/sin usar todavía/)).toBeTruthy();
    expect(within(section("Verificación en dos pasos")).getByText("Desactivada")).toBeTruthy();
    const sessions = await screen.findAllByTestId("session");
    expect(sessions.map((item) => item.textContent?.includes("Esta sesión"))).toEqual([true, false, false]);
    expect(within(sessions[0]!).queryByRole("button")).toBeNull();
    expect(within(section("Cambiar la contraseña")).getByLabelText("Contraseña actual")).toBeTruthy();
    expect(screen.getByText(`portfolio admin reset-2fa --email ${USER.email}`)).toBeTruthy();
  });

  test("in the owner's language", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "en");
    account();
    openSecurity();
    expect(screen.getByRole("tab", { name: "Security" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Two-step verification" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Sign out all other sessions" })).toBeTruthy();
  });

  test("a failed read says so in that part only", async () => {
    account();
    api.on("GET /api/auth/sessions", { status: 500, body: { message: "boom" } });
    openSecurity();
    expect(await screen.findByText("No se pudo cargar esta parte de la seguridad de tu cuenta.")).toBeTruthy();
    expect(await screen.findByText("Laptop")).toBeTruthy();
  });
});

describe("sessions", () => {
  test("ending one asks first, then DELETEs it", async () => {
    account();
    api.on("DELETE /api/auth/sessions/BBBBBBBBBBBBBBBBBBBBBB", { status: 204 });
    openSecurity();
    await user.click(await screen.findByRole("button", { name: "Cerrar la sesión de Safari 17 · iPhone" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText("Safari 17 · iPhone tendrá que volver a iniciar sesión.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cerrar sesión" }));
    expect(await screen.findByText("Sesión cerrada")).toBeTruthy();
    expect(api.callsTo("DELETE /api/auth/sessions/BBBBBBBBBBBBBBBBBBBBBB")).toHaveLength(1);
  });

  test("ending all the others says how many ended; cancelling sends nothing", async () => {
    account();
    api.on("DELETE /api/auth/sessions", { body: { ended: 2 } });
    openSecurity();
    await user.click(await screen.findByRole("button", { name: "Cerrar las demás sesiones" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancelar" }));
    expect(api.callsTo("DELETE /api/auth/sessions")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Cerrar las demás sesiones" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cerrar las demás sesiones" }));
    expect(await screen.findByText("Sesiones cerradas: 2")).toBeTruthy();
  });
});

describe("two-step verification", () => {
  test("turning it on: QR code and secret, a wrong code refused, the right one shows ten recovery codes once", async () => {
    account();
    api
      .on("POST /api/auth/totp/setup", {
        body: {
          secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
          otpauthUrl: "otpauth://totp/localhost:owner%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=localhost",
        },
      })
      .on("POST /api/auth/totp/enable", ({ body }) =>
        (body as { code: string }).code === "123456"
          ? { body: { recoveryCodes: CODES } }
          : { status: 400, body: { message: "The code is not correct", issues: [{ path: "code", message: "The code is not correct" }] } },
      );
    openSecurity();
    await user.click(await screen.findByRole("button", { name: "Activar la verificación en dos pasos" }));
    const qr = (await screen.findByRole("img", { name: "Código QR para añadir tu cuenta a la aplicación de autenticación" })) as HTMLImageElement;
    expect(qr.src).toStartWith("data:image/svg+xml");
    expect(screen.getByTestId("totp-secret").textContent).toBe("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");

    await user.type(screen.getByLabelText("Código de 6 dígitos"), "12");
    await user.click(screen.getByRole("button", { name: "Confirmar y activar" }));
    expect(await screen.findByText("El código tiene 6 dígitos.")).toBeTruthy();
    expect(api.callsTo("POST /api/auth/totp/enable")).toHaveLength(0);

    await user.clear(screen.getByLabelText("Código de 6 dígitos"));
    await user.type(screen.getByLabelText("Código de 6 dígitos"), "999999");
    await user.click(screen.getByRole("button", { name: "Confirmar y activar" }));
    expect(await screen.findByText(/El código no es correcto/)).toBeTruthy();

    api.on("GET /api/auth/totp", { body: { enabled: true, recoveryCodesLeft: 10 } });
    await user.clear(screen.getByLabelText("Código de 6 dígitos"));
    await user.type(screen.getByLabelText("Código de 6 dígitos"), "123 456");
    await user.click(screen.getByRole("button", { name: "Confirmar y activar" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(api.callsTo("POST /api/auth/totp/enable").at(-1)?.body).toEqual({ code: "123456" });
    await user.click(within(dialog).getByRole("button", { name: "Ya los he guardado" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Códigos de recuperación sin usar: 10 de 10.")).toBeTruthy();
    expect(within(section("Verificación en dos pasos")).getByText("Activada")).toBeTruthy();
  });

  test("when on: few codes left is pointed out; new codes and turning off ask for the password", async () => {
    account({ totp: { enabled: true, recoveryCodesLeft: 2 } });
    api
      .on("POST /api/auth/recovery-codes", { body: { recoveryCodes: CODES } })
      .on("POST /api/auth/totp/disable", ({ body }) =>
        (body as { password: string }).password === "right password"
          ? { status: 204 }
          : { status: 400, body: { message: "The password is not correct", issues: [{ path: "password", message: "The password is not correct" }] } },
      );
    openSecurity();
    expect((await screen.findByTestId("recovery-codes-left")).textContent).toContain("Quedan pocos");

    await user.click(screen.getByRole("button", { name: "Generar códigos de recuperación nuevos" }));
    let dialog = screen.getByRole("dialog");
    await user.type(within(dialog).getByLabelText("Tu contraseña"), "right password");
    await user.click(within(dialog).getByRole("button", { name: "Generar códigos de recuperación nuevos" }));
    expect(await screen.findByText("Guarda tus códigos de recuperación")).toBeTruthy();
    expect(api.callsTo("POST /api/auth/recovery-codes")[0]?.body).toEqual({ password: "right password" });
    await user.click(screen.getByRole("button", { name: "Ya los he guardado" }));

    await user.click(screen.getByRole("button", { name: "Desactivar" }));
    dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Desactivar" }));
    expect(await within(dialog).findByText("Introduce tu contraseña actual.")).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Tu contraseña"), "wrong");
    await user.click(within(dialog).getByRole("button", { name: "Desactivar" }));
    expect(await within(dialog).findByText("La contraseña no es correcta.")).toBeTruthy();
    await user.clear(within(dialog).getByLabelText("Tu contraseña"));
    await user.type(within(dialog).getByLabelText("Tu contraseña"), "right password");
    await user.click(within(dialog).getByRole("button", { name: "Desactivar" }));
    expect(await screen.findByText("Verificación en dos pasos desactivada")).toBeTruthy();
  });

  test("too many tries: the limit's message", async () => {
    account({ totp: { enabled: true, recoveryCodesLeft: 10 } });
    api.on("POST /api/auth/totp/disable", { status: 429, body: { message: "Too many requests." } });
    openSecurity();
    await user.click(await screen.findByRole("button", { name: "Desactivar" }));
    await user.type(within(screen.getByRole("dialog")).getByLabelText("Tu contraseña"), "x");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Desactivar" }));
    expect(await screen.findByText("Demasiados intentos. Espera unos minutos e inténtalo de nuevo.")).toBeTruthy();
  });
});

describe("passkeys", () => {
  const realCredential = globalThis.PublicKeyCredential;
  const realCredentials = Object.getOwnPropertyDescriptor(navigator, "credentials");
  afterEach(() => {
    (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential = realCredential;
    if (realCredentials) Object.defineProperty(navigator, "credentials", realCredentials);
    else delete (navigator as { credentials?: unknown }).credentials;
  });

  test("removing one asks first", async () => {
    account();
    api.on("DELETE /api/auth/passkeys/7", { status: 204 });
    openSecurity();
    await user.click(await screen.findByRole("button", { name: "Eliminar la llave de acceso Laptop" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText(/«Laptop» dejará de servir/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Eliminar" }));
    expect(await screen.findByText("Llave de acceso eliminada")).toBeTruthy();
    expect(api.callsTo("DELETE /api/auth/passkeys/7")).toHaveLength(1);
  });

  test("none yet, and a browser without WebAuthn: says both", async () => {
    account({ passkeys: [] });
    openSecurity();
    expect(await screen.findByText("Todavía no tienes llaves de acceso.")).toBeTruthy();
    expect(screen.getByText("Este navegador no admite llaves de acceso.")).toBeTruthy();
  });

  test("at an IP address, adding one is disabled with the reason; at a name it is offered", async () => {
    (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential = function PublicKeyCredential() {};
    const happyDOM = (globalThis as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM;
    account({ passkeys: [] });
    happyDOM.setURL("http://[::1]:3000/admin/settings");
    try {
      openSecurity();
      const add = (await screen.findByRole("button", { name: "Añadir una llave de acceso" })) as HTMLButtonElement;
      expect(add.disabled).toBe(true);
      expect(document.getElementById(add.getAttribute("aria-describedby")!)?.textContent).toContain("no funcionan en una dirección IP ([::1])");
    } finally {
      happyDOM.setURL("http://localhost:3000/");
    }
    cleanup();
    account({ passkeys: [] });
    openSecurity();
    const add = (await screen.findByRole("button", { name: "Añadir una llave de acceso" })) as HTMLButtonElement;
    expect(add.disabled).toBe(false);
    expect(screen.queryByText(/dirección IP/)).toBeNull();
  });

  test("adding one: the name goes with the options, the authenticator's answer to the server", async () => {
    const bytes = (text: string) => new TextEncoder().encode(text).buffer;
    (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential = function PublicKeyCredential() {};
    Object.defineProperty(navigator, "credentials", {
      configurable: true,
      value: {
        create: async () => ({
          id: "bmV3",
          rawId: bytes("new"),
          type: "public-key",
          authenticatorAttachment: "platform",
          response: { clientDataJSON: bytes("{}"), attestationObject: bytes("att"), getTransports: () => ["internal"] },
          getClientExtensionResults: () => ({}),
        }),
      },
    });
    account({ passkeys: [] });
    api
      .on("POST /api/auth/passkeys/register-options", {
        body: {
          challenge: "Y2hhbGxlbmdl",
          rp: { id: "localhost", name: "localhost" },
          user: { id: "dXNlci0x", name: USER.email, displayName: USER.name },
          pubKeyCredParams: [{ type: "public-key", alg: -7 }],
        },
      })
      .on("POST /api/auth/passkeys/register", { status: 201, body: { id: 8, name: "Teléfono", createdAt: "2026-01-05T09:00:00.000Z", lastUsedAt: null } });
    openSecurity();
    await user.type(await screen.findByLabelText("Nombre de la nueva llave (opcional)"), "Teléfono");
    await user.click(screen.getByRole("button", { name: "Añadir una llave de acceso" }));
    expect(await screen.findByText("Llave de acceso añadida")).toBeTruthy();
    expect(api.callsTo("POST /api/auth/passkeys/register-options")[0]?.body).toEqual({ name: "Teléfono" });
    expect((api.callsTo("POST /api/auth/passkeys/register")[0]!.body as { id: string }).id).toBe("bmV3");
  });
});

describe("changing the password", () => {
  test("checked before sending; a wrong current password lands on its field; success clears the form", async () => {
    account();
    api.on("PUT /api/auth/password", ({ body }) =>
      (body as { currentPassword: string }).currentPassword === "old password"
        ? { status: 204 }
        : { status: 400, body: { message: "The password is not correct", issues: [{ path: "currentPassword", message: "The password is not correct" }] } },
    );
    openSecurity();
    const form = await screen.findByRole("region", { name: "Cambiar la contraseña" });
    const submit = () => user.click(within(form).getByRole("button", { name: "Cambiar la contraseña" }));
    await user.type(within(form).getByLabelText("Contraseña nueva"), "short");
    await submit();
    expect(await within(form).findByText("Introduce tu contraseña actual.")).toBeTruthy();
    expect(within(form).getByText("La contraseña nueva debe tener al menos 6 caracteres.")).toBeTruthy();
    await user.type(within(form).getByLabelText("Contraseña nueva"), " enough");
    await user.type(within(form).getByLabelText("Repite la contraseña nueva"), "something else");
    await user.type(within(form).getByLabelText("Contraseña actual"), "guess");
    await submit();
    expect(await within(form).findByText("Las contraseñas no coinciden.")).toBeTruthy();
    expect(api.callsTo("PUT /api/auth/password")).toHaveLength(0);

    await user.clear(within(form).getByLabelText("Repite la contraseña nueva"));
    await user.type(within(form).getByLabelText("Repite la contraseña nueva"), "short enough");
    await submit();
    expect(await within(form).findByText("La contraseña no es correcta.")).toBeTruthy();

    await user.clear(within(form).getByLabelText("Contraseña actual"));
    await user.type(within(form).getByLabelText("Contraseña actual"), "old password");
    await submit();
    expect(await screen.findByText("Las demás sesiones se han cerrado.")).toBeTruthy();
    expect(api.callsTo("PUT /api/auth/password").at(-1)?.body).toEqual({ currentPassword: "old password", newPassword: "short enough" });
    expect((within(form).getByLabelText("Contraseña actual") as HTMLInputElement).value).toBe("");
  });
});
