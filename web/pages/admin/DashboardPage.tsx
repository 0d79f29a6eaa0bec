import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useArticles } from "../../api/articles";
import { useMessages } from "../../api/messages";
import { useProjects } from "../../api/projects";
import { DataStates, MessageSkeleton, PageHeader, SenderInitials, ToneIcon } from "../../components/admin/AdminUi";
import { BackupFailureAlert } from "../../components/admin/BackupFailureAlert";
import { OffsiteFailureAlert } from "../../components/admin/OffsiteFailureAlert";
import { SignInLockAlert } from "../../components/admin/SignInLockAlert";
import { SetupChecklist } from "../../components/admin/SetupChecklist";
import { TrafficCard } from "../../components/admin/TrafficCard";
import { FollowersLine } from "./fediverse/FollowersLine";
import { ReadersCard } from "../../components/admin/ReadersCard";
import { useAdminLocale } from "./admin-language";
import { shortDate } from "./format";
import { useScheduleTime } from "./articles/schedule";
import type { Article } from "../../api/types";
import { slots } from "../../lib/slots";

/** Spec §9. */
const RECENT_MESSAGES = 3;
const DRAFTS_SHOWN = 2;
const SCHEDULED_SHOWN = 3;

/** The window each card's change is counted over. */
export const TREND_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How many of a card's items arrived within the last 30 days (added, published or received), from their dates.
 * Items without a date (projects from before dates were kept) never count; dates in the future neither.
 */
export function addedWithin(dates: (string | null | undefined)[], now = Date.now()): number {
  return dates.filter((date) => {
    const at = date ? Date.parse(date) : Number.NaN;
    return at > now - TREND_WINDOW_MS && at <= now;
  }).length;
}

function StatCard({
  label,
  icon,
  count,
  added,
  loading,
  to,
  tone,
}: {
  label: string;
  icon: string;
  count: number;
  added: number;
  loading: boolean;
  to: string;
  tone: string;
}) {
  const { t } = useTranslation("admin");
  return (
    <Link to={to} className="card group block p-5 no-underline transition-shadow hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <p className="m-0 text-sm font-medium text-slate-600">{label}</p>
        <ToneIcon icon={icon} tone={tone} />
      </div>
      {loading ? (
        <div role="status" className="skeleton mt-2 h-9 w-16" aria-label={t("common.loading")} />
      ) : (
        <p className="m-0 mt-1 text-3xl font-bold tracking-tight text-slate-900">{count}</p>
      )}
      <p className="m-0 mt-2 text-xs text-slate-500">{loading ? "\u00a0" : added > 0 ? t("dashboard.added", { count: added }) : t("dashboard.noChange")}</p>
    </Link>
  );
}

type ListCardProps = {
  id: string;
  title: string;
  /** The screen "View all" opens. */
  to: string;
  loading: boolean;
  skeleton: ReactNode;
  error: unknown;
  failedText: string;
  /** What an empty list says, or null when there is something to list. */
  emptyText: string | null;
  children: () => ReactNode;
  footer?: ReactNode;
};

/** A dashboard card listing a few items in their states, with a link to their screen. */
function ListCard({ id, title, to, loading, skeleton, error, failedText, emptyText, children, footer }: ListCardProps) {
  const { t } = useTranslation("admin");
  return (
    <section className="card min-w-0 p-5" aria-labelledby={id}>
      <div className="mb-4 flex items-center justify-between">
        <h2 id={id} className="m-0 text-base font-semibold text-slate-900">
          {title}
        </h2>
        <Link to={to} className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-600 hover:text-indigo-700">
          {t("dashboard.viewAll")}
        </Link>
      </div>
      <DataStates
        loading={loading}
        skeleton={skeleton}
        error={error}
        failed={<p className="m-0 text-sm text-red-700">{failedText}</p>}
        empty={emptyText === null ? null : <p className="m-0 py-6 text-center text-sm text-slate-500">{emptyText}</p>}
      >
        {children}
      </DataStates>
      {footer}
    </section>
  );
}

function RecentMessages() {
  const { t } = useTranslation("admin");
  const locale = useAdminLocale();
  const { data: messages, error, isLoading } = useMessages();
  const recent = (messages ?? []).slice(0, RECENT_MESSAGES);
  return (
    <ListCard
      id="recent-messages"
      title={t("dashboard.recentMessages")}
      to="/admin/messages"
      loading={isLoading}
      skeleton={
        <div className="space-y-4" aria-hidden="true">
          {slots(RECENT_MESSAGES).map((slot) => (
            <MessageSkeleton key={slot} className="flex gap-3" lines={["h-4 w-1/3", "h-3 w-full"]} />
          ))}
        </div>
      }
      error={error}
      failedText={t("messages.loadFailed")}
      emptyText={recent.length ? null : t("messages.empty")}
    >
      {() => (
        <ul className="m-0 list-none divide-y divide-slate-100 p-0">
          {recent.map((message) => (
            <li key={message.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
              <SenderInitials name={message.name} />
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-2">
                  <p className={`m-0 truncate text-sm ${message.read ? "font-medium text-slate-700" : "font-semibold text-slate-900"}`}>{message.name}</p>
                  <time dateTime={message.createdAt} className="shrink-0 text-xs text-slate-500">
                    {shortDate(message.createdAt, locale)}
                  </time>
                </div>
                <p className="m-0 mt-0.5 line-clamp-2 text-sm text-slate-600">{message.message}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}

const ITEM_TONES = {
  draft: { item: "border-slate-200", icon: "i-lucide-file-text text-slate-400", detail: "text-slate-500" },
  scheduled: { item: "border-amber-200 bg-amber-50/50", icon: "i-lucide-calendar-clock text-amber-600", detail: "text-amber-800" },
};

/** An article in a dashboard list: its title, one line about it, and the way to edit it. */
function ArticleItem({ article, tone, detail }: { article: Article; tone: keyof typeof ITEM_TONES; detail: string }) {
  const { t } = useTranslation("admin");
  const style = ITEM_TONES[tone];
  return (
    <li className={`flex items-center gap-3 rounded-xl border p-3 ${style.item}`}>
      <span className={`${style.icon} h-5 w-5 shrink-0`} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="m-0 truncate text-sm font-medium text-slate-900">{article.title}</p>
        <p className={`m-0 text-xs ${style.detail}`}>{detail}</p>
      </div>
      <Link to={`/admin/articles/edit/${article.id}`} className="btn-secondary px-3 py-1.5 text-xs" aria-label={t("common.editItem", { name: article.title })}>
        {t("common.edit")}
      </Link>
    </li>
  );
}

/** What goes out next, soonest first, each with its time. */
function ScheduledArticles({ articles }: { articles: Article[] }) {
  const { t } = useTranslation("admin");
  const formatTime = useScheduleTime();
  if (!articles.length) return null;
  return (
    <div className="mb-5" data-testid="scheduled-articles">
      <h3 className="m-0 mb-3 text-xs font-semibold uppercase tracking-wider text-slate-500">{t("writing.scheduledTitle")}</h3>
      <ul className="m-0 list-none space-y-3 p-0">
        {articles.map((article) => (
          <ArticleItem key={article.id} article={article} tone="scheduled" detail={t("writing.scheduledFor", { date: formatTime(article.publishAt!) })} />
        ))}
      </ul>
    </div>
  );
}

function DraftArticles() {
  const { t } = useTranslation("admin");
  const locale = useAdminLocale();
  const { data: articles, error, isLoading } = useArticles();
  const drafts = (articles ?? []).filter((a) => !a.published).slice(0, DRAFTS_SHOWN);
  const scheduled = (articles ?? [])
    .filter((a) => a.scheduled && a.publishAt)
    .sort((a, b) => a.publishAt!.localeCompare(b.publishAt!))
    .slice(0, SCHEDULED_SHOWN);
  return (
    <ListCard
      id="draft-articles"
      title={t("dashboard.draftArticles")}
      to="/admin/articles"
      loading={isLoading}
      skeleton={
        <div className="space-y-3" aria-hidden="true">
          {slots(DRAFTS_SHOWN).map((slot) => (
            <div key={slot} className="skeleton h-14 w-full" />
          ))}
        </div>
      }
      error={error}
      failedText={t("dashboard.articlesFailed")}
      emptyText={drafts.length || scheduled.length ? null : t("dashboard.noDrafts")}
      footer={
        <Link to="/admin/articles/new" className="btn-primary mt-4 w-full">
          <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
          {t("dashboard.createArticle")}
        </Link>
      }
    >
      {() => (
        <>
          <ScheduledArticles articles={scheduled} />
          {drafts.length === 0 ? (
            <p className="m-0 py-6 text-center text-sm text-slate-500">{t("dashboard.noDrafts")}</p>
          ) : (
            <ul className="m-0 list-none space-y-3 p-0">
              {drafts.map((article) => (
                <ArticleItem
                  key={article.id}
                  article={article}
                  tone="draft"
                  detail={t("dashboard.lastEdited", { date: shortDate(article.updatedAt, locale) })}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </ListCard>
  );
}

/** /admin (spec §2): the setup checklist once the demo is gone, totals, the last 30 days of visits, the latest messages and the drafts waiting to be finished. */
export function DashboardPage() {
  const { t } = useTranslation("admin");
  const projects = useProjects();
  const articles = useArticles();
  const messages = useMessages();
  // Scheduled articles are not out yet.
  const published = articles.data?.filter((a) => a.published && !a.scheduled) ?? [];
  const unread = messages.data?.filter((m) => !m.read) ?? [];
  // Each card counts its items by their dates (one per item): when each was added, published or received.
  const cards = [
    {
      label: t("dashboard.projects"),
      icon: "i-lucide-folder-kanban",
      tone: "bg-indigo-50 text-indigo-600",
      to: "/admin/projects",
      dates: (projects.data ?? []).map((p) => p.createdAt),
      loading: projects.isLoading,
    },
    {
      label: t("dashboard.published"),
      icon: "i-lucide-newspaper",
      tone: "bg-emerald-50 text-emerald-600",
      to: "/admin/articles",
      dates: published.map((a) => a.publishedAt),
      loading: articles.isLoading,
    },
    {
      label: t("dashboard.unread"),
      icon: "i-lucide-mail",
      tone: "bg-amber-50 text-amber-600",
      to: "/admin/messages",
      dates: unread.map((m) => m.createdAt),
      loading: messages.isLoading,
    },
  ];

  return (
    <>
      <PageHeader title={t("layout.nav.dashboard")} description={t("dashboard.description")} />
      <SignInLockAlert />
      <BackupFailureAlert />
      <OffsiteFailureAlert />
      <SetupChecklist />
      <div className="grid gap-4 sm:grid-cols-3">
        {cards.map(({ dates, ...card }) => (
          <StatCard key={card.to} {...card} count={dates.length} added={addedWithin(dates)} />
        ))}
      </div>
      <FollowersLine />
      <TrafficCard />
      <ReadersCard />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <RecentMessages />
        <DraftArticles />
      </div>
    </>
  );
}
