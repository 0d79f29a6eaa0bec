import { describe, expect, test } from "bun:test";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import LoginPage from "./LoginPage";
import { never, renderAdmin, useFakeApi, USER } from "./admin-test-utils";

const api = useFakeApi();
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

  test("has remember me, a forgot-password link that goes nowhere and a link back to the site", async () => {
    api.on("GET /api/auth/me", { status: 401 });
    renderLogin();
    expect((await screen.findByLabelText("Recordarme")).getAttribute("type")).toBe("checkbox");
    const forgot = screen.getByText("¿Olvidaste tu contraseña?");
    expect(forgot.getAttribute("href")).toBe("#");
    await userEvent.click(forgot);
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

  test("wrong credentials: the error toast, still on /login", async () => {
    api.on("GET /api/auth/me", { status: 401 }).on("POST /api/auth/login", { status: 401, body: { message: "Invalid email or password" } });
    renderLogin();
    await userEvent.type(await screen.findByLabelText("Correo electrónico"), "owner@example.com");
    await userEvent.type(screen.getByLabelText("Contraseña"), "wrong-password");
    await userEvent.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    expect(await screen.findByText("Error de inicio de sesión")).toBeTruthy();
    expect(screen.getByText("Correo electrónico o contraseña inválidos")).toBeTruthy();
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
