import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { CenteredNotice } from "../../components/public/CenteredNotice";
import { usePageTitle } from "../../lib/use-page-title";

/** Any unknown path (spec §2): a centred card with an alert icon. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle({ kind: "not-found" });
  return (
    <CenteredNotice
      id="not-found-title"
      icon="i-lucide-circle-alert"
      badgeClassName="bg-red-50 text-red-600"
      widthClassName="max-w-md"
      title={t("notFound.title")}
      text={t("notFound.text")}
    >
      <Link to="/" className="btn-primary mt-8">
        <span className="i-lucide-house h-4 w-4" aria-hidden="true" />
        {t("notFound.backHome")}
      </Link>
    </CenteredNotice>
  );
}
