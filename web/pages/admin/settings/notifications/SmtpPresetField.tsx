import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SmtpSecurity } from "../../../../../src/shared/schemas/notifications";
import { FieldShell } from "../../../../components/ui/form";

/**
 * The common mail providers' SMTP settings, so the owner picks a name instead of looking up a host and a port.
 * Each one's help line says what its password must be (Gmail and Fastmail want an app password, Resend an API key).
 */
export const SMTP_PRESETS = {
  gmail: { host: "smtp.gmail.com", port: 587, security: "starttls" },
  fastmail: { host: "smtp.fastmail.com", port: 465, security: "tls" },
  resend: { host: "smtp.resend.com", port: 465, security: "tls" },
  mailgun: { host: "smtp.mailgun.org", port: 587, security: "starttls" },
  outlook: { host: "smtp.office365.com", port: 587, security: "starttls" },
} as const satisfies Record<string, { host: string; port: number; security: SmtpSecurity }>;
type PresetName = keyof typeof SMTP_PRESETS;
type Choice = PresetName | "custom" | "";

const PRESET_NAMES = Object.keys(SMTP_PRESETS) as PresetName[];
const LABELS: Record<PresetName, string> = { gmail: "Gmail", fastmail: "Fastmail", resend: "Resend", mailgun: "Mailgun", outlook: "Outlook / Office 365" };

/** The preset a saved host belongs to, "custom" for another server, "" when there is none yet. */
function choiceOf(host: string): Choice {
  const name = PRESET_NAMES.find((preset) => SMTP_PRESETS[preset].host === host.trim().toLowerCase());
  return name ?? (host.trim() ? "custom" : "");
}

export function SmtpPresetField({ host, onPick }: { host: string; onPick: (preset: { host: string; port: number; security: SmtpSecurity }) => void }) {
  const { t } = useTranslation("admin");
  const [choice, setChoice] = useState<Choice>(() => choiceOf(host));
  const pick = (next: Choice) => {
    setChoice(next);
    if (next !== "" && next !== "custom") onPick(SMTP_PRESETS[next]);
  };
  return (
    <FieldShell id="smtp-preset" label={t("notifications.email.presets.label")}>
      <select
        id="smtp-preset"
        className="input"
        value={choice}
        onChange={(event) => pick(event.target.value as Choice)}
        aria-describedby={choice ? "smtp-preset-help" : undefined}
      >
        <option value="">{t("notifications.email.presets.choose")}</option>
        {PRESET_NAMES.map((name) => (
          <option key={name} value={name}>
            {LABELS[name]}
          </option>
        ))}
        <option value="custom">{t("notifications.email.presets.custom")}</option>
      </select>
      {choice && (
        <p id="smtp-preset-help" className="m-0 mt-1.5 flex items-start gap-1.5 text-xs text-slate-600" data-testid="smtp-preset-help">
          <span className="i-lucide-info mt-0.5 h-3.5 w-3.5 shrink-0 text-indigo-500" aria-hidden="true" />
          {t(`notifications.email.presets.help.${choice}`)}
        </p>
      )}
    </FieldShell>
  );
}
