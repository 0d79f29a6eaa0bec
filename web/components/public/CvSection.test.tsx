import { describe, expect, test } from "bun:test";
import { screen, within } from "@testing-library/react";
import { fail, fixtures, ok, pending, renderWithApp } from "../../test-utils";
import { CvSection } from "./CvSection";

describe("CvSection", () => {
  test("loading: two experience skeletons and four skill skeletons; download disabled", () => {
    renderWithApp(<CvSection />, { api: { "/api/cv": pending } });
    expect(screen.getAllByTestId("experience-skeleton")).toHaveLength(2);
    expect(screen.getAllByTestId("skills-skeleton")).toHaveLength(4);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: /Descargar CV/ }).disabled).toBe(true);
  });

  test("error: each block's spec §8 error text", async () => {
    renderWithApp(<CvSection />, { api: { "/api/cv": fail() } });
    expect(await screen.findByText("Error al cargar datos de experiencia. Por favor, intenta recargar la página.")).toBeTruthy();
    expect(screen.getByText("Error al cargar datos de educación. Por favor, intenta recargar la página.")).toBeTruthy();
    expect(screen.getByText("Error al cargar datos de habilidades. Por favor, intenta recargar la página.")).toBeTruthy();
  });

  test("empty: each block's spec §8 empty text", async () => {
    renderWithApp(<CvSection />, { api: { "/api/cv": ok(fixtures.cv({ experiences: [], education: [], skills: [] })) } });
    expect(await screen.findByText("No hay experiencia profesional disponible.")).toBeTruthy();
    expect(screen.getByText("No hay información educativa disponible.")).toBeTruthy();
    expect(screen.getByText("No hay habilidades disponibles.")).toBeTruthy();
  });

  test("loaded: entries with periods (an empty end date reads 'Actualidad') and skills by category", async () => {
    const { requests } = renderWithApp(<CvSection />, { api: { "/api/cv": ok(fixtures.cv()) } });
    const current = (await screen.findByText("Desarrolladora")).closest("li")!;
    expect(within(current).getByText("Acme")).toBeTruthy();
    expect(within(current).getByText("2021 – Actualidad")).toBeTruthy();
    const past = screen.getByText("Analista de datos").closest("li")!;
    expect(within(past).getByText("2018 – 2021")).toBeTruthy();
    expect(screen.getByText("Ingeniería de Sistemas")).toBeTruthy();
    const frontend = screen.getByRole("heading", { name: "Frontend" }).closest("li")!;
    expect(within(frontend).getByText("React")).toBeTruthy();
    expect(within(frontend).getByText("TypeScript")).toBeTruthy();
    expect(requests).toContain("/api/cv?lang=es");
  });

  test("the download is disabled without a CV file", async () => {
    renderWithApp(<CvSection />, { api: { "/api/cv": ok(fixtures.cv()) } });
    await screen.findByText("Desarrolladora");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: /Descargar CV/ }).disabled).toBe(true);
  });

  test("the download opens /api/cv/download in a new tab when there is a CV file", async () => {
    renderWithApp(<CvSection />, { api: { "/api/cv": ok(fixtures.cv({ cvFileUrl: "/uploads/cv.pdf" })) } });
    const link = await screen.findByRole("link", { name: /Descargar CV/ });
    expect(link.getAttribute("href")).toBe("/api/cv/download");
    expect(link.getAttribute("target")).toBe("_blank");
  });

  test("in English the current label is 'Present'", async () => {
    renderWithApp(<CvSection />, { lang: "en", api: { "/api/cv": ok(fixtures.cv()) } });
    expect(await screen.findByText("2021 – Present")).toBeTruthy();
  });
});
