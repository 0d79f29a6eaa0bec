/**
 * The admin panel in a real browser against the compiled executable: sign-in, every editor through its form
 * (articles through the real Jodit editor), what the public site shows afterwards, export, import, sign-out,
 * and screenshots at desktop and phone width for a human to look at.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import type { BrowserContext, Page } from "playwright-core";
import type { Language } from "../../src/shared/languages";
import { adminResources, type AdminResources } from "../i18n/admin";
import { ADMIN, adminScreenshots, DESKTOP, PHONE, SCREENSHOTS, signInViaApi, startSuite, toastWith, trackPageErrors } from "./harness";

/**
 * A delete waits 10 s behind the Undo of its toast (docs/decisions/0011-undo-deletes.md); closing the toast sends it
 * at once. Answers once the server has answered it.
 */
async function sendDeleteNow(page: Page): Promise<void> {
  const deleted = page.waitForResponse((response) => response.request().method() === "DELETE");
  await page.locator("li[role=status]").getByRole("button", { name: "Cerrar" }).click();
  expect((await deleted).status()).toBe(204);
}

const suite = startSuite();
let context: BrowserContext;
let page: Page;
let pageErrors: string[];

const PIXEL_PNG = join(tmpdir(), "admin-e2e-pixel.png");
const PIXEL_PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
/** A WordPress export (WXR) with every status and the edge cases the importer reports on. */
const WORDPRESS_EXPORT = join(import.meta.dir, "../../src/modules/import-sources/fixtures/wordpress.xml");

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  context = await suite.browser.newContext({ locale: "es-ES", viewport: DESKTOP, acceptDownloads: true });
  page = await context.newPage();
  pageErrors = trackPageErrors(page);
  await signInViaApi(page, suite.server.url);
});

describe("sign-in", () => {
  test("through the form, with the spec's toast, into the dashboard", async () => {
    const fresh = await suite.browser.newContext({ locale: "es-ES", viewport: DESKTOP });
    const login = await fresh.newPage();
    const errors = trackPageErrors(login);
    await login.goto(`${suite.server.url}/admin`);
    await login.waitForURL(`${suite.server.url}/login`);
    await login.getByLabel("Correo electrónico").waitFor();
    await adminScreenshots(login, "login");
    await login.getByLabel("Correo electrónico").fill(ADMIN.email);
    await login.getByLabel("Contraseña").fill("wrong-password");
    await login.getByRole("button", { name: "Iniciar sesión" }).click();
    await login.getByText("Correo electrónico o contraseña inválidos").waitFor();
    await login.getByLabel("Contraseña").fill(ADMIN.password);
    await login.getByRole("button", { name: "Iniciar sesión" }).click();
    await login.waitForURL(`${suite.server.url}/admin`);
    await login.getByText("Bienvenido al panel de administración").waitFor();
    await login.getByRole("heading", { name: "Panel Principal" }).waitFor();
    expect(await login.title()).toBe("Panel de Control");
    expect(await login.evaluate(() => localStorage.getItem("token"))).toBeTruthy();
    // The header names the site's owner as visitors see it (the demo's owner here), not the account.
    expect(await login.getByTestId("owner-name").textContent()).toBe("Andrea Salazar Huamán");
    // Sign-in failures log a 401 for the wrong password; nothing else may go wrong.
    expect(errors.filter((e) => !e.includes("401"))).toEqual([]);
    await fresh.close();
  });
});

describe("dashboard", () => {
  test("shows the demo content's totals and the server status", async () => {
    await page.goto(`${suite.server.url}/admin`);
    await page.getByRole("heading", { name: "Panel Principal" }).waitFor();
    // Nothing is wrong, so the status strip is not there.
    expect(await page.getByTestId("server-status").count()).toBe(0);
    const projects = suite.server.query<{ n: number }>("SELECT count(*) AS n FROM projects")[0]?.n;
    const card = page.getByRole("link", { name: /Total de proyectos/ }).filter({ hasText: String(projects) });
    await card.waitFor();
    // The demo content was written at this first start: every project was added within the last 30 days.
    await card.getByText(`+${projects} en los últimos 30 días`).waitFor();
    await adminScreenshots(page, "dashboard");
  });
});

describe("articles", () => {
  const title = "Automatizar reportes con datos reales";

  test("create through Jodit, publish, see it on /articles, then delete", async () => {
    await page.goto(`${suite.server.url}/admin/articles`);
    await page.getByRole("tab", { name: /Publicados \(\d+\)/ }).waitFor();
    await page.getByTestId("article-card").first().waitFor();
    await adminScreenshots(page, "articles");

    await page.getByRole("link", { name: "Nuevo artículo" }).click();
    await page.getByLabel("Título", { exact: true }).fill(title);
    expect(await page.getByLabel("Slug").inputValue()).toBe("automatizar-reportes-con-datos-reales");
    await page.getByLabel("Resumen", { exact: true }).fill("Cómo dejé de copiar y pegar hojas de cálculo cada lunes.");
    await page.getByLabel("Categoría", { exact: true }).fill("Automatización");
    const editable = page.locator(".jodit-wysiwyg").first();
    await editable.waitFor();
    await editable.click();
    await page.keyboard.type("Cada lunes perdía dos horas armando el mismo reporte. Esta es la historia de cómo lo automaticé.");
    // An image through Jodit's own uploader: POST /api/uploads/images, inserted with the URL it answers.
    writeFileSync(PIXEL_PNG, Buffer.from(PIXEL_PNG_BASE64, "base64"));
    await page.locator(".jodit-toolbar-button_image button").first().click();
    await page.locator(".jodit-popup input[type=file]").first().setInputFiles(PIXEL_PNG);
    await editable.locator('img[src^="/uploads/"]').waitFor();
    await adminScreenshots(page, "article-editor");
    await page.getByRole("button", { name: "Guardar borrador", exact: true }).click();
    await toastWith(page, "Artículo creado correctamente");
    await page.waitForURL(`${suite.server.url}/admin/articles`);

    const [stored] = suite.server.query<{ id: number; content: string; published: number }>(
      "SELECT id, content, published FROM articles WHERE slug = ?",
      "automatizar-reportes-con-datos-reales",
    );
    expect(stored?.content).toContain("Cada lunes perdía dos horas");
    expect(stored?.content).toMatch(/<img[^>]+src="\/uploads\/[^"]+\.png"/);
    expect(stored?.published).toBe(0);

    await page.getByRole("tab", { name: /Borradores/ }).click();
    const card = page.getByTestId("article-card").filter({ hasText: title });
    await card.getByRole("button", { name: "Publicar" }).click();
    await toastWith(page, "Artículo publicado correctamente");

    const visitor = await suite.browser.newPage({ locale: "es-ES" });
    await visitor.goto(`${suite.server.url}/articles`);
    await visitor.getByText(title).first().waitFor();
    await visitor.close();

    await page.getByRole("tab", { name: /Publicados/ }).click();
    await page.getByRole("button", { name: `Eliminar ${title}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Eliminar" }).click();
    await toastWith(page, "Artículo eliminado correctamente");
    await sendDeleteNow(page);
    expect(suite.server.query("SELECT id FROM articles WHERE id = ?", stored!.id)).toEqual([]);
  });

  test("the editor loads Jodit only on the article form, with no request leaving the site", async () => {
    const requests: string[] = [];
    const fresh = await context.newPage();
    fresh.on("request", (r) => requests.push(r.url()));
    await fresh.goto(`${suite.server.url}/articles`);
    await fresh.waitForLoadState("networkidle");
    expect(requests.some((u) => u.includes("AdminApp") || u.includes("ArticleEditor"))).toBe(false);
    await fresh.goto(`${suite.server.url}/admin/projects`);
    await fresh.getByRole("heading", { name: "Proyectos" }).waitFor();
    expect(requests.some((u) => u.includes("ArticleEditor"))).toBe(false);
    await fresh.goto(`${suite.server.url}/admin/articles/new`);
    await fresh.locator(".jodit-wysiwyg").first().waitFor();
    expect(requests.some((u) => u.includes("ArticleEditor"))).toBe(true);
    expect(requests.filter((u) => !u.startsWith(suite.server.url))).toEqual([]);
    expect(
      await fresh
        .locator(".jodit-workplace")
        .first()
        .evaluate((el) => el.closest(".jodit-container")!.getBoundingClientRect().height),
    ).toBeGreaterThanOrEqual(500);
    await fresh.close();
  });
});

describe("projects", () => {
  test("create, edit and delete", async () => {
    await page.goto(`${suite.server.url}/admin/projects`);
    await page.getByTestId("project-card").first().waitFor();
    await adminScreenshots(page, "projects");

    await page.getByRole("link", { name: "Nuevo proyecto" }).click();
    await page.getByLabel("Título", { exact: true }).fill("Conciliador de facturas");
    await page.getByLabel("Descripción", { exact: true }).fill("Cruza facturas con pagos bancarios y marca las diferencias.");
    const technologies = page.getByRole("textbox", { name: "Tecnologías" });
    await technologies.fill("Python");
    await page.keyboard.press("Enter");
    await technologies.fill("pandas");
    await page.getByRole("button", { name: "Añadir", exact: true }).click();
    await page.getByLabel("URL del proyecto (opcional)").fill("https://github.com/example/conciliador");
    // A real 2000×1200 PNG, drawn by the browser: the form shrinks it to WebP widths before uploading.
    const photo = await page.evaluate(() => {
      const canvas = document.createElement("canvas");
      canvas.width = 2000;
      canvas.height = 1200;
      const context = canvas.getContext("2d")!;
      const gradient = context.createLinearGradient(0, 0, 2000, 1200);
      gradient.addColorStop(0, "#4f46e5");
      gradient.addColorStop(1, "#06b6d4");
      context.fillStyle = gradient;
      context.fillRect(0, 0, 2000, 1200);
      return canvas.toDataURL("image/png").split(",")[1]!;
    });
    await page
      .locator("input[type=file]")
      .first()
      .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from(photo, "base64") });
    const imageUrl = page.getByLabel("URL de la imagen (opcional)");
    await page.waitForFunction(() => (document.querySelector<HTMLInputElement>("#project-imageUrl")?.value ?? "").startsWith("/uploads/"));
    const uploaded = await imageUrl.inputValue();
    expect(uploaded).toMatch(/^\/uploads\/[0-9a-f]{32}-1600x960\.webp$/);
    for (const variant of ["480x288", "960x576"]) {
      const response = await fetch(suite.server.url + uploaded.replace("1600x960", variant));
      expect(response.headers.get("content-type")).toBe("image/webp");
    }
    await adminScreenshots(page, "project-form");
    await page.getByRole("button", { name: "Crear proyecto" }).click();
    await toastWith(page, "Proyecto creado correctamente");
    await page.waitForURL(`${suite.server.url}/admin/projects`);

    const [created] = suite.server.query<{ id: number; technologies: string; image_url: string }>(
      "SELECT id, technologies, image_url FROM projects WHERE title = ?",
      "Conciliador de facturas",
    );
    expect(JSON.parse(created!.technologies)).toEqual(["Python", "pandas"]);
    expect(created!.image_url).toBe(uploaded);

    await page.getByRole("link", { name: "Editar Conciliador de facturas" }).click();
    await page.getByLabel("Título", { exact: true }).fill("Conciliador de facturas v2");
    await page.getByRole("button", { name: "Actualizar proyecto" }).click();
    await toastWith(page, "Proyecto actualizado correctamente");
    await page.getByText("Conciliador de facturas v2").waitFor();

    await page.getByRole("button", { name: "Eliminar Conciliador de facturas v2" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Eliminar" }).click();
    await toastWith(page, "Proyecto eliminado correctamente");
    await sendDeleteNow(page);
    expect(suite.server.query("SELECT id FROM projects WHERE id = ?", created!.id)).toEqual([]);
  });
});

describe("CV", () => {
  test("entries added here show in the home page's CV section", async () => {
    await page.goto(`${suite.server.url}/admin/cv`);
    await page.getByRole("tab", { name: /Experiencia/ }).waitFor();
    await page
      .getByRole("button", { name: /^Editar / })
      .first()
      .waitFor();
    await adminScreenshots(page, "cv");

    await page.getByRole("button", { name: "Añadir experiencia" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Puesto").fill("Consultora de datos");
    await dialog.getByLabel("Empresa").fill("Andes Analytics");
    await dialog.getByLabel("Descripción", { exact: true }).fill("Tableros y automatización para pymes.");
    await dialog.getByLabel("Fecha de inicio").fill("2015");
    await dialog.getByLabel("Fecha de fin").fill("2016");
    await dialog.getByRole("button", { name: "Guardar", exact: true }).click();
    await toastWith(page, "Experiencia añadida correctamente");

    await page.getByRole("tab", { name: /Formación/ }).click();
    await page.getByRole("button", { name: "Añadir formación" }).click();
    await dialog.getByLabel("Titulación").fill("Diplomado en Ciencia de Datos");
    await dialog.getByLabel("Institución").fill("Instituto del Pacífico");
    await dialog.getByLabel("Descripción", { exact: true }).fill("Estadística aplicada y aprendizaje automático.");
    await dialog.getByLabel("Fecha de inicio").fill("2019");
    await dialog.getByRole("button", { name: "Guardar", exact: true }).click();
    await toastWith(page, "Formación añadida correctamente");

    await page.getByRole("tab", { name: /Habilidades/ }).click();
    await page.getByRole("button", { name: "Añadir categoría de habilidades" }).click();
    await dialog.getByLabel("Categoría", { exact: true }).fill("Herramientas de BI");
    const skills = dialog.getByRole("textbox", { name: "Habilidades", exact: true });
    await skills.fill("Metabase");
    await page.keyboard.press("Enter");
    await skills.fill("Looker Studio");
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Guardar", exact: true }).click();
    await toastWith(page, "Categoría de habilidades añadida correctamente");

    const visitor = await suite.browser.newPage({ locale: "es-ES" });
    await visitor.goto(`${suite.server.url}/?lang=es#cv`);
    const cv = visitor.locator("#cv");
    await cv.getByText("Consultora de datos").waitFor();
    await cv.getByText("Diplomado en Ciencia de Datos").first().waitFor();
    await cv.getByText("Looker Studio").first().waitFor();
    await visitor.close();
  });
});

describe("messages", () => {
  test("read marks it read; delete removes it", async () => {
    const sent = await fetch(`${suite.server.url}/api/messages`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Rosa Quispe",
        email: "rosa@example.com",
        subject: "Propuesta de proyecto",
        message: "Hola, me gustaría conversar sobre un tablero de ventas.",
      }),
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: number };

    await page.goto(`${suite.server.url}/admin/messages`);
    const row = page.getByTestId("message-row").filter({ hasText: "Rosa Quispe" });
    await row.getByText("Nuevo", { exact: true }).waitFor();
    await adminScreenshots(page, "messages");
    await row.getByRole("button", { name: /Leer el mensaje/ }).click();
    const detail = page.getByRole("dialog");
    await detail.getByText("Hola, me gustaría conversar sobre un tablero de ventas.").waitFor();
    expect(await detail.getByRole("link", { name: "Responder" }).getAttribute("href")).toBe(
      "mailto:rosa@example.com?subject=Re%3A%20Propuesta%20de%20proyecto",
    );
    await toastWith(page, "Mensaje marcado como leído");
    await adminScreenshots(page, "message-detail");
    expect(suite.server.query<{ read: number }>("SELECT read FROM messages WHERE id = ?", id)[0]?.read).toBe(1);
    await detail.getByRole("button", { name: "Cerrar", exact: true }).click();

    await row.getByRole("button", { name: /Eliminar el mensaje/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Eliminar" }).click();
    await toastWith(page, "Mensaje eliminado correctamente");
    await sendDeleteNow(page);
    expect(suite.server.query("SELECT id FROM messages WHERE id = ?", id)).toEqual([]);
  });
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

/** Every text of a translation tree. */
const textsOf = (tree: unknown): string[] => (typeof tree === "string" ? [tree] : tree && typeof tree === "object" ? Object.values(tree).flatMap(textsOf) : []);

/**
 * The admin texts of `others` (fixed parts of 8 characters or more, as whole words) that the page shows although it
 * is in `lang`; texts `lang` writes the same way are not counted.
 */
async function leftovers(target: Page, lang: Language, others: Language[]): Promise<string[]> {
  const sections: (keyof AdminResources)[] = ["layout", "dashboard", "cv", "projects", "messages", "delivery", "common", "validation"];
  const own = sections.flatMap((section) => textsOf(adminResources[lang][section]));
  const shown = await target.evaluate(() => {
    const named = [...document.querySelectorAll("[aria-label], [placeholder], [title]")].map((el) =>
      [el.getAttribute("aria-label"), el.getAttribute("placeholder"), el.getAttribute("title")].join("\n"),
    );
    return [document.body.innerText, ...named].join("\n");
  });
  const parts = others
    .flatMap((other) => sections.flatMap((section) => textsOf(adminResources[other][section])))
    .flatMap((text) => text.split(/{{\s*\w+\s*}}/).map((part) => part.trim()));
  return [
    ...new Set(
      parts.filter(
        (part) =>
          part.length >= 8 &&
          !own.some((mine) => mine.includes(part)) &&
          new RegExp(`(^|[^\\p{L}])${part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(shown),
      ),
    ),
  ];
}

describe("the admin in the owner's language", () => {
  const LANGUAGES = [
    { lang: "en", dashboard: "Dashboard", cv: "CV Editor", messages: "Messages", projectForm: "New Project", others: ["es"] },
    { lang: "ja", dashboard: "ダッシュボード", cv: "経歴エディター", messages: "メッセージ", projectForm: "新しいプロジェクト", others: ["es", "en"] },
  ] as const;

  beforeAll(async () => {
    const sent = await fetch(`${suite.server.url}/api/messages`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Marta Salas",
        email: "marta@example.com",
        subject: "Consulta sobre un tablero",
        message: "Hola, ¿podríamos hablar de un tablero de inventario para nuestra tienda?",
      }),
    });
    expect(sent.status).toBe(201);
  });

  for (const { lang, others, ...headings } of LANGUAGES) {
    test(`in ${lang}: the dashboard, the CV editor, the messages and a project form, in that language alone and within a phone's width`, async () => {
      const owner = await suite.browser.newContext({ locale: "es-ES", viewport: DESKTOP });
      const tab = await owner.newPage();
      const errors = trackPageErrors(tab);
      await signInViaApi(tab, suite.server.url);
      await tab.evaluate((chosen) => localStorage.setItem("adminLanguage", chosen), lang);
      for (const [path, name] of [
        ["/admin", "dashboard"],
        ["/admin/cv", "cv"],
        ["/admin/messages", "messages"],
        ["/admin/projects/new", "projectForm"],
      ] as const) {
        await tab.goto(`${suite.server.url}${path}`);
        await tab.getByRole("heading", { name: headings[name], exact: true }).waitFor();
        await tab.waitForLoadState("networkidle");
        expect(await tab.evaluate(() => document.documentElement.lang)).toBe(lang);
        expect(`${path}: ${(await leftovers(tab, lang, [...others])).join(" | ")}`).toBe(`${path}: `);
        await adminScreenshots(tab, `${lang}-${name}`);
        await tab.setViewportSize(PHONE);
        expect(`${path} on a phone: ${await tab.evaluate(() => document.documentElement.scrollWidth)}`).toBe(`${path} on a phone: ${PHONE.width}`);
        await tab.setViewportSize(DESKTOP);
      }
      await tab.goto(`${suite.server.url}/admin/messages`);
      await tab.getByTestId("message-row").filter({ hasText: "Marta Salas" }).getByRole("button").first().click();
      await tab.getByRole("dialog").getByText("Consulta sobre un tablero").waitFor();
      await adminScreenshots(tab, `${lang}-message-detail`);
      expect(await tab.title()).toBe(lang === "en" ? "Control Panel" : "管理画面");
      expect(errors).toEqual([]);
      await owner.close();
    });
  }
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
