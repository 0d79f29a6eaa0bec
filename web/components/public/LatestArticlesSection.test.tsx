import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import { installFakeApi, fail, ok, never } from "../../testing/fake-api";
import { fixtures } from "../../testing/public-fixtures";
import { renderWithApp } from "../../testing/render";
import { LatestArticlesSection } from "./LatestArticlesSection";

installFakeApi();

const articles = [1, 2, 3, 4].map((id) => fixtures.article({ id, slug: `articulo-${id}`, title: `Artículo ${id}`, publishedAt: `2024-03-0${id}T10:00:00Z` }));

describe("LatestArticlesSection", () => {
  test("loading: three skeleton cards", () => {
    renderWithApp(<LatestArticlesSection />, { api: { "/api/articles": never } });
    expect(screen.getAllByTestId("article-skeleton")).toHaveLength(3);
  });

  test("error: an error text", async () => {
    renderWithApp(<LatestArticlesSection />, { api: { "/api/articles": fail() } });
    expect((await screen.findByRole("alert")).textContent).toContain("No se pudieron cargar los artículos.");
  });

  test("none published: the whole section is left out once loaded, with no empty-state box", async () => {
    const draft = fixtures.article({ id: 9, published: false, publishedAt: null });
    const { container } = renderWithApp(<LatestArticlesSection />, { api: { "/api/articles": ok([draft]) } });
    expect(container.querySelector("#articles")).not.toBeNull();
    // The first render of a file can stall the event loop for seconds on a busy machine (seen at 4 s, past the
    // default second): what is checked is that the section leaves, not how fast.
    await waitFor(() => expect(container.querySelector("#articles")).toBeNull(), { timeout: 15_000 });
    expect(container.textContent).toBe("");
  }, 20_000);

  test("loaded: the first three published articles, linking with the language", async () => {
    const draft = fixtures.article({ id: 9, title: "Borrador secreto", published: false, publishedAt: null });
    const { requests } = renderWithApp(<LatestArticlesSection />, { api: { "/api/articles": ok([draft, ...articles]) } });
    await screen.findByText("Artículo 1");
    expect(screen.queryByText("Borrador secreto")).toBeNull();
    expect(screen.queryByText("Artículo 4")).toBeNull();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    const first = screen.getByText("Artículo 1").closest("article")!;
    expect(within(first).getByRole("link").getAttribute("href")).toBe("/articles/articulo-1?lang=es");
    expect(within(first).getByText("1 de marzo de 2024")).toBeTruthy();
    expect(within(first).getByText("4 min de lectura")).toBeTruthy();
    expect(within(first).getByText("Datos")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Ver todos los artículos/ }).getAttribute("href")).toBe("/articles?lang=es");
    expect(requests).toContain("/api/articles?lang=es");
  });

  test("in English the links carry lang=en", async () => {
    renderWithApp(<LatestArticlesSection />, { lang: "en", api: { "/api/articles": ok(articles) } });
    const first = (await screen.findByText("Artículo 1")).closest("article")!;
    expect(within(first).getByRole("link").getAttribute("href")).toBe("/articles/articulo-1?lang=en");
    expect(within(first).getByText("March 1, 2024")).toBeTruthy();
  });
});
