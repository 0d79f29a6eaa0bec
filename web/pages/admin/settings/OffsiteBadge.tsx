import { useTranslation } from "react-i18next";
import type { Backup } from "../../../api/backups";

/** Each state's text (`offsite.states.<state>`), icon and colours; "none" is a backup the storage never got. */
const LOOKS = {
  uploaded: { icon: "i-lucide-cloud-check", tone: "bg-emerald-50 text-emerald-700" },
  pending: { icon: "i-lucide-cloud-upload", tone: "bg-amber-50 text-amber-800" },
  failed: { icon: "i-lucide-cloud-alert", tone: "bg-red-50 text-red-700" },
  none: { icon: "i-lucide-cloud-off", tone: "bg-slate-100 text-slate-600" },
} as const;

/**
 * Where a backup's off-site copy stands, beside its kind. Nothing while no storage is set: every backup would
 * say "no copy" and tell the owner nothing.
 */
export function OffsiteBadge({ state, storageSet }: { state: Backup["offsite"]; storageSet: boolean }) {
  const { t } = useTranslation("admin");
  if (state === null && !storageSet) return null;
  const key = state ?? "none";
  const look = LOOKS[key];
  return (
    <span className={`ml-2 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${look.tone}`} data-offsite={key}>
      <span className={`${look.icon} h-3.5 w-3.5`} aria-hidden="true" />
      {t(`offsite.states.${key}`)}
    </span>
  );
}
