import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useAdminHealth } from "../../api/health";

/**
 * The dashboard says when backups failed to reach the off-site storage (the admin's /api/health): how many, the
 * storage's last words, and that they are retried. Nothing while off-site copies are off or all went up.
 */
export function OffsiteFailureAlert() {
  const { t } = useTranslation("admin");
  const offsite = useAdminHealth().data?.offsite;
  if (!offsite?.configured || offsite.failed === 0) return null;
  return (
    <div
      role="alert"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center"
      data-testid="dashboard-offsite"
    >
      <span className="i-lucide-cloud-alert h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="m-0 font-semibold">{t("offsite.alert.failed", { count: offsite.failed })}</p>
        {offsite.lastError && <p className="m-0 mt-0.5 break-words">{offsite.lastError}</p>}
      </div>
      <Link to="/admin/settings?tab=backups" className="btn-secondary shrink-0">
        {t("offsite.alert.view")}
      </Link>
    </div>
  );
}
