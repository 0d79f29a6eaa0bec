import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../../api/fetcher";
import { notificationsApi, type NotificationSettingsView, type NotificationWebhook } from "../../../../api/notifications";
import { MAX_WEBHOOKS, WEBHOOK_FORMATS, isWebhookUrl, type WebhookFormat } from "../../../../../src/shared/schemas/notifications";
import { useAdminMutation } from "../../../../components/admin/use-admin-mutation";
import { ConfirmDialog } from "../../../../components/ui/dialog";
import { FieldShell, TextField } from "../../../../components/ui/form";
import { useAdminLanguage } from "../../admin-language";
import { TestButton } from "./TestButton";

/** When the last message went to a webhook, and whether it was taken. */
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

/** A webhook as sent: a stored one by its id (its URL stays on the server), a new one with its URL. */
type WebhookEntry = { id?: number; url?: string; format: WebhookFormat };

/** The server refused a webhook's address as loopback or private. */
/** The code of a webhook address on the server itself or its private network. */
const PRIVATE_ADDRESS_CODE = "notification.private-address";
const privateAddress = (error: unknown) => error instanceof ApiError && error.issues.some((issue) => issue.code === PRIVATE_ADDRESS_CODE);

/** Webhooks: the list (format, last delivery, a test each), adding one, removing one after a confirmation. */
export function WebhooksCard({ webhooks, onSaved }: { webhooks: NotificationWebhook[]; onSaved: (view: NotificationSettingsView) => void }) {
  const { t } = useTranslation("admin");
  const [url, setUrl] = useState("");
  const [format, setFormat] = useState<WebhookFormat>("json");
  const [urlProblem, setUrlProblem] = useState<"invalidUrl" | "privateUrl" | null>(null);
  const [removing, setRemoving] = useState<NotificationWebhook | null>(null);
  const kept = (list: NotificationWebhook[]) => list.map(({ id, format: kind }) => ({ id, format: kind }));

  /** Saves the whole list (stored URLs stay on the server: entries with an id carry none); `done` is its toast's text. */
  const update = useAdminMutation((list: WebhookEntry[], _done: string) => notificationsApi.update({ webhooks: list }), {
    success: (_view, _list, done) => ({ title: t("notifications.webhooks.title"), description: done }),
    // A loopback or private address is the owner's to fix in the field, not a failure to save.
    failure: (error) => (privateAddress(error) ? null : { title: t("notifications.errorTitle"), description: t("notifications.webhooks.saveFailed") }),
  });
  const busy = update.busy;
  const save = async (list: WebhookEntry[], done: string): Promise<boolean> => {
    try {
      onSaved(await update.run(list, done));
      return true;
    } catch (error) {
      if (privateAddress(error)) setUrlProblem("privateUrl");
      return false;
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
