import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { siteInfo } from "../../../testing/admin-fixtures";
import { installFakeApi } from "../../../testing/fake-api";
import { renderAdmin } from "../../../testing/render";
import { SettingsPage } from "./SettingsPage";

const api = installFakeApi();
const user = userEvent.setup({ applyAccept: false });
const THEME = { accent: "#4f46e5", font: "sans", colorScheme: "auto", iconUrl: null };
const renderAppearance = () => {
  api.on("GET /api/site-info", { body: siteInfo() }).on("GET /api/theme", { body: THEME });
  return renderAdmin(<SettingsPage />, { path: "/admin/settings?tab=appearance" });
};
const hexField = () => screen.getByLabelText("Código hexadecimal") as HTMLInputElement;
const frameOf = (scheme: "light" | "dark") => screen.getByTestId(`preview-${scheme}`).querySelector("div[style]") as HTMLElement;

describe("settings: appearance", () => {
  test("a pale accent is refused as it is typed, in the admin's language, and never sent", async () => {
    renderAppearance();
    expect((await screen.findByLabelText("Código hexadecimal")) as HTMLInputElement).toHaveProperty("value", "#4f46e5");
    expect(screen.getByRole("status").textContent).toBe("Legible sobre fondos claros y oscuros.");
    await user.clear(hexField());
    await user.type(hexField(), "#e0f2fe");
    expect(screen.getByRole("status").textContent).toBe("Demasiado claro: ningún tono de este color alcanza un contraste de 4,5:1 sobre los fondos claros.");
    await user.click(screen.getByRole("button", { name: "Guardar apariencia" }));
    expect(await screen.findByText(/Este acento no da a textos y botones un contraste de 4,5:1/)).toBeTruthy();
    expect(hexField().getAttribute("aria-invalid")).toBe("true");
    expect(api.callsTo("PUT /api/theme")).toHaveLength(0);
  });

  test("a near-black accent is refused for the dark backgrounds", async () => {
    renderAppearance();
    await screen.findByLabelText("Código hexadecimal");
    await user.clear(hexField());
    await user.type(hexField(), "#111111");
    expect(screen.getByRole("status").textContent).toContain("Demasiado oscuro");
  });

  test("the preview follows the accent, the pairing and the scheme before anything is saved", async () => {
    renderAppearance();
    await screen.findByLabelText("Código hexadecimal");
    // Visitors' systems decide: the preview shows both schemes, each with its own surfaces.
    expect(frameOf("light").style.getPropertyValue("--paint-white")).toBe("255 255 255");
    expect(frameOf("dark").style.getPropertyValue("--paint-white")).toBe("15 23 42");
    expect(frameOf("light").style.getPropertyValue("--paint-indigo-600")).toBe("79 70 229");

    await user.click(screen.getByRole("button", { name: "#e11d48" }));
    expect(frameOf("light").style.getPropertyValue("--paint-indigo-600")).toBe("225 29 72");
    await user.click(screen.getByRole("radio", { name: /Source Serif 4/ }));
    expect(frameOf("dark").style.getPropertyValue("--font-heading")).toStartWith('"Source Serif 4 Variable"');
    await user.click(screen.getByRole("radio", { name: "Siempre oscuro" }));
    expect(screen.queryByTestId("preview-light")).toBeNull();
    expect(within(screen.getByTestId("preview-dark")).getByText("Oscuro")).toBeTruthy();
    // A refused colour leaves the preview on the saved one.
    await user.clear(hexField());
    await user.type(hexField(), "#fefefe");
    expect(frameOf("dark").style.getPropertyValue("--paint-indigo-600")).toBe("79 70 229");
  });

  test("saves the three choices through PUT /api/theme", async () => {
    renderAppearance();
    api.on("PUT /api/theme", { body: { ...THEME, accent: "#0d9488", font: "character", colorScheme: "light" } });
    await screen.findByLabelText("Código hexadecimal");
    await user.click(screen.getByRole("button", { name: "#0d9488" }));
    await user.click(screen.getByRole("radio", { name: /Space Grotesk/ }));
    await user.click(screen.getByRole("radio", { name: "Siempre claro" }));
    await user.click(screen.getByRole("button", { name: "Guardar apariencia" }));
    await waitFor(() => expect(api.callsTo("PUT /api/theme")).toHaveLength(1));
    expect(api.callsTo("PUT /api/theme")[0]!.body).toEqual({ accent: "#0d9488", font: "character", colorScheme: "light" });
    expect(await screen.findByText("Apariencia guardada.")).toBeTruthy();
  });

  test("uploads an icon, and offers the default back once there is one", async () => {
    renderAppearance();
    api.on("POST /api/theme/icon", { body: { ...THEME, iconUrl: "/site-icon.png?v=1" } });
    await screen.findByLabelText("Archivo del icono");
    expect(screen.getByText("Icono predeterminado")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Volver al predeterminado" })).toBeNull();
    await user.upload(screen.getByLabelText("Archivo del icono"), new File([new Uint8Array([0x89, 0x50])], "logo.png", { type: "image/png" }));
    await user.click(screen.getByRole("button", { name: "Subir icono" }));
    await waitFor(() => expect(api.callsTo("POST /api/theme/icon")).toHaveLength(1));
    expect(await screen.findByText("Icono actualizado.")).toBeTruthy();
  });
});
