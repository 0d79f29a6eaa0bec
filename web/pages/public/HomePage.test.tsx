import { expect, test } from "bun:test";
import { act, screen, waitFor } from "@testing-library/react";
import { installFakeApi, ok } from "../../testing/fake-api";
import { fixtures } from "../../testing/public-fixtures";
import { renderWithApp } from "../../testing/render";
import { HomePage } from "./HomePage";

installFakeApi();

test("sections in the spec's order: #home, #work, #cv, #articles, #contact", () => {
  const { container } = renderWithApp(<HomePage />);
  expect([...container.querySelectorAll("section[id]")].map((s) => s.id)).toEqual(["home", "work", "cv", "articles", "contact"]);
});

const OWN_WORDS = {
  headline: "Ayudo a equipos pequeños a entender sus datos.",
  availability: "Aceptando proyectos desde junio",
  yearsOfExperience: 8,
  highlights: ["SQL", "Python", "Tableros"],
};

test("hero: the owner's availability, headline, about, highlights and years, the calls to action and the portrait", async () => {
  renderWithApp(<HomePage />, { api: { "/api/site-info": ok(fixtures.siteInfo(OWN_WORDS)), "/api/cv": ok(fixtures.cv()) } });
  expect((await screen.findByTestId("hero-availability")).textContent).toBe(OWN_WORDS.availability);
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(OWN_WORDS.headline);
  expect(screen.getByText("Hola, soy Lucía Ramírez")).toBeTruthy();
  expect(screen.getByText("Desarrolladora full-stack.")).toBeTruthy();
  expect([...screen.getByTestId("hero-highlights").querySelectorAll("li")].map((li) => li.textContent)).toEqual(OWN_WORDS.highlights);
  expect(screen.getByTestId("hero-years").textContent).toBe("8años de experiencia");
  expect((await screen.findByRole("link", { name: /Ver currículum/ })).getAttribute("href")).toBe("/#cv");
  expect(screen.getAllByRole("link", { name: /Contáctame/ })[0]!.getAttribute("href")).toBe("/#contact");
  const portrait = screen.getByRole("img", { name: "Retrato de Lucía Ramírez" });
  expect(portrait.getAttribute("src")).toBe("/images/default-hero.svg");
  // The first screen's image: fetched at once and first. An SVG has no variants, its square box comes from CSS.
  expect(portrait.getAttribute("fetchpriority")).toBe("high");
  expect(portrait.getAttribute("loading")).toBe("eager");
  expect(portrait.getAttribute("srcset")).toBeNull();
  expect(portrait.className).toContain("aspect-square");
});

test("hero on a site whose owner wrote nothing: a greeting, and no badge, claim, highlight, years or CV button", async () => {
  const empty = fixtures.siteInfo({ ownerName: "", about: "" });
  const { requests } = renderWithApp(<HomePage />, {
    api: { "/api/site-info": ok(empty), "/api/cv": ok(fixtures.cv({ experiences: [], education: [], skills: [] })) },
  });
  await waitFor(() => expect(requests).toContain("/api/cv?lang=es"));
  await act(async () => undefined);
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Hola, te doy la bienvenida");
  for (const part of ["hero-availability", "hero-highlights", "hero-years"]) expect(screen.queryByTestId(part)).toBeNull();
  expect(screen.queryByRole("link", { name: /Ver currículum/ })).toBeNull();
  expect(screen.getAllByRole("link", { name: /Contáctame/ })[0]!.getAttribute("href")).toBe("/#contact");
  expect(screen.getByRole("img", { name: "Retrato del autor del portafolio" })).toBeTruthy();
  expect(document.querySelector("#home")!.textContent).not.toMatch(/años|Disponible|datos/);
});

test("hero: one year reads in the singular, and zero is still the owner's number", async () => {
  renderWithApp(<HomePage />, { api: { "/api/site-info": ok(fixtures.siteInfo({ yearsOfExperience: 1 })) } });
  expect((await screen.findByTestId("hero-years")).textContent).toBe("1año de experiencia");
  renderWithApp(<HomePage />, { lang: "en", api: { "/api/site-info": ok(fixtures.siteInfo({ yearsOfExperience: 0 })) } });
  expect((await screen.findByTestId("hero-years")).textContent).toBe("0years of experience");
});

test("hero: the owner's English headline as the API answers it in English, and their uploaded portrait with its variants", async () => {
  const heroImageUrl = "/uploads/0123456789abcdef0123456789abcdef-1200x1200.webp";
  renderWithApp(<HomePage />, {
    lang: "en",
    api: { "/api/site-info": ok(fixtures.siteInfo({ heroImageUrl, headline: "I help small teams understand their data.", lang: "en" })) },
  });
  expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("I help small teams understand their data.");
  const portrait = await screen.findByRole("img", { name: "Portrait of Lucía Ramírez" });
  expect(portrait.getAttribute("src")).toBe(heroImageUrl);
  expect(portrait.getAttribute("srcset")).toBe(
    `/uploads/0123456789abcdef0123456789abcdef-480x480.webp 480w, /uploads/0123456789abcdef0123456789abcdef-960x960.webp 960w, ${heroImageUrl} 1200w`,
  );
  expect(portrait.getAttribute("sizes")).toBe("(min-width: 1024px) 448px, (min-width: 640px) 320px, 272px");
  expect(portrait.getAttribute("width")).toBe("1200");
});
