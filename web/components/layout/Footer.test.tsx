import { describe, expect, test } from "bun:test";
import { act, screen, waitFor } from "@testing-library/react";
import { installFakeApi, ok, never } from "../../testing/fake-api";
import { fixtures } from "../../testing/public-fixtures";
import { renderWithApp } from "../../testing/render";
import { Footer } from "./Footer";

installFakeApi();

describe("Footer (spec §2)", () => {
  test("while site info is missing, and on a site whose owner wrote nothing: no tagline, profiles, note or name", async () => {
    renderWithApp(<Footer year={2031} />, { api: { "/api/site-info": never } });
    const nothing = () => {
      expect(screen.queryByTestId("footer-about")).toBeNull();
      expect(screen.queryByTestId("footer-note")).toBeNull();
      expect(screen.queryByRole("link", { name: /GitHub|Dribbble|LinkedIn/ })).toBeNull();
      expect(screen.queryByText(/©/)).toBeNull();
      expect(screen.queryByText(/Hecho con amor|Portafolio Profesional|Lima/)).toBeNull();
    };
    nothing();
    const empty = fixtures.siteInfo({ ownerName: "", about: "", contactLocation: "", socialLinks: {} });
    const { requests } = renderWithApp(<Footer year={2031} />, { api: { "/api/site-info": ok(empty) } });
    await waitFor(() => expect(requests).toContain("/api/site-info?lang=es"));
    await act(async () => undefined);
    nothing();
    expect(screen.getByRole("link", { name: "Panel de administración" })).toBeTruthy();
  });

  test("the owner's about, site name, footer note and links; the location is not turned into a note", async () => {
    renderWithApp(<Footer year={2031} />, {
      api: { "/api/site-info": ok(fixtures.siteInfo({ siteTitle: "Lucía · Datos", footerNote: "Escrito desde Arequipa" })) },
    });
    expect(await screen.findByText("© 2031 Lucía Ramírez. Todos los derechos reservados.")).toBeTruthy();
    expect(screen.getByText("Lucía · Datos")).toBeTruthy();
    expect(screen.getByTestId("footer-about").textContent).toBe("Desarrolladora full-stack.");
    expect(screen.getByTestId("footer-note").textContent).toBe("Escrito desde Arequipa");
    expect(screen.queryByText(/Hecho con amor/)).toBeNull();
    expect(screen.getByRole("link", { name: "GitHub" }).getAttribute("href")).toBe("https://github.com/lucia");
  });

  test("navigation, legal links and the admin panel link", () => {
    renderWithApp(<Footer year={2031} />);
    const href = (name: string) => screen.getByRole("link", { name }).getAttribute("href");
    expect(href("Currículum")).toBe("/#cv");
    expect(href("Contacto")).toBe("/#contact");
    expect(href("Política de privacidad")).toBe("/privacy-policy");
    expect(href("Términos del servicio")).toBe("/terms-of-service");
    expect(href("Política de cookies")).toBe("/cookie-policy");
    expect(href("Panel de administración")).toBe("/login");
  });
});
