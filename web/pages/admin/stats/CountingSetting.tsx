import { useTranslation } from "react-i18next";
import { statsApi, useStatsSettings } from "../../../api/stats";
import { invalidate } from "../../../api/swr";
import { Toggle } from "../../../components/admin/AdminUi";
import { useAdminMutation } from "../../../components/admin/use-admin-mutation";

/** The owner's switch; STATS=0 on the server wins and is shown as such. */
export function CountingSetting() {
  const { t } = useTranslation("admin");
  const { data: settings } = useStatsSettings();
  const save = useAdminMutation(
    async (enabled: boolean) => {
      await statsApi.setCounting(enabled);
      await invalidate("/api/stats/settings");
    },
    {
      success: (_done, enabled) => ({ title: t("stats.counting.saved"), description: enabled ? t("stats.counting.on") : t("stats.counting.off") }),
      failure: { title: t("stats.counting.error"), description: t("stats.counting.failed") },
    },
  );
  if (!settings) return null;
  return (
    <div className="mt-6">
      <Toggle
        label={t("stats.counting.label")}
        description={settings.disabledByEnvironment ? t("stats.counting.forcedOff") : t("stats.counting.description")}
        checked={settings.counting}
        disabled={settings.disabledByEnvironment || save.busy}
        onChange={(enabled) => void save.attempt(enabled)}
      />
      <p className="m-0 mt-2 px-1 text-xs text-slate-500">{t("stats.excluded")}</p>
    </div>
  );
}
