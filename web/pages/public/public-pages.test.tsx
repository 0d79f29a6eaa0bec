import { describe, expect, test } from "bun:test";
import { screen } from "@testing-library/react";
import { App } from "../../app";
import { installFakeApi, ok } from "../../testing/fake-api";
import { renderWithApp } from "../../testing/render";
import { PUBLIC_PAGES, matchPublicPage, type PublicPageDefinition } from "./public-pages";

installFakeApi();

const USES: PublicPageDefinition = {
  kind: "uses",
  path: "/uses",
  render: () => <h1>Lo que uso a diario</h1>,
  reads: () => [],
  title: () => "Herramientas",
  sitemap: true,
};

describe("the table of public pages", () => {
  test("a page added to it is routed by the browser's router inside the public layout", async () => {
    renderWithApp(<App year={2026} pages={[...PUBLIC_PAGES, USES]} />, { route: "/uses", api: { "/api/site-info?lang=es": ok({}) } });
    expect(await screen.findByRole("heading", { name: "Lo que uso a diario" })).toBeDefined();
    // The shared layout is around it: the site's navigation is there.
    expect(screen.getAllByRole("navigation").length).toBeGreaterThan(0);
  });

  test("without it, the path is the not-found page", async () => {
    renderWithApp(<App year={2026} />, { route: "/uses", api: { "/api/site-info?lang=es": ok({}) } });
    expect(await screen.findByText("404 Página No Encontrada")).toBeDefined();
  });

  test("paths, parameters and fixed values", () => {
    expect(matchPublicPage("/articles/caf%C3%A9")).toEqual({ kind: "article", slug: "café" });
    expect(matchPublicPage("/uses", [...PUBLIC_PAGES, USES])).toEqual({ kind: "uses" });
    expect(matchPublicPage("/terms-of-service/")).toEqual({ kind: "legal", page: "terms-of-service" });
    expect(matchPublicPage("/articles")).toEqual({ kind: "articles" });
    expect(matchPublicPage("/articles/a/b")).toEqual({ kind: "not-found" });
  });
});
