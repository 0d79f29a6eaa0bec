import { useState } from "react";
import { useTranslation } from "react-i18next";
import { demoApi, useDemoContent } from "../../api/demo";
import { ConfirmDialog } from "../ui/dialog";
import { useAdminMutation } from "./use-admin-mutation";

/**
 * While the demo portfolio the first start wrote is still there, the admin says so on every screen and offers one
 * action that removes all of it (entries the owner renamed or wrote themselves stay).
 */
export function DemoContentBanner() {
  const { t } = useTranslation("admin");
  const { data, mutate } = useDemoContent();
  const [confirming, setConfirming] = useState(false);
  const removal = useAdminMutation(
    async () => {
      await demoApi.removeAll();
      await mutate({ present: false }, { revalidate: false });
    },
    { successTitle: t("demo.removedTitle"), success: t("demo.removedText"), failure: t("demo.failed") },
  );
  if (!data?.present) return null;

  const remove = async () => {
    if (await removal.attempt()) setConfirming(false);
  };

  return (
    <section
      aria-label={t("demo.region")}
      className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center"
    >
      <span className="i-lucide-sparkles h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
      <p className="m-0 flex-1 text-sm">
        <strong>{t("demo.notice")}</strong> {t("demo.explanation")}
      </p>
      <button type="button" className="btn-secondary shrink-0" onClick={() => setConfirming(true)}>
        {t("demo.remove")}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t("demo.confirmTitle")}
        description={t("demo.confirmText")}
        confirmLabel={t("demo.confirm")}
        busy={removal.busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
