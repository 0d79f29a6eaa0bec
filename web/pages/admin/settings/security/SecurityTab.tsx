import { useTranslation } from "react-i18next";
import { useAuth } from "../../../../api/auth";
import { PasskeysCard } from "./PasskeysCard";
import { PasswordCard } from "./PasswordCard";
import { SessionsCard } from "./SessionsCard";
import { TotpCard } from "./TotpCard";

/**
 * Settings → Security: passkeys, two-step sign-in with its recovery codes, the open sessions and the password, in
 * the owner's language; and, for the day everything is lost, the command that opens the account from the server.
 */
export function SecurityTab() {
  const { t } = useTranslation("admin");
  const { user } = useAuth();
  return (
    <div className="space-y-6">
      <PasskeysCard />
      <TotpCard />
      <SessionsCard />
      <PasswordCard />
      <aside className="flex gap-3 rounded-xl border border-slate-200 bg-white/60 p-4 text-sm text-slate-600">
        <span className="i-lucide-life-buoy mt-0.5 h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
        <p className="m-0 min-w-0">
          {t("security.lostAccess")}{" "}
          <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800">portfolio admin reset-2fa --email {user?.email ?? "…"}</code>
        </p>
      </aside>
    </div>
  );
}
