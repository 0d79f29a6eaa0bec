import { afterEach, describe, expect, test } from "bun:test";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SettingsPage } from "./SettingsPage";
import { cvFileProblem } from "./CvFileCard";
import { ADMIN_LANGUAGE_KEY } from "../../../i18n/admin";
import { siteInfo } from "../../../testing/admin-fixtures";
import { captureDownloads } from "../../../testing/downloads";
import { never, installFakeApi } from "../../../testing/fake-api";
import { otherLanguageTexts } from "../../../testing/page-language";
import { renderAdmin } from "../../../testing/render";
import { localIsoDate } from "../format";
import { emptyHomePageTexts } from "../../../../src/shared/schemas/site-info";

const api = installFakeApi();
const renderSettings = () => renderAdmin(<SettingsPage />, { path: "/admin/settings" });
const user = userEvent.setup({ applyAccept: false });

const realConfirm = window.confirm;
afterEach(() => {
  window.confirm = realConfirm;
});

describe("settings: general information", () => {
  test("a placeholder while loading, an error when the read fails", async () => {
    api.on("GET /api/site-info", never);
    const { unmount } = renderSettings();
    expect(screen.getByLabelText("Cargando")).toBeTruthy();
    unmount();
    api.on("GET /api/site-info", { status: 500 });
    renderSettings();
    expect(await screen.findByText("No se pudo cargar la información del sitio.")).toBeTruthy();
  });

  test("the form starts from the stored values and saves them with PUT /api/site-info", async () => {
    api.on("GET /api/site-info", { body: siteInfo() }).on("PUT /api/site-info", { body: siteInfo() });
    renderSettings();
    const about = (await screen.findByLabelText("Sobre mí")) as HTMLTextAreaElement;
    expect(about.value).toBe("Full-stack developer in Lima.");
    expect((screen.getByLabelText("GitHub") as HTMLInputElement).value).toBe("https://github.com/lucia");
    await user.type(screen.getByLabelText("LinkedIn"), "https://linkedin.com/in/lucia");
    await user.clear(screen.getByLabelText("Ubicación"));
    await user.type(screen.getByLabelText("Ubicación"), "Cusco, Perú");
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));
    expect(await screen.findByText("La información del sitio se actualizó correctamente")).toBeTruthy();
    expect(api.callsTo("PUT /api/site-info")[0]?.body).toEqual({
      ...emptyHomePageTexts(),
      ownerName: "Lucía Ramírez",
      about: "Full-stack developer in Lima.",
      contactEmail: "lucia@example.com",
      contactPhone: "+51 987 654 321",
      contactLocation: "Cusco, Perú",
      socialLinks: { github: "https://github.com/lucia", linkedin: "https://linkedin.com/in/lucia", twitter: "", dribbble: "" },
      translations: {},
    });
  });

  test("invalid email and social link: the schema's messages on the fields, nothing sent", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "en");
    api.on("GET /api/site-info", { body: siteInfo() });
    renderSettings();
    const email = await screen.findByLabelText("Contact email");
    await user.clear(email);
    await user.type(email, "nope");
    await user.type(screen.getByLabelText("Twitter / X"), "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Please enter a valid URL.")).toBeTruthy();
    expect(api.callsTo("PUT /api/site-info")).toHaveLength(0);
  });

  test("a failed save says so in Spanish", async () => {
    api.on("GET /api/site-info", { body: siteInfo() }).on("PUT /api/site-info", { status: 500 });
    renderSettings();
    await user.click(await screen.findByRole("button", { name: "Guardar cambios" }));
    expect(await screen.findByText("No se pudo actualizar la información del sitio")).toBeTruthy();
  });

  test("the about text has translations", async () => {
    api.on("GET /api/site-info", { body: siteInfo({ translations: { en: { about: "About EN" } } }) }).on("PUT /api/site-info", { body: siteInfo() });
    renderSettings();
    await user.click(await screen.findByRole("button", { name: /Traducciones/ }));
    expect((screen.getByLabelText("Sobre mí (EN)") as HTMLTextAreaElement).value).toBe("About EN");
    await user.clear(screen.getByLabelText("Sobre mí (EN)"));
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));
    await waitFor(() => expect(api.callsTo("PUT /api/site-info")).toHaveLength(1));
    expect((api.callsTo("PUT /api/site-info")[0]!.body as { translations: unknown }).translations).toEqual({});
  });
});

describe("settings in the owner's language", () => {
  test("in German: the header, the tabs, the site's information, the hero image and the CV cards, with their messages; nothing Spanish or English left", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "de");
    api.on("GET /api/site-info", { body: siteInfo({ cvFileUrl: "/uploads/cv.pdf" }) }).on("PUT /api/site-info", { body: siteInfo() });
    renderSettings();
    expect(await screen.findByRole("heading", { name: "Einstellungen" })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Allgemeine Angaben",
      "Import/Export",
      "Sicherungen",
      "Benachrichtigungen",
      "Sicherheit",
      "Darstellung",
    ]);
    expect(await screen.findByLabelText("Über mich")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Titelbild" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Aktuellen Lebenslauf ansehen" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Bild festlegen" }));
    expect(await screen.findByText("Bitte geben Sie eine gültige Bild-URL ein")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /URL festlegen/ }));
    expect(await screen.findByText("Bitte geben Sie eine gültige URL ein")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Lebenslauf hochladen" }));
    expect(await screen.findByText("Bitte wählen Sie eine Datei aus")).toBeTruthy();
    expect(otherLanguageTexts(["settings", "common", "validation"], "de")).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Änderungen speichern" }));
    expect(await screen.findByText("Die Angaben der Website wurden aktualisiert")).toBeTruthy();
    expect(screen.getByText("Erfolg")).toBeTruthy();
  });
});

describe("import and export in the owner's language", () => {
  test("in Japanese: both cards, the file picker, the confirmation and the result; nothing of another language left", async () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, "ja");
    api.on("POST /api/import", { body: { imported: { projects: 2, articles: 3, experiences: 1, education: 1, skills: 2 } } });
    renderSettings();
    await user.click(await screen.findByRole("tab", { name: "インポート／エクスポート" }));
    expect(screen.getByRole("heading", { name: "データをエクスポート" })).toBeTruthy();
    await user.upload(screen.getByLabelText("エクスポートファイル (.json)"), new File(["{}"], "backup.json", { type: "application/json" }));
    expect(screen.getByText("backup.json")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /データをインポート/ }));
    const confirm = screen.getByRole("dialog");
    expect(within(confirm).getByText("サイトのコンテンツをすべて置き換えますか？")).toBeTruthy();
    expect(otherLanguageTexts(["portability", "import", "common"], "ja")).toEqual([]);
    await user.type(within(confirm).getByLabelText("確認のため「置き換える」と入力してください"), "置き換える");
    await user.click(within(confirm).getByRole("button", { name: "すべて置き換える" }));
    expect(await screen.findByText("ポートフォリオのデータをインポートしました：プロジェクト 2 件、記事 3 件、経歴の項目 4 件。")).toBeTruthy();
  });
});

describe("settings: hero image", () => {
  test("the 1:1 hint; an empty or invalid URL gets the spec message", async () => {
    api.on("GET /api/site-info", { body: siteInfo() });
    renderSettings();
    expect(await screen.findByText(/1:1/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Establecer imagen" }));
    expect(await screen.findByText("Por favor, ingresa una URL de imagen válida")).toBeTruthy();
    await user.type(screen.getByLabelText("URL de la imagen"), "ftp://example.com/a.png");
    await user.click(screen.getByRole("button", { name: "Establecer imagen" }));
    expect(await screen.findByText("Por favor, ingresa una URL de imagen válida")).toBeTruthy();
    expect(api.callsTo("POST /api/hero-image/url")).toHaveLength(0);
  });

  test("sets the image by URL; a failure says so", async () => {
    api.on("GET /api/site-info", { body: siteInfo() }).on("POST /api/hero-image/url", { body: siteInfo() });
    renderSettings();
    await user.type(await screen.findByLabelText("URL de la imagen"), "https://example.com/me.jpg");
    await user.click(screen.getByRole("button", { name: "Establecer imagen" }));
    expect(await screen.findByText("La imagen principal se actualizó correctamente")).toBeTruthy();
    expect(api.callsTo("POST /api/hero-image/url")[0]?.body).toEqual({ imageUrl: "https://example.com/me.jpg" });
    api.on("POST /api/hero-image/url", { status: 500 });
    await user.type(screen.getByLabelText("URL de la imagen"), "https://example.com/me.jpg");
    await user.click(screen.getByRole("button", { name: "Establecer imagen" }));
    expect(await screen.findByText("Error al establecer la URL de la imagen")).toBeTruthy();
  });

  test("reset to the default only after the browser confirmation; a failure says so", async () => {
    api.on("GET /api/site-info", { body: siteInfo({ heroImageUrl: "https://example.com/me.jpg" }) }).on("POST /api/hero-image/reset", { body: siteInfo() });
    renderSettings();
    window.confirm = () => false;
    await user.click(await screen.findByRole("button", { name: /Restaurar predeterminada/ }));
    expect(api.callsTo("POST /api/hero-image/reset")).toHaveLength(0);
    window.confirm = () => true;
    await user.click(screen.getByRole("button", { name: /Restaurar predeterminada/ }));
    expect(await screen.findByText("Se restauró la imagen predeterminada")).toBeTruthy();
    api.on("POST /api/hero-image/reset", { status: 500 });
    await user.click(screen.getByRole("button", { name: /Restaurar predeterminada/ }));
    expect(await screen.findByText("Error al restaurar la imagen")).toBeTruthy();
  });

  test("no reset button while the default image is in use", async () => {
    api.on("GET /api/site-info", { body: siteInfo({ heroImageUrl: null }) });
    renderSettings();
    expect(await screen.findByText("Imagen predeterminada")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Restaurar predeterminada/ })).toBeNull();
  });
});

describe("settings: CV file", () => {
  const pdf = (size = 1000, name = "cv.pdf") => new File([new Uint8Array(size)], name, { type: "application/pdf" });

  test("client checks: required, .pdf/.doc/.docx, at most 5 MB (stated in the label)", async () => {
    expect(cvFileProblem(undefined)).toBe("missing");
    expect(cvFileProblem(pdf(10, "cv.txt"))).toBe("type");
    expect(cvFileProblem(pdf(5 * 1024 * 1024 + 1))).toBe("size");
    expect(cvFileProblem(pdf(10, "CV.DOCX"))).toBeNull();
    api.on("GET /api/site-info", { body: siteInfo() });
    renderSettings();
    expect((await screen.findByText(/máximo 5 MB/)).textContent).toContain("PDF, DOC o DOCX");
    await user.click(screen.getByRole("button", { name: "Subir CV" }));
    expect(await screen.findByText("Por favor, selecciona un archivo")).toBeTruthy();
    await user.upload(screen.getByLabelText(/Subir archivo/), pdf(10, "notes.txt"));
    expect(await screen.findByText("Por favor, selecciona un archivo PDF, DOC o DOCX")).toBeTruthy();
    expect(api.callsTo("POST /api/cv/upload")).toHaveLength(0);
  });

  test("uploads as multipart field cvFile; a failure says so", async () => {
    api.on("GET /api/site-info", { body: siteInfo() }).on("POST /api/cv/upload", { body: siteInfo({ cvFileUrl: "/uploads/cv.pdf" }) });
    renderSettings();
    await user.upload(await screen.findByLabelText(/Subir archivo/), pdf());
    await user.click(screen.getByRole("button", { name: "Subir CV" }));
    expect(await screen.findByText("El CV se subió correctamente")).toBeTruthy();
    const body = api.callsTo("POST /api/cv/upload")[0]?.body as FormData;
    expect(body instanceof FormData).toBe(true);
    expect((body.get("cvFile") as File).name).toBe("cv.pdf");
    api.on("POST /api/cv/upload", { status: 415 });
    await user.upload(screen.getByLabelText(/Subir archivo/), pdf());
    await user.click(screen.getByRole("button", { name: "Subir CV" }));
    expect(await screen.findByText("Error al subir el archivo")).toBeTruthy();
  });

  test("sets the CV by URL with the spec message when empty; a failure says so", async () => {
    api.on("GET /api/site-info", { body: siteInfo() }).on("POST /api/cv/url", { body: siteInfo() });
    renderSettings();
    await user.click(await screen.findByRole("button", { name: /Establecer URL/ }));
    expect(await screen.findByText("Por favor, ingresa una URL válida")).toBeTruthy();
    await user.type(screen.getByLabelText("URL del CV"), "https://example.com/cv.pdf");
    await user.click(screen.getByRole("button", { name: /Establecer URL/ }));
    expect(await screen.findByText("La URL del CV se estableció correctamente")).toBeTruthy();
    expect(api.callsTo("POST /api/cv/url")[0]?.body).toEqual({ cvUrl: "https://example.com/cv.pdf" });
    api.on("POST /api/cv/url", { status: 500 });
    await user.type(screen.getByLabelText("URL del CV"), "https://example.com/cv.pdf");
    await user.click(screen.getByRole("button", { name: /Establecer URL/ }));
    expect(await screen.findByText("Error al establecer la URL del CV")).toBeTruthy();
  });

  test("removes the CV; a failure says so", async () => {
    api.on("GET /api/site-info", { body: siteInfo({ cvFileUrl: "/uploads/cv.pdf" }) }).on("POST /api/cv/reset", { body: siteInfo() });
    renderSettings();
    expect((await screen.findByRole("link", { name: "Ver el CV actual" })).getAttribute("href")).toBe("/api/cv/download");
    await user.click(screen.getByRole("button", { name: /Eliminar CV/ }));
    expect(await screen.findByText("El CV se eliminó correctamente")).toBeTruthy();
    api.on("POST /api/cv/reset", { status: 500 });
    await user.click(screen.getByRole("button", { name: /Eliminar CV/ }));
    expect(await screen.findByText("Error al eliminar el CV")).toBeTruthy();
  });
});

describe("settings: import and export", () => {
  const downloads = captureDownloads();

  const openTab = async () => {
    renderSettings();
    await user.click(screen.getByRole("tab", { name: "Importar/Exportar" }));
  };
  const json = (text: string, name = "backup.json") => new File([text], name, { type: "application/json" });

  test("export downloads portfolio-export-YYYY-MM-DD.json; a failure says so", async () => {
    api.on("GET /api/export", { body: { format: "portfolio-export", version: 1 } });
    await openTab();
    await user.click(screen.getByRole("button", { name: /Exportar datos/ }));
    expect(await screen.findByText("Los datos del portafolio se exportaron correctamente")).toBeTruthy();
    expect(downloads.names).toEqual([`portfolio-export-${localIsoDate()}.json`]);
    expect(localIsoDate(new Date(2025, 0, 5))).toBe("2025-01-05");
    api.on("GET /api/export", { status: 500 });
    await user.click(screen.getByRole("button", { name: /Exportar datos/ }));
    expect(await screen.findByText("No se pudieron exportar los datos del portafolio")).toBeTruthy();
  });

  /** Types the confirmation word in the open dialog and confirms. */
  async function typeAndReplace() {
    const confirm = within(screen.getByRole("dialog"));
    await user.type(confirm.getByLabelText("Escribe REEMPLAZAR para confirmar"), "REEMPLAZAR{Enter}");
  }

  test("import: the card says it replaces everything, in red", async () => {
    await openTab();
    const card = screen.getByRole("region", { name: "Importar datos" });
    expect(card.getAttribute("data-danger")).toBe("true");
    expect(within(card).getByText(/Zona de peligro/)).toBeTruthy();
    expect(within(card).getByRole("button", { name: /Importar datos/ }).className).toContain("btn-danger");
  });

  test("import: only .json files", async () => {
    await openTab();
    await user.upload(screen.getByLabelText(/Archivo de exportación/), json("{}", "backup.txt"));
    expect(await screen.findByText("Por favor, selecciona un archivo .json")).toBeTruthy();
    expect((screen.getByRole("button", { name: /Importar datos/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  test("import asks for confirmation, then sends the parsed document", async () => {
    api.on("POST /api/import", { body: { imported: { projects: 2, articles: 3, experiences: 1, education: 1, skills: 2 } } });
    await openTab();
    await user.upload(screen.getByLabelText(/Archivo de exportación/), json('{"format":"portfolio-export","version":1}'));
    await user.click(screen.getByRole("button", { name: /Importar datos/ }));
    const confirm = screen.getByRole("dialog");
    expect(within(confirm).getByText("¿Reemplazar todo el contenido del sitio?")).toBeTruthy();
    // A reflex click is not enough: the word shown must be typed first.
    const replace = within(confirm).getByRole("button", { name: "Reemplazar todo" }) as HTMLButtonElement;
    expect(replace.disabled).toBe(true);
    await user.type(within(confirm).getByLabelText("Escribe REEMPLAZAR para confirmar"), "reemplaza");
    expect(replace.disabled).toBe(true);
    await user.click(replace);
    expect(api.callsTo("POST /api/import")).toHaveLength(0);
    await user.type(within(confirm).getByLabelText("Escribe REEMPLAZAR para confirmar"), "r ");
    expect(replace.disabled).toBe(false);
    await user.click(replace);
    expect(await screen.findByText(/Los datos del portafolio se importaron correctamente/)).toBeTruthy();
    expect(api.callsTo("POST /api/import")[0]?.body).toEqual({ format: "portfolio-export", version: 1 });
  });

  test("cancelling the confirmation sends nothing", async () => {
    await openTab();
    await user.upload(screen.getByLabelText(/Archivo de exportación/), json("{}"));
    await user.click(screen.getByRole("button", { name: /Importar datos/ }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancelar" }));
    expect(api.callsTo("POST /api/import")).toHaveLength(0);
  });

  test("invalid JSON: the spec message, nothing sent", async () => {
    await openTab();
    await user.upload(screen.getByLabelText(/Archivo de exportación/), json("{not json"));
    await user.click(screen.getByRole("button", { name: /Importar datos/ }));
    await typeAndReplace();
    expect((await screen.findAllByText("El archivo seleccionado no es un JSON válido")).length).toBeGreaterThan(0);
    expect(api.callsTo("POST /api/import")).toHaveLength(0);
  });

  test("an unreadable file: the spec message", async () => {
    await openTab();
    const broken = json("{}");
    Object.defineProperty(broken, "text", { value: () => Promise.reject(new Error("NotReadableError")) });
    fireEvent.change(screen.getByLabelText(/Archivo de exportación/), { target: { files: [broken] } });
    await user.click(screen.getByRole("button", { name: /Importar datos/ }));
    await typeAndReplace();
    expect((await screen.findAllByText("No se pudo leer el archivo seleccionado")).length).toBeGreaterThan(0);
  });

  test("a refused import: the spec message and the server's reasons", async () => {
    api.on("POST /api/import", {
      status: 400,
      body: { message: "Validation failed", issues: [{ path: "projects.0.title", code: "project.title", message: "Title must be at least 3 characters." }] },
    });
    await openTab();
    await user.upload(screen.getByLabelText(/Archivo de exportación/), json("{}"));
    await user.click(screen.getByRole("button", { name: /Importar datos/ }));
    await typeAndReplace();
    expect((await screen.findAllByText("No se pudieron importar los datos del portafolio")).length).toBeGreaterThan(0);
    expect(screen.getByText("projects.0.title: Title must be at least 3 characters.")).toBeTruthy();
  });
});
