import type { AppDeps } from "../../app-deps";
import { createStatsCounter, utcDay, type View } from "./stats.counter";
import { createStatsRepository } from "./stats.repository";
import type { StatsRange, StatsReport, StatsSettings } from "../../shared/schemas/stats";

export const STATS_FLUSH_JOB = "stats-flush";
/** At most this much counting is lost when the process is killed (kill -9, power loss): SIGTERM writes it all. */
export const STATS_FLUSH_INTERVAL_MS = 10_000;

/**
 * Visitor statistics: counting (when STATS and the owner's setting allow it), the owner's setting, and the reports
 * read from the daily aggregates.
 */
export function createStatsUseCases({ config, db, log, clock }: AppDeps) {
  const repository = createStatsRepository(db);
  const counter = createStatsCounter({ log, clock, repository });
  let enabled = repository.counting();
  // Left by a run that counted: with counting off, nothing about any visitor is kept.
  if (!(config.stats && enabled)) repository.forgetVisitors();

  const settings = (): StatsSettings => ({ enabled, disabledByEnvironment: !config.stats, counting: config.stats && enabled });

  return {
    /** Read per request: a plain boolean. */
    isCounting: () => config.stats && enabled,
    count: (view: View) => counter.count(view),
    flush: () => counter.flush(),
    sizes: () => counter.sizes(),
    settings,

    updateSettings(next: { enabled: boolean }): StatsSettings {
      repository.setCounting(next.enabled);
      if (enabled && !next.enabled) counter.forgetVisitors();
      enabled = next.enabled;
      log.info(`Visitor statistics turned ${enabled ? "on" : "off"} by the owner`);
      return settings();
    },

    /** The range's aggregates, including what was counted seconds ago. */
    report({ from, to }: StatsRange): StatsReport {
      try {
        counter.flush();
      } catch (error) {
        log.error("Statistics could not be written before a report", error);
      }
      const totals = new Map(repository.totals(from, to).map((row) => [row.day, row]));
      const days: StatsReport["days"] = [];
      for (let ms = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); ms <= end; ms += 86_400_000) {
        const date = utcDay(ms);
        days.push({ date, visitors: totals.get(date)?.visitors ?? 0, pageviews: totals.get(date)?.pageviews ?? 0 });
      }
      const sums = repository.sums(from, to);
      const of = (dimension: string) => sums.filter((row) => row.dimension === dimension);
      const ranked = <T>(rows: T[], count: (row: T) => number, name: (row: T) => string) =>
        rows.filter((row) => count(row) > 0).sort((a, b) => count(b) - count(a) || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0));
      return {
        from,
        to,
        visitors: days.reduce((sum, day) => sum + day.visitors, 0),
        pageviews: days.reduce((sum, day) => sum + day.pageviews, 0),
        days,
        pages: ranked(
          of("page").map((row) => ({ path: row.value, pageviews: row.pageviews, visitors: row.visitors })),
          (row) => row.pageviews,
          (row) => row.path,
        ),
        referrers: ranked(
          of("source").map((row) => ({ host: row.value, visitors: row.visitors })),
          (row) => row.visitors,
          (row) => row.host,
        ),
        languages: ranked(
          of("lang").map((row) => ({ lang: row.value, pageviews: row.pageviews })),
          (row) => row.pageviews,
          (row) => row.lang,
        ),
        devices: ranked(
          of("device").map((row) => ({ device: row.value, visitors: row.visitors })),
          (row) => row.visitors,
          (row) => row.device,
        ),
        browsers: ranked(
          of("browser").map((row) => ({ browser: row.value, visitors: row.visitors })),
          (row) => row.visitors,
          (row) => row.browser,
        ),
        notFound: ranked(
          of("notFound").map((row) => ({ path: row.value, pageviews: row.pageviews })),
          (row) => row.pageviews,
          (row) => row.path,
        ),
      };
    },
  };
}
export type StatsUseCases = ReturnType<typeof createStatsUseCases>;

/** A cell of CSV (RFC 4180), never read as a formula by a spreadsheet. */
function cell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** GET /api/stats.csv: the report as one table, a row per figure: `section,key,pageviews,visitors`. */
export function reportCsv(report: StatsReport): string {
  const rows: (string | number | null)[][] = [
    ["section", "key", "pageviews", "visitors"],
    ["total", `${report.from}..${report.to}`, report.pageviews, report.visitors],
  ];
  for (const day of report.days) rows.push(["day", day.date, day.pageviews, day.visitors]);
  for (const page of report.pages) rows.push(["page", page.path, page.pageviews, page.visitors]);
  for (const referrer of report.referrers) rows.push(["referrer", referrer.host, null, referrer.visitors]);
  for (const language of report.languages) rows.push(["language", language.lang, language.pageviews, null]);
  for (const device of report.devices) rows.push(["device", device.device, null, device.visitors]);
  for (const browser of report.browsers) rows.push(["browser", browser.browser, null, browser.visitors]);
  for (const page of report.notFound) rows.push(["notFound", page.path, page.pageviews, null]);
  return `${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
