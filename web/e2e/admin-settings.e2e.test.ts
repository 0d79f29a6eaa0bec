/**
 * The admin panel in a real browser against the compiled executable, second part of the walk-through (the first is
 * admin-editors.e2e.test.ts): settings, export and import (the portfolio's own JSON, a WordPress export, Markdown),
 * the drawer at a phone's width, and sign-out, which checks that none of these screens logged an error.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { adminScreenshots, DESKTOP, PHONE, SCREENSHOTS, startSuite, toastWith } from "./harness";
import { openSignedInAdmin } from "./admin-session";

const suite = startSuite();
let page: Page;
let pageErrors: string[];

/** A WordPress export (WXR) with every status and the edge cases the importer reports on. */
const WORDPRESS_EXPORT = join(import.meta.dir, "../../src/modules/import-sources/fixtures/wordpress.xml");

beforeAll(async () => {
  ({ page, pageErrors } = await openSignedInAdmin(suite));
});

describe("settings", () => {
  test("saved site information shows in the public footer", async () => {
    await page.goto(`${suite.server.url}/admin/settings`);
    await page.getByLabel("Sobre mí", { exact: true }).waitFor();
    await adminScreenshots(page, "settings");
    await page.getByLabel("Sobre mí", { exact: true }).fill("Analista convertida en desarrolladora: datos claros, software útil.");
    await page.getByLabel("Ubicación").fill("Arequipa, Perú");
    await page.getByLabel("Nota del pie de página").fill("Escrito desde Arequipa");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await toastWith(page, "La información del sitio se actualizó correctamente");

    const visitor = await suite.browser.newPage({ locale: "es-ES" });
    await visitor.goto(`${suite.server.url}/?lang=es`);
    await visitor.getByTestId("footer-about").filter({ hasText: "Analista convertida en desarrolladora" }).waitFor();
    await visitor.getByTestId("footer-note").filter({ hasText: "Escrito desde Arequipa" }).waitFor();
    await visitor.getByTestId("contact-panel").filter({ hasText: "Arequipa, Perú" }).waitFor();
    await visitor.close();
  });

  test("export downloads today's portfolio-export file", async () => {
    await page.goto(`${suite.server.url}/admin/settings`);
    await page.getByRole("tab", { name: "Importar/Exportar" }).click();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Exportar datos" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^portfolio-export-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = join(tmpdir(), download.suggestedFilename());
    await download.saveAs(saved);
    const document = JSON.parse(readFileSync(saved, "utf8")) as { format: string; projects: unknown[] };
    expect(document.format).toBe("portfolio-export");
    expect(document.projects.length).toBeGreaterThan(0);
    await toastWith(page, "Los datos del portafolio se exportaron correctamente");
  });

  test("importing a file that is not JSON says so and changes nothing", async () => {
    const broken = join(tmpdir(), "not-json.json");
    writeFileSync(broken, "{ this is not json");
    const before = suite.server.query<{ n: number }>("SELECT count(*) AS n FROM projects")[0]?.n;
    await page.goto(`${suite.server.url}/admin/settings`);
    await page.getByRole("tab", { name: "Importar/Exportar" }).click();
    await page.getByLabel("Archivo de exportación (.json)").setInputFiles(broken);
    await page.getByRole("button", { name: "Importar datos" }).click();
    // Replacing everything asks for the typed word first.
    await page.getByRole("dialog").getByLabel("Escribe REEMPLAZAR para confirmar").fill("REEMPLAZAR");
    await page.getByRole("dialog").getByRole("button", { name: "Reemplazar todo" }).click();
    await page.getByRole("alert").filter({ hasText: "El archivo seleccionado no es un JSON válido" }).waitFor();
    await adminScreenshots(page, "settings-import");
    expect(suite.server.query<{ n: number }>("SELECT count(*) AS n FROM projects")[0]?.n).toBe(before);
  });
});

describe("moving in and out", () => {
  test("a WordPress export: the preview changes nothing, the confirmation imports, the article is on /articles", async () => {
    await page.goto(`${suite.server.url}/admin/settings?tab=import-export`);
    const card = page.getByRole("region", { name: "Importar desde otra plataforma" });
    await card.getByLabel("Archivo (máximo 200 MB)").setInputFiles(WORDPRESS_EXPORT);
    await card.getByRole("button", { name: "Vista previa" }).click();
    await card.getByText("Esto es lo que pasará").waitFor();
    expect(await card.getByText("Se crearán").locator("xpath=following-sibling::dd").textContent()).toBe("7");
    // The server's report lines, in the admin's language.
    await card.getByText("está en la papelera de WordPress").waitFor();
    expect(suite.server.query("SELECT id FROM articles WHERE slug = ?", "lisbon")).toEqual([]);
    // Twenty warnings start folded; the owner opens them to read what will change on the way in.
    await card.getByText("Avisos (revísalos después de importar) (20)").click();
    await card.getByText(/^programado para el .*2099.*, a más de 10 años vista: se importa como borrador$/).waitFor();
    await adminScreenshots(page, "settings-import-preview");

    await card.getByRole("button", { name: "Confirmar e importar" }).click();
    await card.getByText("Importación completada").waitFor();
    await toastWith(page, "Creados: 7. Reemplazados: 0. Omitidos: 1.");
    await adminScreenshots(page, "settings-import-done");
    expect(suite.server.query<{ title: string; published: number }>("SELECT title, published FROM articles WHERE slug = ?", "lisbon")).toEqual([
      { title: "Tom & Jerry go to Lisbon", published: 1 },
    ]);

    const visitor = await suite.browser.newPage({ locale: "es-ES" });
    await visitor.goto(`${suite.server.url}/articles`);
    await visitor
      .getByRole("link", { name: /Tom & Jerry go to Lisbon/ })
      .first()
      .click();
    await visitor.getByRole("heading", { name: "Tom & Jerry go to Lisbon" }).waitFor();
    await visitor.getByText("The famous tram 28").waitFor();
    // Drafts (WordPress drafts, scheduled and private posts) stay out of the public list.
    await visitor.goto(`${suite.server.url}/articles`);
    expect(await visitor.getByText("Coming next year").count()).toBe(0);
    await visitor.close();
  });

  test("export to Markdown downloads the articles as a ZIP of .md files", async () => {
    await page.goto(`${suite.server.url}/admin/settings?tab=import-export`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Exportar a Markdown" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^portfolio-articles-\d{4}-\d{2}-\d{2}\.zip$/);
    const saved = join(tmpdir(), download.suggestedFilename());
    await download.saveAs(saved);
    const files = Object.keys(unzipSync(readFileSync(saved)));
    expect(files).toContain("lisbon.md");
    await toastWith(page, "Los artículos se exportaron a Markdown");
  });
});

describe("phone", () => {
  test("the sidebar is a drawer opened from the header", async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${suite.server.url}/admin`);
    await page.getByRole("button", { name: "Abrir el menú" }).click();
    await page.locator("#admin-drawer").waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, "admin-drawer-390.png") });
    await page
      .locator("#admin-drawer")
      .getByRole("link", { name: /Mensajes/ })
      .click();
    await page.waitForURL(`${suite.server.url}/admin/messages`);
    expect(await page.locator("#admin-drawer").count()).toBe(0);
    await page.setViewportSize(DESKTOP);
  });
});

describe("sign-out", () => {
  test("goes to the public home, and the admin asks for sign-in again", async () => {
    await page.goto(`${suite.server.url}/admin`);
    await page.getByRole("banner").getByRole("button", { name: "Cerrar sesión", exact: true }).click();
    await page.waitForURL(`${suite.server.url}/`);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await page.goto(`${suite.server.url}/admin`);
    await page.waitForURL(`${suite.server.url}/login`);
    // The admin's own screens logged nothing; a 401 from the signed-out check is expected.
    expect(pageErrors.filter((e) => !e.includes("401"))).toEqual([]);
  });
});
