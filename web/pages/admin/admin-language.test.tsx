import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DemoContentBanner } from "../../components/admin/DemoContentBanner";
import { ADMIN_LANGUAGE_KEY, ADMIN_LANGUAGE_SAVED_KEY } from "../../i18n/admin";
import { installFakeApi } from "../../testing/fake-api";
import { renderAdmin } from "../../testing/render";
import { AdminLanguageMenu, useAdminLanguageOnServer } from "./admin-language";

const api = installFakeApi();

function Screen() {
  return (
    <>
      <AdminLanguageMenu />
      <DemoContentBanner />
    </>
  );
}

describe("the admin's language menu", () => {
  test("Spanish by default; a choice switches every text at once and is remembered", async () => {
    api.on("GET /api/demo-content", { body: { present: true } });
    renderAdmin(<Screen />);
    await screen.findByText("Tu sitio muestra contenido de demostración.");
    await userEvent.click(screen.getByRole("button", { name: "ES Idioma del panel: Español. Cambiar idioma" }));
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Español", "English", "Français", "Deutsch", "Italiano", "Português", "日本語", "中文"]);
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Deutsch" }));
    await screen.findByText("Ihre Website zeigt Demo-Inhalte.");
    expect(screen.queryByText("Tu sitio muestra contenido de demostración.")).toBeNull();
    expect(screen.getByRole("button", { name: "DE Sprache des Dashboards: Deutsch. Sprache ändern" })).toBeDefined();
    expect(localStorage.getItem(ADMIN_LANGUAGE_KEY)).toBe("de");
    expect(document.documentElement.lang).toBe("de");
  });

  test("the button's name is the text it shows, then what it does: no aria-label leaves the shown text out (axe: label-content-name-mismatch)", () => {
    renderAdmin(<AdminLanguageMenu />);
    const button = screen.getByRole("button", { name: /Idioma del panel/ });
    expect(button.hasAttribute("aria-label")).toBe(false);
    expect(button.hasAttribute("aria-labelledby")).toBe(false);
    // What a sighted user reads on it (the flag is decorative; the rest is for screen readers only).
    const shown = [...button.querySelectorAll("span:not(.sr-only)")].map((span) => span.textContent).join(" ");
    expect(shown).toBe("ES");
    expect(screen.getByRole("button", { name: `${shown} Idioma del panel: Español. Cambiar idioma` })).toBe(button);
  });

  test("a remembered choice is used from the first render", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "ja");
    api.on("GET /api/demo-content", { body: { present: true } });
    renderAdmin(<Screen />);
    await screen.findByText("サイトにデモコンテンツが表示されています。");
    await waitFor(() => expect(screen.getByRole("button", { name: "JA 管理画面の言語: 日本語。言語を変更" })).toBeDefined());
  });

  test("a stored value that is not a language falls back to Spanish", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "klingon");
    api.on("GET /api/demo-content", { body: { present: true } });
    renderAdmin(<Screen />);
    await screen.findByText("Tu sitio muestra contenido de demostración.");
  });
});

/** The header of the signed-in admin: the menu, and the language kept on the server for notification e-mails. */
function SignedInHeader() {
  useAdminLanguageOnServer();
  return <AdminLanguageMenu />;
}

const SAVE = "PUT /api/notifications/language";

describe("the admin's language on the server (notification e-mails are written in it)", () => {
  test("signed in, it is saved once, then again after each choice, and not on later visits", async () => {
    api.on(SAVE, (call) => ({ body: call.body }));
    const first = renderAdmin(<SignedInHeader />);
    await waitFor(() => expect(api.callsTo(SAVE).map((call) => call.body)).toEqual([{ language: "es" }]));
    await userEvent.click(screen.getByRole("button", { name: "ES Idioma del panel: Español. Cambiar idioma" }));
    await userEvent.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: "English" }));
    await waitFor(() => expect(api.callsTo(SAVE).map((call) => call.body)).toEqual([{ language: "es" }, { language: "en" }]));
    await waitFor(() => expect(localStorage.getItem(ADMIN_LANGUAGE_SAVED_KEY)).toBe("en"));
    first.unmount();
    renderAdmin(<SignedInHeader />);
    await screen.findByRole("button", { name: "EN Panel language: English. Change language" });
    expect(api.callsTo(SAVE)).toHaveLength(2);
  });

  test("a save the server refused is tried again on the next visit", async () => {
    api.on(SAVE, { status: 500, body: { message: "Internal server error" } });
    const first = renderAdmin(<SignedInHeader />);
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(localStorage.getItem(ADMIN_LANGUAGE_SAVED_KEY)).toBeNull();
    first.unmount();
    api.on(SAVE, (call) => ({ body: call.body }));
    renderAdmin(<SignedInHeader />);
    await waitFor(() => expect(localStorage.getItem(ADMIN_LANGUAGE_SAVED_KEY)).toBe("es"));
    expect(api.callsTo(SAVE)).toHaveLength(2);
  });

  test("the menu alone (as on /login, signed out) saves nothing", async () => {
    renderAdmin(<AdminLanguageMenu />);
    await userEvent.click(screen.getByRole("button", { name: "ES Idioma del panel: Español. Cambiar idioma" }));
    await userEvent.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: "Français" }));
    await screen.findByRole("button", { name: "FR Langue du panneau : Français. Changer de langue" });
    expect(api.callsTo(SAVE)).toHaveLength(0);
  });
});
