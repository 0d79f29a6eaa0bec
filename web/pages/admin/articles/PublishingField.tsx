import { useTranslation } from "react-i18next";
import { radioChoice } from "../../../components/admin/AdminUi";
import { useAdminLocale } from "../admin-language";
import { isPast, ownerTimeZone, type PublishingMode } from "./schedule";

type PublishingFieldProps = {
  mode: PublishingMode;
  /** The scheduled time as a `datetime-local` value, in the owner's time zone. */
  at: string;
  onModeChange: (mode: PublishingMode) => void;
  onAtChange: (at: string) => void;
  error?: string;
  /** The article is public now ("Publish now" then says so rather than promising it). */
  live: boolean;
};

const OPTIONS: { mode: PublishingMode; icon: string; label: string; hint: string }[] = [
  { mode: "now", icon: "i-lucide-send", label: "writing.publishNow", hint: "writing.publishNowHint" },
  { mode: "draft", icon: "i-lucide-file-pen", label: "writing.keepDraft", hint: "writing.keepDraftHint" },
  { mode: "schedule", icon: "i-lucide-calendar-clock", label: "writing.schedule", hint: "writing.scheduleHint" },
];
/** One way to publish: a card with its radio, icon, name and hint, marked while chosen. */
const OPTION_CARD =
  "flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 transition-colors hover:border-slate-300 has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500";

/** Publish now, keep as draft, or schedule for a date and time in the owner's time zone; applied when the form is saved. */
export function PublishingField({ mode, at, onModeChange, onAtChange, error, live }: PublishingFieldProps) {
  const { t } = useTranslation("admin");
  // The browser's date and time picker follows the input's language, so it reads as the rest of the admin.
  const locale = useAdminLocale();
  const modeChoice = radioChoice("article-publishing", mode, onModeChange);
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className="label">{t("writing.publishing")}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {OPTIONS.map((option) => (
          <label key={option.mode} className={OPTION_CARD}>
            <input {...modeChoice(option.mode)} className="mt-1 h-4 w-4 accent-indigo-600" />
            <span className="min-w-0">
              <span className="flex items-center gap-1.5 text-sm font-medium text-slate-900">
                <span className={`${option.icon} h-4 w-4 text-slate-500`} aria-hidden="true" />
                {t(option.label)}
              </span>
              <span className="mt-0.5 block text-xs text-slate-500">{t(option.mode === "now" && live ? "writing.publishedHint" : option.hint)}</span>
            </span>
          </label>
        ))}
      </div>
      {mode === "schedule" && (
        <div className="mt-3 max-w-sm">
          <label htmlFor="article-publishAt" className="label">
            {t("writing.scheduleAt")}
          </label>
          <input
            id="article-publishAt"
            type="datetime-local"
            lang={locale}
            className="input"
            value={at}
            onChange={(event) => onAtChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "article-publishAt-error" : "article-publishAt-hint"}
          />
          {error ? (
            <p id="article-publishAt-error" className="field-error" role="alert">
              {error}
            </p>
          ) : (
            <p id="article-publishAt-hint" className="m-0 mt-1.5 text-xs text-slate-500">
              {t("writing.timeZone", { zone: ownerTimeZone() })}
            </p>
          )}
          {!error && isPast(at) && (
            <p className="m-0 mt-2 flex items-start gap-1.5 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
              <span className="i-lucide-info mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {t("writing.pastTime")}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
