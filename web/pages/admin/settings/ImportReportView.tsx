import { useTranslation } from "react-i18next";
import type { ImportReport } from "../../../api/import-sources";
import { TRANSLATION_PARAM } from "../../../../src/shared/import-report";
import { collisionsIn, type ReportLine } from "../../../../src/shared/schemas/import-sources";
import { useAdminLocale } from "../admin-language";
import { dateTime } from "../format";

/** An upload's progress: the share of the file sent, then the server at work on it. */
export function Progress({ sent, uploading, working }: { sent: number; uploading: string; working: string }) {
  const percent = Math.round(sent * 100);
  const label = sent < 1 ? uploading : working;
  return (
    <div className="mt-5" aria-live="polite">
      <p className="m-0 flex items-center gap-2 text-sm font-medium text-slate-700">
        <span className="i-lucide-loader-circle h-4 w-4 animate-spin text-indigo-600" aria-hidden="true" />
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={`h-full rounded-full bg-indigo-600 transition-[width] ${sent >= 1 ? "animate-pulse" : ""}`}
          style={{ width: `${Math.max(percent, 2)}%` }}
        />
      </div>
    </div>
  );
}

function Stat({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className="rounded-xl border border-slate-200 px-4 py-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className={`m-0 mt-1 text-2xl font-semibold ${value > 0 ? tone : "text-slate-400"}`}>{value}</dd>
    </div>
  );
}

/**
 * A report line in the admin's language, from its code and parameters; a code this admin does not know yet (a newer
 * server) keeps the server's English. A date parameter is written in the admin's locale.
 */
function useReportLine(): (line: ReportLine, english: string) => string {
  const { t, i18n } = useTranslation("admin");
  const locale = useAdminLocale();
  return ({ code, params }, english) => {
    const key = `importReport.${code}`;
    if (!i18n.exists(key)) return english;
    const { [TRANSLATION_PARAM]: translation, ...values } = params ?? {};
    if (typeof values.date === "string" && !Number.isNaN(Date.parse(values.date))) values.date = dateTime(values.date, locale);
    const text = t(key, values);
    return translation === undefined ? text : `${translation}: ${text}`;
  };
}

/** Counts, then every skipped item with its reason and every warning, each under the article it is about. */
export function ReportView({ report, done }: { report: ImportReport; done: boolean }) {
  const { t } = useTranslation("admin");
  const lineText = useReportLine();
  const collisions = collisionsIn(report);
  return (
    <div className="mt-5" data-testid="import-report">
      <h3 className="m-0 text-sm font-semibold text-slate-900">{done ? t("import.doneTitle") : t("import.previewTitle")}</h3>
      <dl className="m-0 mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label={done ? t("import.created") : t("import.willCreate")} value={report.created} tone="text-emerald-600" />
        <Stat label={done ? t("import.updated") : t("import.willUpdate")} value={report.updated} tone="text-indigo-600" />
        <Stat label={done ? t("import.skipped") : t("import.willSkip")} value={report.skipped.length} tone="text-slate-700" />
        <Stat label={t("import.warnings")} value={report.warnings.length} tone="text-amber-600" />
      </dl>
      {!done && collisions > 0 && (
        <p className="m-0 mt-3 flex items-start gap-2 rounded-lg bg-indigo-50 p-3 text-sm text-indigo-900">
          <span className="i-lucide-copy mt-0.5 h-4 w-4" aria-hidden="true" />
          {t("import.collisionCount", { count: collisions })}
        </p>
      )}
      {!done && report.created + report.updated === 0 && <p className="m-0 mt-3 text-sm text-slate-600">{t("import.nothingToImport")}</p>}
      {report.skipped.length > 0 && (
        <details className="mt-4 rounded-lg border border-slate-200" open={report.skipped.length <= 5}>
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-800">
            {t("import.skippedList")} ({report.skipped.length})
          </summary>
          <ul className="m-0 max-h-64 list-none overflow-auto border-t border-slate-200 p-0 text-sm">
            {report.skipped.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a report is read-only and never reorders; two items may share a title.
              <li key={index} className="border-b border-slate-100 px-3 py-2 last:border-0">
                <span className="font-medium text-slate-900 break-words">{item.title}</span>
                <span className="block text-slate-600 break-words">{lineText(item, item.reason)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {report.warnings.length > 0 && (
        <details className="mt-3 rounded-lg border border-amber-200 bg-amber-50/40" open={report.warnings.length <= 5}>
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-amber-900">
            {t("import.warningsList")} ({report.warnings.length})
          </summary>
          <ul className="m-0 max-h-64 list-none overflow-auto border-t border-amber-200 p-0 text-sm">
            {report.warnings.map((warning, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a report is read-only and never reorders; warnings repeat.
              <li key={index} className="border-b border-amber-100 px-3 py-2 last:border-0">
                <span className="font-medium text-slate-900 break-words">{warning.title}</span>
                <span className="block text-slate-700 break-words">{lineText(warning, warning.message)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
