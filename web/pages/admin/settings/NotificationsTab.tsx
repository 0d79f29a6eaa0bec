import { useTranslation } from "react-i18next";
import { useNotifications, type NotificationSettingsView } from "../../../api/notifications";
import { LoadError, LoadingBlocks } from "../../../components/admin/AdminUi";
import { EmailCard } from "./notifications/EmailCard";
import { WebhooksCard } from "./notifications/WebhooksCard";

/** Settings → Notifications: where the owner is told about each new contact message, with a real test per channel. */
export function NotificationsTab() {
  const { t } = useTranslation("admin");
  const { data, error, isLoading, mutate } = useNotifications();
  if (isLoading) return <LoadingBlocks label={t("notifications.loading")} heights={["h-72", "h-40"]} />;
  if (error || !data) return <LoadError text={t("notifications.loadError")} error={error} onRetry={() => void mutate()} />;
  const onSaved = (view: NotificationSettingsView) => void mutate(view, { revalidate: false });
  return (
    <div className="space-y-6">
      <p className="m-0 text-sm text-slate-600">{t("notifications.intro")}</p>
      <EmailCard email={data.email} onSaved={onSaved} />
      <WebhooksCard webhooks={data.webhooks} onSaved={onSaved} />
    </div>
  );
}
