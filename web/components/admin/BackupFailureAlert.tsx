import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useBackups } from "../../api/backups";

/** The dashboard says when the last backup failed, until one succeeds again. */
export function BackupFailureAlert() {
  const { t } = useTranslation("admin");
  const { data } = useBackups();
  const failure = data?.lastFailure;
  if (!failure) return null;
  return (
    <div role="alert" className="mb-6 flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center">
      <span className="i-lucide-archive-x h-5 w-5 shrink-0 text-red-600" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="m-0 font-semibold">{t("backups.alert.failed")}</p>
        <p className="m-0 mt-0.5 break-words">{failure.message}</p>
      </div>
      <Link to="/admin/settings?tab=backups" className="btn-secondary shrink-0">
        {t("backups.alert.view")}
      </Link>
    </div>
  );
}
