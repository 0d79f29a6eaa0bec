import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { articlesApi, useArticles } from "../../../api/articles";
import type { Article } from "../../../api/types";
import { DeleteButton, EditLink, EmptyState, LoadError, PageHeader, SkeletonCards } from "../../../components/admin/AdminUi";
import { ConfirmDialog } from "../../../components/ui/dialog";
import { toast } from "../../../components/ui/toast";
import { articleCardDate } from "../format";
import { useConfirmedDelete } from "../../../components/admin/use-confirmed-delete";
import { useScheduleTime } from "./schedule";

/** Spec §9: skeletons while loading, 4 published and 2 drafts (and 2 scheduled). */
const PUBLISHED_SKELETONS = 4;
const DRAFT_SKELETONS = 2;
const SCHEDULED_SKELETONS = 2;

const TAB_CLASS =
  "-mb-px shrink-0 whitespace-nowrap border-0 border-b-2 border-transparent bg-transparent px-4 py-2.5 text-sm font-medium text-slate-600 hover:text-slate-900 data-[selected]:border-indigo-600 data-[selected]:text-indigo-700";

/**
 * Publishing flips the state immediately, with the spec §8 toasts. A scheduled article is published: flipping it
 * makes it a draft; `publishNow` publishes it at once instead of at its time.
 */
export async function togglePublished(article: Pick<Article, "id" | "published">, publishNow = false): Promise<boolean> {
  const publishing = publishNow || !article.published;
  try {
    await (publishing ? articlesApi.publish(article.id) : articlesApi.unpublish(article.id));
  } catch {
    toast({ title: "Error", description: publishing ? "Failed to publish article" : "Failed to unpublish article", variant: "destructive" });
    return false;
  }
  toast({ title: "Success", description: publishing ? "Article published successfully" : "Article unpublished successfully" });
  return true;
}

function ArticleCard({ article, onDelete }: { article: Article; onDelete: (article: Article) => void }) {
  const { t } = useTranslation("admin");
  const formatTime = useScheduleTime();
  const [switching, setSwitching] = useState(false);
  const toggle = async (publishNow = false) => {
    setSwitching(true);
    await togglePublished(article, publishNow);
    setSwitching(false);
  };
  return (
    <li className="card flex flex-col p-5" data-testid="article-card">
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
        <span className="tag">{article.category}</span>
        {article.scheduled && article.publishAt ? (
          <span className="inline-flex items-center gap-1 font-medium text-amber-800">
            <span className="i-lucide-calendar-clock h-3.5 w-3.5" aria-hidden="true" />
            {t("writing.scheduledFor", { date: formatTime(article.publishAt) })}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1">
            <span className="i-lucide-calendar h-3.5 w-3.5" aria-hidden="true" />
            {articleCardDate(article)}
          </span>
        )}
      </div>
      <h3 className="m-0 mt-3 text-base font-semibold leading-snug text-slate-900">{article.title}</h3>
      {/* The clamp goes on an unstretched paragraph: a stretched one shows every line that fits its height. */}
      <div className="flex-1">
        <p className="m-0 mt-1.5 line-clamp-2 text-sm text-slate-600">{article.summary}</p>
      </div>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        {article.scheduled && (
          <button type="button" className="btn-secondary px-3 py-1.5" onClick={() => toggle(true)} disabled={switching}>
            <span className="i-lucide-send h-4 w-4" aria-hidden="true" />
            {t("writing.publishNowButton")}
          </button>
        )}
        <button type="button" className="btn-secondary px-3 py-1.5" onClick={() => toggle()} disabled={switching}>
          <span className={`${article.published ? "i-lucide-eye-off" : "i-lucide-eye"} h-4 w-4`} aria-hidden="true" />
          {article.published ? "Unpublish" : "Publish"}
        </button>
        <EditLink to={`/admin/articles/edit/${article.id}`} itemName={article.title} />
        <DeleteButton onClick={() => onDelete(article)} itemName={article.title} className="ml-auto" />
      </div>
    </li>
  );
}

function NewArticleLink({ label = "New Article" }: { label?: string }) {
  return (
    <Link to="/admin/articles/new" className="btn-primary">
      <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
      {label}
    </Link>
  );
}

function ArticleList({ articles, loading, skeletons, emptyText, onDelete }: { articles: Article[]; loading: boolean; skeletons: number; emptyText: string; onDelete: (a: Article) => void }) {
  if (loading) {
    return (
      <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
        <SkeletonCards count={skeletons} className="h-48" testId="article-skeleton" />
      </div>
    );
  }
  if (!articles.length) return <EmptyState icon="i-lucide-newspaper" text={emptyText} action={<NewArticleLink label="Create New Article" />} />;
  return (
    <ul className="m-0 grid list-none gap-4 p-0 md:grid-cols-2">
      {articles.map((article) => (
        <ArticleCard key={article.id} article={article} onDelete={onDelete} />
      ))}
    </ul>
  );
}

/** /admin/articles (spec §2): published and drafts in two tabs, each card with publish, edit and delete. */
export function ArticlesPage() {
  const { t } = useTranslation("admin");
  const { data, error, isLoading, mutate } = useArticles();
  const deletion = useConfirmedDelete<Article>(articlesApi.remove, { success: "Article deleted successfully", failure: "Failed to delete article" });
  const published = data?.filter((a) => a.published && !a.scheduled) ?? [];
  // Soonest first: what goes out next leads.
  const scheduled = (data?.filter((a) => a.scheduled) ?? []).sort((a, b) => (a.publishAt ?? "").localeCompare(b.publishAt ?? ""));
  const drafts = data?.filter((a) => !a.published) ?? [];


  return (
    <>
      <PageHeader title="Artículos" description="Write, publish and organise your blog." actions={<NewArticleLink />} />
      {error ? (
        <LoadError text="The articles could not be loaded." error={error} onRetry={() => void mutate()} />
      ) : (
        <TabGroup>
          <TabList className="mb-6 flex gap-1 border-b border-slate-200">
            <Tab className={TAB_CLASS}>Published ({published.length})</Tab>
            <Tab className={TAB_CLASS}>{t("writing.scheduledTab", { count: scheduled.length })}</Tab>
            <Tab className={TAB_CLASS}>Drafts ({drafts.length})</Tab>
          </TabList>
          <TabPanels>
            <TabPanel>
              <ArticleList articles={published} loading={isLoading} skeletons={PUBLISHED_SKELETONS} emptyText="No published articles yet." onDelete={deletion.ask} />
            </TabPanel>
            <TabPanel>
              <ArticleList articles={scheduled} loading={isLoading} skeletons={SCHEDULED_SKELETONS} emptyText={t("writing.noScheduled")} onDelete={deletion.ask} />
            </TabPanel>
            <TabPanel>
              <ArticleList articles={drafts} loading={isLoading} skeletons={DRAFT_SKELETONS} emptyText="No draft articles yet." onDelete={deletion.ask} />
            </TabPanel>
          </TabPanels>
        </TabGroup>
      )}
      <ConfirmDialog
        open={deletion.pending !== null}
        description={deletion.pending ? `"${deletion.pending.title}" will be deleted. This cannot be undone.` : undefined}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </>
  );
}
