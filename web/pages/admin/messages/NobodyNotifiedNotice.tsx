import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useNotifications } from "../../../api/notifications";

/**
 * Above the inbox when a new message would reach nobody: no e-mail set up and no webhook. Silent while the settings
 * load or if they cannot be read (the inbox itself matters more than a hint about it).
 */
export function NobodyNotifiedNotice() {
  const { t } = useTranslation("admin");
  const { data } = useNotifications();
  if (!data || data.email.configured || data.webhooks.length > 0) return null;
  return (
    <div
      role="note"
      data-testid="nobody-notified"
      className="mb-4 flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <span className="i-lucide-bell-off mt-0.5 h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
      <div className="min-w-0">
        <p className="m-0 font-semibold">{t("messages.nobodyNotified.title")}</p>
        <p className="m-0 mt-1">{t("messages.nobodyNotified.text")}</p>
        <Link
          to="/admin/settings?tab=notifications"
          className="mt-2 inline-flex min-h-11 items-center gap-1.5 font-semibold text-amber-900 underline sm:min-h-0"
        >
          {t("messages.nobodyNotified.link")}
          <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}
