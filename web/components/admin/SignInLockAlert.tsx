import { useTranslation } from "react-i18next";
import { useAdminHealth } from "../../api/health";
import { dateLocaleFor } from "../../lib/dates";

/**
 * The dashboard says when failed passwords from many addresses have locked the password sign-in (the per-account
 * limit): the owner learns someone is guessing, and that their passkeys, which the lock never stops, still work.
 */
export function SignInLockAlert() {
  const { t, i18n } = useTranslation("admin");
  const { data } = useAdminHealth();
  const lock = data?.signIn;
  if (!lock?.locked || !lock.lockedUntil) return null;
  const time = new Intl.DateTimeFormat(dateLocaleFor(i18n.language), { hour: "2-digit", minute: "2-digit" }).format(new Date(lock.lockedUntil));
  return (
    <div role="alert" className="mb-6 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
      <span className="i-lucide-shield-alert h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="m-0 font-semibold">{t("dashboard.signInLockedTitle", { time })}</p>
        <p className="m-0 mt-0.5">{t("dashboard.signInLockedDetail", { failures: lock.failures, addresses: lock.addresses })}</p>
      </div>
    </div>
  );
}
