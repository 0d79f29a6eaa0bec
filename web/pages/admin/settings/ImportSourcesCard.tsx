import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/fetcher";
import { importSourcesApi, type CollisionPolicy, type ImportReport, type ImportSource } from "../../../api/import-sources";
import { CardHeading, FilePicker, radioChoice } from "../../../components/admin/AdminUi";
import { useChosenFile } from "../../../components/admin/use-chosen-file";
import { useAdminMutation } from "../../../components/admin/use-admin-mutation";
import { COLLISION_POLICIES, IMPORT_SOURCES, IMPORT_SOURCE_MAX_BYTES } from "../../../../src/shared/schemas/import-sources";
import { Progress, ReportView } from "./ImportReportView";

/** What each source's file is, for the file picker. */
const ACCEPT: Record<ImportSource, string> = {
  ghost: ".json,application/json",
  wordpress: ".xml,text/xml,application/xml",
  markdown: ".zip,application/zip",
};

/**
 * Where the card is: choosing, sending the file for a preview, showing what would happen, sending it again to
 * import, or done. `sent` is the fraction of the file uploaded so far.
 */
type Phase =
  | { step: "choosing" }
  | { step: "previewing"; sent: number }
  | { step: "previewed"; report: ImportReport }
  | { step: "applying"; sent: number; report: ImportReport }
  | { step: "done"; report: ImportReport };

/** The server's sentence for a file it refused (400), else what went wrong in the owner's language. */
function problemOf(error: unknown, fallback: string, unreachable: string): string {
  if (!(error instanceof ApiError)) return unreachable;
  try {
    const { message, issues } = JSON.parse(error.body) as { message?: string; issues?: { message: string }[] };
    return issues?.[0]?.message ?? message ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * Settings → Import/Export, "Import from another platform": choose the source, the file and what to do with a slug
 * that exists; the preview says what would happen (nothing changes); confirming sends the file again to import it,
 * all or nothing. Both uploads show their progress.
 */
export function ImportSourcesCard() {
  const { t } = useTranslation("admin");
  const [source, setSource] = useState<ImportSource>("wordpress");
  const [onCollision, setOnCollision] = useState<CollisionPolicy>("skip");
  const [phase, setPhase] = useState<Phase>({ step: "choosing" });
  const [problem, setProblem] = useState<string | null>(null);
  const {
    file,
    clear: clearFile,
    picker,
  } = useChosenFile(() => {
    setProblem(null);
    setPhase({ step: "choosing" });
  });
  const busy = phase.step === "previewing" || phase.step === "applying";
  const importing = useAdminMutation(importSourcesApi.apply, {
    success: (report) => ({
      title: t("import.importedTitle"),
      description: t("import.importedText", { created: report.created, updated: report.updated, skipped: report.skipped.length }),
    }),
    failure: { title: t("import.error"), description: t("import.applyFailed") },
  });

  const preview = async (request: { file: File | null; from: ImportSource; onCollision: CollisionPolicy }) => {
    setProblem(null);
    if (!request.file) {
      setPhase({ step: "choosing" });
      setProblem(t("import.noFile"));
      return;
    }
    if (request.file.size > IMPORT_SOURCE_MAX_BYTES) {
      setPhase({ step: "choosing" });
      setProblem(t("import.tooLarge"));
      return;
    }
    setPhase({ step: "previewing", sent: 0 });
    try {
      const report = await importSourcesApi.preview({ ...request, file: request.file }, (sent) => setPhase({ step: "previewing", sent }));
      setPhase({ step: "previewed", report });
    } catch (error) {
      setPhase({ step: "choosing" });
      setProblem(problemOf(error, t("import.previewFailed"), t("import.unreachable")));
    }
  };

  const apply = async () => {
    if (phase.step !== "previewed" || !file) return;
    const previewed = phase.report;
    setProblem(null);
    setPhase({ step: "applying", sent: 0, report: previewed });
    try {
      const report = await importing.run({ file, from: source, onCollision }, (sent) => setPhase({ step: "applying", sent, report: previewed }));
      setPhase({ step: "done", report });
    } catch (error) {
      // The toast says the import failed; the card keeps the preview and says why under it.
      setPhase({ step: "previewed", report: previewed });
      setProblem(problemOf(error, t("import.applyFailed"), t("import.unreachable")));
    }
  };

  const startOver = () => {
    clearFile();
    setProblem(null);
    setPhase({ step: "choosing" });
  };

  const chooseSource = (next: ImportSource) => {
    setSource(next);
    startOver();
  };

  // The preview said what this policy would do; another policy needs another preview.
  const choosePolicy = (next: CollisionPolicy) => {
    setOnCollision(next);
    if (phase.step === "previewed") void preview({ file, from: source, onCollision: next });
  };

  const sourceChoice = radioChoice("import-source", source, chooseSource);
  const policyChoice = radioChoice("import-collision", onCollision, choosePolicy);

  return (
    <section className="card p-6 md:col-span-2" aria-labelledby="import-sources-title">
      <div className="flex items-start gap-4">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
          <span className="i-lucide-import h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <CardHeading id="import-sources-title" title={t("import.title")} text={t("import.description")} />
        </div>
      </div>

      {phase.step === "done" ? (
        <>
          <ReportView report={phase.report} done />
          <button type="button" className="btn-secondary mt-5" onClick={startOver}>
            <span className="i-lucide-rotate-ccw h-4 w-4" aria-hidden="true" />
            {t("import.another")}
          </button>
        </>
      ) : (
        <>
          <fieldset disabled={busy} className="m-0 mt-5 grid min-w-0 gap-5 border-0 p-0 lg:grid-cols-2">
            <div className="min-w-0">
              <div role="radiogroup" aria-labelledby="import-source-label">
                <span id="import-source-label" className="label">
                  {t("import.source")}
                </span>
                <div className="grid grid-cols-3 gap-2">
                  {IMPORT_SOURCES.map((option) => (
                    <label
                      key={option}
                      className={`flex cursor-pointer items-center justify-center rounded-lg border px-2 py-2.5 text-center text-sm font-medium ${
                        source === option
                          ? "border-indigo-500 bg-indigo-50 text-indigo-800 ring-2 ring-indigo-500/30"
                          : "border-slate-300 text-slate-700 hover:bg-slate-50"
                      }`}
                    >
                      <input {...sourceChoice(option)} className="sr-only" />
                      {t(`import.sources.${option}`)}
                    </label>
                  ))}
                </div>
                <p className="m-0 mt-2 text-xs text-slate-500">{t(`import.sourceHelp.${source}`)}</p>
              </div>
              <div className="mt-4">
                <FilePicker id="import-source-file" label={t("import.file")} accept={ACCEPT[source]} {...picker} />
              </div>
            </div>
            <div role="radiogroup" aria-labelledby="import-collision-label" className="min-w-0">
              <span id="import-collision-label" className="label">
                {t("import.collisions")}
              </span>
              <div className="space-y-2">
                {COLLISION_POLICIES.map((policy) => (
                  <label key={policy} className="flex cursor-pointer items-start gap-2.5 text-sm text-slate-700">
                    <input {...policyChoice(policy)} className="mt-0.5 h-4 w-4 accent-indigo-600" />
                    {t(`import.policies.${policy}`)}
                  </label>
                ))}
              </div>
            </div>
          </fieldset>

          {problem && (
            <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 break-words">
              {problem}
            </div>
          )}

          {phase.step === "previewing" && (
            <Progress sent={phase.sent} uploading={t("import.uploading", { percent: Math.round(phase.sent * 100) })} working={t("import.reading")} />
          )}
          {(phase.step === "previewed" || phase.step === "applying") && <ReportView report={phase.report} done={false} />}
          {phase.step === "applying" && (
            <Progress sent={phase.sent} uploading={t("import.importing", { percent: Math.round(phase.sent * 100) })} working={t("import.writing")} />
          )}

          <div className="mt-5 flex flex-wrap gap-3">
            {phase.step === "previewed" || phase.step === "applying" ? (
              <>
                <button type="button" className="btn-primary" onClick={apply} disabled={busy || phase.report.created + phase.report.updated === 0}>
                  <span className={`${phase.step === "applying" ? "i-lucide-loader-circle animate-spin" : "i-lucide-check"} h-4 w-4`} aria-hidden="true" />
                  {t("import.confirm")}
                </button>
                <button type="button" className="btn-ghost" onClick={startOver} disabled={busy}>
                  {t("import.cancel")}
                </button>
              </>
            ) : (
              <button type="button" className="btn-primary" onClick={() => void preview({ file, from: source, onCollision })} disabled={busy}>
                <span className={`${busy ? "i-lucide-loader-circle animate-spin" : "i-lucide-scan-eye"} h-4 w-4`} aria-hidden="true" />
                {t("import.preview")}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
