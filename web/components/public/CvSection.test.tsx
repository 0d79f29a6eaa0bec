import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import { installFakeApi, fail, ok, never } from "../../testing/fake-api";
import { fixtures } from "../../testing/public-fixtures";
import { renderWithApp } from "../../testing/render";
import { CvSection } from "./CvSection";

installFakeApi();

describe("CvSection", () => {
  test("loading: two experience skeletons and four skill skeletons; no download until a file is known", () => {
    renderWithApp(<CvSection />, { api: { "/api/cv": never } });
    expect(screen.getAllByTestId("experience-skeleton")).toHaveLength(2);
    expect(screen.getAllByTestId("skills-skeleton")).toHaveLength(4);
    expect(screen.queryByText(/Descargar CV/)).toBeNull();
  });

  test("error: each block's spec §8 error text", async () => {
    renderWithApp(<CvSection />, { api: { "/api/cv": fail() } });
    expect(await screen.findByText("Error al cargar datos de experiencia. Por favor, intenta recargar la página.")).toBeTruthy();
    expect(screen.getByText("Error al cargar datos de educación. Por favor, intenta recargar la página.")).toBeTruthy();
    expect(screen.getByText("Error al cargar datos de habilidades. Por favor, intenta recargar la página.")).toBeTruthy();
  });

  test("nothing at all: no entries and no file leave the whole section out, with no empty-state box", async () => {
    const { container } = renderWithApp(<CvSection />, { api: { "/api/cv": ok(fixtures.cv({ experiences: [], education: [], skills: [] })) } });
    // The first render of a file can stall the event loop for seconds on a busy machine (seen at 4 s, past the
    // default second): what is checked is that the section leaves, not how fast.
    await waitFor(() => expect(container.querySelector("#cv")).toBeNull(), { timeout: 15_000 });
    expect(container.textContent).toBe("");
  }, 20_000);

  test("a block without entries is left out; the others stay", async () => {
    renderWithApp(<CvSection />, { api: { "/api/cv": ok(fixtures.cv({ education: [], skills: [] })) } });
    await screen.findByText("Desarrolladora");
    expect(screen.getByRole("heading", { name: "Experiencia profesional" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Educación" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Habilidades" })).toBeNull();
  });

  test("only a CV file: the section shows its download, and no empty blocks", async () => {
    renderWithApp(<CvSection />, { api: { "/api/cv": ok(fixtures.cv({ experiences: [], education: [], skills: [], cvFileUrl: "/uploads/cv.pdf" })) } });
    expect(await screen.findByRole("link", { name: /Descargar CV/ })).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 3 })).toBeNull();
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

  test("without a CV file there is no download at all, not even a disabled one", async () => {
    renderWithApp(<CvSection />, { api: { "/api/cv": ok(fixtures.cv()) } });
    await screen.findByText("Desarrolladora");
    expect(screen.queryByText(/Descargar CV/)).toBeNull();
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
