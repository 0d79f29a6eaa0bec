import { useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/fetcher";
import { importSourcesApi } from "../../../api/import-sources";
import { portfolioDataApi } from "../../../api/site-info";
import { ConfirmDialog } from "../../../components/ui/dialog";
import { toast } from "../../../components/ui/toast";
import { localIsoDate } from "../format";
import { ImportSourcesCard } from "./ImportSourcesCard";

/** Saves a file the browser downloads. */
function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement("a");
  link.href = url;
  link.download = fileName;
  window.document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The server's reasons for refusing an import, so the owner knows what to fix in the file. */
function importProblems(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  if (error.issues.length) return error.issues.slice(0, 5).map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
  try {
    const { message } = JSON.parse(error.body) as { message?: string };
    return message ? [message] : [];
  } catch {
    return [];
  }
}

function ExportCard() {
  const [exporting, setExporting] = useState(false);
  const exportData = async () => {
    setExporting(true);
    try {
      const document = await portfolioDataApi.exportDocument();
      downloadBlob(new Blob([JSON.stringify(document, null, 2)], { type: "application/json" }), `portfolio-export-${localIsoDate()}.json`);
      toast({ title: "Éxito", description: "Los datos del portafolio se exportaron correctamente" });
    } catch {
      toast({ title: "Error", description: "No se pudieron exportar los datos del portafolio", variant: "destructive" });
    } finally {
      setExporting(false);
    }
  };
  return (
    <section className="card flex flex-col p-6" aria-labelledby="export-title">
      <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-emerald-50 text-emerald-600">
        <span className="i-lucide-file-down h-5 w-5" aria-hidden="true" />
      </span>
      <h2 id="export-title" className="m-0 mt-4 text-base font-semibold text-slate-900">Exportar datos</h2>
      <p className="m-0 mt-1 flex-1 text-sm text-slate-600">
        Descarga un archivo JSON con tus proyectos, artículos, experiencia, educación, habilidades y la información del sitio. Los mensajes y las cuentas no se incluyen.
      </p>
      <button type="button" className="btn-primary mt-5" onClick={exportData} disabled={exporting}>
        <span className={`${exporting ? "i-lucide-loader-circle animate-spin" : "i-lucide-download"} h-4 w-4`} aria-hidden="true" />
        Exportar datos
      </button>
      <MarkdownExport />
    </section>
  );
}

/** The articles alone, as Markdown files with their images: writing that can move to any other platform. */
function MarkdownExport() {
  const { t } = useTranslation("admin");
  const [exporting, setExporting] = useState(false);
  const exportMarkdown = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await importSourcesApi.exportMarkdown();
      downloadBlob(blob, fileName ?? `portfolio-articles-${localIsoDate()}.zip`);
      toast({ title: t("import.exportedTitle"), description: t("import.exportedText") });
    } catch {
      toast({ title: t("import.error"), description: t("import.exportFailed"), variant: "destructive" });
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="mt-5 border-t border-slate-100 pt-4">
      <p className="m-0 text-sm text-slate-600">{t("import.exportMarkdownHint")}</p>
      <button type="button" className="btn-secondary mt-3" onClick={exportMarkdown} disabled={exporting}>
        <span className={`${exporting ? "i-lucide-loader-circle animate-spin" : "i-lucide-file-archive"} h-4 w-4`} aria-hidden="true" />
        {t("import.exportMarkdown")}
      </button>
    </div>
  );
}

function ImportCard() {
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [importing, setImporting] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setProblems([]);
    if (chosen && !chosen.name.toLowerCase().endsWith(".json")) {
      setFile(null);
      setProblems(["Por favor, selecciona un archivo .json"]);
      event.target.value = "";
      return;
    }
    setFile(chosen);
  };

  const fail = (description: string, details: string[] = []) => {
    toast({ title: "Error", description, variant: "destructive" });
    setProblems([description, ...details]);
  };

  // Spec §4: select, confirm, read and parse, send.
  const importData = async () => {
    setConfirming(false);
    if (!file) return;
    setImporting(true);
    setProblems([]);
    try {
      let text: string;
      try {
        text = await file.text();
      } catch {
        fail("No se pudo leer el archivo seleccionado");
        return;
      }
      let document: unknown;
      try {
        document = JSON.parse(text);
      } catch {
        fail("El archivo seleccionado no es un JSON válido");
        return;
      }
      try {
        const { imported } = await portfolioDataApi.importDocument(document);
        toast({
          title: "Éxito",
          description: `Los datos del portafolio se importaron correctamente: ${imported.projects} proyectos, ${imported.articles} artículos, ${imported.experiences + imported.education + imported.skills} entradas del CV.`,
        });
        setFile(null);
        if (fileInput.current) fileInput.current.value = "";
      } catch (error) {
        fail("No se pudieron importar los datos del portafolio", importProblems(error));
      }
    } finally {
      setImporting(false);
    }
  };

  return (
    <section className="card flex flex-col p-6" aria-labelledby="import-title">
      <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-amber-50 text-amber-600">
        <span className="i-lucide-file-up h-5 w-5" aria-hidden="true" />
      </span>
      <h2 id="import-title" className="m-0 mt-4 text-base font-semibold text-slate-900">Importar datos</h2>
      <p className="m-0 mt-1 text-sm text-slate-600">Restaura un archivo exportado antes. Reemplaza todo el contenido actual del sitio; los mensajes se conservan.</p>
      <label htmlFor="import-file" className="label mt-4">
        Archivo de exportación (.json)
      </label>
      <input
        ref={fileInput}
        id="import-file"
        type="file"
        accept=".json,application/json"
        onChange={chooseFile}
        className="block w-full text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100"
      />
      {problems.length > 0 && (
        <div role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="m-0 font-medium">{problems[0]}</p>
          {problems.length > 1 && (
            <ul className="m-0 mt-1 list-disc pl-5">
              {problems.slice(1).map((problem) => (
                <li key={problem} className="break-words">{problem}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <button type="button" className="btn-secondary mt-5" onClick={() => setConfirming(true)} disabled={!file || importing}>
        <span className={`${importing ? "i-lucide-loader-circle animate-spin" : "i-lucide-upload"} h-4 w-4`} aria-hidden="true" />
        Importar datos
      </button>
      <ConfirmDialog
        open={confirming}
        title="¿Importar datos?"
        description="Se reemplazarán todos los proyectos, artículos, entradas del CV y la información del sitio por el contenido del archivo. Esta acción no se puede deshacer."
        confirmLabel="Importar"
        cancelLabel="Cancelar"
        onConfirm={importData}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

/** Export and import of all portfolio content (spec §2, §4); importing articles from another platform, and exporting them as Markdown. */
export function ImportExportTab() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ExportCard />
      <ImportCard />
      <ImportSourcesCard />
    </div>
  );
}
