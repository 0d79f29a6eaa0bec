import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { NotificationTestResult } from "../../../../api/notifications";

type Outcome = { state: "sending" } | { state: "done"; result: NotificationTestResult } | { state: "unavailable" };

/** The button's and the outcome's texts (already in the admin's language); `failure` is given the `{{error}}`. */
type TestWords = { idle: string; busy: string; success: string; failure: (error: string) => string; unavailable: string; icon: string };

type TestButtonProps = { label: string; disabled?: boolean; onTest: () => Promise<NotificationTestResult>; words?: TestWords };

/** "Send test" (or another test's words) and what came of it: success, or the other server's own error. */
export function TestButton({ label, disabled, onTest, words: given }: TestButtonProps) {
  const { t } = useTranslation("admin");
  const words = given ?? {
    idle: t("notifications.test.send"),
    busy: t("notifications.test.sending"),
    success: t("notifications.test.success"),
    failure: (error: string) => t("notifications.test.failure", { error }),
    unavailable: t("notifications.test.couldNotRun"),
    icon: "i-lucide-send",
  };
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
        <span className={`${sending ? "i-lucide-loader-circle animate-spin" : words.icon} h-4 w-4`} aria-hidden="true" />
        {sending ? words.busy : words.idle}
      </button>
      <p role="status" className="m-0 min-w-0 break-words text-sm">
        {outcome?.state === "done" &&
          (outcome.result.ok ? (
            <span className="text-emerald-700">
              <span className="i-lucide-circle-check mr-1 h-4 w-4" aria-hidden="true" />
              {words.success}
            </span>
          ) : (
            <span className="text-red-700">
              <span className="i-lucide-circle-x mr-1 h-4 w-4" aria-hidden="true" />
              {words.failure(outcome.result.error)}
            </span>
          ))}
        {outcome?.state === "unavailable" && <span className="text-red-700">{words.unavailable}</span>}
      </p>
    </div>
  );
}
