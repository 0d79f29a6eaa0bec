import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { articlesApi, useArticles } from "../../../api/articles";
import type { Article } from "../../../api/types";
import { DataStates, DeleteButton, EditLink, EmptyState, LoadError, PageHeader, SkeletonCards } from "../../../components/admin/AdminUi";
import { UNDO_SECONDS, useAdminMutation } from "../../../components/admin/use-admin-mutation";
import { ConfirmDeletion, useConfirmedDelete, useWithoutWaitingDeletes } from "../../../components/admin/use-confirmed-delete";
import { useAdminLocale } from "../admin-language";
import { articleCardDate } from "../format";
import { useScheduleTime } from "./schedule";

/** Spec §9: skeletons while loading, 4 published and 2 drafts (and 2 scheduled). */
const PUBLISHED_SKELETONS = 4;
const DRAFT_SKELETONS = 2;
const SCHEDULED_SKELETONS = 2;

const TAB_CLASS =
  "-mb-px min-h-11 shrink-0 whitespace-nowrap border-0 border-b-2 border-transparent bg-transparent px-3 py-2.5 text-sm font-medium text-slate-600 hover:text-slate-900 data-[selected]:border-indigo-600 data-[selected]:text-indigo-700 sm:px-4";

/**
 * Publishing flips the state immediately, with the spec §8 toasts. A scheduled article is published: flipping it
 * makes it a draft; `publishNow` publishes it at once instead of at its time.
 */
export function useTogglePublished() {
  const { t } = useTranslation("admin");
  const toggle = useAdminMutation(
    (article: Pick<Article, "id" | "published">, publishNow = false) =>
      publishNow || !article.published ? articlesApi.publish(article.id) : articlesApi.unpublish(article.id),
    {
      success: (_, article, publishNow = false) => (publishNow || !article.published ? t("articles.published") : t("articles.unpublished")),
      failure: (_, article, publishNow = false) => (publishNow || !article.published ? t("articles.publishFailed") : t("articles.unpublishFailed")),
    },
  );
  return { switching: toggle.busy, toggle: toggle.attempt };
}

function ArticleCard({ article, onDelete }: { article: Article; onDelete: (article: Article) => void }) {
  const { t } = useTranslation("admin");
  const formatTime = useScheduleTime();
  const locale = useAdminLocale();
  const { switching, toggle } = useTogglePublished();
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
            {articleCardDate(article, locale, t("articles.draft"))}
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
          <button type="button" className="btn-secondary px-3 py-1.5" onClick={() => void toggle(article, true)} disabled={switching}>
            <span className="i-lucide-send h-4 w-4" aria-hidden="true" />
            {t("writing.publishNowButton")}
          </button>
        )}
        <button type="button" className="btn-secondary px-3 py-1.5" onClick={() => void toggle(article)} disabled={switching}>
          <span className={`${article.published ? "i-lucide-eye-off" : "i-lucide-eye"} h-4 w-4`} aria-hidden="true" />
          {article.published ? t("articles.unpublish") : t("articles.publish")}
        </button>
        <EditLink to={`/admin/articles/edit/${article.id}`} itemName={article.title} />
        <DeleteButton onClick={() => onDelete(article)} itemName={article.title} className="ml-auto" />
      </div>
    </li>
  );
}

function NewArticleLink({ label }: { label: string }) {
  return (
    <Link to="/admin/articles/new" className="btn-primary">
      <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
      {label}
    </Link>
  );
}

type ArticleListProps = { articles: Article[]; loading: boolean; skeletons: number; emptyText: string; onDelete: (a: Article) => void };

function ArticleList({ articles, loading, skeletons, emptyText, onDelete }: ArticleListProps) {
  const { t } = useTranslation("admin");
  return (
    <DataStates
      loading={loading}
      skeleton={
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
          <SkeletonCards count={skeletons} className="h-48" testId="article-skeleton" />
        </div>
      }
      // The page shows a failed read once, above the tabs.
      error={null}
      failed={null}
      empty={articles.length ? null : <EmptyState icon="i-lucide-newspaper" text={emptyText} action={<NewArticleLink label={t("articles.createNew")} />} />}
    >
      {() => (
        <ul className="m-0 grid list-none gap-4 p-0 md:grid-cols-2">
          {articles.map((article) => (
            <ArticleCard key={article.id} article={article} onDelete={onDelete} />
          ))}
        </ul>
      )}
    </DataStates>
  );
}

/** /admin/articles (spec §2): published and drafts in two tabs, each card with publish, edit and delete. */
export function ArticlesPage() {
  const { t } = useTranslation("admin");
  const { data: all, error, isLoading, mutate } = useArticles();
  const deletion = useConfirmedDelete<Article>(articlesApi.remove, { success: t("articles.deleted"), failure: t("articles.deleteFailed"), undoIn: "articles" });
  const data = useWithoutWaitingDeletes("articles", all);
  const published = data?.filter((a) => a.published && !a.scheduled) ?? [];
  // Soonest first: what goes out next leads.
  const scheduled = (data?.filter((a) => a.scheduled) ?? []).sort((a, b) => (a.publishAt ?? "").localeCompare(b.publishAt ?? ""));
  const drafts = data?.filter((a) => !a.published) ?? [];

  return (
    <>
      <PageHeader title={t("layout.nav.articles")} description={t("articles.description")} actions={<NewArticleLink label={t("articles.new")} />} />
      {error ? (
        <LoadError text={t("articles.loadFailed")} error={error} onRetry={() => void mutate()} />
      ) : (
        <TabGroup>
          <TabList className="mb-6 flex gap-1 overflow-x-auto border-b border-slate-200">
            <Tab className={TAB_CLASS}>{t("articles.publishedTab", { count: published.length })}</Tab>
            <Tab className={TAB_CLASS}>{t("writing.scheduledTab", { count: scheduled.length })}</Tab>
            <Tab className={TAB_CLASS}>{t("articles.draftsTab", { count: drafts.length })}</Tab>
          </TabList>
          <TabPanels>
            <TabPanel>
              <ArticleList
                articles={published}
                loading={isLoading}
                skeletons={PUBLISHED_SKELETONS}
                emptyText={t("articles.noPublished")}
                onDelete={deletion.ask}
              />
            </TabPanel>
            <TabPanel>
              <ArticleList
                articles={scheduled}
                loading={isLoading}
                skeletons={SCHEDULED_SKELETONS}
                emptyText={t("writing.noScheduled")}
                onDelete={deletion.ask}
              />
            </TabPanel>
            <TabPanel>
              <ArticleList articles={drafts} loading={isLoading} skeletons={DRAFT_SKELETONS} emptyText={t("articles.noDrafts")} onDelete={deletion.ask} />
            </TabPanel>
          </TabPanels>
        </TabGroup>
      )}
      <ConfirmDeletion deletion={deletion} describe={(article) => t("undo.willBeDeleted", { name: article.title, seconds: UNDO_SECONDS })} />
    </>
  );
}
