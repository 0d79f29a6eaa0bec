import { useTranslation } from "react-i18next";
import { ToneIcon } from "../../../components/admin/AdminUi";
import { changeOf } from "./periods";
import { useFormats } from "./stats-formats";

/** One total of the period (visitors, page views) and its change from the period before. */
export function SummaryCard({
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
        <ToneIcon icon={icon} tone={tone} />
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
