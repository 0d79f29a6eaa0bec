import { describe, expect, test } from "bun:test";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { installFakeApi, fail, ok, never } from "../../testing/fake-api";
import { fixtures } from "../../testing/public-fixtures";
import { renderWithApp } from "../../testing/render";
import { ArticlesPage } from "./ArticlesPage";

installFakeApi();

describe("ArticlesPage", () => {
  test("loading: three skeletons", () => {
    renderWithApp(<ArticlesPage />, { api: { "/api/articles": never } });
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

describe("ArticlesPage: search", () => {
  const hit = (over: Record<string, unknown> = {}) => ({
    ...fixtures.article({ id: 7, slug: "sqlite-en-produccion", title: "SQLite en producción" }),
    snippet: "…cómo ajustar <mark>SQLite</mark> para &lt;muchas&gt; lecturas…",
    lang: "es",
    matchedLanguage: "es",
    ...over,
  });

  test("typing searches after a pause; results show the passage with the words marked and link to the article", async () => {
    const { container, requests } = renderWithApp(<ArticlesPage />, {
      route: "/articles",
      api: { "/api/articles?lang=es": ok([fixtures.article()]), "/api/articles?q=sqlite&lang=es": ok([hit()]) },
    });
    await userEvent.type(screen.getByRole("searchbox", { name: "Buscar artículos" }), "sqlite");
    expect(await screen.findByText("Resultados para «sqlite»: 1")).toBeTruthy();
    expect(requests).toContain("/api/articles?q=sqlite&lang=es");
    // One read for the whole word, not one per letter.
    expect(requests.filter((key) => key.includes("q="))).toEqual(["/api/articles?q=sqlite&lang=es"]);
    expect(container.querySelector(".search-snippet mark")?.textContent).toBe("SQLite");
    expect(container.querySelector(".search-snippet")?.textContent).toBe("…cómo ajustar SQLite para <muchas> lecturas…");
    expect(screen.getByRole("link", { name: "SQLite en producción" }).getAttribute("href")).toBe("/articles/sqlite-en-produccion?lang=es");
    // Matched in the language read: no mark of another language.
    expect(screen.queryByText("Encontrado en")).toBeNull();
    expect(container.querySelector(".search-snippet")?.getAttribute("lang")).toBeNull();
  });

  test("a result matched in another language says which, by its own name, and its passage is marked as that language", async () => {
    const { container } = renderWithApp(<ArticlesPage />, {
      route: "/articles?q=alcachofas",
      lang: "en",
      api: {
        "/api/articles?q=alcachofas&lang=en": ok([
          hit({ title: "Growing artichokes", lang: "en", matchedLanguage: "es", snippet: "…cómo sembrar <mark>alcachofas</mark> en macetas…" }),
          hit({ id: 8, slug: "otro", title: "Artichokes again", lang: "en", matchedLanguage: "en", snippet: "<mark>Artichokes</mark>" }),
        ]),
      },
    });
    await screen.findByText("Results for “alcachofas”: 2");
    const [spanish, english] = screen.getAllByTestId("search-result");
    expect(within(spanish!).getByText("Found in", { exact: false }).textContent).toBe("Found in Español");
    expect(within(spanish!).getByText("Español").getAttribute("lang")).toBe("es");
    expect(spanish!.querySelector(".search-snippet")?.getAttribute("lang")).toBe("es");
    expect(within(english!).queryByText("Found in", { exact: false })).toBeNull();
    expect(container.querySelectorAll(".search-snippet mark")).toHaveLength(2);
  });

  test("a search in the URL (a shared link) shows its results straight away, from the server's data", () => {
    renderWithApp(<ArticlesPage />, { route: "/articles?q=sqlite", fallback: { "/api/articles?q=sqlite&lang=es": [hit()] } });
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("sqlite");
    expect(screen.getByText("Resultados para «sqlite»: 1")).toBeTruthy();
    expect(screen.getByRole("link", { name: "SQLite en producción" })).toBeTruthy();
  });

  test("nothing found: it says so and offers the latest articles", async () => {
    const latest = [1, 2, 3, 4].map((id) => fixtures.article({ id, slug: `a-${id}`, title: `Artículo ${id}` }));
    renderWithApp(<ArticlesPage />, {
      route: "/articles?q=zzz",
      lang: "en",
      api: { "/api/articles?q=zzz&lang=en": ok([]), "/api/articles?lang=en": ok(latest) },
    });
    const line = await screen.findByText("No article matches “zzz”. Try other words, or read the latest ones.");
    // Its own box, in the page's live region, not a footnote above the latest articles.
    expect(line.getAttribute("data-testid")).toBe("search-empty");
    expect(line.className).toContain("text-base");
    expect(line.parentElement?.getAttribute("aria-live")).toBe("polite");
    expect(screen.getByRole("heading", { name: "Latest articles" })).toBeTruthy();
    await screen.findByText("Artículo 3");
    expect(screen.queryByText("Artículo 4")).toBeNull();
  });

  test("'/' focuses the search box, except while typing in another field", async () => {
    renderWithApp(
      <>
        <input aria-label="otro campo" />
        <ArticlesPage />
      </>,
      { route: "/articles", api: { "/api/articles?lang=es": ok([]) } },
    );
    const search = screen.getByRole("searchbox");
    const other = screen.getByLabelText("otro campo");
    other.focus();
    fireEvent.keyDown(other, { key: "/" });
    expect(document.activeElement).toBe(other);
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: "/" });
    expect(document.activeElement).toBe(search);
    expect(search.getAttribute("aria-keyshortcuts")).toBe("/");
  });

  test("clearing the box goes back to the whole list", async () => {
    renderWithApp(<ArticlesPage />, {
      route: "/articles?q=sqlite",
      api: { "/api/articles?q=sqlite&lang=es": ok([hit()]), "/api/articles?lang=es": ok([fixtures.article({ title: "Todo el listado" })]) },
    });
    await screen.findByText("Resultados para «sqlite»: 1");
    await userEvent.clear(screen.getByRole("searchbox"));
    await waitFor(() => expect(screen.getByText("Todo el listado")).toBeTruthy());
  });
});
