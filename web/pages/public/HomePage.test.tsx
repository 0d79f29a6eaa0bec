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
  expect(portrait.getAttribute("width")).toBe("560");
  expect(screen.getByText("5+")).toBeTruthy();
});

test("hero: the headline in English and the owner's portrait", async () => {
  renderWithApp(<HomePage />, { lang: "en", api: { "/api/site-info": ok(fixtures.siteInfo({ heroImageUrl: "/uploads/me.jpg" })) } });
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("I build web apps that turn data into decisions.");
  expect((await screen.findByRole("img", { name: "Portrait of Lucía Ramírez" })).getAttribute("src")).toBe("/uploads/me.jpg");
});
