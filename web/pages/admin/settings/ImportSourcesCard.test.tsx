import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ImportReport } from "../../../api/import-sources";
import { captureDownloads } from "../../../testing/downloads";
import { installFakeApi, type ApiCall } from "../../../testing/fake-api";
import { renderAdmin } from "../../../testing/render";
import { localIsoDate } from "../format";
import { ImportExportTab } from "./ImportExportTab";

const api = installFakeApi();
const user = userEvent.setup({ applyAccept: false });

/** A gate a test opens when it wants the fake to go on. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * XMLHttpRequest as the card's uploads use it, answered by the fake API (so calls are recorded and routed like
 * fetches). Upload progress is reported in `steps`; a promise among them holds the upload there until it settles.
 */
let steps: (number | Promise<void>)[] = [1];
class FakeXhr {
  method = "";
  url = "";
  status = 0;
  statusText = "";
  responseText = "";
  withCredentials = false;
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    void (async () => {
      for (const step of steps) {
        if (typeof step === "number") this.upload.onprogress?.({ lengthComputable: true, loaded: step * 1000, total: 1000 });
        else await step;
      }
      try {
        const response = await fetch(this.url, { method: this.method, headers: this.headers, body });
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      } catch {
        this.onerror?.();
      }
    })();
  }
}

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  steps = [1];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});

const report = (overrides: Partial<ImportReport> = {}): ImportReport => ({
  created: 6,
  updated: 0,
  skipped: [
    { title: "Deleted post", reason: "in the WordPress trash", code: "wordpress-trash", params: {} },
    { title: "Tom & Jerry go to Lisbon", reason: "slug exists", code: "slug-exists", params: {} },
  ],
  warnings: [{ title: "Block editor post", message: "embedded iframe removed: privacy rule", code: "iframe-removed", params: {} }],
  ...overrides,
});

const wxr = () => new File(["<rss>…</rss>"], "blog.wordpress.xml", { type: "text/xml" });
const sent = (call: ApiCall | undefined) => {
  const form = call?.body as FormData;
  return { from: form.get("from"), onCollision: form.get("onCollision"), file: (form.get("file") as File).name };
};

async function openCard() {
  renderAdmin(<ImportExportTab />, { path: "/admin/settings" });
  return within(await screen.findByRole("region", { name: "Importar desde otra plataforma" }));
}

async function previewed(card: ReturnType<typeof within>, answer = report()) {
  api.on("POST /api/import/preview", { body: answer });
  await user.upload(card.getByLabelText("Archivo (máximo 200 MB)"), wxr());
  await user.click(card.getByRole("button", { name: "Vista previa" }));
  await card.findByText("Esto es lo que pasará");
}

describe("import from another platform", () => {
  test("idle: the three sources, WordPress first chosen, and a preview needs a file", async () => {
    const card = await openCard();
    expect(card.getByRole("radio", { name: "WordPress (.xml)" })).toHaveProperty("checked", true);
    expect(card.getByRole("radio", { name: "Ghost (.json)" })).toBeTruthy();
    expect(card.getByRole("radio", { name: "Markdown (.zip)" })).toBeTruthy();
    expect(card.getByRole("radio", { name: "Omitir el importado y conservar el actual" })).toHaveProperty("checked", true);
    expect((card.getByLabelText("Archivo (máximo 200 MB)") as HTMLInputElement).accept).toBe(".xml,text/xml,application/xml");
    await user.click(card.getByRole("radio", { name: "Markdown (.zip)" }));
    expect((card.getByLabelText("Archivo (máximo 200 MB)") as HTMLInputElement).accept).toBe(".zip,application/zip");
    expect(card.getByText(/content\/, _posts\//)).toBeTruthy();

    await user.click(card.getByRole("button", { name: "Vista previa" }));
    expect(card.getByRole("alert").textContent).toBe("Selecciona un archivo.");
    expect(api.callsTo("POST /api/import/preview")).toHaveLength(0);
  });

  test("a file over 200 MB is refused before it is sent", async () => {
    const card = await openCard();
    const huge = wxr();
    Object.defineProperty(huge, "size", { value: 200 * 1024 * 1024 + 1 });
    await user.upload(card.getByLabelText("Archivo (máximo 200 MB)"), huge);
    await user.click(card.getByRole("button", { name: "Vista previa" }));
    expect(card.getByRole("alert").textContent).toBe("El archivo supera el máximo de 200 MB.");
    expect(api.callsTo("POST /api/import/preview")).toHaveLength(0);
  });

  test("previewing: the upload's progress, then the reading, then what would happen", async () => {
    const halfway = gate();
    const answered = gate();
    steps = [0.4, halfway.opened, 1];
    api.on("POST /api/import/preview", async () => {
      await answered.opened;
      return { body: report() };
    });
    const card = await openCard();
    await user.upload(card.getByLabelText("Archivo (máximo 200 MB)"), wxr());
    await user.click(card.getByRole("button", { name: "Vista previa" }));

    expect(await card.findByText("Subiendo el archivo… 40 %")).toBeTruthy();
    expect(card.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("40");
    expect(card.getByRole("button", { name: "Vista previa" })).toHaveProperty("disabled", true);
    // The choices sit in a fieldset disabled while the file is out.
    expect(card.getByRole("radio", { name: "Ghost (.json)" }).closest("fieldset")).toHaveProperty("disabled", true);
    halfway.open();
    expect(await card.findByText("Leyendo el archivo…")).toBeTruthy();
    answered.open();

    const shown = within(await card.findByTestId("import-report"));
    expect(shown.getByText("Esto es lo que pasará")).toBeTruthy();
    expect(shown.getByText("Se crearán").nextSibling?.textContent).toBe("6");
    expect(shown.getByText("Se reemplazarán").nextSibling?.textContent).toBe("0");
    expect(shown.getByText("Se omitirán").nextSibling?.textContent).toBe("2");
    expect(shown.getByText("Avisos").nextSibling?.textContent).toBe("1");
    expect(shown.getByText("Artículos cuyo slug ya existe en tu sitio: 1. Elige arriba qué hacer con ellos.")).toBeTruthy();
    // The server's lines in the admin's language, from their codes.
    expect(shown.getByText("está en la papelera de WordPress")).toBeTruthy();
    expect(shown.getByText("iframe incrustado eliminado: norma de privacidad")).toBeTruthy();
    expect(shown.queryByText("in the WordPress trash")).toBeNull();
    expect(sent(api.callsTo("POST /api/import/preview")[0])).toEqual({ from: "wordpress", onCollision: "skip", file: "blog.wordpress.xml" });
    expect(api.callsTo("POST /api/import/apply")).toHaveLength(0);
  });

  test("another collision choice asks for a new preview", async () => {
    const card = await openCard();
    await previewed(card);
    api.on("POST /api/import/preview", {
      body: report({ created: 6, updated: 1, skipped: [{ title: "Deleted post", reason: "in the WordPress trash", code: "wordpress-trash", params: {} }] }),
    });
    await user.click(card.getByRole("radio", { name: "Reemplazar el actual por el importado" }));
    await waitFor(() => expect(api.callsTo("POST /api/import/preview")).toHaveLength(2));
    expect(sent(api.callsTo("POST /api/import/preview")[1])).toMatchObject({ onCollision: "overwrite" });
    await waitFor(() => expect(card.getByText("Se reemplazarán").nextSibling?.textContent).toBe("1"));
  });

  test("confirming: importing with progress, then the report, a toast, and back to the start", async () => {
    const answered = gate();
    const card = await openCard();
    await previewed(card);
    api.on("POST /api/import/apply", async () => {
      await answered.opened;
      return { body: report({ created: 6 }) };
    });
    await user.click(card.getByRole("button", { name: "Confirmar e importar" }));
    expect(await card.findByText("Importando los artículos…")).toBeTruthy();
    expect(card.getByRole("button", { name: "Confirmar e importar" })).toHaveProperty("disabled", true);
    expect(card.getByRole("button", { name: "Cancelar" })).toHaveProperty("disabled", true);
    answered.open();

    expect(await card.findByText("Importación completada")).toBeTruthy();
    expect(card.getByText("Creados").nextSibling?.textContent).toBe("6");
    expect(await screen.findByText("Creados: 6. Reemplazados: 0. Omitidos: 2.")).toBeTruthy();
    expect(sent(api.callsTo("POST /api/import/apply")[0])).toEqual({ from: "wordpress", onCollision: "skip", file: "blog.wordpress.xml" });

    await user.click(card.getByRole("button", { name: "Importar otro archivo" }));
    expect(card.getByRole("button", { name: "Vista previa" })).toBeTruthy();
    expect(card.queryByTestId("import-report")).toBeNull();
  });

  test("cancel leaves the preview without importing", async () => {
    const card = await openCard();
    await previewed(card);
    await user.click(card.getByRole("button", { name: "Cancelar" }));
    expect(card.queryByTestId("import-report")).toBeNull();
    expect(api.callsTo("POST /api/import/apply")).toHaveLength(0);
  });

  test("a file with nothing to import cannot be confirmed", async () => {
    const card = await openCard();
    await previewed(card, report({ created: 0, updated: 0 }));
    expect(card.getByText("Este archivo no trae ningún artículo que importar.")).toBeTruthy();
    expect(card.getByRole("button", { name: "Confirmar e importar" })).toHaveProperty("disabled", true);
  });

  test("errors: a refused file shows the server's reason; a failed import keeps the preview and says nothing changed", async () => {
    const card = await openCard();
    api.on("POST /api/import/preview", {
      status: 400,
      body: { message: "This file is a ZIP archive, not a WordPress export (an XML document). Nothing was imported." },
    });
    await user.upload(card.getByLabelText("Archivo (máximo 200 MB)"), wxr());
    await user.click(card.getByRole("button", { name: "Vista previa" }));
    expect((await card.findByRole("alert")).textContent).toBe("This file is a ZIP archive, not a WordPress export (an XML document). Nothing was imported.");
    expect(card.getByRole("button", { name: "Vista previa" })).toHaveProperty("disabled", false);

    await previewed(card);
    api.on("POST /api/import/apply", { status: 500, body: { message: "Internal server error" } });
    await user.click(card.getByRole("button", { name: "Confirmar e importar" }));
    expect((await card.findByRole("alert")).textContent).toBe("Internal server error");
    expect(await screen.findByText("No se pudo importar el archivo; no se ha cambiado nada")).toBeTruthy();
    expect(card.getByTestId("import-report")).toBeTruthy();
    expect(card.getByRole("button", { name: "Confirmar e importar" })).toHaveProperty("disabled", false);
  });

  test("report lines: parameters filled in, a translation's language first, a date in the admin's locale, an unknown code in English", async () => {
    localStorage.setItem("adminLanguage", "de");
    api.on("POST /api/import/preview", {
      body: report({
        skipped: [{ title: "deep.md", reason: "could not be read: too deep", code: "unreadable", params: { detail: "too deep" } }],
        warnings: [
          { title: "Hola", message: 'slug "hola" exists: imported as "hola-2"', code: "slug-renamed", params: { requested: "hola", slug: "hola-2" } },
          { title: "Hola", message: "fr: script removed", code: "script-removed", params: { translation: "fr" } },
          { title: "Later", message: "scheduled for 2031-05-04T08:00:00.000Z: goes out then", code: "scheduled", params: { date: "2031-05-04T08:00:00.000Z" } },
          // A code from a newer server that this admin has no words for.
          { title: "Hola", message: "something new happened", code: "brand-new" as "scheduled", params: {} },
        ],
      }),
    });
    renderAdmin(<ImportExportTab />, { path: "/admin/settings" });
    const card = within(await screen.findByRole("region", { name: "Von einer anderen Plattform importieren" }));
    await user.upload(card.getByLabelText(/Datei/), wxr());
    await user.click(card.getByRole("button", { name: "Vorschau" }));
    const shown = within(await card.findByTestId("import-report"));
    expect(shown.getByText("nicht lesbar: too deep")).toBeTruthy();
    expect(shown.getByText("Slug „hola“ existiert: importiert als „hola-2“")).toBeTruthy();
    expect(shown.getByText("fr: Skript entfernt")).toBeTruthy();
    const when = new Intl.DateTimeFormat("de", { dateStyle: "medium", timeStyle: "short" }).format(new Date("2031-05-04T08:00:00.000Z"));
    expect(shown.getByText(`für ${when} geplant: erscheint dann`)).toBeTruthy();
    expect(shown.getByText("something new happened")).toBeTruthy();
  });

  test("speaks the admin's language", async () => {
    localStorage.setItem("adminLanguage", "en");
    renderAdmin(<ImportExportTab />, { path: "/admin/settings" });
    const card = within(await screen.findByRole("region", { name: "Import from another platform" }));
    expect(card.getByRole("button", { name: "Preview" })).toBeTruthy();
    expect(card.getByRole("radio", { name: "Import it under another slug (-2, -3…)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export to Markdown" })).toBeTruthy();
  });
});

describe("export to Markdown", () => {
  const downloads = captureDownloads();

  test("downloads the ZIP; a failure says so", async () => {
    api.on("GET /api/export/markdown", { body: "zip bytes" });
    renderAdmin(<ImportExportTab />, { path: "/admin/settings" });
    await user.click(await screen.findByRole("button", { name: "Exportar a Markdown" }));
    expect(await screen.findByText("Los artículos se exportaron a Markdown")).toBeTruthy();
    // The fake API sends no file name; the server's (portfolio-articles-YYYY-MM-DD.zip) is used when there is one.
    expect(downloads.names).toEqual([`portfolio-articles-${localIsoDate()}.zip`]);

    api.on("GET /api/export/markdown", { status: 500 });
    await user.click(screen.getByRole("button", { name: "Exportar a Markdown" }));
    expect(await screen.findByText("No se pudieron exportar los artículos")).toBeTruthy();
  });
});
