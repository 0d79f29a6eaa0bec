import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ADMIN_LANGUAGE_KEY } from "../../../i18n/admin";
import { siteInfo } from "../../../testing/admin-fixtures";
import { installFakeApi } from "../../../testing/fake-api";
import { renderAdmin } from "../../../testing/render";
import { SettingsPage } from "./SettingsPage";

const api = installFakeApi();
const user = userEvent.setup({ applyAccept: false });
const renderSettings = () => renderAdmin(<SettingsPage />, { path: "/admin/settings" });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const preview = () => within(screen.getByTestId("hero-preview"));

describe("settings: the home page's own words", () => {
  test("the preview follows the fields as they are typed, showing only what is filled in", async () => {
    api.on("GET /api/site-info", { body: siteInfo({ ownerName: "", about: "" }) });
    renderSettings();
    await screen.findByLabelText("Titular");
    // Nothing written yet: a greeting, no badge, no years, no highlights.
    expect(preview().getByRole("heading", { level: 1, hidden: true }).textContent).toBe("Hola, te doy la bienvenida");
    expect(preview().queryByTestId("hero-availability")).toBeNull();
    expect(preview().queryByTestId("hero-years")).toBeNull();
    expect(preview().queryByTestId("hero-highlights")).toBeNull();

    await user.type(field("Titular"), "Ayudo a equipos pequeños a entender sus datos.");
    await user.type(field("Disponibilidad"), "Aceptando proyectos");
    await user.type(field("Años de experiencia"), "8");
    await user.type(field("Punto destacado 2"), "SQL");
    expect(preview().getByRole("heading", { level: 1, hidden: true }).textContent).toBe("Ayudo a equipos pequeños a entender sus datos.");
    expect(preview().getByTestId("hero-availability").textContent).toBe("Aceptando proyectos");
    expect(preview().getByTestId("hero-years").textContent).toBe("8años de experiencia");
    expect(preview().getByTestId("hero-highlights").textContent).toBe("SQL");
    // A picture of the page, out of the form's way.
    expect(screen.getByTestId("hero-preview").firstElementChild!.hasAttribute("inert")).toBe(true);
  });

  test("saves every text with the rest of the site's information, blank highlights dropped and an empty year as none", async () => {
    api.on("GET /api/site-info", { body: siteInfo({ yearsOfExperience: 4, highlights: ["Datos"] }) }).on("PUT /api/site-info", { body: siteInfo() });
    renderSettings();
    expect((await screen.findByLabelText("Punto destacado 1")) as HTMLInputElement).toHaveProperty("value", "Datos");
    await user.type(field("Nombre del sitio"), "Lucía · Datos");
    await user.type(field("Titular"), "Convierto datos en decisiones.");
    await user.type(field("Punto destacado 3"), "Python");
    await user.clear(field("Años de experiencia"));
    await user.type(field("Nota del pie de página"), "Escrito desde Arequipa");
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));
    await waitFor(() => expect(api.callsTo("PUT /api/site-info")).toHaveLength(1));
    expect(api.callsTo("PUT /api/site-info")[0]!.body).toMatchObject({
      siteTitle: "Lucía · Datos",
      headline: "Convierto datos en decisiones.",
      availability: "",
      yearsOfExperience: null,
      highlights: ["Datos", "Python"],
      footerNote: "Escrito desde Arequipa",
    });
  });

  test("the form's rules, in the admin's language: each message on its field, and nothing is sent", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "en");
    api.on("GET /api/site-info", { body: siteInfo() });
    renderSettings();
    await screen.findByLabelText("Headline");
    // Pasted rather than typed key by key: each text is one character past its limit.
    const paste = async (label: string, text: string) => {
      await user.click(field(label));
      await user.paste(text);
    };
    await paste("Site name", "x".repeat(81));
    await paste("Availability", "x".repeat(61));
    await user.type(field("Years of experience"), "81");
    await paste("Highlight 1", "x".repeat(61));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("The site title must be at most 80 characters.")).toBeTruthy();
    expect(screen.getByText("The availability badge must be at most 60 characters.")).toBeTruthy();
    expect(screen.getByText("Years of experience must be a whole number from 0 to 80.")).toBeTruthy();
    expect(screen.getByText("Each highlight must be at most 60 characters.")).toBeTruthy();
    expect(field("Years of experience").getAttribute("aria-invalid")).toBe("true");
    expect(api.callsTo("PUT /api/site-info")).toHaveLength(0);
  });

  test("the texts have translations, the highlights one per line", async () => {
    api
      .on("GET /api/site-info", { body: siteInfo({ headline: "Hola", translations: { en: { headline: "Hello" } } }) })
      .on("PUT /api/site-info", { body: siteInfo() });
    renderSettings();
    await user.click(await screen.findByRole("button", { name: /Traducciones/ }));
    expect(field("Titular (EN)").value).toBe("Hello");
    await user.type(screen.getByLabelText("Puntos destacados (EN)"), "SQL{Enter}Python");
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));
    await waitFor(() => expect(api.callsTo("PUT /api/site-info")).toHaveLength(1));
    expect((api.callsTo("PUT /api/site-info")[0]!.body as { translations: unknown }).translations).toEqual({
      en: { headline: "Hello", highlights: ["SQL", "Python"] },
    });
  });
});
