import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useArticles } from "../../../api/articles";
import type { StatsReport } from "../../../api/stats";
import { OTHER } from "../../../../src/shared/schemas/stats";
import { useFormats } from "./stats-formats";

/** Rows a ranked list shows before "Show all". */
const SHOWN_ROWS = 8;

type Row = { key: string; label: string; count: number; title?: string };

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

/** The period's ranked lists: pages, articles, sources, languages, devices, browsers and pages not found. */
export function RankedLists({ report }: { report: StatsReport }) {
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
