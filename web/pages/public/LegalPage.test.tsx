import { describe, expect, test } from "bun:test";
import { screen } from "@testing-library/react";
import { formatDate } from "../../lib/dates";
import { fixtures, ok, renderWithApp } from "../../test-utils";
import { LegalPage } from "./LegalPage";

describe("LegalPage", () => {
  test.each([
    ["privacy", "Política de privacidad"],
    ["terms", "Términos del servicio"],
    ["cookies", "Política de cookies"],
  ] as const)("%s: Spanish title, today's date in es-ES and a link to the contact form", (kind, title) => {
    renderWithApp(<LegalPage kind={kind} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(title);
    const today = new Date().toISOString().slice(0, 10);
    expect(screen.getByTestId("legal-updated").textContent).toBe(`Última actualización: ${formatDate(today, "es-ES")}`);
    expect(screen.getByRole("link", { name: /Ir al formulario de contacto/ }).getAttribute("href")).toBe("/#contact");
    expect(screen.getAllByRole("heading", { level: 2 }).length).toBeGreaterThan(4);
  });

  test("the cookie policy speaks about analytics", () => {
    renderWithApp(<LegalPage kind="cookies" />);
    expect(screen.getByRole("heading", { name: "Analítica" })).toBeTruthy();
    expect(screen.getByText(/no tiene activo ningún servicio de analítica/)).toBeTruthy();
  });

  test("the owner and contact e-mail come from site info", async () => {
    renderWithApp(<LegalPage kind="privacy" />, { api: { "/api/site-info": ok(fixtures.siteInfo()) } });
    expect(await screen.findByText(/los trata Lucía Ramírez, como responsable del tratamiento/)).toBeTruthy();
    expect(screen.getByText(/puedes usar el correo lucia@example.com o el formulario de contacto/)).toBeTruthy();
  });
});
