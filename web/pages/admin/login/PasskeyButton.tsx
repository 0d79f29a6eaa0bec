import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSignedIn } from "../../../api/auth";
import { ApiError } from "../../../api/fetcher";
import { passkeyProblemOf, passkeysSupported, signInWithPasskey } from "../../../api/passkeys";
import { ipAddressHostOfPage } from "../../../lib/ip-host";
import { isThrottled, useWelcome, type SignInProblem } from "./sign-in";

/**
 * "Sign in with a passkey": a discoverable passkey, no email typed; it is both factors, so no second step follows.
 * At an IP address the button is disabled with the reason (WebAuthn refuses IP addresses); a failure goes to
 * `onProblem`, which shows it under the form.
 */
export function PasskeyButton({ rememberMe, label, onProblem }: { rememberMe: boolean; label?: string; onProblem: (problem: SignInProblem | null) => void }) {
  const { t } = useTranslation("admin");
  const signedIn = useSignedIn();
  const welcome = useWelcome();
  const [busy, setBusy] = useState(false);
  if (!passkeysSupported()) return null;
  const ipHost = ipAddressHostOfPage();

  const start = async () => {
    setBusy(true);
    onProblem(null);
    try {
      await signedIn(await signInWithPasskey(rememberMe));
    } catch (error) {
      const problem = passkeyProblemOf(error);
      const text = isThrottled(error)
        ? t("login.tooManyAttempts")
        : problem
          ? t(`login.passkey.${problem}`)
          : error instanceof ApiError && error.status === 401
            ? t("login.passkey.rejected")
            : t("login.passkey.failed");
      onProblem({ title: t("login.passkey.failedTitle"), text });
      setBusy(false);
      return;
    }
    welcome();
  };

  return (
    <div>
      <button
        type="button"
        className="btn-secondary w-full"
        onClick={() => void start()}
        disabled={busy || ipHost !== null}
        aria-describedby={ipHost ? "passkey-ip-host" : undefined}
      >
        <span className={`${busy ? "i-lucide-loader-circle animate-spin" : "i-lucide-key-round"} h-4 w-4`} aria-hidden="true" />
        {busy ? t("login.passkey.waiting") : (label ?? t("login.passkey.signIn"))}
      </button>
      {ipHost && (
        <p id="passkey-ip-host" className="m-0 mt-2 flex items-start gap-1.5 text-xs text-slate-600">
          <span className="i-lucide-info mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          {t("login.passkey.ipHost", { host: ipHost })}
        </p>
      )}
    </div>
  );
}
