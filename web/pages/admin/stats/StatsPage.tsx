import { useState } from "react";
import { useTranslation } from "react-i18next";
import { statsCsvUrl, useStats } from "../../../api/stats";
import { LoadError, PageHeader } from "../../../components/admin/AdminUi";
import { CountingSetting } from "./CountingSetting";
import { DailyChart } from "./DailyChart";
import { PeriodPicker } from "./PeriodPicker";
import { isRange, previousOf, rangeOf, todayUtc, addDays, type DayRange, type Period } from "./periods";
import { RankedLists } from "./RankedLists";
import { SummaryCard } from "./SummaryCard";

/** The two totals above the chart: which count of the report, with its icon and colour. */
const TOTALS = [
  { count: "visitors", icon: "i-lucide-users", tone: "bg-emerald-50 text-emerald-600" },
  { count: "pageviews", icon: "i-lucide-eye", tone: "bg-indigo-50 text-indigo-600" },
] as const;

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
            {TOTALS.map(({ count, icon, tone }) => (
              <SummaryCard
                key={count}
                label={t(`stats.${count}`)}
                icon={icon}
                tone={tone}
                value={report?.[count] ?? 0}
                before={previous.data?.[count]}
                loading={loading}
              />
            ))}
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
