import { expect, test } from "bun:test";
import { screen } from "@testing-library/react";
import { fixtures, ok, renderWithApp } from "../../test-utils";
import { HomePage } from "./HomePage";

test("sections in the spec's order: #home, #work, #cv, #articles, #contact", () => {
  const { container } = renderWithApp(<HomePage />);
  expect([...container.querySelectorAll("section[id]")].map((s) => s.id)).toEqual(["home", "work", "cv", "articles", "contact"]);
});

test("hero: availability, headline, both calls to action, portrait and years of experience", async () => {
  renderWithApp(<HomePage />, { api: { "/api/site-info": ok(fixtures.siteInfo()) } });
  expect(screen.getByText("Disponible para nuevos proyectos")).toBeTruthy();
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Desarrollo aplicaciones web que convierten datos en decisiones.");
  expect(screen.getByRole("link", { name: /Ver currículum/ }).getAttribute("href")).toBe("/#cv");
  expect(screen.getAllByRole("link", { name: /Contáctame/ })[0]!.getAttribute("href")).toBe("/#contact");
  expect(await screen.findByText("Hola, soy Lucía Ramírez")).toBeTruthy();
  const portrait = screen.getByRole("img", { name: "Retrato de Lucía Ramírez" });
  expect(portrait.getAttribute("src")).toBe("/images/default-hero.svg");
  // The first screen's image: fetched at once and first. An SVG has no variants, its square box comes from CSS.
  expect(portrait.getAttribute("fetchpriority")).toBe("high");
  expect(portrait.getAttribute("loading")).toBe("eager");
  expect(portrait.getAttribute("srcset")).toBeNull();
  expect(portrait.className).toContain("aspect-square");
  expect(screen.getByText("5+")).toBeTruthy();
});

test("hero: the headline in English and the owner's uploaded portrait, with its smaller variants", async () => {
  const heroImageUrl = "/uploads/0123456789abcdef0123456789abcdef-1200x1200.webp";
  renderWithApp(<HomePage />, { lang: "en", api: { "/api/site-info": ok(fixtures.siteInfo({ heroImageUrl })) } });
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("I build web apps that turn data into decisions.");
  const portrait = await screen.findByRole("img", { name: "Portrait of Lucía Ramírez" });
  expect(portrait.getAttribute("src")).toBe(heroImageUrl);
  expect(portrait.getAttribute("srcset")).toBe(
    `/uploads/0123456789abcdef0123456789abcdef-480x480.webp 480w, /uploads/0123456789abcdef0123456789abcdef-960x960.webp 960w, ${heroImageUrl} 1200w`,
  );
  expect(portrait.getAttribute("sizes")).toBe("(min-width: 1024px) 448px, (min-width: 640px) 320px, 272px");
  expect(portrait.getAttribute("width")).toBe("1200");
});
