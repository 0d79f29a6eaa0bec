/**
 * The admin panel in a real browser against the compiled executable, first part of the walk-through: sign-in, the
 * dashboard and every editor through its form (articles through the real Jodit editor), with what the public site
 * shows afterwards, and screenshots at desktop and phone width for a human to look at. The walk goes on in
 * admin-settings.e2e.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { ADMIN, adminScreenshots, DESKTOP, sendMessage, startSuite, toastWith, trackPageErrors } from "./harness";
import { openSignedInAdmin } from "./admin-session";

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

beforeAll(async () => {
  ({ context, page, pageErrors } = await openSignedInAdmin(suite));
});
// The check the sign-out test (admin-settings.e2e.test.ts) makes at the end of its walk, for the screens walked here.
afterAll(() => {
  expect(pageErrors.filter((e) => !e.includes("401"))).toEqual([]);
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
    const sent = await sendMessage(suite.server.url, {
      name: "Rosa Quispe",
      email: "rosa@example.com",
      subject: "Propuesta de proyecto",
      message: "Hola, me gustaría conversar sobre un tablero de ventas.",
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
