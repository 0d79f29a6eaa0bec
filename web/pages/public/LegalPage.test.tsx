import { describe, expect, test } from "bun:test";
import { screen } from "@testing-library/react";
import { formatDate } from "../../lib/dates";
import { installFakeApi, ok } from "../../testing/fake-api";
import { fixtures } from "../../testing/public-fixtures";
import { renderWithApp } from "../../testing/render";
import { LegalPage } from "./LegalPage";

installFakeApi();

const documentBody = () => document.querySelector(".prose")!;

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

  test("in Spanish there is no note about the document's language", () => {
    renderWithApp(<LegalPage kind="privacy" />);
    expect(screen.queryByText("Este documento se publica solo en español.")).toBeNull();
    expect(documentBody().getAttribute("lang")).toBe("es");
  });

  test("in another language the frame is translated, a note says the document is Spanish, and the document stays Spanish", () => {
    renderWithApp(<LegalPage kind="cookies" />, { lang: "en" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Cookie policy");
    expect(screen.getByText("This document is published in Spanish only.")).toBeTruthy();
    expect(screen.getByTestId("legal-updated").textContent).toStartWith("Last updated:");
    expect(screen.getByRole("link", { name: /Go to the contact form/ })).toBeTruthy();
    const intro = screen.getByText(/^Aquí se explica qué cookies/);
    expect(intro.getAttribute("lang")).toBe("es");
    expect(documentBody().getAttribute("lang")).toBe("es");
    expect(screen.getByRole("heading", { level: 2, name: "Analítica" })).toBeTruthy();
  });

  test("the cookie policy speaks about analytics: the site's own counting, without cookies or third parties", () => {
    renderWithApp(<LegalPage kind="cookies" />);
    expect(screen.getByRole("heading", { name: "Analítica" })).toBeTruthy();
    expect(screen.getByText(/Cuenta las visitas con una estadística propia, integrada en su servidor, que no guarda nada en tu navegador/)).toBeTruthy();
    expect(screen.getByText(/Do Not Track o Global Privacy Control, no se envía nada/)).toBeTruthy();
  });

  test("the privacy policy says what the statistics count, the daily salt, and what is never kept", () => {
    renderWithApp(<LegalPage kind="privacy" />);
    expect(screen.getByRole("heading", { name: "Estadísticas de visitas" })).toBeTruthy();
    expect(screen.getByText(/valor secreto aleatorio que cambia cada día/)).toBeTruthy();
    expect(screen.getByText(/Ni tu dirección IP ni la identificación completa de tu navegador se guardan/)).toBeTruthy();
    expect(screen.getByText(/\(STATS=0\)/)).toBeTruthy();
  });

  test("the owner and contact e-mail come from site info", async () => {
    renderWithApp(<LegalPage kind="privacy" />, { api: { "/api/site-info": ok(fixtures.siteInfo()) } });
    expect(await screen.findByText(/los trata Lucía Ramírez, como responsable del tratamiento/)).toBeTruthy();
    expect(screen.getByText(/puedes usar el correo lucia@example.com o el formulario de contacto/)).toBeTruthy();
  });

  test("without site info the document names the owner and the contact form in Spanish, whatever the interface language", () => {
    renderWithApp(<LegalPage kind="privacy" />, { lang: "de" });
    expect(screen.getByText(/los trata su titular, como responsable del tratamiento/)).toBeTruthy();
    expect(screen.getByText(/puedes usar el formulario de contacto de este sitio\./)).toBeTruthy();
  });
});
