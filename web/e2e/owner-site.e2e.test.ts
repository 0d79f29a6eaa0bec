/**
 * Issue 26 §1, in Chromium against the executable: after the demo is removed through the admin, the public home
 * claims nothing the owner did not write (no made-up person, contact details, profiles, badges, footer line or
 * empty-state boxes), in Spanish and English, on a laptop and a phone; then the owner writes their home page in
 * Settings → General and visitors see exactly their words. Screenshots land in dist/screenshots.
 */
import { describe, expect, test } from "bun:test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { adminScreenshots, DESKTOP, PHONE, SCREENSHOTS, signInViaApi, startSuite, toastWith, trackPageErrors } from "./harness";

const suite = startSuite({ seedDemo: true });

/** What the demo or the old fallbacks put on the page: none of it may remain once the demo is gone. */
const INVENTED = [
  "Andrea",
  "Desarrollo aplicaciones web",
  "I build web apps",
  "Disponible para nuevos proyectos",
  "Available for new projects",
  "5+",
  "años de experiencia",
  "years of experience",
  "contacto@ejemplo.com",
  "example.com",
  "+51",
  "Lima",
  "Hecho con amor",
  "Made with love",
  "Todavía no hay",
  "There are no",
  "No hay ",
  "Portafolio Profesional",
  "Análisis de datos",
  "Data analysis",
];

const GREETING = { es: "Hola, te doy la bienvenida", en: "Hi, welcome" } as const;

const OWN = {
  siteTitle: "Marta Quispe · Diseño",
  headline: "Diseño interfaces claras para servicios públicos.",
  headlineEn: "I design clear interfaces for public services.",
  availability: "Con agenda abierta desde marzo",
  years: "12",
  highlights: ["Investigación con usuarios", "Accesibilidad", "Sistemas de diseño"],
  footerNote: "Escrito y mantenido desde Cusco",
  ownerName: "Marta Quispe",
  email: "marta@quispe.example",
};

async function shoot(page: Page, name: string, viewport: typeof DESKTOP) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-${viewport.width}.png`), fullPage: true });
}

describe("the owner's own site (issue 26 §1)", () => {
  test("after the demo is removed through the admin, the home claims nothing: Spanish and English, 1280 and 390 px", async () => {
    const page = await suite.browser.newPage({ viewport: DESKTOP });
    const errors = trackPageErrors(page);
    await signInViaApi(page, suite.server.url);
    await page.goto(`${suite.server.url}/admin`);
    await page.getByRole("button", { name: "Eliminar el contenido de demostración" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Eliminar", exact: true }).click();
    await toastWith(page, "Contenido de demostración eliminado");
    expect(suite.server.query<{ n: number }>("SELECT count(*) AS n FROM projects")[0]!.n).toBe(0);

    for (const lang of ["es", "en"] as const) {
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await page.goto(`${suite.server.url}/?lang=${lang}`);
        await page.waitForLoadState("networkidle");
        const text = await page.locator("body").innerText();
        for (const invented of INVENTED) expect(text.includes(invented) ? `${lang} ${viewport.width}: ${invented}` : null).toBeNull();
        expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(GREETING[lang]);
        // Sections without items, contact lines, profiles and badges are not there at all.
        for (const selector of ["#work", "#cv", "#articles", "[data-testid=contact-panel]", "[data-testid=hero-availability]", "[data-testid=hero-years]"])
          expect(await page.locator(selector).count()).toBe(0);
        expect(await page.locator('a[href*="github.com"], a[href*="linkedin.com"], a[href^="mailto:"], a[href^="tel:"]').count()).toBe(0);
        // What is left works: the contact form is there, and the page does not scroll sideways.
        expect(await page.getByRole("button", { name: lang === "es" ? /Enviar mensaje/ : /Send message/ }).count()).toBe(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await shoot(page, `owner-empty-home-${lang}`, viewport);
      }
    }
    expect(await page.title()).toBe("Portafolio Profesional");
    expect(errors).toEqual([]);
    await page.close();
  });

  test("the owner writes their home page in Settings → General, with a live preview, and visitors see their words", async () => {
    const page = await suite.browser.newPage({ viewport: DESKTOP });
    const errors = trackPageErrors(page);
    await signInViaApi(page, suite.server.url);
    await page.goto(`${suite.server.url}/admin/settings`);
    await page.getByLabel("Nombre del sitio").fill(OWN.siteTitle);
    await page.getByLabel("Titular", { exact: true }).fill(OWN.headline);
    await page.getByLabel("Disponibilidad").fill(OWN.availability);
    await page.getByLabel("Años de experiencia").fill(OWN.years);
    for (const [i, highlight] of OWN.highlights.entries()) await page.getByLabel(`Punto destacado ${i + 1}`).fill(highlight);
    await page.getByLabel("Nota del pie de página").fill(OWN.footerNote);
    await page.getByLabel("Tu nombre").fill(OWN.ownerName);
    await page.getByLabel("Correo de contacto").fill(OWN.email);
    // The preview shows the words as they are typed, before anything is saved.
    const preview = page.getByTestId("hero-preview");
    await preview.getByText(OWN.headline).waitFor();
    expect(await preview.getByTestId("hero-years").innerText()).toContain(OWN.years);
    await page.getByRole("button", { name: /Traducciones/ }).click();
    await page.getByLabel("Titular (EN)").fill(OWN.headlineEn);
    await adminScreenshots(page, "settings-home-page");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await toastWith(page, "La información del sitio se actualizó correctamente");

    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`${suite.server.url}/?lang=es`);
      await page.waitForLoadState("networkidle");
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(OWN.headline);
      expect(await page.getByTestId("hero-availability").innerText()).toBe(OWN.availability);
      expect((await page.getByTestId("hero-years").innerText()).replace(/\s+/g, " ")).toBe(`${OWN.years} años de experiencia`);
      expect(await page.getByTestId("hero-highlights").locator("li").allInnerTexts()).toEqual(OWN.highlights);
      expect(await page.getByTestId("footer-note").innerText()).toBe(OWN.footerNote);
      expect(await page.locator("header").first().innerText()).toContain(OWN.siteTitle);
      expect(await page.locator(`a[href="mailto:${OWN.email}"]`).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shoot(page, "owner-words-home-es", viewport);
    }
    expect(await page.title()).toBe(OWN.siteTitle);

    // English: the translated headline; what has no translation falls back to the owner's Spanish.
    await page.setViewportSize(DESKTOP);
    await page.goto(`${suite.server.url}/?lang=en`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(OWN.headlineEn);
    expect(await page.getByTestId("hero-availability").innerText()).toBe(OWN.availability);
    expect((await page.getByTestId("hero-years").innerText()).replace(/\s+/g, " ")).toBe(`${OWN.years} years of experience`);
    await shoot(page, "owner-words-home-en", DESKTOP);
    const rss = await (await fetch(`${suite.server.url}/rss.xml`)).text();
    expect(rss).toContain(`<title>${OWN.siteTitle}</title>`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
