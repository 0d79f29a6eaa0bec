import { afterEach, describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SIGN_IN_EXPIRED_MESSAGE } from "../../../src/shared/schemas/auth";
import LoginPage from "./LoginPage";
import { ADMIN_LANGUAGE_KEY } from "../../i18n/admin";
import { USER } from "../../testing/admin-fixtures";
import { never, installFakeApi } from "../../testing/fake-api";
import { otherLanguageTexts } from "../../testing/page-language";
import { renderAdmin } from "../../testing/render";

const api = installFakeApi();
const renderLogin = () => renderAdmin(<LoginPage />, { path: "/login", pattern: "/login" });

describe("/login", () => {
  test("shows the 'Cargando' spinner while the auth check runs", () => {
    api.on("GET /api/auth/me", never);
    renderLogin();
    expect(screen.getByRole("status").textContent).toContain("Cargando");
  });

  test("goes to /admin when already signed in", async () => {
    api.on("GET /api/auth/me", { body: USER });
    renderLogin();
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/admin"));
  });

  test("a failed check counts as signed out and forgets the stored token", async () => {
    localStorage.setItem("token", "expired");
    api.on("GET /api/auth/me", { status: 401, body: { message: "Not signed in" } });
    renderLogin();
    await screen.findByLabelText("Correo electrónico");
    expect(localStorage.getItem("token")).toBeNull();
  });

  test("a network error on the check also counts as signed out", async () => {
    localStorage.setItem("token", "t");
    api.on("GET /api/auth/me", () => {
      throw new TypeError("Failed to fetch");
    });
    renderLogin();
    await screen.findByLabelText("Correo electrónico");
    expect(localStorage.getItem("token")).toBeNull();
  });

  test("has remember me, a forgot-password control that tells the command resetting it, and a link back to the site", async () => {
    api.on("GET /api/auth/me", { status: 401 });
    renderLogin();
    expect((await screen.findByLabelText("Recordarme")).getAttribute("type")).toBe("checkbox");
    await userEvent.type(screen.getByLabelText("Correo electrónico"), "owner@example.com");
    const forgot = screen.getByRole("button", { name: "¿Olvidaste tu contraseña?" });
    expect(forgot.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(forgot);
    expect(forgot.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("Se cambia en el servidor, con la línea de comandos:")).toBeTruthy();
    expect(screen.getByText("portfolio admin password --email owner@example.com --password-stdin")).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/login");
    expect(screen.getByRole("link", { name: /Volver al sitio/ }).getAttribute("href")).toBe("/");
  });

  test("validates with the spec's Spanish messages before calling the API", async () => {
    api.on("GET /api/auth/me", { status: 401 });
    renderLogin();
    await userEvent.type(await screen.findByLabelText("Correo electrónico"), "not-an-email");
    await userEvent.type(screen.getByLabelText("Contraseña"), "12345");
    await userEvent.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    expect(await screen.findByText("Por favor, introduce un correo electrónico válido")).toBeTruthy();
    expect(screen.getByText("La contraseña debe tener al menos 6 caracteres")).toBeTruthy();
    expect(api.callsTo("POST /api/auth/login")).toHaveLength(0);
  });

  test("wrong credentials: said under the form, both fields marked and pointing at it, still on /login", async () => {
    api.on("GET /api/auth/me", { status: 401 }).on("POST /api/auth/login", { status: 401, body: { message: "Invalid email or password" } });
    renderLogin();
    await userEvent.type(await screen.findByLabelText("Correo electrónico"), "owner@example.com");
    await userEvent.type(screen.getByLabelText("Contraseña"), "wrong-password");
    await userEvent.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Error de inicio de sesiónCorreo electrónico o contraseña inválidos");
    // Inside the form, after its button: where the eye is when the answer comes.
    const form = screen.getByRole("button", { name: "Iniciar sesión" }).closest("form")!;
    expect(form.contains(alert)).toBe(true);
    for (const label of ["Correo electrónico", "Contraseña"]) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(field.getAttribute("aria-describedby")).toBe(alert.id);
    }
    // Typing again clears the marks (the message stays until the next try).
    await userEvent.type(screen.getByLabelText("Contraseña"), "x");
    expect(screen.getByLabelText("Contraseña").getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByTestId("location").textContent).toBe("/login");
    expect(localStorage.getItem("token")).toBeNull();
  });

  test("success: stores the token, welcomes the owner and opens /admin", async () => {
    api.on("GET /api/auth/me", { status: 401 }).on("POST /api/auth/login", { body: { token: "jwt-token", user: USER } });
    renderLogin();
    await userEvent.type(await screen.findByLabelText("Correo electrónico"), "owner@example.com");
    await userEvent.type(screen.getByLabelText("Contraseña"), "secret-password");
    await userEvent.click(screen.getByLabelText("Recordarme"));
    await userEvent.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/admin"));
    expect(localStorage.getItem("token")).toBe("jwt-token");
    expect(api.callsTo("POST /api/auth/login")[0]?.body).toEqual({ email: "owner@example.com", password: "secret-password", rememberMe: true });
    expect(screen.getByText("Inicio de sesión exitoso")).toBeTruthy();
    expect(screen.getByText("Bienvenido al panel de administración")).toBeTruthy();
  });
});

describe("/login in the owner's language", () => {
  test("its own menu switches the page to German: the form, its messages and the toasts, nothing Spanish or English left", async () => {
    api.on("GET /api/auth/me", { status: 401 }).on("POST /api/auth/login", { status: 401, body: { message: "Invalid email or password" } });
    renderLogin();
    await screen.findByLabelText("Correo electrónico");
    await userEvent.click(screen.getByRole("button", { name: "ES Idioma del panel: Español. Cambiar idioma" }));
    await userEvent.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: "Deutsch" }));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
    expect(localStorage.getItem(ADMIN_LANGUAGE_KEY)).toBe("de");
    expect(screen.getByLabelText("Angemeldet bleiben")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Zurück zur Website/ })).toBeTruthy();
    await userEvent.type(screen.getByLabelText("E-Mail-Adresse"), "not-an-email");
    await userEvent.type(screen.getByLabelText("Passwort"), "12345");
    await userEvent.click(screen.getByRole("button", { name: "Anmelden" }));
    expect(await screen.findByText("Bitte geben Sie eine gültige E-Mail-Adresse ein")).toBeTruthy();
    expect(screen.getByText("Das Passwort muss mindestens 6 Zeichen lang sein")).toBeTruthy();
    expect(otherLanguageTexts(["login", "layout", "validation", "language"], "de")).toEqual([]);
    await userEvent.clear(screen.getByLabelText("E-Mail-Adresse"));
    await userEvent.type(screen.getByLabelText("E-Mail-Adresse"), "owner@example.com");
    await userEvent.type(screen.getByLabelText("Passwort"), "6");
    await userEvent.click(screen.getByRole("button", { name: "Anmelden" }));
    expect(await screen.findByText("Anmeldung fehlgeschlagen")).toBeTruthy();
    expect(screen.getByText("E-Mail-Adresse oder Passwort ungültig")).toBeTruthy();
  });
});

/** Types the password and submits, as the owner does before any second step. */
async function submitPassword() {
  await userEvent.type(await screen.findByLabelText("Correo electrónico"), "owner@example.com");
  await userEvent.type(screen.getByLabelText("Contraseña"), "secret-password");
  await userEvent.click(screen.getByRole("button", { name: "Iniciar sesión" }));
}

describe("/login with two-step verification on", () => {
  test("the password answers with a ticket: the code step; a wrong code says so, the right one opens /admin", async () => {
    api
      .on("GET /api/auth/me", { status: 401 })
      .on("POST /api/auth/login", { body: { twoFactorRequired: true, ticket: "the-ticket" } })
      .on("POST /api/auth/login/second-factor", ({ body }) =>
        (body as { code: string }).code === "123456"
          ? { body: { token: "jwt-token", user: USER } }
          : { status: 401, body: { message: "The code is not valid" } },
      );
    renderLogin();
    await submitPassword();
    expect(await screen.findByRole("heading", { name: "Verificación en dos pasos" })).toBeTruthy();
    expect(localStorage.getItem("token")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Verificar" }));
    expect(await screen.findByText("Introduce el código.")).toBeTruthy();
    expect(api.callsTo("POST /api/auth/login/second-factor")).toHaveLength(0);

    await userEvent.type(screen.getByLabelText("Código de verificación"), "654321");
    await userEvent.click(screen.getByRole("button", { name: "Verificar" }));
    expect(await screen.findByText(/El código no es válido/)).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/login");

    await userEvent.clear(screen.getByLabelText("Código de verificación"));
    await userEvent.type(screen.getByLabelText("Código de verificación"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verificar" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/admin"));
    expect(localStorage.getItem("token")).toBe("jwt-token");
    expect(api.callsTo("POST /api/auth/login/second-factor").at(-1)?.body).toEqual({ ticket: "the-ticket", code: "123456" });
    expect(screen.getByText("Inicio de sesión exitoso")).toBeTruthy();
  });

  test("a recovery code instead of the app's code", async () => {
    api
      .on("GET /api/auth/me", { status: 401 })
      .on("POST /api/auth/login", { body: { twoFactorRequired: true, ticket: "t" } })
      .on("POST /api/auth/login/second-factor", { body: { token: "jwt-token", user: USER } });
    renderLogin();
    await submitPassword();
    await userEvent.click(await screen.findByRole("button", { name: "Usar un código de recuperación" }));
    await userEvent.type(screen.getByLabelText("Código de recuperación"), "abcd-efgh-jkmn-pqrs");
    await userEvent.click(screen.getByRole("button", { name: "Verificar" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/admin"));
    expect(api.callsTo("POST /api/auth/login/second-factor")[0]?.body).toEqual({ ticket: "t", code: "abcd-efgh-jkmn-pqrs" });
  });

  test("an expired step goes back to the password, with the reason", async () => {
    api
      .on("GET /api/auth/me", { status: 401 })
      .on("POST /api/auth/login", { body: { twoFactorRequired: true, ticket: "old" } })
      .on("POST /api/auth/login/second-factor", { status: 401, body: { message: SIGN_IN_EXPIRED_MESSAGE } });
    renderLogin();
    await submitPassword();
    await userEvent.type(await screen.findByLabelText("Código de verificación"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verificar" }));
    expect(await screen.findByText("Inicio de sesión caducado")).toBeTruthy();
    expect(await screen.findByLabelText("Contraseña")).toBeTruthy();
    expect((screen.getByLabelText("Contraseña") as HTMLInputElement).value).toBe("");
  });

  test("too many attempts: the limit's message", async () => {
    api
      .on("GET /api/auth/me", { status: 401 })
      .on("POST /api/auth/login", { body: { twoFactorRequired: true, ticket: "t" } })
      .on("POST /api/auth/login/second-factor", { status: 429, body: { message: "Too many requests." } });
    renderLogin();
    await submitPassword();
    await userEvent.type(await screen.findByLabelText("Código de verificación"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verificar" }));
    expect(await screen.findByText("Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.")).toBeTruthy();
  });
});

describe("/login with a passkey", () => {
  const realCredential = globalThis.PublicKeyCredential;
  const realCredentials = Object.getOwnPropertyDescriptor(navigator, "credentials");
  let asked: CredentialRequestOptions[] = [];

  /** A browser with WebAuthn whose authenticator answers `get()` with a fixed assertion. */
  function withAuthenticator(answer: () => Promise<unknown>) {
    asked = [];
    (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential = function PublicKeyCredential() {};
    Object.defineProperty(navigator, "credentials", {
      configurable: true,
      value: {
        get: (options: CredentialRequestOptions) => {
          asked.push(options);
          return answer();
        },
      },
    });
  }
  const bytes = (text: string) => new TextEncoder().encode(text).buffer;
  const assertion = async () => ({
    id: "Y3JlZA",
    rawId: bytes("cred"),
    type: "public-key",
    authenticatorAttachment: "platform",
    response: { authenticatorData: bytes("auth"), clientDataJSON: bytes("{}"), signature: bytes("sig"), userHandle: bytes("user-1") },
    getClientExtensionResults: () => ({}),
  });

  afterEach(() => {
    (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential = realCredential;
    if (realCredentials) Object.defineProperty(navigator, "credentials", realCredentials);
    else delete (navigator as { credentials?: unknown }).credentials;
  });

  test("at an IP address the passkey button is disabled with the reason; at a name it is not", async () => {
    withAuthenticator(assertion);
    const happyDOM = (globalThis as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM;
    api.on("GET /api/auth/me", { status: 401 });
    happyDOM.setURL("http://127.0.0.1:3000/login");
    try {
      renderLogin();
      const button = (await screen.findByRole("button", { name: "Entrar con una llave de acceso" })) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      const reason = document.getElementById(button.getAttribute("aria-describedby")!)!;
      expect(reason.textContent).toBe(
        "Las llaves de acceso no funcionan en una dirección IP (127.0.0.1). Abre el panel con el nombre del sitio (por ejemplo, localhost) para usarlas.",
      );
    } finally {
      happyDOM.setURL("http://localhost:3000/");
    }
  });

  test("at localhost the passkey button works and says nothing about IP addresses", async () => {
    withAuthenticator(assertion);
    api.on("GET /api/auth/me", { status: 401 });
    renderLogin();
    const button = (await screen.findByRole("button", { name: "Entrar con una llave de acceso" })) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.getAttribute("aria-describedby")).toBeNull();
    expect(screen.queryByText(/dirección IP/)).toBeNull();
  });

  test("no passkey button where the browser has no WebAuthn", async () => {
    api.on("GET /api/auth/me", { status: 401 });
    renderLogin();
    await screen.findByLabelText("Correo electrónico");
    expect(screen.queryByRole("button", { name: "Entrar con una llave de acceso" })).toBeNull();
  });

  test("options from the server, the authenticator's answer back to it, then /admin", async () => {
    withAuthenticator(assertion);
    api
      .on("GET /api/auth/me", { status: 401 })
      .on("POST /api/auth/passkeys/login-options", {
        body: { challenge: "Y2hhbGxlbmdl", rpId: "localhost", userVerification: "required", allowCredentials: [] },
      })
      .on("POST /api/auth/passkeys/login", { body: { token: "passkey-token", user: USER } });
    renderLogin();
    await userEvent.click(await screen.findByLabelText("Recordarme"));
    await userEvent.click(screen.getByRole("button", { name: "Entrar con una llave de acceso" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/admin"));
    expect(localStorage.getItem("token")).toBe("passkey-token");
    expect(api.callsTo("POST /api/auth/passkeys/login-options")[0]?.body).toEqual({ rememberMe: true });
    expect(asked[0]?.publicKey?.rpId).toBe("localhost");
    const sent = api.callsTo("POST /api/auth/passkeys/login")[0]?.body as { id: string; response: { userHandle: string } };
    expect(sent.id).toBe("Y3JlZA");
    expect(sent.response.userHandle).toBe("dXNlci0x");
  });

  test("cancelled in the browser: says so, nothing sent, still on /login", async () => {
    withAuthenticator(() => Promise.reject(Object.assign(new Error("The operation either timed out or was not allowed."), { name: "NotAllowedError" })));
    api.on("GET /api/auth/me", { status: 401 }).on("POST /api/auth/passkeys/login-options", { body: { challenge: "Y2hhbGxlbmdl", rpId: "localhost" } });
    renderLogin();
    await userEvent.click(await screen.findByRole("button", { name: "Entrar con una llave de acceso" }));
    expect(await screen.findByText("Se canceló o se agotó el tiempo de espera.")).toBeTruthy();
    expect(api.callsTo("POST /api/auth/passkeys/login")).toHaveLength(0);
    expect(screen.getByTestId("location").textContent).toBe("/login");
  });

  test("refused by the server: the passkey was not accepted", async () => {
    withAuthenticator(assertion);
    api
      .on("GET /api/auth/me", { status: 401 })
      .on("POST /api/auth/passkeys/login-options", { body: { challenge: "Y2hhbGxlbmdl", rpId: "localhost" } })
      .on("POST /api/auth/passkeys/login", { status: 401, body: { message: "The passkey could not be verified" } });
    renderLogin();
    await userEvent.click(await screen.findByRole("button", { name: "Entrar con una llave de acceso" }));
    expect(await screen.findByText("La llave de acceso no fue aceptada. Prueba con otra o usa tu contraseña.")).toBeTruthy();
    expect(localStorage.getItem("token")).toBeNull();
  });

  test("the second step offers a passkey too", async () => {
    withAuthenticator(assertion);
    api
      .on("GET /api/auth/me", { status: 401 })
      .on("POST /api/auth/login", { body: { twoFactorRequired: true, ticket: "t" } })
      .on("POST /api/auth/passkeys/login-options", { body: { challenge: "Y2hhbGxlbmdl", rpId: "localhost" } })
      .on("POST /api/auth/passkeys/login", { body: { token: "passkey-token", user: USER } });
    renderLogin();
    await submitPassword();
    await userEvent.click(await screen.findByRole("button", { name: "Usar una llave de acceso" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/admin"));
  });
});
