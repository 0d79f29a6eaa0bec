import { useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../../api/fetcher";
import { notificationsApi, type NotificationSettingsView } from "../../../../api/notifications";
import { SMTP_SECURITIES, isAddress, type SmtpSecurity } from "../../../../../src/shared/schemas/notifications";
import { useAdminMutation } from "../../../../components/admin/use-admin-mutation";
import { FieldShell, TextField } from "../../../../components/ui/form";
import { SmtpPresetField } from "./SmtpPresetField";
import { TestButton } from "./TestButton";

export type Email = NotificationSettingsView["email"];

/** Each SMTP security's label in the admin's texts. */
export const SECURITY_KEYS: Record<SmtpSecurity, string> = { none: "securityNone", starttls: "securityStarttls", tls: "securityTls" };

/** The server's field codes, to the admin's own translated texts (by code, never by the English sentence). */
const ISSUE_KEYS: Partial<Record<string, string>> = {
  "notification.host": "host",
  "notification.port": "port",
  "invalid-email": "address",
  "notification.host-needed": "hostNeeded",
  "notification.to-needed": "toNeeded",
  "notification.user": "lineBreak",
  "notification.password": "lineBreak",
};

type EmailValues = { host: string; port: string; security: SmtpSecurity; user: string; from: string; to: string };
const valuesOf = (email: Email): EmailValues => ({
  host: email.host,
  port: String(email.port),
  security: email.security,
  user: email.user,
  from: email.from,
  to: email.to,
});

/** Checks what the server checks, so the owner reads every problem in the admin's language before saving. */
function emailProblems(values: EmailValues): Partial<Record<keyof EmailValues, string>> {
  const problems: Partial<Record<keyof EmailValues, string>> = {};
  const host = values.host.trim();
  const to = values.to.trim();
  const port = Number(values.port);
  if (!/^[^\s/]*$/.test(host)) problems.host = "host";
  else if (!host && to) problems.host = "hostNeeded";
  if (!/^\d+$/.test(values.port.trim()) || port < 1 || port > 65535) problems.port = "port";
  if (values.from.trim() && !isAddress(values.from.trim())) problems.from = "address";
  if (to && !isAddress(to)) problems.to = "address";
  else if (host && !to) problems.to = "toNeeded";
  return problems;
}

/** The e-mail settings as a form, checked here as the server checks them, with a test of what is saved. */
export function EmailForm({ email, onSaved }: { email: Email; onSaved: (view: NotificationSettingsView) => void }) {
  const { t } = useTranslation("admin");
  const [values, setValues] = useState(() => valuesOf(email));
  const [password, setPassword] = useState("");
  const [removePassword, setRemovePassword] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<keyof EmailValues, string>>>({});
  const update = useAdminMutation(notificationsApi.update, {
    success: { title: t("notifications.email.title"), description: t("notifications.email.saved") },
    failure: { title: t("notifications.errorTitle"), description: t("notifications.email.saveFailed") },
  });
  const saving = update.busy;
  const saved = valuesOf(email);
  const dirty = (Object.keys(values) as (keyof EmailValues)[]).some((key) => values[key].trim() !== saved[key].trim()) || password !== "" || removePassword;
  const set = (key: keyof EmailValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setProblems((current) => ({ ...current, [key]: undefined }));
  };
  const errorOf = (key: keyof EmailValues) => (problems[key] ? t(`notifications.errors.${problems[key]}`) : undefined);
  /** What a text field of the form is given: its value, its change and its message. */
  const field = (key: keyof EmailValues) => ({
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.target.value),
    error: errorOf(key),
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = emailProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    let view: NotificationSettingsView;
    try {
      view = await update.run({
        email: {
          host: values.host.trim(),
          port: Number(values.port),
          security: values.security,
          user: values.user.trim(),
          from: values.from.trim(),
          to: values.to.trim(),
          ...(password ? { password } : removePassword ? { password: "" } : {}),
        },
      });
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) {
        setProblems(Object.fromEntries(error.issues.map((issue) => [issue.path.replace(/^email\./, ""), ISSUE_KEYS[issue.code] ?? "address"])));
      }
      return;
    }
    setPassword("");
    setRemovePassword(false);
    setValues(valuesOf(view.email));
    onSaved(view);
  };

  const passwordHint = removePassword
    ? t("notifications.email.passwordRemoved")
    : email.passwordSet
      ? t("notifications.email.passwordSet")
      : t("notifications.email.passwordNotSet");
  return (
    <form onSubmit={save} noValidate className="space-y-4">
      <SmtpPresetField host={values.host} onPick={(preset) => setValues((current) => ({ ...current, ...preset, port: String(preset.port) }))} />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_7rem_10rem]">
        <TextField id="smtp-host" label={t("notifications.email.host")} hint={t("notifications.email.hostHint")} {...field("host")} autoComplete="off" />
        <TextField id="smtp-port" label={t("notifications.email.port")} inputMode="numeric" {...field("port")} />
        <FieldShell id="smtp-security" label={t("notifications.email.security")}>
          <select id="smtp-security" className="input" value={values.security} onChange={(e) => set("security", e.target.value as SmtpSecurity)}>
            {SMTP_SECURITIES.map((security) => (
              <option key={security} value={security}>
                {t(`notifications.email.${SECURITY_KEYS[security]}`)}
              </option>
            ))}
          </select>
        </FieldShell>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="smtp-user" label={t("notifications.email.user")} value={values.user} onChange={(e) => set("user", e.target.value)} autoComplete="off" />
        <div>
          <TextField
            id="smtp-password"
            type="password"
            label={t("notifications.email.password")}
            hint={passwordHint}
            placeholder={email.passwordSet && !removePassword ? t("notifications.email.passwordPlaceholder") : undefined}
            value={password}
            disabled={removePassword}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
          />
          {email.passwordSet && (
            <button
              type="button"
              className="btn-ghost mt-1 px-2 py-1 text-xs"
              onClick={() => {
                setRemovePassword((remove) => !remove);
                setPassword("");
              }}
            >
              {removePassword ? t("notifications.email.keepPassword") : t("notifications.email.removePassword")}
            </button>
          )}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="smtp-from"
          type="email"
          inputMode="email"
          label={t("notifications.email.from")}
          hint={t("notifications.email.fromHint")}
          {...field("from")}
        />
        <TextField id="smtp-to" type="email" inputMode="email" label={t("notifications.email.to")} hint={t("notifications.email.toHint")} {...field("to")} />
      </div>
      <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center">
        <button type="submit" className="btn-primary shrink-0" disabled={saving || !dirty}>
          <span className={`${saving ? "i-lucide-loader-circle animate-spin" : "i-lucide-save"} h-4 w-4`} aria-hidden="true" />
          {t("notifications.email.save")}
        </button>
        {email.configured && (
          <div className="min-w-0 flex-1">
            <TestButton label={t("notifications.email.testLabel")} disabled={dirty} onTest={() => notificationsApi.test("email")} />
            {dirty && <p className="m-0 mt-1 text-xs text-slate-500">{t("notifications.email.unsaved")}</p>}
          </div>
        )}
      </div>
    </form>
  );
}
