import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSecurityApi, useSessions, type SessionInfo } from "../../../../api/auth";
import { LoadError } from "../../../../components/admin/AdminUi";
import { ConfirmDialog } from "../../../../components/ui/dialog";
import { useAdminMutation } from "../../../../components/admin/use-admin-mutation";
import { SecuritySection, useDateTime } from "./security-ui";

type Ending = { kind: "one"; session: SessionInfo } | { kind: "others" };

/** Every open session, this one marked; end any other, or all of them at once. */
export function SessionsCard() {
  const { t } = useTranslation("admin");
  const securityApi = useSecurityApi();
  const when = useDateTime();
  const { data, error, isLoading, mutate } = useSessions();
  const [ending, setEnding] = useState<Ending | null>(null);
  /** Answers how many sessions ended: the one, or as many as the server ended. */
  const ender = useAdminMutation(
    (target: Ending) =>
      target.kind === "one" ? securityApi.endSession(target.session.id).then(() => 1) : securityApi.endOtherSessions().then(({ ended }) => ended),
    {
      success: (ended, target) =>
        target.kind === "one"
          ? { title: t("security.sessions.ended"), description: target.session.device }
          : { title: t("security.sessions.endedOthers", { n: ended }) },
      failure: { title: t("security.error"), description: t("security.sessions.failed") },
    },
  );
  const busy = ender.busy;
  const end = async () => {
    if (ending && (await ender.attempt(ending))) setEnding(null);
  };

  const others = data?.filter((session) => !session.current).length ?? 0;
  return (
    <SecuritySection id="sessions" icon="i-lucide-monitor-smartphone" title={t("security.sessions.title")} description={t("security.sessions.description")}>
      {isLoading ? (
        <div role="status" className="skeleton h-24 w-full" aria-busy="true" aria-label={t("security.loading")} />
      ) : error || !data ? (
        <LoadError text={t("security.loadError")} error={error} onRetry={() => void mutate()} />
      ) : (
        <div className="space-y-4">
          <ul className="m-0 list-none divide-y divide-slate-100 rounded-lg border border-slate-200 p-0" aria-label={t("security.sessions.title")}>
            {data.map((session) => (
              <li key={session.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center" data-testid="session">
                <span className="hidden h-9 w-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500 sm:flex">
                  <span className={`${/iPhone|Android|iPad/.test(session.device) ? "i-lucide-smartphone" : "i-lucide-monitor"} h-4 w-4`} aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="m-0 flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                    {session.device}
                    {session.current && (
                      <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-700">{t("security.sessions.current")}</span>
                    )}
                  </p>
                  <p className="m-0 mt-0.5 text-xs text-slate-500">
                    {t("security.sessions.started", { date: when(session.createdAt) })} · {t("security.sessions.lastSeen", { date: when(session.lastSeenAt) })}
                  </p>
                </div>
                {!session.current && (
                  <button
                    type="button"
                    className="btn-ghost self-start px-3 py-1.5 text-red-600 hover:bg-red-50 sm:self-auto"
                    onClick={() => setEnding({ kind: "one", session })}
                    aria-label={t("security.sessions.endLabel", { device: session.device })}
                  >
                    <span className="i-lucide-log-out h-4 w-4" aria-hidden="true" />
                    {t("security.sessions.end")}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {others > 0 ? (
            <button type="button" className="btn-secondary" onClick={() => setEnding({ kind: "others" })}>
              <span className="i-lucide-users-round h-4 w-4" aria-hidden="true" />
              {t("security.sessions.endOthers")}
            </button>
          ) : (
            <p className="m-0 text-sm text-slate-500">{t("security.sessions.onlyThis")}</p>
          )}
        </div>
      )}
      <ConfirmDialog
        open={ending !== null}
        title={ending?.kind === "others" ? t("security.sessions.confirmOthersTitle") : t("security.sessions.confirmTitle")}
        description={ending?.kind === "one" ? t("security.sessions.confirmText", { device: ending.session.device }) : t("security.sessions.confirmOthersText")}
        confirmLabel={ending?.kind === "others" ? t("security.sessions.endOthers") : t("security.sessions.end")}
        cancelLabel={t("security.cancel")}
        busy={busy}
        onConfirm={() => void end()}
        onCancel={() => setEnding(null)}
      />
    </SecuritySection>
  );
}
