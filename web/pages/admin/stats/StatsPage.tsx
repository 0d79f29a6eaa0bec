import { lazy, Suspense, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useArticles } from "../../../api/articles";
import { statsApi, statsCsvUrl, useStats, useStatsSettings, type StatsReport } from "../../../api/stats";
import { invalidate } from "../../../api/swr";
import { LoadError, PageHeader, Toggle } from "../../../components/admin/AdminUi";
import { toast } from "../../../components/ui/toast";
import { loadChunk } from "../../../lib/chunk-load";
import { OTHER } from "../../../../src/shared/schemas/stats";
import { useAdminLanguage, useAdminLocale } from "../admin-language";
import { changeOf, isRange, PERIODS, previousOf, rangeOf, todayUtc, addDays, type DayRange, type Period } from "./periods";

/** uPlot, in a chunk of its own: no other screen loads it. */
const VisitsChart = lazy(() => loadChunk(() => import("./VisitsChart")));

/** Rows a ranked list shows before "Show all". */
const SHOWN_ROWS = 8;

type Row = { key: string; label: string; count: number; title?: string };

function useFormats() {
  const { language } = useAdminLanguage();
  return useMemo(
    () => ({
      locale: language,
      number: new Intl.NumberFormat(language),
      percent: new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 }),
      change: new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0, signDisplay: "exceptZero" }),
      day: new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }),
      languageName: new Intl.DisplayNames([language], { type: "language" }),
    }),
    [language],
  );
}

function PeriodPicker({
  period,
  onPeriod,
  custom,
  onCustom,
  today,
}: {
  period: Period;
  onPeriod: (p: Period) => void;
  custom: DayRange;
  onCustom: (r: DayRange) => void;
  today: string;
}) {
  const { t } = useTranslation("admin");
  // The browser's date picker follows the input's language, so it reads as the rest of the admin.
  const locale = useAdminLocale();
  const fromId = useId();
  const toId = useId();
  return (
    <div className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons is a group, not a form's fieldset with a legend. */}
      <div
        role="group"
        aria-label={t("stats.period.label")}
        className="flex flex-wrap gap-1 self-start rounded-xl border border-slate-200 bg-white p-1 shadow-sm"
      >
        {PERIODS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={period === value}
            onClick={() => onPeriod(value)}
            className={`min-h-11 whitespace-nowrap rounded-lg border-0 px-3 py-1.5 text-sm font-medium transition-colors sm:min-h-0 ${period === value ? "bg-indigo-600 text-white shadow-sm" : "bg-transparent text-slate-700 hover:bg-slate-100"}`}
          >
            {t(`stats.period.${value}`)}
          </button>
        ))}
      </div>
      {period === "custom" && (
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={fromId} className="label">
              {t("stats.period.from")}
            </label>
            <input
              id={fromId}
              type="date"
              lang={locale}
              className="input py-2"
              value={custom.from}
              max={today}
              onChange={(event) => onCustom({ ...custom, from: event.target.value })}
            />
          </div>
          <div>
            <label htmlFor={toId} className="label">
              {t("stats.period.to")}
            </label>
            <input
              id={toId}
              type="date"
              lang={locale}
              className="input py-2"
              value={custom.to}
              max={today}
              onChange={(event) => onCustom({ ...custom, to: event.target.value })}
            />
          </div>
          {!isRange(custom) && (
            <p role="alert" className="m-0 basis-full text-sm text-red-600">
              {t("stats.period.invalid")}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function SummaryCard({
  label,
  icon,
  tone,
  value,
  before,
  loading,
}: {
  label: string;
  icon: string;
  tone: string;
  value: number;
  before: number | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation("admin");
  const format = useFormats();
  const change = before === undefined ? undefined : changeOf(value, before);
  return (
    <section className="card p-5" aria-label={label}>
      <div className="flex items-start justify-between gap-3">
        <h2 className="m-0 text-sm font-medium text-slate-600">{label}</h2>
        <span className={`flex h-9 w-9 items-center justify-center rounded-lg ${tone}`}>
          <span className={`${icon} h-5 w-5`} aria-hidden="true" />
        </span>
      </div>
      {loading ? (
        <div className="skeleton mt-2 h-9 w-20" />
      ) : (
        <p className="m-0 mt-1 text-3xl font-bold tracking-tight text-slate-900" data-testid="summary-value">
          {format.number.format(value)}
        </p>
      )}
      <p
        className={`m-0 mt-2 flex items-center gap-1 text-xs ${change == null || change === 0 ? "text-slate-500" : change > 0 ? "text-emerald-700" : "text-red-700"}`}
        data-testid="summary-change"
      >
        {change != null && change !== 0 && (
          <span className={`${change > 0 ? "i-lucide-trending-up" : "i-lucide-trending-down"} h-3.5 w-3.5`} aria-hidden="true" />
        )}
        {change === undefined ? "\u00a0" : change === null ? t("stats.noPrevious") : t("stats.change", { change: format.change.format(change) })}
      </p>
    </section>
  );
}

function DailyChart({ report }: { report: StatsReport }) {
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

/** A ranked list as a table of bars: name, count and share of the list's total. */
function RankedTable({
  title,
  nameHeader,
  countHeader,
  rows,
  tone = "bg-indigo-50",
}: {
  title: string;
  nameHeader: string;
  countHeader: string;
  rows: Row[];
  tone?: string;
}) {
  const { t } = useTranslation("admin");
  const format = useFormats();
  const [all, setAll] = useState(false);
  const headingId = useId();
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const top = rows[0]?.count ?? 0;
  const shown = all ? rows : rows.slice(0, SHOWN_ROWS);
  return (
    <section className="card min-w-0 p-5" aria-labelledby={headingId}>
      <h2 id={headingId} className="m-0 mb-3 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="m-0 py-4 text-sm text-slate-500">{t("stats.none")}</p>
      ) : (
        <>
          <table className="w-full table-fixed text-sm" aria-labelledby={headingId}>
            <thead>
              <tr className="text-left text-xs uppercase tracking-wide text-slate-500">
                <th scope="col" className="pb-2 font-medium">
                  {nameHeader}
                </th>
                <th scope="col" className="w-16 pb-2 text-right font-medium">
                  {countHeader}
                </th>
                <th scope="col" className="w-14 pb-2 pl-2 text-right font-medium">
                  <span className="sr-only">{t("stats.columns.share")}</span>%
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="py-0.5 pr-2 text-left font-normal">
                    <div className="relative overflow-hidden rounded-md px-2 py-1.5">
                      <span className={`absolute inset-y-0 left-0 ${tone}`} style={{ width: `${top ? (row.count / top) * 100 : 0}%` }} aria-hidden="true" />
                      <span className="relative block truncate text-slate-800" title={row.title ?? row.label}>
                        {row.label}
                      </span>
                    </div>
                  </th>
                  <td className="py-0.5 text-right font-medium tabular-nums text-slate-900">{format.number.format(row.count)}</td>
                  <td className="py-0.5 pl-2 text-right tabular-nums text-slate-500">{format.percent.format(total ? row.count / total : 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length > SHOWN_ROWS && (
            <button type="button" className="btn-ghost mt-2 px-2 py-1 text-sm text-indigo-700" onClick={() => setAll(!all)}>
              {all ? t("stats.showFewer") : t("stats.showAll", { total: rows.length })}
            </button>
          )}
        </>
      )}
    </section>
  );
}

/** The article slug a page path shows, if it is an article's ("/articles/x", "/articles/x?lang=en"). */
const articleSlugOf = (path: string) => path.match(/^\/articles\/([^/?]+)(?:\?|$)/)?.[1] ?? null;

function RankedLists({ report }: { report: StatsReport }) {
  const { t } = useTranslation("admin");
  const format = useFormats();
  const articles = useArticles();
  const named = (value: string, label: string) => (value === OTHER ? t("stats.other") : label);
  const titles = useMemo(() => new Map((articles.data ?? []).map((article) => [article.slug, article.title])), [articles.data]);

  const articleRows = useMemo(() => {
    const bySlug = new Map<string, number>();
    for (const page of report.pages) {
      const slug = articleSlugOf(page.path);
      if (slug) bySlug.set(slug, (bySlug.get(slug) ?? 0) + page.pageviews);
    }
    return [...bySlug]
      .sort((a, b) => b[1] - a[1])
      .map(([slug, count]): Row => ({ key: slug, label: titles.get(slug) ?? slug, count, title: `/articles/${slug}` }));
  }, [report.pages, titles]);

  const languageName = (code: string) => {
    if (code === OTHER) return t("stats.other");
    const name = format.languageName.of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(format.locale) + name.slice(1);
  };
  const isDevice = (device: string): device is "desktop" | "mobile" | "tablet" | "other" => ["desktop", "mobile", "tablet", "other"].includes(device);

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <RankedTable
        title={t("stats.lists.pages")}
        nameHeader={t("stats.columns.page")}
        countHeader={t("stats.pageviews")}
        rows={report.pages.map((page) => ({ key: page.path, label: named(page.path, page.path), count: page.pageviews }))}
      />
      <RankedTable title={t("stats.lists.articles")} nameHeader={t("stats.columns.article")} countHeader={t("stats.pageviews")} rows={articleRows} />
      <RankedTable
        title={t("stats.lists.referrers")}
        nameHeader={t("stats.columns.source")}
        countHeader={t("stats.visitors")}
        tone="bg-emerald-50"
        rows={report.referrers.map((row) => ({ key: row.host, label: named(row.host, row.host), count: row.visitors }))}
      />
      <RankedTable
        title={t("stats.lists.languages")}
        nameHeader={t("stats.columns.language")}
        countHeader={t("stats.pageviews")}
        rows={report.languages.map((row) => ({ key: row.lang, label: languageName(row.lang), count: row.pageviews }))}
      />
      <RankedTable
        title={t("stats.lists.devices")}
        nameHeader={t("stats.columns.device")}
        countHeader={t("stats.visitors")}
        tone="bg-emerald-50"
        rows={report.devices.map((row) => ({
          key: row.device,
          label: isDevice(row.device) ? t(`stats.devices.${row.device}`) : named(row.device, row.device),
          count: row.visitors,
        }))}
      />
      <RankedTable
        title={t("stats.lists.browsers")}
        nameHeader={t("stats.columns.browser")}
        countHeader={t("stats.visitors")}
        tone="bg-emerald-50"
        rows={report.browsers.map((row) => ({ key: row.browser, label: named(row.browser, row.browser), count: row.visitors }))}
      />
      <RankedTable
        title={t("stats.lists.notFound")}
        nameHeader={t("stats.columns.page")}
        countHeader={t("stats.pageviews")}
        tone="bg-amber-50"
        rows={report.notFound.map((row) => ({ key: row.path, label: named(row.path, row.path), count: row.pageviews }))}
      />
    </div>
  );
}

/** The owner's switch; STATS=0 on the server wins and is shown as such. */
function CountingSetting() {
  const { t } = useTranslation("admin");
  const { data: settings } = useStatsSettings();
  const [saving, setSaving] = useState(false);
  if (!settings) return null;
  const change = async (enabled: boolean) => {
    setSaving(true);
    try {
      await statsApi.setCounting(enabled);
      await invalidate("/api/stats/settings");
      toast({ title: t("stats.counting.saved"), description: enabled ? t("stats.counting.on") : t("stats.counting.off") });
    } catch {
      toast({ title: t("stats.counting.error"), description: t("stats.counting.failed"), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="mt-6">
      <Toggle
        label={t("stats.counting.label")}
        description={settings.disabledByEnvironment ? t("stats.counting.forcedOff") : t("stats.counting.description")}
        checked={settings.counting}
        disabled={settings.disabledByEnvironment || saving}
        onChange={(enabled) => void change(enabled)}
      />
      <p className="m-0 mt-2 px-1 text-xs text-slate-500">{t("stats.excluded")}</p>
    </div>
  );
}

/** /admin/stats: what visitors read and where they came from, per period, compared with the period before. */
export function StatsPage() {
  const { t } = useTranslation("admin");
  const today = todayUtc();
  const [period, setPeriod] = useState<Period>("month");
  const [custom, setCustom] = useState<DayRange>({ from: addDays(today, -6), to: today });
  const range = rangeOf(period, today, custom);
  const valid = isRange(range);
  const current = useStats(valid ? range : null);
  const previous = useStats(valid ? previousOf(range) : null);
  const report = current.data;
  const loading = valid && !report && !current.error;

  return (
    <>
      <PageHeader
        title={t("stats.title")}
        description={t("stats.description")}
        actions={
          valid && (
            <a className="btn-secondary" href={statsCsvUrl(range.from, range.to)} download>
              <span className="i-lucide-download h-4 w-4" aria-hidden="true" />
              {t("stats.download")}
            </a>
          )
        }
      />
      <PeriodPicker period={period} onPeriod={setPeriod} custom={custom} onCustom={setCustom} today={today} />
      {current.error ? (
        <LoadError text={t("stats.loadError")} error={current.error} onRetry={() => void current.mutate()} />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SummaryCard
              label={t("stats.visitors")}
              icon="i-lucide-users"
              tone="bg-emerald-50 text-emerald-600"
              value={report?.visitors ?? 0}
              before={previous.data?.visitors}
              loading={loading}
            />
            <SummaryCard
              label={t("stats.pageviews")}
              icon="i-lucide-eye"
              tone="bg-indigo-50 text-indigo-600"
              value={report?.pageviews ?? 0}
              before={previous.data?.pageviews}
              loading={loading}
            />
          </div>
          {report ? (
            <>
              <DailyChart report={report} />
              <RankedLists report={report} />
            </>
          ) : (
            valid && <div className="skeleton mt-6 h-80 w-full" role="status" aria-label={t("stats.loading")} />
          )}
        </>
      )}
      <CountingSetting />
    </>
  );
}
