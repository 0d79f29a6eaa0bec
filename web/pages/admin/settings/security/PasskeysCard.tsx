import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { usePasskeys, useSecurityApi, type PasskeyInfo } from "../../../../api/auth";
import { ApiError } from "../../../../api/fetcher";
import { passkeyProblemOf, passkeysSupported, registerPasskey } from "../../../../api/passkeys";
import { LoadError } from "../../../../components/admin/AdminUi";
import { ConfirmDialog } from "../../../../components/ui/dialog";
import { toast } from "../../../../components/ui/toast";
import { SecuritySection, StatusBadge, useDateTime } from "./security-ui";

/** Passkeys: the list (name, added, last used), adding one on this device, removing one after a confirmation. */
export function PasskeysCard() {
  const { t } = useTranslation("admin");
  const securityApi = useSecurityApi();
  const when = useDateTime();
  const { data, error, isLoading, mutate } = usePasskeys();
  const [name, setName] = useState("");
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PasskeyInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = passkeysSupported();
  const host = typeof window === "undefined" ? "" : window.location.hostname;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setAdding(true);
    try {
      const created = await registerPasskey(name);
      securityApi.passkeyAdded();
      setName("");
      toast({ title: t("security.passkeys.added"), description: created.name });
    } catch (failure) {
      const problem = passkeyProblemOf(failure);
      const description = problem
        ? t(`login.passkey.${problem}`)
        : failure instanceof ApiError && failure.status === 400
          ? t("security.passkeys.rejected")
          : t("security.passkeys.failed");
      toast({ title: t("security.error"), description, variant: "destructive" });
    } finally {
      setAdding(false);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await securityApi.removePasskey(removing.id);
      toast({ title: t("security.passkeys.removed"), description: removing.name });
      setRemoving(null);
    } catch {
      toast({ title: t("security.error"), description: t("security.failed"), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  const count = data?.length ?? 0;
  return (
    <SecuritySection
      id="passkeys"
      icon="i-lucide-key-round"
      title={t("security.passkeys.title")}
      description={t("security.passkeys.description", { host })}
      status={data && <StatusBadge on={count > 0} label={t("security.passkeys.count", { n: count })} />}
    >
      {isLoading ? (
        <div role="status" className="skeleton h-16 w-full" aria-busy="true" aria-label={t("security.loading")} />
      ) : error || !data ? (
        <LoadError text={t("security.loadError")} error={error} onRetry={() => void mutate()} />
      ) : (
        <div className="space-y-4">
          {data.length === 0 ? (
            <p className="m-0 rounded-lg border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600">{t("security.passkeys.empty")}</p>
          ) : (
            <ul className="m-0 list-none divide-y divide-slate-100 rounded-lg border border-slate-200 p-0" aria-label={t("security.passkeys.title")}>
              {data.map((passkey) => (
                <li key={passkey.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1">
                    <p className="m-0 truncate text-sm font-medium text-slate-900">{passkey.name}</p>
                    <p className="m-0 mt-0.5 text-xs text-slate-500">
                      {t("security.passkeys.created", { date: when(passkey.createdAt) })} ·{" "}
                      {passkey.lastUsedAt ? t("security.passkeys.lastUsed", { date: when(passkey.lastUsedAt) }) : t("security.passkeys.neverUsed")}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="btn-ghost self-start px-3 py-1.5 text-red-600 hover:bg-red-50 sm:self-auto"
                    onClick={() => setRemoving(passkey)}
                    aria-label={t("security.passkeys.removeLabel", { name: passkey.name })}
                  >
                    <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
                    {t("security.passkeys.remove")}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {supported ? (
            <form onSubmit={(event) => void add(event)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
              <div className="min-w-0 flex-1">
                <label htmlFor="passkey-name" className="label">
                  {t("security.passkeys.nameLabel")}
                </label>
                <input
                  id="passkey-name"
                  className="input"
                  maxLength={60}
                  placeholder={t("security.passkeys.namePlaceholder")}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
              </div>
              <button type="submit" className="btn-primary shrink-0" disabled={adding}>
                <span className={`${adding ? "i-lucide-loader-circle animate-spin" : "i-lucide-plus"} h-4 w-4`} aria-hidden="true" />
                {adding ? t("security.passkeys.adding") : t("security.passkeys.add")}
              </button>
            </form>
          ) : (
            <p role="note" className="m-0 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {t("login.passkey.unsupported")}
            </p>
          )}
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t("security.passkeys.confirmRemoveTitle")}
        description={t("security.passkeys.confirmRemoveText", { name: removing?.name ?? "" })}
        confirmLabel={t("security.passkeys.remove")}
        cancelLabel={t("security.cancel")}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </SecuritySection>
  );
}
