import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import { installFakeApi, fail, ok, never } from "../../testing/fake-api";
import { fixtures } from "../../testing/public-fixtures";
import { renderWithApp } from "../../testing/render";
import { CARD_IMAGE_SIZES } from "./card-grid";
import { FeaturedProjectsSection } from "./FeaturedProjectsSection";

installFakeApi();

describe("FeaturedProjectsSection", () => {
  test("loading: three skeleton cards", () => {
    renderWithApp(<FeaturedProjectsSection />, { api: { "/api/projects/featured": never } });
    expect(screen.getAllByTestId("project-skeleton")).toHaveLength(3);
  });

  test("error: an error text", async () => {
    renderWithApp(<FeaturedProjectsSection />, { api: { "/api/projects/featured": fail() } });
    expect((await screen.findByRole("alert")).textContent).toContain("No se pudieron cargar los proyectos.");
  });

  test("none: the whole section is left out once loaded, with no empty-state box", async () => {
    const { container } = renderWithApp(<FeaturedProjectsSection />, { api: { "/api/projects/featured": ok([]) } });
    expect(container.querySelector("#work")).not.toBeNull();
    // The first render of a file can stall the event loop for seconds on a busy machine (seen at 4 s, past the
    // default second): what is checked is that the section leaves, not how fast.
    await waitFor(() => expect(container.querySelector("#work")).toBeNull(), { timeout: 15_000 });
    expect(container.textContent).toBe("");
  }, 20_000);

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

  test("an uploaded project image is a lazy <img> with its variants, the grid's sizes and its own size", async () => {
    const imageUrl = "/uploads/0123456789abcdef0123456789abcdef-1600x1000.webp";
    renderWithApp(<FeaturedProjectsSection />, { api: { "/api/projects/featured": ok([fixtures.project({ imageUrl })]) } });
    const image = await screen.findByRole("img", { name: "Vista previa del proyecto Panel de ventas" });
    expect(image.getAttribute("src")).toBe(imageUrl);
    expect(image.getAttribute("srcset")).toBe(
      `/uploads/0123456789abcdef0123456789abcdef-480x300.webp 480w, /uploads/0123456789abcdef0123456789abcdef-960x600.webp 960w, ${imageUrl} 1600w`,
    );
    expect(image.getAttribute("sizes")).toBe(CARD_IMAGE_SIZES);
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("width")).toBe("1600");
    expect(image.getAttribute("height")).toBe("1000");
    expect(image.className).toContain("aspect-[16/10]");
  });

  test("an external project image keeps its URL and the 16:10 box", async () => {
    renderWithApp(<FeaturedProjectsSection />, {
      api: { "/api/projects/featured": ok([fixtures.project({ imageUrl: "https://images.example.com/ventas.png" })]) },
    });
    const image = await screen.findByRole("img", { name: "Vista previa del proyecto Panel de ventas" });
    expect(image.getAttribute("src")).toBe("https://images.example.com/ventas.png");
    expect(image.getAttribute("srcset")).toBeNull();
    expect(image.getAttribute("width")).toBeNull();
    expect(image.className).toContain("aspect-[16/10]");
  });

  test("links to all projects", () => {
    renderWithApp(<FeaturedProjectsSection />);
    expect(screen.getByRole("link", { name: /Ver todos los proyectos/ }).getAttribute("href")).toBe("/projects");
  });
});
