import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { usePasskeys, useSecurityApi, type PasskeyInfo } from "../../../../api/auth";
import { ApiError } from "../../../../api/fetcher";
import { passkeyProblemOf, passkeysSupported, registerPasskey } from "../../../../api/passkeys";
import { LoadError } from "../../../../components/admin/AdminUi";
import { ConfirmDialog } from "../../../../components/ui/dialog";
import { useAdminMutation } from "../../../../components/admin/use-admin-mutation";
import { ipAddressHostOfPage } from "../../../../lib/ip-host";
import { SecuritySection, StatusBadge, useDateTime } from "./security-ui";

/** Passkeys: the list (name, added, last used), adding one on this device, removing one after a confirmation. */
export function PasskeysCard() {
  const { t } = useTranslation("admin");
  const securityApi = useSecurityApi();
  const when = useDateTime();
  const { data, error, isLoading, mutate } = usePasskeys();
  const [name, setName] = useState("");
  const [removing, setRemoving] = useState<PasskeyInfo | null>(null);
  const supported = passkeysSupported();
  const host = typeof window === "undefined" ? "" : window.location.hostname;
  // WebAuthn refuses an IP address as the relying party: adding one here would always fail.
  const ipHost = ipAddressHostOfPage();

  const adder = useAdminMutation(
    async (passkeyName: string) => {
      const created = await registerPasskey(passkeyName);
      securityApi.passkeyAdded();
      return created;
    },
    {
      successTitle: t("security.passkeys.added"),
      success: (created) => created.name,
      failure: (failure) => {
        const problem = passkeyProblemOf(failure);
        return problem
          ? t(`login.passkey.${problem}`)
          : failure instanceof ApiError && failure.status === 400
            ? t("security.passkeys.rejected")
            : t("security.passkeys.failed");
      },
    },
  );
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (await adder.attempt(name)) setName("");
  };

  const remover = useAdminMutation((passkey: PasskeyInfo) => securityApi.removePasskey(passkey.id), {
    successTitle: t("security.passkeys.removed"),
    success: (_result, passkey) => passkey.name,
    failure: t("security.failed"),
  });
  const remove = async () => {
    if (removing && (await remover.attempt(removing))) setRemoving(null);
  };
  const adding = adder.busy;
  const busy = remover.busy;

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
            <form onSubmit={(event) => void add(event)} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
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
              <button
                type="submit"
                className="btn-primary shrink-0"
                disabled={adding || ipHost !== null}
                aria-describedby={ipHost ? "passkey-add-ip-host" : undefined}
              >
                <span className={`${adding ? "i-lucide-loader-circle animate-spin" : "i-lucide-plus"} h-4 w-4`} aria-hidden="true" />
                {adding ? t("security.passkeys.adding") : t("security.passkeys.add")}
              </button>
              {ipHost && (
                <p id="passkey-add-ip-host" role="note" className="m-0 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:basis-full">
                  {t("login.passkey.ipHost", { host: ipHost })}
                </p>
              )}
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
