import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isSignInExpired, useSecondFactor } from "../../../api/auth";
import { ApiError } from "../../../api/fetcher";
import { TextField } from "../../../components/ui/form";
import { PasskeyButton } from "./PasskeyButton";
import { isThrottled, type SignInProblem } from "./sign-in";

/**
 * The second step of a password sign-in with TOTP on: the app's 6-digit code, or one recovery code, or a passkey
 * instead. A wrong code can be corrected; a ticket that expired sends the owner back to the password.
 */
export function SecondStep({
  ticket,
  rememberMe,
  onSignedIn,
  onStartOver,
}: {
  ticket: string;
  rememberMe: boolean;
  onSignedIn: () => void;
  /** Back to the password; `reason` is said under it (the ticket expired). */
  onStartOver: (reason?: SignInProblem) => void;
}) {
  const { t } = useTranslation("admin");
  const secondFactor = useSecondFactor();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setProblem(t("login.secondStep.codeRequired"));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await secondFactor(ticket, code.trim());
    } catch (error) {
      setBusy(false);
      if (isSignInExpired(error)) {
        onStartOver({ title: t("login.secondStep.expiredTitle"), text: t("login.secondStep.expired") });
        return;
      }
      setProblem(
        isThrottled(error)
          ? t("login.tooManyAttempts")
          : error instanceof ApiError && error.status === 401
            ? t("login.secondStep.invalid")
            : t("login.secondStep.failed"),
      );
      return;
    }
    onSignedIn();
  };

  const switchKind = () => {
    setRecovery((current) => !current);
    setCode("");
    setProblem(null);
  };

  return (
    <div className="card space-y-5 p-6 sm:p-8">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
        <p className="m-0 text-sm text-slate-600">{recovery ? t("login.secondStep.recoveryText") : t("login.secondStep.codeText")}</p>
        <TextField
          key={recovery ? "recovery" : "code"}
          id="second-factor-code"
          label={recovery ? t("login.secondStep.recoveryLabel") : t("login.secondStep.codeLabel")}
          autoComplete="one-time-code"
          inputMode={recovery ? "text" : "numeric"}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={recovery ? 24 : 7}
          placeholder={recovery ? "xxxx-xxxx-xxxx-xxxx" : "123456"}
          className={recovery ? "font-mono" : "font-mono text-lg tracking-[0.3em]"}
          autoFocus
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setProblem(null);
          }}
          error={problem ?? undefined}
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy && <span className="i-lucide-loader-circle h-4 w-4 animate-spin" aria-hidden="true" />}
          {busy ? t("login.secondStep.verifying") : t("login.secondStep.verify")}
        </button>
      </form>
      <div className="flex flex-col gap-2 border-t border-slate-100 pt-4">
        <button type="button" className="btn-ghost w-full text-sm" onClick={switchKind}>
          <span className={`${recovery ? "i-lucide-smartphone" : "i-lucide-life-buoy"} h-4 w-4`} aria-hidden="true" />
          {recovery ? t("login.secondStep.useApp") : t("login.secondStep.useRecovery")}
        </button>
        <PasskeyButton
          rememberMe={rememberMe}
          label={t("login.secondStep.usePasskey")}
          onProblem={(next) => setProblem(next && `${next.title}: ${next.text}`)}
        />
        <button type="button" className="btn-ghost w-full text-sm text-slate-500" onClick={() => onStartOver()}>
          {t("login.secondStep.startOver")}
        </button>
      </div>
      <p className="m-0 text-xs text-slate-500">
        {t("login.secondStep.lostAccess")}{" "}
        <code className="break-all rounded bg-slate-100 px-1 py-0.5 text-[11px] text-slate-700">portfolio admin reset-2fa --email …</code>
      </p>
    </div>
  );
}
