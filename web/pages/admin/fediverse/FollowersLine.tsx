import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useFediverse } from "../../../api/fediverse";
import { ToneIcon } from "../../../components/admin/AdminUi";

/**
 * The dashboard's line about the fediverse: how many follow the site, whether the handle is still to be chosen and how
 * many replies wait, or that the site cannot be followed yet, linking to the Fediverse screen. Nothing while it loads or when it cannot be read: it is a line, not a card
 * with states of its own.
 */
export function FollowersLine() {
  const { t } = useTranslation("admin");
  const { data } = useFediverse();
  if (!data) return null;
  return (
    <Link
      to="/admin/fediverse"
      className="card mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm text-slate-700 no-underline hover:bg-slate-50"
      data-testid="dashboard-fediverse"
    >
      <ToneIcon icon="i-lucide-radio-tower" tone="bg-violet-50 text-violet-600" />
      {data.enabled ? (
        <>
          <span>
            {t("fediverse.dashboardFollowers")}: <strong className="text-slate-900">{data.followers.count}</strong>
          </span>
          {!data.usernameChosen && !data.usernameLocked && <span className="font-medium text-indigo-700">{t("fediverse.dashboardChoose")}</span>}
          {data.pendingReplies > 0 && <span className="text-amber-800">{t("fediverse.dashboardWaiting", { count: data.pendingReplies })}</span>}
        </>
      ) : (
        <span className="text-slate-600">{t("fediverse.dashboardOff")}</span>
      )}
    </Link>
  );
}
