import { useState } from "react";
import { useTranslation } from "react-i18next";
import useSWR from "swr";
import { FEDIVERSE_FOLLOW_PATH, FEDIVERSE_PROFILE_PATH, type FediverseProfile } from "../../../src/shared/schemas/fediverse";

/** How long the copy button says "Copied". */
const COPIED_MS = 2000;

/**
 * "Follow on the fediverse: @user@host" with a button that copies the handle (to paste in Mastodon's search), and
 * "follow from your server": a plain GET form the server answers with a redirect to the visitor's server's
 * remote-follow page (it works without JavaScript; a bad name gets the server's page saying why). Shown only while
 * federation is on. The handle is also selectable text, for browsers without a clipboard.
 */
export function FediverseFollow() {
  const { t, i18n } = useTranslation("contact");
  const { data } = useSWR<FediverseProfile>(FEDIVERSE_PROFILE_PATH);
  const [copied, setCopied] = useState(false);
  const handle = data?.handle;
  if (!handle) return null;
  const copy = () =>
    void navigator.clipboard?.writeText(handle).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_MS);
    });
  return (
    <div className="mt-8 space-y-3" data-testid="fediverse-follow">
      <p className="m-0 flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-sm text-slate-700">
        <span className="i-lucide-radio-tower h-4 w-4 text-indigo-600" aria-hidden="true" />
        <span>{t("fediverse.follow")}</span>
        <code className="select-all rounded-md bg-slate-100 px-2 py-1 font-semibold text-slate-900">{handle}</code>
        <button type="button" className="btn-secondary px-3 py-1 text-xs" onClick={copy} aria-live="polite">
          <span className={`${copied ? "i-lucide-check" : "i-lucide-copy"} h-3.5 w-3.5`} aria-hidden="true" />
          {copied ? t("fediverse.copied") : t("fediverse.copy")}
        </button>
      </p>
      <form method="get" action={FEDIVERSE_FOLLOW_PATH} className="m-0 flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-sm text-slate-700">
        <input type="hidden" name="lang" value={i18n.language} />
        <label htmlFor="fediverse-server">{t("fediverse.fromServer")}</label>
        <span className="flex items-center gap-2">
          <input
            id="fediverse-server"
            name="server"
            required
            maxLength={320}
            placeholder="mastodon.social"
            autoCapitalize="none"
            spellCheck={false}
            className="input w-44 px-2 py-1 text-sm"
          />
          <button type="submit" className="btn-primary px-3 py-1 text-xs">
            {t("fediverse.go")}
          </button>
        </span>
      </form>
    </div>
  );
}
