import { describe, expect, test } from "bun:test";
import { screen, within } from "@testing-library/react";
import { fail, fixtures, ok, pending, renderWithApp } from "../../test-utils";
import { FeaturedProjectsSection } from "./FeaturedProjectsSection";

describe("FeaturedProjectsSection", () => {
  test("loading: three skeleton cards", () => {
    renderWithApp(<FeaturedProjectsSection />, { api: { "/api/projects/featured": pending } });
    expect(screen.getAllByTestId("project-skeleton")).toHaveLength(3);
  });

  test("error: an error text", async () => {
    renderWithApp(<FeaturedProjectsSection />, { api: { "/api/projects/featured": fail() } });
    expect((await screen.findByRole("alert")).textContent).toContain("No se pudieron cargar los proyectos.");
  });

  test("empty: an empty text", async () => {
    renderWithApp(<FeaturedProjectsSection />, { api: { "/api/projects/featured": ok([]) } });
    expect(await screen.findByText("Todavía no hay proyectos destacados.")).toBeTruthy();
  });

  test("loaded: title, description, tags and an overlay opening the project in a new tab", async () => {
    const { requests } = renderWithApp(<FeaturedProjectsSection />, {
      api: { "/api/projects/featured": ok([fixtures.project(), fixtures.project({ id: 2, title: "Sin enlace", projectUrl: null })]) },
    });
    const card = (await screen.findByText("Panel de ventas")).closest("article")!;
    expect(within(card).getByText("Un panel que muestra las ventas en tiempo real.")).toBeTruthy();
    expect(within(card).getByText("React")).toBeTruthy();
    expect(within(card).getByText("SQL")).toBeTruthy();
    const overlay = within(card).getByRole("link", { name: /Ver el proyecto Panel de ventas/ });
    expect(overlay.getAttribute("href")).toBe("https://example.com/ventas");
    expect(overlay.getAttribute("target")).toBe("_blank");
    expect(overlay.getAttribute("rel")).toContain("noopener");
    // No image: generated artwork with the initials, never a remote image.
    expect(within(card).getByRole("img", { name: "Vista previa del proyecto Panel de ventas" }).tagName).toBe("DIV");
    expect(within(card).getByText("PV")).toBeTruthy();
    const withoutUrl = screen.getByText("Sin enlace").closest("article")!;
    expect(within(withoutUrl).queryByRole("link")).toBeNull();
    expect(requests).toContain("/api/projects/featured?lang=es");
  });

  test("a project image is an <img> with its size and lazy loading", async () => {
    renderWithApp(<FeaturedProjectsSection />, {
      api: { "/api/projects/featured": ok([fixtures.project({ imageUrl: "/uploads/ventas.png" })]) },
    });
    const image = await screen.findByRole("img", { name: "Vista previa del proyecto Panel de ventas" });
    expect(image.getAttribute("src")).toBe("/uploads/ventas.png");
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("width")).toBe("640");
    expect(image.getAttribute("height")).toBe("400");
  });

  test("links to all projects", () => {
    renderWithApp(<FeaturedProjectsSection />);
    expect(screen.getByRole("link", { name: /Ver todos los proyectos/ }).getAttribute("href")).toBe("/projects");
  });
});
