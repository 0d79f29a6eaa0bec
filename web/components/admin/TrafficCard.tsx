import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useRecentStats } from "../../api/stats";
import { useAdminLocale } from "../../pages/admin/admin-language";
import { Sparkline } from "./Sparkline";

const PAGEVIEWS = { stroke: "stroke-indigo-500", fill: "fill-indigo-100", swatch: "bg-indigo-500" };
const VISITORS = { stroke: "stroke-emerald-500", swatch: "bg-emerald-500" };

function useFormats(locale: string) {
  return useMemo(
    () => ({ number: new Intl.NumberFormat(locale), day: new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }) }),
    [locale],
  );
}

function Figure({ label, value, swatch }: { label: string; value: string; swatch: string }) {
  return (
    <div className="min-w-0">
      <p className="m-0 flex items-center gap-2 text-sm font-medium text-slate-600">
        <span className={`h-2.5 w-2.5 shrink-0 rounded-full ${swatch}`} aria-hidden="true" />
        {label}
      </p>
      <p className="m-0 mt-1 text-3xl font-bold tracking-tight text-slate-900">{value}</p>
    </div>
  );
}

/**
 * The dashboard's traffic: visitors and page views of the last 30 days (GET /api/stats without a range) and their
 * days as a sparkline, with the way to the statistics screen; a skeleton while loading, the error with a retry,
 * and a sentence when nothing was counted.
 */
export function TrafficCard() {
  const { t } = useTranslation("admin");
  const locale = useAdminLocale();
  const formats = useFormats(locale);
  const { data, isLoading, mutate } = useRecentStats();

  let body: ReactNode;
  if (isLoading && !data) {
    body = (
      <div role="status" aria-label={t("stats.loading")} data-testid="traffic-loading">
        <div className="flex gap-8">
          <div className="skeleton h-14 w-24" />
          <div className="skeleton h-14 w-24" />
        </div>
        <div className="skeleton mt-4 h-16 w-full" />
      </div>
    );
  } else if (!data) {
    // Not loading and nothing to show: the read failed.
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-4 text-sm text-red-900 sm:flex-row sm:items-center">
        <span className="i-lucide-circle-alert h-5 w-5 shrink-0" aria-hidden="true" />
        <p className="m-0 min-w-0 flex-1 font-medium">{t("stats.loadError")}</p>
        <button type="button" className="btn-secondary" onClick={() => void mutate()}>
          {t("common.tryAgain")}
        </button>
      </div>
    );
  } else {
    const day = (date: string) => formats.day.format(new Date(`${date}T00:00:00Z`));
    body = (
      <>
        <div className="flex flex-wrap gap-x-10 gap-y-3">
          <Figure label={t("stats.visitors")} value={formats.number.format(data.visitors)} swatch={VISITORS.swatch} />
          <Figure label={t("stats.pageviews")} value={formats.number.format(data.pageviews)} swatch={PAGEVIEWS.swatch} />
        </div>
        {data.pageviews === 0 ? (
          <p className="m-0 mt-4 rounded-xl bg-slate-50 px-4 py-5 text-center text-sm text-slate-500" data-testid="traffic-empty">
            {t("overview.traffic.empty")}
          </p>
        ) : (
          <div className="mt-4">
            <Sparkline
              className="h-16 w-full"
              label={t("overview.traffic.range", { from: day(data.from), to: day(data.to) })}
              series={[
                { values: data.days.map((d) => d.pageviews), stroke: PAGEVIEWS.stroke, fill: PAGEVIEWS.fill },
                { values: data.days.map((d) => d.visitors), stroke: VISITORS.stroke },
              ]}
            />
            <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden="true">
              <span>{day(data.from)}</span>
              <span>{day(data.to)}</span>
            </div>
          </div>
        )}
      </>
    );
  }

  return (
    <section className="card mt-6 min-w-0 p-5" aria-labelledby="traffic-card" data-testid="traffic-card">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="traffic-card" className="m-0 text-base font-semibold text-slate-900">
          {t("overview.traffic.title")}
        </h2>
        <Link to="/admin/stats" className="inline-flex min-h-11 shrink-0 items-center text-sm font-medium text-indigo-600 hover:text-indigo-700">
          {t("layout.quick.stats")}
        </Link>
      </div>
      {body}
    </section>
  );
}
