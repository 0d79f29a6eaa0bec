import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { NotificationTestResult } from "../../../../api/notifications";

type Outcome = { state: "sending" } | { state: "done"; result: NotificationTestResult } | { state: "unavailable" };

/** "Send test" and what came of it: success, or the other server's own error. */
export function TestButton({ label, disabled, onTest }: { label: string; disabled?: boolean; onTest: () => Promise<NotificationTestResult> }) {
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
