import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useAdminLocale } from "../admin-language";
import { isRange, PERIODS, type DayRange, type Period } from "./periods";

type PeriodEndProps = { id: string; label: string; locale: string; today: string; value: string; onChange: (day: string) => void };

/** One end of a custom period: a labelled day, no later than today. */
function PeriodEnd({ id, label, locale, today, value, onChange }: PeriodEndProps) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input id={id} type="date" lang={locale} className="input py-2" value={value} max={today} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** The period buttons, and the two dates of a custom period (checked: the first not after the second). */
export function PeriodPicker({
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
          <PeriodEnd
            id={fromId}
            label={t("stats.period.from")}
            locale={locale}
            today={today}
            value={custom.from}
            onChange={(from) => onCustom({ ...custom, from })}
          />
          <PeriodEnd id={toId} label={t("stats.period.to")} locale={locale} today={today} value={custom.to} onChange={(to) => onCustom({ ...custom, to })} />
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
