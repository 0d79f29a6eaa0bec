import { lazy, Suspense, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { StatsReport } from "../../../api/stats";
import { loadChunk } from "../../../lib/chunk-load";
import { useFormats } from "./stats-formats";

/** uPlot, in a chunk of its own: no other screen loads it. */
const VisitsChart = lazy(() => loadChunk(() => import("./VisitsChart")));

/** Visitors and page views per day: the chart, and the same figures as a table. */
export function DailyChart({ report }: { report: StatsReport }) {
  const { t } = useTranslation("admin");
  const format = useFormats();
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const labels = useMemo(() => ({ date: t("stats.chart.date"), visitors: t("stats.visitors"), pageviews: t("stats.pageviews") }), [t]);
  const empty = report.pageviews === 0;
  return (
    <section className="card mt-6 min-w-0 p-5" aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h2 id={headingId} className="m-0 text-base font-semibold text-slate-900">
            {t("stats.chart.title")}
          </h2>
          <p className="m-0 mt-0.5 text-xs text-slate-500">{t("stats.chart.utc")}</p>
        </div>
        <button type="button" className="btn-ghost px-3 py-1.5 text-sm" aria-expanded={asTable} onClick={() => setAsTable(!asTable)}>
          <span className={`${asTable ? "i-lucide-chart-line" : "i-lucide-table"} h-4 w-4`} aria-hidden="true" />
          {asTable ? t("stats.chart.hideTable") : t("stats.chart.showTable")}
        </button>
      </div>
      {empty ? (
        <p className="m-0 rounded-xl bg-slate-50 px-4 py-10 text-center text-sm text-slate-600">{t("stats.chart.empty")}</p>
      ) : (
        !asTable && (
          <Suspense fallback={<div className="skeleton h-[260px] w-full" />}>
            <VisitsChart days={report.days} labels={labels} locale={format.locale} />
          </Suspense>
        )
      )}
      {/* The chart's figures as text: read by screen readers always, shown on request. */}
      <div className={asTable ? "mt-2 max-h-96 overflow-auto" : "sr-only"}>
        <table className="w-full text-sm">
          <caption className="sr-only">{t("stats.chart.title")}</caption>
          <thead>
            <tr className="text-left text-xs uppercase tracking-wide text-slate-500">
              <th scope="col" className="py-2 font-medium">
                {t("stats.chart.date")}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t("stats.visitors")}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t("stats.pageviews")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {report.days.map((day) => (
              <tr key={day.date}>
                <th scope="row" className="py-1.5 text-left font-normal text-slate-700">
                  {format.day.format(Date.parse(`${day.date}T00:00:00Z`))}
                </th>
                <td className="py-1.5 text-right tabular-nums">{format.number.format(day.visitors)}</td>
                <td className="py-1.5 text-right tabular-nums">{format.number.format(day.pageviews)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
