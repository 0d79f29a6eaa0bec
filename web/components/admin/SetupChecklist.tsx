import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useArticles } from "../../api/articles";
import { useBackups } from "../../api/backups";
import { useDemoContent } from "../../api/demo";
import { useFediverse } from "../../api/fediverse";
import { useAdminHealth } from "../../api/health";
import { useNotifications } from "../../api/notifications";
import { useProjects } from "../../api/projects";
import { useSiteInfoForAdmin } from "../../api/site-info";
import { slots } from "../../lib/slots";
import { CardHeading } from "./AdminUi";
import { setupItems, type SetupItem, type SetupState } from "./setup-checklist";

const STATE_ICONS: Record<SetupState, string> = {
  done: "i-lucide-circle-check text-emerald-600",
  todo: "i-lucide-circle text-slate-300",
  unknown: "i-lucide-circle-help text-amber-500",
};

function ItemRow({ item }: { item: SetupItem }) {
  const { t } = useTranslation("admin");
  const label = t(`overview.setup.items.${item.key}`);
  const body = (
    <>
      <span className={`${STATE_ICONS[item.state]} h-5 w-5 shrink-0`} aria-hidden="true" />
      <span className={`min-w-0 flex-1 ${item.state === "done" ? "text-slate-500 line-through decoration-slate-300" : "font-medium text-slate-800"}`}>
        {label}
      </span>
      <span className="sr-only">: {t(`overview.setup.${item.state}`)}</span>
    </>
  );
  return (
    <li data-testid={`setup-${item.key}`} data-state={item.state}>
      <Link to={item.to} className="flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm no-underline hover:bg-slate-50">
        {body}
        <span className="i-lucide-chevron-right h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
      </Link>
    </li>
  );
}

/**
 * Once the demo content is gone, the steps that make the site the owner's, each linking to where it is done, with
 * the progress so far. Every state comes from reads the admin already makes; the card goes when every step is done.
 */
export function SetupChecklist() {
  const { data } = useDemoContent();
  // While the demo is there (or not yet known) the steps' reads are not made at all.
  return data?.present === false ? <Checklist /> : null;
}

function Checklist() {
  const { t } = useTranslation("admin");
  const items = setupItems({
    siteInfo: useSiteInfoForAdmin(),
    projects: useProjects(),
    articles: useArticles(),
    notifications: useNotifications(),
    backups: useBackups(),
    health: useAdminHealth(),
    fediverse: useFediverse(),
  });
  const done = items?.filter((item) => item.state === "done").length ?? 0;
  const total = items?.length ?? 0;
  if (items && done === total) return null;
  return (
    <section className="card mb-6 p-5" aria-labelledby="setup-checklist" data-testid="setup-checklist">
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <CardHeading id="setup-checklist" title={t("overview.setup.title")} text={t("overview.setup.description")} />
        </div>
        {items && <p className="m-0 shrink-0 text-sm font-medium text-slate-700">{t("overview.setup.progress", { done, total })}</p>}
      </div>
      {items ? (
        <>
          <div
            role="progressbar"
            aria-label={t("overview.setup.title")}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={done}
            aria-valuetext={t("overview.setup.progress", { done, total })}
            className="mb-4 h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div className="h-full rounded-full bg-emerald-500 transition-[width]" style={{ width: `${(done / total) * 100}%` }} />
          </div>
          <ul className="m-0 grid list-none gap-1 p-0 sm:grid-cols-2">
            {items.map((item) => (
              <ItemRow key={item.key} item={item} />
            ))}
          </ul>
        </>
      ) : (
        <div role="status" aria-label={t("common.loading")} className="grid gap-2 sm:grid-cols-2">
          {slots(9).map((slot) => (
            <div key={slot} className="skeleton h-9 w-full" />
          ))}
        </div>
      )}
    </section>
  );
}
