import { describe, expect, test } from "bun:test";
import { screen } from "@testing-library/react";
import { fixtures, ok, pending, renderWithApp } from "../../test-utils";
import { Footer } from "./Footer";

describe("Footer (spec §2)", () => {
  test("defaults while site info is missing: Spanish tagline, generic profiles, a city in Peru", () => {
    renderWithApp(<Footer year={2031} />, { api: { "/api/site-info": pending } });
    expect(screen.getByTestId("footer-about").textContent).toBe(
      "Desarrollador full-stack que convierte datos y operaciones en productos web claros, rápidos y útiles.",
    );
    expect(screen.getByTestId("footer-location").textContent).toBe("Hecho con amor en Lima, Perú");
    expect(screen.getByRole("link", { name: "GitHub" }).getAttribute("href")).toBe("https://github.com");
    expect(screen.getByRole("link", { name: "Dribbble" }).getAttribute("href")).toBe("https://dribbble.com");
    expect(screen.getByText("© 2031 Portafolio Profesional. Todos los derechos reservados.")).toBeTruthy();
  });

  test("site info's about, owner, location and links", async () => {
    renderWithApp(<Footer year={2031} />, { api: { "/api/site-info": ok(fixtures.siteInfo()) } });
    expect(await screen.findByText("© 2031 Lucía Ramírez. Todos los derechos reservados.")).toBeTruthy();
    expect(screen.getByTestId("footer-about").textContent).toBe("Desarrolladora full-stack.");
    expect(screen.getByTestId("footer-location").textContent).toBe("Hecho con amor en Arequipa, Perú");
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
