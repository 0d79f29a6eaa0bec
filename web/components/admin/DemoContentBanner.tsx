import { useState } from "react";
import { useTranslation } from "react-i18next";
import { demoApi, useDemoContent } from "../../api/demo";
import { ConfirmDialog } from "../ui/dialog";
import { useAdminMutation } from "./use-admin-mutation";

/** Where this browser remembers that the owner hid the banner on a phone. */
export const DEMO_BANNER_HIDDEN_KEY = "demoBannerHiddenOnPhone";

function hiddenOnPhone(): boolean {
  try {
    return localStorage.getItem(DEMO_BANNER_HIDDEN_KEY) === "1";
  } catch {
    return false;
  }
}

function rememberHidden(): void {
  try {
    localStorage.setItem(DEMO_BANNER_HIDDEN_KEY, "1");
  } catch {
    // Storage unavailable (a private mode): hidden for this visit only.
  }
}

/**
 * While the demo portfolio the first start wrote is still there, the admin says so on every screen and offers one
 * action that removes all of it (entries the owner renamed or wrote themselves stay). On a phone it is one short line
 * that the owner may hide (remembered in this browser); wider screens have room for it and always show it, so the
 * action stays within reach.
 */
export function DemoContentBanner() {
  const { t } = useTranslation("admin");
  const { data, mutate } = useDemoContent();
  const [confirming, setConfirming] = useState(false);
  const [hidden, setHidden] = useState(hiddenOnPhone);
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
      data-testid="demo-banner"
      className={`mb-6 items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 py-1 pl-3 pr-1 text-amber-950 sm:gap-3 sm:p-4 ${hidden ? "hidden sm:flex" : "flex"}`}
    >
      <span className="i-lucide-sparkles h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
      <p className="m-0 min-w-0 flex-1 text-xs sm:text-sm">
        <strong>{t("demo.notice")}</strong> <span className="hidden sm:inline">{t("demo.explanation")}</span>
      </p>
      <button type="button" className="btn-secondary shrink-0 px-3 sm:px-4" aria-label={t("demo.remove")} onClick={() => setConfirming(true)}>
        <span className="sm:hidden">{t("demo.confirm")}</span>
        <span className="hidden sm:inline">{t("demo.remove")}</span>
      </button>
      <button
        type="button"
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border-0 bg-transparent p-0 text-amber-800 hover:bg-amber-100 sm:hidden"
        aria-label={t("demo.hide")}
        onClick={() => {
          rememberHidden();
          setHidden(true);
        }}
      >
        <span className="i-lucide-x h-5 w-5" aria-hidden="true" />
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
