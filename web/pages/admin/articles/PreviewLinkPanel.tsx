import { useState } from "react";
import { useTranslation } from "react-i18next";
import { articlesApi, usePreviewLinkState } from "../../../api/articles";
import type { Article, PreviewLink } from "../../../api/types";
import { IconButton, NewTabLink } from "../../../components/admin/AdminUi";
import { notify, notifyFailure } from "../../../components/admin/notify";
import { useAdminMutation } from "../../../components/admin/use-admin-mutation";
import { useScheduleTime } from "./schedule";

/**
 * The private preview link of a draft or scheduled article: create (the link is shown once: only its hash is kept),
 * copy, open, revoke, or make a new one that replaces it. A published article is shared by its public address.
 */
export function PreviewLinkPanel({ article }: { article: Article }) {
  const { t } = useTranslation("admin");
  const formatTime = useScheduleTime();
  const state = usePreviewLinkState(article.id);
  const [link, setLink] = useState<PreviewLink | null>(null);
  const live = article.published && !article.scheduled;
  const active = link !== null || Boolean(state.data?.createdAt);

  const done = t("writing.done");
  const creation = useAdminMutation(articlesApi.createPreviewLink, {
    success: { title: done, description: t("writing.previewCreated") },
    failure: { title: t("writing.error"), description: t("writing.previewFailed") },
  });
  const revocation = useAdminMutation(articlesApi.revokePreviewLink, {
    success: { title: done, description: t("writing.previewRevoked") },
    failure: { title: t("writing.error"), description: t("writing.previewRevokeFailed") },
  });
  const busy = creation.busy || revocation.busy;
  // A failure is the hook's toast: the panel stays as it was.
  const create = () => creation.run(article.id).then(setLink, () => undefined);
  const revoke = () =>
    revocation.run(article.id).then(
      () => setLink(null),
      () => undefined,
    );
  /** Copying writes nothing on the server: its notice is shown here. */
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      notify({ title: done, description: t("writing.previewCopied") });
    } catch {
      notifyFailure({ title: t("writing.error"), description: t("writing.previewCopyFailed") });
    }
  };

  return (
    <section className="card space-y-4 p-5 sm:p-6" aria-labelledby="preview-link-title" data-testid="preview-link-panel">
      <div>
        <h2 id="preview-link-title" className="m-0 flex items-center gap-2 text-base font-semibold text-slate-900">
          <span className="i-lucide-link h-5 w-5 text-indigo-600" aria-hidden="true" />
          {t("writing.previewTitle")}
        </h2>
        <p className="m-0 mt-1 text-sm text-slate-600">{live ? t("writing.previewPublished") : t("writing.previewText")}</p>
      </div>
      {link ? (
        <div>
          <label htmlFor="preview-link-url" className="label">
            {t("writing.previewLinkLabel")}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input id="preview-link-url" className="input font-mono text-xs" readOnly value={link.url} onFocus={(event) => event.target.select()} />
            <div className="flex shrink-0 gap-2">
              <IconButton icon="i-lucide-copy" className="btn-secondary" onClick={copy}>
                {t("writing.previewCopy")}
              </IconButton>
              <NewTabLink href={link.url} className="btn-secondary">
                {t("writing.previewOpen")}
              </NewTabLink>
            </div>
          </div>
        </div>
      ) : (
        state.data?.createdAt && (
          <p className="m-0 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
            {t("writing.previewActive", { date: formatTime(state.data.createdAt) })}
          </p>
        )
      )}
      <div className="flex flex-wrap gap-2">
        {!live && (
          <button type="button" className={active ? "btn-secondary" : "btn-primary"} onClick={create} disabled={busy}>
            <span className="i-lucide-link-2 h-4 w-4" aria-hidden="true" />
            {active ? t("writing.previewNew") : t("writing.previewCreate")}
          </button>
        )}
        {active && (
          <button type="button" className="btn-ghost text-red-700 hover:bg-red-50" onClick={revoke} disabled={busy}>
            <span className="i-lucide-link-2-off h-4 w-4" aria-hidden="true" />
            {t("writing.previewRevoke")}
          </button>
        )}
      </div>
    </section>
  );
}
