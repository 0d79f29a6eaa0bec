import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { EmptyState } from "../../components/admin/AdminUi";

/** An /admin path no screen answers. */
export function AdminNotFound() {
  const { t } = useTranslation("admin");
  return (
    <EmptyState
      icon="i-lucide-circle-alert"
      text={t("layout.notFound")}
      action={
        <Link to="/admin" className="btn-primary">
          {t("layout.backToDashboard")}
        </Link>
      }
    />
  );
}
