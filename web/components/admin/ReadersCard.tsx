import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useSubscribersSummary } from "../../api/subscribers";

/** The dashboard's card about readers: how many are confirmed, and how that changed over 30 days. */
export function ReadersCard() {
  const { t } = useTranslation("admin");
  const { data } = useSubscribersSummary();
  if (!data) return null;
  const change = data.confirmedChange30d;
  return (
    <section className="card mt-6 flex items-center justify-between gap-4 p-5" aria-labelledby="readers-card-title" data-testid="readers-card">
      <div>
        <h2 id="readers-card-title" className="m-0 text-sm font-medium text-slate-600">
          {t("readers.dashboardTitle")}
        </h2>
        <p className="m-0 mt-1 text-3xl font-bold text-slate-900">{data.counts.confirmed}</p>
        <p className="m-0 text-xs text-slate-500">{t("readers.change30d", { change: change > 0 ? `+${change}` : String(change) })}</p>
      </div>
      <Link to="/admin/readers" className="btn-secondary">
        <span className="i-lucide-users h-4 w-4" aria-hidden="true" />
        {t("readers.dashboardLink")}
      </Link>
    </section>
  );
}
