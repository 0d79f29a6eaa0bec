import { describe, expect, test } from "bun:test";
import { screen, within } from "@testing-library/react";
import { fail, fixtures, ok, pending, renderWithApp } from "../../test-utils";
import { ArticlesPage } from "./ArticlesPage";

describe("ArticlesPage", () => {
  test("loading: three skeletons", () => {
    renderWithApp(<ArticlesPage />, { api: { "/api/articles": pending } });
    expect(screen.getAllByTestId("article-skeleton")).toHaveLength(3);
  });

  test("error: an error text", async () => {
    renderWithApp(<ArticlesPage />, { api: { "/api/articles": fail() } });
    expect((await screen.findByRole("alert")).textContent).toContain("No se pudieron cargar los artículos.");
  });

  test("empty: an empty text", async () => {
    renderWithApp(<ArticlesPage />, { api: { "/api/articles": ok([]) } });
    expect(await screen.findByText("Todavía no hay artículos publicados.")).toBeTruthy();
  });

  test("loaded: every published article with category, date, read time, summary and a 'Read Article' link with ?lang=", async () => {
    const articles = [1, 2, 3, 4].map((id) => fixtures.article({ id, slug: `a-${id}`, title: `Artículo ${id}` }));
    renderWithApp(<ArticlesPage />, { lang: "en", api: { "/api/articles": ok(articles) } });
    await screen.findByText("Artículo 4");
    expect(screen.getAllByRole("article")).toHaveLength(4);
    const card = screen.getByText("Artículo 2").closest("article")!;
    expect(within(card).getByRole("link").getAttribute("href")).toBe("/articles/a-2?lang=en");
    expect(within(card).getByText("Read Article")).toBeTruthy();
    expect(within(card).getByText("Datos")).toBeTruthy();
    expect(within(card).getByText("March 5, 2024")).toBeTruthy();
    expect(within(card).getByText("4 min read")).toBeTruthy();
    expect(within(card).getByText("Un resumen del artículo con suficiente texto.").className).toContain("line-clamp-3");
  });
});
