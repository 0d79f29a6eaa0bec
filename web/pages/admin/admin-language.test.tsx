import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DemoContentBanner } from "../../components/admin/DemoContentBanner";
import { ADMIN_LANGUAGE_KEY } from "../../i18n/admin";
import { renderAdmin, useFakeApi } from "./admin-test-utils";
import { AdminLanguageMenu } from "./admin-language";

const api = useFakeApi();

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
    await userEvent.click(screen.getByRole("button", { name: "Idioma del panel: Español. Cambiar idioma" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Español", "English", "Français", "Deutsch", "Italiano", "Português", "日本語", "中文"]);
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Deutsch" }));
    await screen.findByText("Ihre Website zeigt Demo-Inhalte.");
    expect(screen.queryByText("Tu sitio muestra contenido de demostración.")).toBeNull();
    expect(screen.getByRole("button", { name: "Sprache des Dashboards: Deutsch. Sprache ändern" })).toBeDefined();
    expect(localStorage.getItem(ADMIN_LANGUAGE_KEY)).toBe("de");
    expect(document.documentElement.lang).toBe("de");
  });

  test("a remembered choice is used from the first render", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "ja");
    api.on("GET /api/demo-content", { body: { present: true } });
    renderAdmin(<Screen />);
    await screen.findByText("サイトにデモコンテンツが表示されています。");
    await waitFor(() => expect(screen.getByRole("button", { name: "管理画面の言語: 日本語。言語を変更" })).toBeDefined());
  });

  test("a stored value that is not a language falls back to Spanish", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "klingon");
    api.on("GET /api/demo-content", { body: { present: true } });
    renderAdmin(<Screen />);
    await screen.findByText("Tu sitio muestra contenido de demostración.");
  });
});
