import { describe, expect, test } from "bun:test";
import { screen, within } from "@testing-library/react";
import { installFakeApi, fail, ok, never } from "../../testing/fake-api";
import { fixtures } from "../../testing/public-fixtures";
import { renderWithApp } from "../../testing/render";
import { ProjectsPage } from "./ProjectsPage";

installFakeApi();

describe("ProjectsPage", () => {
  test("title 'Portafolio'", () => {
    renderWithApp(<ProjectsPage />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Portafolio");
  });

  test("loading: six skeletons", () => {
    renderWithApp(<ProjectsPage />, { api: { "/api/projects": never } });
    expect(screen.getAllByTestId("project-skeleton")).toHaveLength(6);
  });

  test("error: an error text", async () => {
    renderWithApp(<ProjectsPage />, { api: { "/api/projects": fail() } });
    expect((await screen.findByRole("alert")).textContent).toContain("No se pudieron cargar los proyectos.");
  });

  test("empty: 'No hay proyectos disponibles actualmente.'", async () => {
    renderWithApp(<ProjectsPage />, { api: { "/api/projects": ok([]) } });
    expect(await screen.findByText("No hay proyectos disponibles actualmente.")).toBeTruthy();
  });

  test("loaded: cards link to the project in a new tab; the date line is the owner's period, else the order value, 'Actualidad' for order 0", async () => {
    const { requests } = renderWithApp(<ProjectsPage />, {
      api: {
        "/api/projects": ok([
          fixtures.project(),
          fixtures.project({ id: 2, title: "Inventario", order: 2019, projectUrl: "https://example.com/inv" }),
          fixtures.project({ id: 3, title: "Rutas", order: 4, period: "2021 – 2023" }),
        ]),
      },
    });
    const first = (await screen.findByText("Panel de ventas")).closest("article")!;
    expect(within(first).getByText("Actualidad")).toBeTruthy();
    const link = within(first).getByRole("link");
    expect(link.getAttribute("href")).toBe("https://example.com/ventas");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    // No period and an order other than 0: the order value stands in place of a date (spec §2), as a year often is.
    const second = screen.getByText("Inventario").closest("article")!;
    expect(within(second).getByTestId("project-period").textContent).toBe("2019");
    const third = screen.getByText("Rutas").closest("article")!;
    expect(within(third).getByTestId("project-period").textContent).toBe("2021 – 2023");
    expect(requests).toContain("/api/projects?lang=es");
  });
});
