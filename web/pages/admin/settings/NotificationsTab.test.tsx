import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { NotificationSettingsView } from "../../../api/notifications";
import { ADMIN_LANGUAGE_KEY } from "../../../i18n/admin";
import { never, installFakeApi } from "../../../testing/fake-api";
import { renderAdmin } from "../../../testing/render";
import { NotificationsTab } from "./NotificationsTab";
import { NOTIFICATION_MESSAGES } from "../../../../src/shared/schemas/notifications";

const api = installFakeApi();

const notConfigured = (): NotificationSettingsView => ({
  email: { configured: false, fromEnv: false, host: "", port: 587, security: "starttls", user: "", from: "", to: "", passwordSet: false },
  webhooks: [],
});

const configured = (overrides: Partial<NotificationSettingsView["email"]> = {}): NotificationSettingsView => ({
  email: {
    configured: true,
    fromEnv: false,
    host: "smtp.example.com",
    port: 587,
    security: "starttls",
    user: "lucia@example.com",
    from: "",
    to: "lucia@example.com",
    passwordSet: true,
    ...overrides,
  },
  webhooks: [
    { id: 3, url: "https://discord.com/…", format: "discord", lastStatus: { ok: true, at: "2026-05-02T10:00:00.000Z", detail: "HTTP 204 No Content" } },
    { id: 4, url: "https://ntfy.sh/…", format: "ntfy", lastStatus: null },
  ],
});

const emailSection = () => screen.getByRole("region", { name: /Correo electrónico/ });
const webhookRows = () => screen.getAllByTestId("webhook");

describe("Settings → Notifications", () => {
  test("loading, then nothing configured: an empty SMTP form, no test button, no webhooks", async () => {
    api.on("GET /api/notifications", never);
    const first = renderAdmin(<NotificationsTab />);
    expect(screen.getByLabelText("Cargando")).toBeDefined();
    first.unmount();

    api.on("GET /api/notifications", { body: notConfigured() });
    renderAdmin(<NotificationsTab />);
    await screen.findByText("Sin configurar");
    expect((screen.getByLabelText("Servidor SMTP") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Puerto") as HTMLInputElement).value).toBe("587");
    expect((screen.getByLabelText("Seguridad") as HTMLSelectElement).value).toBe("starttls");
    expect(screen.getByText("No hay ninguna contraseña guardada.")).toBeDefined();
    expect(within(emailSection()).queryByRole("button", { name: "Enviar un correo de prueba" })).toBeNull();
    expect(screen.getByText("Todavía no hay ningún webhook.")).toBeDefined();
    expect((screen.getByRole("button", { name: "Guardar" }) as HTMLButtonElement).disabled).toBe(true);
  });

  test("a provider preset fills the server, port and security and says what its password must be", async () => {
    api.on("GET /api/notifications", { body: notConfigured() });
    renderAdmin(<NotificationsTab />);
    await screen.findByText("Sin configurar");
    const preset = screen.getByLabelText("Proveedor") as HTMLSelectElement;
    expect(preset.value).toBe("");
    expect(screen.queryByTestId("smtp-preset-help")).toBeNull();
    await userEvent.selectOptions(preset, "Fastmail");
    expect((screen.getByLabelText("Servidor SMTP") as HTMLInputElement).value).toBe("smtp.fastmail.com");
    expect((screen.getByLabelText("Puerto") as HTMLInputElement).value).toBe("465");
    expect((screen.getByLabelText("Seguridad") as HTMLSelectElement).value).toBe("tls");
    await userEvent.selectOptions(preset, "Gmail");
    expect((screen.getByLabelText("Servidor SMTP") as HTMLInputElement).value).toBe("smtp.gmail.com");
    expect((screen.getByLabelText("Puerto") as HTMLInputElement).value).toBe("587");
    expect((screen.getByLabelText("Seguridad") as HTMLSelectElement).value).toBe("starttls");
    const help = screen.getByTestId("smtp-preset-help");
    expect(help.textContent).toStartWith("Gmail necesita una contraseña de aplicación");
    expect(preset.getAttribute("aria-describedby")).toBe(help.id);
    // "Another server" leaves what was typed alone and says what to look for.
    await userEvent.selectOptions(preset, "Otro servidor");
    expect((screen.getByLabelText("Servidor SMTP") as HTMLInputElement).value).toBe("smtp.gmail.com");
    expect(screen.getByTestId("smtp-preset-help").textContent).toContain("587 con STARTTLS");
    expect((screen.getByRole("button", { name: "Guardar" }) as HTMLButtonElement).disabled).toBe(false);
  });

  test("a saved server of a known provider shows that provider; another one shows 'Otro servidor'", async () => {
    api.on("GET /api/notifications", { body: configured({ host: "smtp.resend.com", port: 465, security: "tls" }) });
    const first = renderAdmin(<NotificationsTab />);
    expect(((await screen.findByLabelText("Proveedor")) as HTMLSelectElement).value).toBe("resend");
    first.unmount();
    api.on("GET /api/notifications", { body: configured() });
    renderAdmin(<NotificationsTab />);
    expect(((await screen.findByLabelText("Proveedor")) as HTMLSelectElement).value).toBe("custom");
  });

  test("configured: the values, the password only as 'saved', each webhook masked with its last status", async () => {
    api.on("GET /api/notifications", { body: configured() });
    renderAdmin(<NotificationsTab />);
    await screen.findByText("Configurado");
    expect((screen.getByLabelText("Servidor SMTP") as HTMLInputElement).value).toBe("smtp.example.com");
    expect((screen.getByLabelText("Enviar los avisos a") as HTMLInputElement).value).toBe("lucia@example.com");
    const password = screen.getByLabelText("Contraseña") as HTMLInputElement;
    expect(password.value).toBe("");
    expect(password.type).toBe("password");
    expect(password.placeholder).toBe("•••••••• (guardada)");
    expect(screen.getByText("Hay una contraseña guardada; escribe otra para cambiarla.")).toBeDefined();
    const [discord, ntfy] = webhookRows();
    expect(discord!.textContent).toContain("https://discord.com/…");
    expect(discord!.textContent).toMatch(/Último envío correcto \(.+\): HTTP 204 No Content/);
    expect((within(discord!).getByRole("combobox", { name: "Formato del webhook https://discord.com/…" }) as HTMLSelectElement).value).toBe("discord");
    expect(ntfy!.textContent).toContain("Todavía no se ha enviado nada.");
  });

  test("send test by e-mail: success says so", async () => {
    api.on("GET /api/notifications", { body: configured() }).on("POST /api/notifications/test", { body: { ok: true } });
    renderAdmin(<NotificationsTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Enviar un correo de prueba" }));
    expect(await within(emailSection()).findByText("Prueba enviada correctamente.")).toBeDefined();
    expect(api.callsTo("POST /api/notifications/test").map((call) => call.body)).toEqual([{ channel: "email" }]);
  });

  test("send test by e-mail: a failure shows the mail server's own reply", async () => {
    api
      .on("GET /api/notifications", { body: configured() })
      .on("POST /api/notifications/test", { body: { ok: false, error: "535 5.7.8 Username and Password not accepted" } });
    renderAdmin(<NotificationsTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Enviar un correo de prueba" }));
    expect(await within(emailSection()).findByText("La prueba falló: 535 5.7.8 Username and Password not accepted")).toBeDefined();
  });

  test("send test to a webhook: its HTTP status when it fails, success otherwise", async () => {
    api
      .on("GET /api/notifications", { body: configured() })
      .on("POST /api/notifications/test", (call) =>
        (call.body as { id: number }).id === 3 ? { body: { ok: false, error: "HTTP 401 Unauthorized" } } : { body: { ok: true } },
      );
    renderAdmin(<NotificationsTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Enviar una prueba al webhook https://discord.com/…" }));
    const [discord, ntfy] = webhookRows();
    expect(await within(discord!).findByText("La prueba falló: HTTP 401 Unauthorized")).toBeDefined();
    await userEvent.click(within(ntfy!).getByRole("button", { name: "Enviar una prueba al webhook https://ntfy.sh/…" }));
    expect(await within(ntfy!).findByText("Prueba enviada correctamente.")).toBeDefined();
    expect(api.callsTo("POST /api/notifications/test").map((call) => call.body)).toEqual([
      { channel: "webhook", id: 3 },
      { channel: "webhook", id: 4 },
    ]);
  });

  test("saving SMTP settings sends the password only when typed; a test waits for unsaved changes", async () => {
    api.on("GET /api/notifications", { body: notConfigured() }).on("PUT /api/notifications", (call) => {
      const email = (call.body as { email: NotificationSettingsView["email"] }).email;
      return { body: { ...notConfigured(), email: { ...email, configured: true, fromEnv: false, passwordSet: true } } };
    });
    renderAdmin(<NotificationsTab />);
    await userEvent.type(await screen.findByLabelText("Servidor SMTP"), "smtp.example.com");
    await userEvent.type(screen.getByLabelText("Usuario"), "lucia");
    await userEvent.type(screen.getByLabelText("Contraseña"), "app-password");
    await userEvent.type(screen.getByLabelText("Enviar los avisos a"), "lucia@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    await screen.findByText("Se guardaron los ajustes de correo.");
    expect(api.callsTo("PUT /api/notifications")[0]!.body).toEqual({
      email: { host: "smtp.example.com", port: 587, security: "starttls", user: "lucia", from: "", to: "lucia@example.com", password: "app-password" },
    });
    expect((screen.getByLabelText("Contraseña") as HTMLInputElement).value).toBe("");

    await userEvent.clear(screen.getByLabelText("Usuario"));
    await userEvent.type(screen.getByLabelText("Usuario"), "other");
    expect((screen.getByRole("button", { name: "Enviar un correo de prueba" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Guarda los cambios antes de enviar una prueba.")).toBeDefined();
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(api.callsTo("PUT /api/notifications")).toHaveLength(2));
    expect(api.callsTo("PUT /api/notifications")[1]!.body).not.toHaveProperty("email.password");
  });

  test("the password can be removed on purpose", async () => {
    api.on("GET /api/notifications", { body: configured() }).on("PUT /api/notifications", { body: configured({ passwordSet: false }) });
    renderAdmin(<NotificationsTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Quitar la contraseña" }));
    expect(screen.getByText("La contraseña se quitará al guardar.")).toBeDefined();
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(api.callsTo("PUT /api/notifications")).toHaveLength(1));
    expect((api.callsTo("PUT /api/notifications")[0]!.body as { email: { password: string } }).email.password).toBe("");
  });

  test("problems are shown in the admin's language before anything is sent", async () => {
    api.on("GET /api/notifications", { body: notConfigured() });
    renderAdmin(<NotificationsTab />);
    await userEvent.type(await screen.findByLabelText("Servidor SMTP"), "smtp.example.com");
    await userEvent.clear(screen.getByLabelText("Puerto"));
    await userEvent.type(screen.getByLabelText("Puerto"), "99999");
    await userEvent.type(screen.getByLabelText("Remitente"), "not-an-address");
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText("El puerto debe ser un número del 1 al 65535.")).toBeDefined();
    expect(screen.getByText("Escribe una dirección de correo válida.")).toBeDefined();
    expect(screen.getByText("Escribe la dirección a la que deben llegar los avisos.")).toBeDefined();
    expect(api.callsTo("PUT /api/notifications")).toHaveLength(0);
  });

  test("set by SMTP_URL and NOTIFY_EMAIL: shown read-only, with a test", async () => {
    api
      .on("GET /api/notifications", {
        body: {
          ...notConfigured(),
          email: {
            configured: true,
            fromEnv: true,
            host: "mail.example.com",
            port: 465,
            security: "tls",
            user: "web@example.com",
            from: "",
            to: "lucia@example.com",
            passwordSet: true,
          },
        },
      })
      .on("POST /api/notifications/test", { body: { ok: true } });
    renderAdmin(<NotificationsTab />);
    await screen.findByText("Definido en el servidor");
    const section = emailSection();
    expect(section.textContent).toContain("SMTP_URL y NOTIFY_EMAIL");
    expect(section.textContent).toContain("mail.example.com:465");
    expect(section.textContent).toContain("TLS");
    expect(within(section).queryByRole("textbox")).toBeNull();
    expect(within(section).queryByRole("button", { name: "Guardar" })).toBeNull();
    await userEvent.click(within(section).getByRole("button", { name: "Enviar un correo de prueba" }));
    expect(await within(section).findByText("Prueba enviada correctamente.")).toBeDefined();
  });

  test("webhooks: add (http(s) only), change the format, remove after confirming; stored URLs are never sent back", async () => {
    api.on("GET /api/notifications", { body: configured() }).on("PUT /api/notifications", { body: configured() });
    renderAdmin(<NotificationsTab />);
    const url = await screen.findByLabelText("URL del webhook");
    await userEvent.type(url, "ftp://example.com/hook");
    await userEvent.click(screen.getByRole("button", { name: "Añadir webhook" }));
    expect(await screen.findByText("Escribe una dirección que empiece por http:// o https://.")).toBeDefined();
    await userEvent.clear(url);
    await userEvent.type(url, "https://hooks.slack.com/services/T0/B0/xyz");
    await userEvent.selectOptions(screen.getByLabelText("Formato"), "slack");
    await userEvent.click(screen.getByRole("button", { name: "Añadir webhook" }));
    await screen.findByText("Se añadió el webhook.");
    expect(api.callsTo("PUT /api/notifications")[0]!.body).toEqual({
      webhooks: [
        { id: 3, format: "discord" },
        { id: 4, format: "ntfy" },
        { url: "https://hooks.slack.com/services/T0/B0/xyz", format: "slack" },
      ],
    });

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Formato del webhook https://ntfy.sh/…" }), "json");
    await waitFor(() => expect(api.callsTo("PUT /api/notifications")).toHaveLength(2));
    expect(api.callsTo("PUT /api/notifications")[1]!.body).toEqual({
      webhooks: [
        { id: 3, format: "discord" },
        { id: 4, format: "json" },
      ],
    });

    await userEvent.click(screen.getByRole("button", { name: "Quitar el webhook https://discord.com/…" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("¿Quitar este webhook?")).toBeDefined();
    await userEvent.click(within(dialog).getByRole("button", { name: "Quitar" }));
    await waitFor(() => expect(api.callsTo("PUT /api/notifications")).toHaveLength(3));
    expect(api.callsTo("PUT /api/notifications")[2]!.body).toEqual({ webhooks: [{ id: 4, format: "ntfy" }] });
  });

  test("a webhook on the server's own or private network is refused in the field, in the admin's language", async () => {
    api.on("GET /api/notifications", { body: configured() }).on("PUT /api/notifications", {
      status: 400,
      body: { message: "Validation failed", issues: [{ path: "webhooks.2.url", message: NOTIFICATION_MESSAGES.privateAddress }] },
    });
    renderAdmin(<NotificationsTab />);
    await userEvent.type(await screen.findByLabelText("URL del webhook"), "http://192.168.1.5/ntfy");
    await userEvent.click(screen.getByRole("button", { name: "Añadir webhook" }));
    expect(
      await screen.findByText(
        "Esta dirección está en el propio servidor o en su red privada: los webhooks no pueden llegar a ella salvo con WEBHOOK_ALLOW_PRIVATE=1.",
      ),
    ).toBeDefined();
    expect(screen.queryByText("No se pudieron guardar los webhooks.")).toBeNull();
  });

  test("in English when the owner reads the admin in English", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "en");
    api
      .on("GET /api/notifications", { body: configured() })
      .on("POST /api/notifications/test", { body: { ok: false, error: "connect ECONNREFUSED 10.0.0.5:587" } });
    renderAdmin(<NotificationsTab />);
    await screen.findByText("Configured");
    expect(screen.getByLabelText("SMTP server")).toBeDefined();
    await userEvent.click(screen.getByRole("button", { name: "Send a test email" }));
    expect(await screen.findByText("The test failed: connect ECONNREFUSED 10.0.0.5:587")).toBeDefined();
    expect(screen.queryByText(/Guardar|Correo/)).toBeNull();
  });
});
