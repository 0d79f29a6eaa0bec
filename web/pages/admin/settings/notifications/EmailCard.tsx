import { useTranslation } from "react-i18next";
import { notificationsApi, type NotificationSettingsView } from "../../../../api/notifications";
import { EmailForm, SECURITY_KEYS, type Email } from "./EmailForm";
import { TestButton } from "./TestButton";
import { EnvValues, SetupBadge, SetupCardHeading } from "../SetByEnvironment";

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
  return <EnvValues note={t("notifications.email.fromEnvNote")} rows={rows} />;
}

/** E-mail: the SMTP server and the address to tell; set on the server (shown only) or here (a form). */
export function EmailCard({ email, onSaved }: { email: Email; onSaved: (view: NotificationSettingsView) => void }) {
  const { t } = useTranslation("admin");
  return (
    <section className="card space-y-5 p-5 sm:p-6" aria-labelledby="notify-email-title">
      <SetupCardHeading
        id="notify-email-title"
        icon="i-lucide-mail"
        title={t("notifications.email.title")}
        description={t("notifications.email.description")}
        badge={
          <SetupBadge
            fromEnv={email.fromEnv}
            configured={email.configured}
            texts={{ fromEnv: t("notifications.email.fromEnv"), on: t("notifications.email.configured"), off: t("notifications.email.notConfigured") }}
          />
        }
      />
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
