import { useTranslation } from "react-i18next";
import { notificationsApi, type NotificationSettingsView } from "../../../../api/notifications";
import { EmailForm, SECURITY_KEYS, type Email } from "./EmailForm";
import { TestButton } from "./TestButton";

function StatusBadge({ email }: { email: Email }) {
  const { t } = useTranslation("admin");
  const [text, tone] = email.fromEnv
    ? [t("notifications.email.fromEnv"), "bg-indigo-50 text-indigo-700"]
    : email.configured
      ? [t("notifications.email.configured"), "bg-emerald-50 text-emerald-700"]
      : [t("notifications.email.notConfigured"), "bg-slate-100 text-slate-600"];
  return <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ${tone}`}>{text}</span>;
}

/** SMTP_URL and NOTIFY_EMAIL set e-mail on the server: shown, not editable. */
function EmailFromEnv({ email }: { email: Email }) {
  const { t } = useTranslation("admin");
  const rows: [string, string][] = [
    [t("notifications.email.host"), `${email.host}:${email.port}`],
    [t("notifications.email.security"), t(`notifications.email.${SECURITY_KEYS[email.security]}`)],
    [t("notifications.email.user"), email.user || "—"],
    [t("notifications.email.password"), email.passwordSet ? "••••••••" : "—"],
    [t("notifications.email.from"), email.from || "—"],
    [t("notifications.email.to"), email.to],
  ];
  return (
    <>
      <p className="m-0 rounded-lg bg-indigo-50 p-3 text-sm text-indigo-900">{t("notifications.email.fromEnvNote")}</p>
      <dl className="m-0 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-500">{label}</dt>
            <dd className="m-0 break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** E-mail: the SMTP server and the address to tell; set on the server (shown only) or here (a form). */
export function EmailCard({ email, onSaved }: { email: Email; onSaved: (view: NotificationSettingsView) => void }) {
  const { t } = useTranslation("admin");
  return (
    <section className="card space-y-5 p-5 sm:p-6" aria-labelledby="notify-email-title">
      <div>
        <div className="flex items-center justify-between gap-3">
          <h2 id="notify-email-title" className="m-0 flex items-center gap-2 text-base font-semibold text-slate-900">
            <span className="i-lucide-mail h-5 w-5 text-slate-500" aria-hidden="true" />
            {t("notifications.email.title")}
          </h2>
          <StatusBadge email={email} />
        </div>
        <p className="m-0 mt-1 text-sm text-slate-600">{t("notifications.email.description")}</p>
      </div>
      {email.fromEnv ? (
        <>
          <EmailFromEnv email={email} />
          <TestButton label={t("notifications.email.testLabel")} onTest={() => notificationsApi.test("email")} />
        </>
      ) : (
        <EmailForm email={email} onSaved={onSaved} />
      )}
    </section>
  );
}
