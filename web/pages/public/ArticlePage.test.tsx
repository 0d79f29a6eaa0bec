import { describe, expect, test } from "bun:test";
import { screen } from "@testing-library/react";
import { installFakeApi, fail, ok, never } from "../../testing/fake-api";
import { fixtures } from "../../testing/public-fixtures";
import { renderWithApp } from "../../testing/render";
import { ArticlePage, PreviewPage } from "./ArticlePage";

installFakeApi();

const at = (lang: "es" | "en" = "es") => ({ route: `/articles/como-medir?lang=${lang}`, path: "/articles/:slug", lang });

describe("ArticlePage", () => {
  test("loading: a skeleton of the article", () => {
    renderWithApp(<ArticlePage />, { ...at(), api: { "/api/articles/slug/como-medir": never } });
    expect(screen.getByRole("status").textContent).toContain("Cargando artículo…");
  });

  test("not found: the spec texts and a link back to the list", async () => {
    renderWithApp(<ArticlePage />, { ...at(), api: { "/api/articles/slug/como-medir": fail(404) } });
    expect(await screen.findByRole("heading", { name: "Artículo no encontrado" })).toBeTruthy();
    expect(screen.getByText("Lo sentimos, no pudimos encontrar el artículo que estás buscando.")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Ver todos los artículos/ }).getAttribute("href")).toBe("/articles?lang=es");
  });

  test("not found when the server rendered the page with no such article (a null fallback)", () => {
    renderWithApp(<ArticlePage />, { ...at(), fallback: { "/api/articles/slug/como-medir?lang=es": null } });
    expect(screen.getByRole("heading", { name: "Artículo no encontrado" })).toBeTruthy();
  });

  test("not found in English", async () => {
    renderWithApp(<ArticlePage />, { ...at("en"), api: { "/api/articles/slug/como-medir": fail(404) } });
    expect(await screen.findByRole("heading", { name: "Article not found" })).toBeTruthy();
    expect(screen.getByText("Sorry, we couldn't find the article you were looking for.")).toBeTruthy();
  });

  test("another failure: an error text", async () => {
    renderWithApp(<ArticlePage />, { ...at(), api: { "/api/articles/slug/como-medir": fail(500) } });
    expect((await screen.findByRole("alert")).textContent).toContain("No se pudo cargar el artículo.");
  });

  test("loaded: title, category, date, read time, cover, HTML content, author and three share links", async () => {
    const article = fixtures.article({ imageUrl: "/uploads/portada.jpg" });
    const { container, requests } = renderWithApp(<ArticlePage />, {
      ...at(),
      api: { "/api/articles/slug/como-medir": ok(article), "/api/site-info": ok(fixtures.siteInfo({ heroImageUrl: "/uploads/yo.jpg" })) },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Cómo medir lo que importa" })).toBeTruthy();
    expect(screen.getByText("Datos")).toBeTruthy();
    expect(screen.getByText("5 de marzo de 2024")).toBeTruthy();
    expect(screen.getByText("4 min de lectura")).toBeTruthy();
    const cover = screen.getByRole("img", { name: "Imagen del artículo «Cómo medir lo que importa»" });
    expect(cover.getAttribute("src")).toBe("/uploads/portada.jpg");
    expect(cover.getAttribute("fetchpriority")).toBe("high");
    expect(cover.getAttribute("loading")).toBe("eager");
    expect(container.querySelector(".prose h2")?.textContent).toBe("Introducción");
    expect(await screen.findByText("Lucía Ramírez")).toBeTruthy();
    expect(container.querySelector('img[src="/uploads/yo.jpg"]')).toBeTruthy();
    expect(screen.getByText("¿Te ha gustado este artículo?")).toBeTruthy();
    const shares = ["X (Twitter)", "LinkedIn", "Facebook"].map((network) => screen.getByRole("link", { name: `Compartir en ${network}` }));
    const url = encodeURIComponent("http://localhost:3000/articles/como-medir?lang=es");
    for (const share of shares) {
      expect(share.getAttribute("href")).toContain(url);
      expect(share.getAttribute("target")).toBe("_blank");
    }
    expect(requests).toContain("/api/articles/slug/como-medir?lang=es");
    expect(document.title).toBe("Cómo medir lo que importa · Lucía Ramírez");
  });

  test("the author avatar falls back to the default portrait", async () => {
    const { container } = renderWithApp(<ArticlePage />, {
      ...at(),
      api: { "/api/articles/slug/como-medir": ok(fixtures.article()), "/api/site-info": ok(fixtures.siteInfo()) },
    });
    await screen.findByText("Lucía Ramírez");
    expect(container.querySelector('img[src="/images/default-hero.svg"]')).toBeTruthy();
  });

  test("ends with related reading: up to three cards, in the page's language", async () => {
    const related = [2, 3].map((id) => fixtures.article({ id, slug: `otro-${id}`, title: `Otro artículo ${id}` }));
    const { requests } = renderWithApp(<ArticlePage />, {
      ...at("en"),
      api: { "/api/articles/slug/como-medir": ok(fixtures.article()), "/api/articles/slug/como-medir/related": ok(related) },
    });
    expect(await screen.findByRole("heading", { name: "Keep reading" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Otro artículo 3" }).getAttribute("href")).toBe("/articles/otro-3?lang=en");
    expect(requests).toContain("/api/articles/slug/como-medir/related?lang=en");
  });

  test("no related reading when there is none", async () => {
    renderWithApp(<ArticlePage />, {
      ...at(),
      api: { "/api/articles/slug/como-medir": ok(fixtures.article()), "/api/articles/slug/como-medir/related": ok([]) },
    });
    await screen.findByRole("heading", { level: 1, name: "Cómo medir lo que importa" });
    expect(screen.queryByRole("heading", { name: "Sigue leyendo" })).toBeNull();
  });
});

describe("PreviewPage", () => {
  const preview = (lang: "es" | "en" = "es") => ({ route: `/preview/secreto?lang=${lang}`, path: "/preview/:token", lang });

  test("a draft as it will look, under the 'not published' banner, dated as a draft", async () => {
    const draft = fixtures.article({ published: false, publishedAt: null, publishAt: null, scheduled: false });
    renderWithApp(<PreviewPage />, { ...preview(), api: { "/api/preview/secreto": ok(draft), "/api/preview/secreto/related": ok([]) } });
    expect(await screen.findByRole("heading", { level: 1, name: "Cómo medir lo que importa" })).toBeTruthy();
    const banner = screen.getByTestId("preview-banner");
    expect(banner.textContent).toContain("Vista previa: no publicado.");
    expect(banner.textContent).toContain("Es un borrador");
    expect(screen.getByText("Borrador")).toBeTruthy();
    expect(document.title).toBe("Vista previa: Cómo medir lo que importa · Portafolio Profesional");
  });

  test("a scheduled article says when it goes out and carries that date", async () => {
    const scheduled = fixtures.article({ published: true, publishedAt: null, publishAt: "2026-03-10T09:00:00.000Z", scheduled: true });
    renderWithApp(<PreviewPage />, { ...preview("en"), api: { "/api/preview/secreto": ok(scheduled), "/api/preview/secreto/related": ok([]) } });
    expect((await screen.findByTestId("preview-banner")).textContent).toContain("It will be published on March 10, 2026");
    expect(screen.getAllByText("March 10, 2026").length).toBeGreaterThan(0);
  });

  test("a link that does not work: the same not-found screen whatever the reason", async () => {
    renderWithApp(<PreviewPage />, { ...preview(), api: { "/api/preview/secreto": fail(404) } });
    expect(await screen.findByRole("heading", { name: "Vista previa no disponible" })).toBeTruthy();
    expect(screen.getByText("Este enlace de vista previa no existe o ya no está activo.")).toBeTruthy();
  });
});
