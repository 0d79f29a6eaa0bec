import { useTranslation } from "react-i18next";
import type { FediverseView } from "../../../api/fediverse";
import { CardHeading } from "../../../components/admin/AdminUi";

const STATE_LOOK = {
  none: "bg-slate-100 text-slate-700",
  pending: "bg-slate-100 text-slate-700",
  sent: "bg-emerald-50 text-emerald-700",
  retrying: "bg-amber-50 text-amber-800",
  failed: "bg-red-50 text-red-700",
} as const;
const STATE_KEY = { none: "stateNone", pending: "statePending", sent: "stateSent", retrying: "stateRetrying", failed: "stateFailed" } as const;

/** How sending to each follower's server stands: delivered, on its way, retried (with the last error) or given up. */
export function DeliveriesCard({ deliveries }: { deliveries: FediverseView["deliveries"] }) {
  const { t } = useTranslation("admin");
  return (
    <section className="card p-5" aria-labelledby="fediverse-deliveries-title">
      <CardHeading id="fediverse-deliveries-title" title={t("fediverse.deliveriesTitle")} text={t("fediverse.deliveriesText")} />
      {deliveries.length === 0 ? (
        <p className="m-0 mt-4 text-sm text-slate-600">{t("fediverse.deliveriesEmpty")}</p>
      ) : (
        <ul className="m-0 mt-4 list-none divide-y divide-slate-100 p-0" aria-label={t("fediverse.deliveriesTitle")}>
          {deliveries.map((delivery) => (
            <li key={delivery.server} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              <span className="font-medium text-slate-900">{delivery.server}</span>
              <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATE_LOOK[delivery.state]}`}>
                {t(`fediverse.${STATE_KEY[delivery.state]}`)}
              </span>
              {delivery.state !== "sent" && delivery.attempts > 0 && (
                <span className="text-xs text-slate-500">{t("fediverse.attempts", { count: delivery.attempts })}</span>
              )}
              {delivery.lastError && <span className="w-full break-words text-xs text-slate-600">{delivery.lastError}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Likes and boosts each article received from the fediverse. */
export function ReactionsCard({ reactions }: { reactions: FediverseView["reactions"] }) {
  const { t } = useTranslation("admin");
  return (
    <section className="card p-5" aria-labelledby="fediverse-reactions-title">
      <CardHeading id="fediverse-reactions-title" title={t("fediverse.reactionsTitle")} text={t("fediverse.reactionsText")} />
      {reactions.length === 0 ? (
        <p className="m-0 mt-4 text-sm text-slate-600">{t("fediverse.reactionsEmpty")}</p>
      ) : (
        <ul className="m-0 mt-4 list-none divide-y divide-slate-100 p-0" aria-label={t("fediverse.reactionsTitle")}>
          {reactions.map((row) => (
            <li key={row.articleId} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
              <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{row.title}</span>
              <span className="inline-flex items-center gap-1 text-slate-600">
                <span className="i-lucide-star h-4 w-4" aria-hidden="true" />
                {t("fediverse.likes", { count: row.likes })}
              </span>
              <span className="inline-flex items-center gap-1 text-slate-600">
                <span className="i-lucide-repeat-2 h-4 w-4" aria-hidden="true" />
                {t("fediverse.boosts", { count: row.boosts })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
