import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../../components/ui/dialog";
import { LocalCopyNote } from "./article-autosave";
import type { PublishingMode } from "./schedule";
import { SubmitButton } from "../../../components/admin/FormPage";

export type PreviewedArticle = { title: string; summary: string; category: string; content: string; imageUrl: string | null | undefined };

/**
 * The article as its page shows it (title, summary, cover, content with the same `prose` styles), from what the
 * form holds now. The HTML is the editor's own, which the editor already renders; the server sanitises it on save.
 */
function ArticlePreview({ article }: { article: PreviewedArticle }) {
  const { t } = useTranslation("admin");
  return (
    <article data-testid="article-preview">
      {article.category && <span className="tag">{article.category}</span>}
      <h1 className="m-0 mt-3 text-2xl font-bold leading-tight tracking-tight text-slate-900 sm:text-3xl">{article.title}</h1>
      {article.summary && <p className="mb-0 mt-3 text-lg leading-relaxed text-slate-600">{article.summary}</p>}
      {article.imageUrl && <img src={article.imageUrl} alt="" className="mt-6 aspect-[16/9] w-full rounded-2xl bg-slate-100 object-cover" />}
      {article.content.trim() ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the editor's own HTML, shown to its author as the editor shows it; sanitised on save.
        <div className="prose mt-6" dangerouslySetInnerHTML={{ __html: article.content }} />
      ) : (
        <p className="mt-6 text-slate-500">{t("editing.previewEmpty")}</p>
      )}
    </article>
  );
}

type ArticleActionBarProps = {
  mode: PublishingMode;
  /** Visitors see the article now: the primary action updates it, and "View article" links to its page. */
  liveSlug: string | null;
  submitting: boolean;
  /** Saves as a draft whatever the publishing choice (a title is enough). */
  onSaveDraft: () => void;
  preview: PreviewedArticle;
  /** When the local copy was last written. */
  savedAt: string | null;
};

const PRIMARY_LABEL: Record<PublishingMode, string> = { draft: "editing.saveDraft", now: "editing.publish", schedule: "editing.schedule" };

/**
 * The editor's actions, stuck to the bottom of the screen while the owner scrolls: Preview, Save draft and the
 * publishing choice's own action (Publish, Schedule, or Update for a live article), with "View article" once it is
 * public.
 */
export function ArticleActionBar({ mode, liveSlug, submitting, onSaveDraft, preview, savedAt }: ArticleActionBarProps) {
  const { t } = useTranslation("admin");
  const [previewing, setPreviewing] = useState(false);
  const primary = liveSlug && mode === "now" ? "editing.update" : PRIMARY_LABEL[mode];
  return (
    <div
      className="sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center gap-2 border-0 border-t border-solid border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_-6px_rgb(15_23_42/0.15)] backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:px-4"
      data-testid="article-action-bar"
    >
      {/* On a phone the secondary actions are icons (named for screen readers), so the bar stays one row. */}
      <button type="button" className="btn-secondary" onClick={() => setPreviewing(true)} aria-label={t("editing.preview")}>
        <span className="i-lucide-eye h-4 w-4" aria-hidden="true" />
        <span className="hidden sm:inline">{t("editing.preview")}</span>
      </button>
      {liveSlug && (
        <a href={`/articles/${liveSlug}`} target="_blank" rel="noopener" className="btn-ghost" aria-label={t("editing.viewArticle")}>
          <span className="i-lucide-external-link h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t("editing.viewArticle")}</span>
        </a>
      )}
      <LocalCopyNote savedAt={savedAt} />
      <div className="ml-auto flex gap-2">
        {mode !== "draft" && !liveSlug && (
          <button type="button" className="btn-secondary" onClick={onSaveDraft} disabled={submitting}>
            {t("editing.saveDraft")}
          </button>
        )}
        <SubmitButton submitting={submitting} label={t(primary)} />
      </div>
      <Dialog open={previewing} onClose={() => setPreviewing(false)} title={t("editing.previewOf")} size="lg">
        <ArticlePreview article={preview} />
        <div className="mt-6 flex justify-end">
          <button type="button" className="btn-secondary" onClick={() => setPreviewing(false)}>
            {t("editing.close")}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
