import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/fetcher";
import {
  notificationsApi,
  useNotifications,
  type NotificationSettingsView,
  type NotificationTestResult,
  type NotificationWebhook,
} from "../../../api/notifications";
import {
  MAX_WEBHOOKS,
  SMTP_SECURITIES,
  WEBHOOK_FORMATS,
  isAddress,
  isWebhookUrl,
  type SmtpSecurity,
  type WebhookFormat,
} from "../../../../src/shared/schemas/notifications";
import { LoadError } from "../../../components/admin/AdminUi";
import { ConfirmDialog } from "../../../components/ui/dialog";
import { FieldShell, TextField } from "../../../components/ui/form";
import { toast } from "../../../components/ui/toast";
import { useAdminLanguage } from "../admin-language";
import { SmtpPresetField } from "./SmtpPresetField";

type Email = NotificationSettingsView["email"];
type Outcome = { state: "sending" } | { state: "done"; result: NotificationTestResult } | { state: "unavailable" };

const SECURITY_KEYS: Record<SmtpSecurity, string> = { none: "securityNone", starttls: "securityStarttls", tls: "securityTls" };

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
/** The code of a webhook address on the server itself or its private network. */
const PRIVATE_ADDRESS_CODE = "notification.private-address";

/** "Send test" and what came of it: success, or the other server's own error. */
function TestButton({ label, disabled, onTest }: { label: string; disabled?: boolean; onTest: () => Promise<NotificationTestResult> }) {
  const { t } = useTranslation("admin");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = async () => {
    setOutcome({ state: "sending" });
    try {
      setOutcome({ state: "done", result: await onTest() });
    } catch {
      setOutcome({ state: "unavailable" });
    }
  };
  const sending = outcome?.state === "sending";
  return (
    <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-center">
      <button type="button" className="btn-secondary shrink-0" aria-label={label} disabled={disabled || sending} onClick={() => void run()}>
        <span className={`${sending ? "i-lucide-loader-circle animate-spin" : "i-lucide-send"} h-4 w-4`} aria-hidden="true" />
        {sending ? t("notifications.test.sending") : t("notifications.test.send")}
      </button>
      <p role="status" className="m-0 min-w-0 break-words text-sm">
        {outcome?.state === "done" &&
          (outcome.result.ok ? (
            <span className="text-emerald-700">
              <span className="i-lucide-circle-check mr-1 h-4 w-4" aria-hidden="true" />
              {t("notifications.test.success")}
            </span>
          ) : (
            <span className="text-red-700">
              <span className="i-lucide-circle-x mr-1 h-4 w-4" aria-hidden="true" />
              {t("notifications.test.failure", { error: outcome.result.error })}
            </span>
          ))}
        {outcome?.state === "unavailable" && <span className="text-red-700">{t("notifications.test.couldNotRun")}</span>}
      </p>
    </div>
  );
}

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

function EmailForm({ email, onSaved }: { email: Email; onSaved: (view: NotificationSettingsView) => void }) {
  const { t } = useTranslation("admin");
  const [values, setValues] = useState(() => valuesOf(email));
  const [password, setPassword] = useState("");
  const [removePassword, setRemovePassword] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<keyof EmailValues, string>>>({});
  const [saving, setSaving] = useState(false);
  const saved = valuesOf(email);
  const dirty = (Object.keys(values) as (keyof EmailValues)[]).some((key) => values[key].trim() !== saved[key].trim()) || password !== "" || removePassword;
  const set = (key: keyof EmailValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setProblems((current) => ({ ...current, [key]: undefined }));
  };
  const errorOf = (key: keyof EmailValues) => (problems[key] ? t(`notifications.errors.${problems[key]}`) : undefined);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = emailProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const view = await notificationsApi.update({
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
      setPassword("");
      setRemovePassword(false);
      setValues(valuesOf(view.email));
      onSaved(view);
      toast({ title: t("notifications.email.title"), description: t("notifications.email.saved") });
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) {
        setProblems(Object.fromEntries(error.issues.map((issue) => [issue.path.replace(/^email\./, ""), ISSUE_KEYS[issue.code] ?? "address"])));
      }
      toast({ title: t("notifications.errorTitle"), description: t("notifications.email.saveFailed"), variant: "destructive" });
    } finally {
      setSaving(false);
    }
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
        <TextField
          id="smtp-host"
          label={t("notifications.email.host")}
          hint={t("notifications.email.hostHint")}
          value={values.host}
          onChange={(e) => set("host", e.target.value)}
          error={errorOf("host")}
          autoComplete="off"
        />
        <TextField
          id="smtp-port"
          label={t("notifications.email.port")}
          inputMode="numeric"
          value={values.port}
          onChange={(e) => set("port", e.target.value)}
          error={errorOf("port")}
        />
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
          value={values.from}
          onChange={(e) => set("from", e.target.value)}
          error={errorOf("from")}
        />
        <TextField
          id="smtp-to"
          type="email"
          inputMode="email"
          label={t("notifications.email.to")}
          hint={t("notifications.email.toHint")}
          value={values.to}
          onChange={(e) => set("to", e.target.value)}
          error={errorOf("to")}
        />
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

function EmailCard({ email, onSaved }: { email: Email; onSaved: (view: NotificationSettingsView) => void }) {
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

function LastStatus({ hook }: { hook: NotificationWebhook }) {
  const { t } = useTranslation("admin");
  const { language } = useAdminLanguage();
  if (!hook.lastStatus) return <p className="m-0 text-xs text-slate-500">{t("notifications.webhooks.never")}</p>;
  const when = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(hook.lastStatus.at));
  const { ok, detail } = hook.lastStatus;
  return (
    <p className={`m-0 break-words text-xs ${ok ? "text-emerald-700" : "text-red-700"}`}>
      {t(ok ? "notifications.webhooks.lastOk" : "notifications.webhooks.lastFailed", { when, detail })}
    </p>
  );
}

function WebhooksCard({ webhooks, onSaved }: { webhooks: NotificationWebhook[]; onSaved: (view: NotificationSettingsView) => void }) {
  const { t } = useTranslation("admin");
  const [url, setUrl] = useState("");
  const [format, setFormat] = useState<WebhookFormat>("json");
  const [urlProblem, setUrlProblem] = useState<"invalidUrl" | "privateUrl" | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<NotificationWebhook | null>(null);
  const kept = (list: NotificationWebhook[]) => list.map(({ id, format: kind }) => ({ id, format: kind }));

  /** Saves the whole list (stored URLs stay on the server: entries with an id carry none). */
  const save = async (list: { id?: number; url?: string; format: WebhookFormat }[], done: string): Promise<boolean> => {
    setBusy(true);
    try {
      onSaved(await notificationsApi.update({ webhooks: list }));
      toast({ title: t("notifications.webhooks.title"), description: done });
      return true;
    } catch (error) {
      // A loopback or private address is the owner's to fix in the field, not a failure to save.
      if (error instanceof ApiError && error.issues.some((issue) => issue.code === PRIVATE_ADDRESS_CODE)) setUrlProblem("privateUrl");
      else toast({ title: t("notifications.errorTitle"), description: t("notifications.webhooks.saveFailed"), variant: "destructive" });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!isWebhookUrl(url.trim())) {
      setUrlProblem("invalidUrl");
      return;
    }
    if (await save([...kept(webhooks), { url: url.trim(), format }], t("notifications.webhooks.added"))) {
      setUrl("");
      setFormat("json");
    }
  };
  const full = webhooks.length >= MAX_WEBHOOKS;

  return (
    <section className="card space-y-5 p-5 sm:p-6" aria-labelledby="notify-webhooks-title">
      <div>
        <h2 id="notify-webhooks-title" className="m-0 flex items-center gap-2 text-base font-semibold text-slate-900">
          <span className="i-lucide-webhook h-5 w-5 text-slate-500" aria-hidden="true" />
          {t("notifications.webhooks.title")}
        </h2>
        <p className="m-0 mt-1 text-sm text-slate-600">{t("notifications.webhooks.description")}</p>
      </div>
      {webhooks.length === 0 ? (
        <p className="m-0 rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">{t("notifications.webhooks.empty")}</p>
      ) : (
        <ul className="m-0 list-none divide-y divide-slate-100 rounded-xl border border-slate-200 p-0">
          {webhooks.map((hook) => (
            <li key={hook.id} className="space-y-3 p-4" data-testid="webhook">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                <code className="min-w-0 flex-1 truncate rounded bg-slate-100 px-2 py-1 text-sm text-slate-800">{hook.url}</code>
                <select
                  className="input sm:w-44"
                  aria-label={t("notifications.webhooks.formatLabel", { url: hook.url })}
                  value={hook.format}
                  disabled={busy}
                  onChange={(e) =>
                    void save(
                      webhooks.map((other) => ({ id: other.id, format: other.id === hook.id ? (e.target.value as WebhookFormat) : other.format })),
                      t("notifications.webhooks.updated"),
                    )
                  }
                >
                  {WEBHOOK_FORMATS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`notifications.webhooks.formats.${kind}`)}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="btn-ghost shrink-0 px-3 py-2 text-red-600 hover:bg-red-50"
                  disabled={busy}
                  aria-label={t("notifications.webhooks.removeLabel", { url: hook.url })}
                  onClick={() => setRemoving(hook)}
                >
                  <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
                  {t("notifications.webhooks.remove")}
                </button>
              </div>
              <LastStatus hook={hook} />
              <TestButton label={t("notifications.webhooks.testLabel", { url: hook.url })} onTest={() => notificationsApi.test("webhook", hook.id)} />
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="m-0 text-sm text-slate-600">{t("notifications.webhooks.limit")}</p>
      ) : (
        <form onSubmit={add} noValidate className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_auto] sm:items-start">
          <TextField
            id="webhook-url"
            type="url"
            inputMode="url"
            label={t("notifications.webhooks.url")}
            hint={t("notifications.webhooks.urlHint")}
            placeholder="https://ntfy.sh/…"
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              setUrlProblem(null);
            }}
            error={urlProblem ? t(`notifications.webhooks.${urlProblem}`) : undefined}
            autoComplete="off"
          />
          <FieldShell id="webhook-format" label={t("notifications.webhooks.format")}>
            <select id="webhook-format" className="input" value={format} onChange={(e) => setFormat(e.target.value as WebhookFormat)}>
              {WEBHOOK_FORMATS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`notifications.webhooks.formats.${kind}`)}
                </option>
              ))}
            </select>
          </FieldShell>
          <button type="submit" className="btn-primary sm:mt-6.5" disabled={busy || !url.trim()}>
            <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
            {t("notifications.webhooks.add")}
          </button>
        </form>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t("notifications.webhooks.confirmTitle")}
        description={t("notifications.webhooks.confirmText")}
        confirmLabel={t("notifications.webhooks.remove")}
        cancelLabel={t("notifications.webhooks.cancel")}
        busy={busy}
        onConfirm={() => {
          const target = removing;
          if (!target) return;
          void save(kept(webhooks.filter((hook) => hook.id !== target.id)), t("notifications.webhooks.removed")).then((ok) => ok && setRemoving(null));
        }}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

/** Settings → Notifications: where the owner is told about each new contact message, with a real test per channel. */
export function NotificationsTab() {
  const { t } = useTranslation("admin");
  const { data, error, isLoading, mutate } = useNotifications();
  if (isLoading) {
    return (
      <div role="status" className="space-y-6" aria-busy="true" aria-label={t("notifications.loading")}>
        <div className="skeleton h-72 w-full" />
        <div className="skeleton h-40 w-full" />
      </div>
    );
  }
  if (error || !data) return <LoadError text={t("notifications.loadError")} error={error} onRetry={() => void mutate()} />;
  const onSaved = (view: NotificationSettingsView) => void mutate(view, { revalidate: false });
  return (
    <div className="space-y-6">
      <p className="m-0 text-sm text-slate-600">{t("notifications.intro")}</p>
      <EmailCard email={data.email} onSaved={onSaved} />
      <WebhooksCard webhooks={data.webhooks} onSaved={onSaved} />
    </div>
  );
}
