import { describe, expect, test } from "bun:test";
import { screen, waitFor } from "@testing-library/react";
import { ADMIN_LANGUAGE_KEY } from "../../i18n/admin";
import { DashboardPage } from "../../pages/admin/DashboardPage";
import { statsReport } from "../../testing/admin-fixtures";
import { installFakeApi } from "../../testing/fake-api";
import { renderAdmin } from "../../testing/render";
import { SignInLockAlert } from "./SignInLockAlert";

const api = installFakeApi();

/** The admin's health read, with the password sign-in's state as the server gives it. */
const health = (signIn: { locked: boolean; failures: number; addresses: number; lockedUntil: string | null }) => ({
  body: { status: "ok", version: "1.0.0", uptimeSeconds: 5, database: { writable: true }, disk: null, lastBackupAt: null, signIn },
});
const LOCKED = { locked: true, failures: 20, addresses: 7, lockedUntil: "2026-03-10T10:15:00.000Z" };
const clock = (lang: string) => new Intl.DateTimeFormat(lang, { hour: "2-digit", minute: "2-digit" }).format(new Date(LOCKED.lockedUntil));

describe("the dashboard's notice of a locked password sign-in", () => {
  test("on the dashboard: N failed sign-ins from M addresses, until when, and that passkeys still work", async () => {
    api.on("GET /api/health", health(LOCKED)).on("GET /api/projects", { body: [] }).on("GET /api/articles", { body: [] }).on("GET /api/messages", { body: [] });
    // The dashboard's other cards: the demo is still there (no setup checklist), and no visits were counted.
    const noVisits = statsReport({ from: "2026-02-09", to: "2026-03-10" });
    api.on("GET /api/demo-content", { body: { present: true } }).on("GET /api/stats", { body: noVisits });
    renderAdmin(<DashboardPage />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      `El inicio de sesión con contraseña está bloqueado hasta las ${clock("es-ES")}` +
        "20 inicios de sesión fallidos desde 7 direcciones en los últimos 15 minutos. Tus llaves de acceso siguen funcionando.",
    );
  });

  test("in the owner's language", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "en");
    api.on("GET /api/health", health(LOCKED));
    renderAdmin(<SignInLockAlert />);
    expect((await screen.findByRole("alert")).textContent).toBe(
      `Password sign-in is locked until ${clock("en-US")}20 failed sign-ins from 7 addresses in the last 15 minutes. Your passkeys still work.`,
    );
  });

  test("nothing while it is not locked, even after a few failures", async () => {
    api.on("GET /api/health", health({ locked: false, failures: 12, addresses: 3, lockedUntil: null }));
    renderAdmin(<SignInLockAlert />);
    await waitFor(() => expect(api.callsTo("GET /api/health")).toHaveLength(1));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
