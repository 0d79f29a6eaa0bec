import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/fetcher";
import { importSourcesApi } from "../../../api/import-sources";
import { portfolioDataApi } from "../../../api/site-info";
import { FilePicker, IconButton } from "../../../components/admin/AdminUi";
import { useAdminMutation } from "../../../components/admin/use-admin-mutation";
import { useChosenFile } from "../../../components/admin/use-chosen-file";
import { TypedConfirmDialog } from "../../../components/admin/TypedConfirmDialog";
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
  const { t } = useTranslation("admin");
  const exporter = useAdminMutation(
    async () => {
      const document = await portfolioDataApi.exportDocument();
      downloadBlob(new Blob([JSON.stringify(document, null, 2)], { type: "application/json" }), `portfolio-export-${localIsoDate()}.json`);
    },
    { success: t("portability.exported"), failure: t("portability.exportFailed") },
  );
  return (
    <section className="card flex flex-col p-6" aria-labelledby="export-title">
      <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-emerald-50 text-emerald-600">
        <span className="i-lucide-file-down h-5 w-5" aria-hidden="true" />
      </span>
      <h2 id="export-title" className="m-0 mt-4 text-base font-semibold text-slate-900">
        {t("portability.exportTitle")}
      </h2>
      <p className="m-0 mt-1 flex-1 text-sm text-slate-600">{t("portability.exportText")}</p>
      <IconButton
        icon={exporter.busy ? "i-lucide-loader-circle animate-spin" : "i-lucide-download"}
        className="btn-primary mt-5"
        onClick={() => void exporter.attempt()}
        disabled={exporter.busy}
      >
        {t("portability.exportButton")}
      </IconButton>
      <MarkdownExport />
    </section>
  );
}

/** The articles alone, as Markdown files with their images: writing that can move to any other platform. */
function MarkdownExport() {
  const { t } = useTranslation("admin");
  const exporter = useAdminMutation(
    async () => {
      const { blob, fileName } = await importSourcesApi.exportMarkdown();
      downloadBlob(blob, fileName ?? `portfolio-articles-${localIsoDate()}.zip`);
    },
    { successTitle: t("import.exportedTitle"), success: t("import.exportedText"), failure: t("import.exportFailed") },
  );
  return (
    <div className="mt-5 border-t border-slate-100 pt-4">
      <p className="m-0 text-sm text-slate-600">{t("import.exportMarkdownHint")}</p>
      <IconButton
        icon={exporter.busy ? "i-lucide-loader-circle animate-spin" : "i-lucide-file-archive"}
        className="btn-secondary mt-3"
        onClick={() => void exporter.attempt()}
        disabled={exporter.busy}
      >
        {t("import.exportMarkdown")}
      </IconButton>
    </div>
  );
}

/** An import stopped in the browser before anything was sent (the file unreadable, not JSON): what to tell. */
class LocalImportProblem extends Error {}

/**
 * "Import data" replaces the whole site, so it looks dangerous (red, with a warning) and asks for a typed word
 * before it runs; the write itself goes through the admin's one mutation hook (its toasts), and the reasons the
 * server gave stay on the card so the owner can fix the file.
 */
function ImportCard() {
  const { t } = useTranslation("admin");
  const [confirming, setConfirming] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const { file, clear, picker } = useChosenFile((chosen) => {
    const refused = chosen !== null && !chosen.name.toLowerCase().endsWith(".json");
    setProblems(refused ? [t("portability.chooseJson")] : []);
    return !refused;
  });

  // Spec §4: select, confirm, read and parse, send.
  const replaceAll = async (chosen: File) => {
    const text = await chosen.text().catch(() => {
      throw new LocalImportProblem(t("portability.unreadable"));
    });
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch {
      throw new LocalImportProblem(t("portability.invalidJson"));
    }
    return portfolioDataApi.importDocument(document);
  };
  const importer = useAdminMutation(replaceAll, {
    success: ({ imported }) =>
      t("portability.imported", { projects: imported.projects, articles: imported.articles, cv: imported.experiences + imported.education + imported.skills }),
    failure: (error) => (error instanceof LocalImportProblem ? error.message : t("portability.importFailed")),
  });

  const importData = async () => {
    setConfirming(false);
    if (!file) return;
    setProblems([]);
    try {
      await importer.run(file);
      clear();
    } catch (error) {
      setProblems(error instanceof LocalImportProblem ? [error.message] : [t("portability.importFailed"), ...importProblems(error)]);
    }
  };

  const word = t("portability.confirmWord");
  return (
    <section className="card flex flex-col border-red-200 p-6" aria-labelledby="import-title" data-danger="true">
      <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-red-50 text-red-600">
        <span className="i-lucide-file-warning h-5 w-5" aria-hidden="true" />
      </span>
      <h2 id="import-title" className="m-0 mt-4 text-base font-semibold text-slate-900">
        {t("portability.importTitle")}
      </h2>
      <p className="m-0 mt-1 text-sm text-slate-600">{t("portability.importText")}</p>
      <p className="m-0 mt-3 flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
        <span className="i-lucide-triangle-alert mt-0.5 h-4 w-4 shrink-0 text-red-600" aria-hidden="true" />
        {t("portability.dangerNote")}
      </p>
      <div className="mt-4">
        <FilePicker id="import-file" label={t("portability.importFile")} accept=".json,application/json" {...picker} />
      </div>
      {problems.length > 0 && (
        <div role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="m-0 font-medium">{problems[0]}</p>
          {problems.length > 1 && (
            <ul className="m-0 mt-1 list-disc pl-5">
              {problems.slice(1).map((problem) => (
                <li key={problem} className="break-words">
                  {problem}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <IconButton
        icon={importer.busy ? "i-lucide-loader-circle animate-spin" : "i-lucide-upload"}
        className="btn-danger mt-5"
        onClick={() => setConfirming(true)}
        disabled={!file || importer.busy}
      >
        {t("portability.importTitle")}
      </IconButton>
      <TypedConfirmDialog
        open={confirming}
        title={t("portability.confirmTitle")}
        warning={t("portability.confirmText")}
        word={word}
        prompt={t("portability.confirmPrompt", { word })}
        confirmLabel={t("portability.confirmButton")}
        busy={importer.busy}
        onConfirm={() => void importData()}
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
