import type { ReactNode } from "react";
import { Link, Navigate, useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useArticleBySlug, useArticleReplies, usePreview, usePreviewRelated, useRelatedArticles } from "../../api/articles";
import type { FediverseReply } from "../../../src/shared/schemas/fediverse";
import { ApiError } from "../../api/fetcher";
import { DEFAULT_HERO_IMAGE, useSiteInfo } from "../../api/site-info";
import type { Article, Localized } from "../../api/types";
import { ArticleCard, articleHref } from "../../components/public/ArticleCard";
import { ArticleMeta } from "../../components/public/ArticleMeta";
import { CARD_GRID } from "../../components/public/card-grid";
import { CenteredNotice } from "../../components/public/CenteredNotice";
import { SubscribeForm } from "../../components/public/SubscribeForm";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { LoadingRegion, Skeleton, Skeletons } from "../../components/ui/Skeleton";
import { StateMessage } from "../../components/ui/StateMessage";
import { useOrigin } from "../../lib/client-values";
import { dateLocaleFor, formatDate } from "../../lib/dates";
import { usePageTitle } from "../../lib/use-page-title";
import { shareLinks, type ShareNetwork } from "../../lib/share";
import { slots } from "../../lib/slots";

const SHARE_STYLE: Record<ShareNetwork, { icon: string; label: string; className: string }> = {
  x: { icon: "i-lucide-twitter", label: "X (Twitter)", className: "hover:bg-slate-900 hover:text-white hover:border-slate-900" },
  linkedin: { icon: "i-lucide-linkedin", label: "LinkedIn", className: "hover:bg-[#0A66C2] hover:text-white hover:border-[#0A66C2]" },
  facebook: { icon: "i-lucide-facebook", label: "Facebook", className: "hover:bg-[#1877F2] hover:text-white hover:border-[#1877F2]" },
};

/** The cover spans the max-w-3xl reading column (less its padding), or the viewport less its padding below that. */
const COVER_SIZES = "(min-width: 768px) 720px, calc(100vw - 32px)";

function BackToList() {
  const { t, i18n } = useTranslation();
  return (
    <Link
      to={`/articles?lang=${i18n.language}`}
      className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-indigo-700 no-underline hover:text-indigo-800"
    >
      <span className="i-lucide-arrow-left h-4 w-4" aria-hidden="true" />
      {t("articles.backToList")}
    </Link>
  );
}

/** The like/share prompt: three plain share links that open in a new tab. */
function SharePrompt({ article }: { article: Localized<Article> }) {
  const { t, i18n } = useTranslation();
  const origin = useOrigin();
  const url = `${origin ?? ""}${articleHref(article.slug, i18n.language)}`;
  return (
    <aside
      className="mt-14 rounded-2xl border border-indigo-100 bg-indigo-50/60 p-6 sm:flex sm:items-center sm:justify-between sm:gap-6 sm:p-8"
      aria-labelledby="share-title"
    >
      <div>
        <h2 id="share-title" className="m-0 flex items-center gap-2 text-lg font-semibold text-slate-900">
          <span className="i-lucide-heart h-5 w-5 text-rose-500" aria-hidden="true" />
          {t("articles.shareTitle")}
        </h2>
        <p className="mb-0 mt-1 text-sm text-slate-600">{t("articles.shareText")}</p>
      </div>
      <ul className="m-0 mt-5 flex list-none gap-3 p-0 sm:mt-0">
        {shareLinks(url, article.title).map(({ network, href }) => (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              title={t("articles.shareOn", { network: SHARE_STYLE[network].label })}
              className={`flex h-11 w-11 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 transition-colors ${SHARE_STYLE[network].className}`}
            >
              <span className={`${SHARE_STYLE[network].icon} h-5 w-5`} aria-hidden="true" />
              <span className="sr-only">{t("articles.shareOn", { network: SHARE_STYLE[network].label })}</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}

function ArticleSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t("articles.loadingArticle")} className="container-page max-w-3xl py-14 sm:py-20">
      <Skeletons
        shapes={["h-4 w-40", "mt-8 h-6 w-24 rounded-full", "mt-4 h-10 w-full", "mt-3 h-10 w-2/3", "mt-6 h-5 w-64", "mt-10 aspect-[16/9] w-full rounded-2xl"]}
      />
      {slots(6).map((slot) => (
        <Skeleton key={slot} className={`mt-4 h-4 ${slot % 3 === 2 ? "w-3/4" : "w-full"}`} />
      ))}
    </LoadingRegion>
  );
}

function ArticleNotFound({ title, text }: { title?: string; text?: string }) {
  const { t } = useTranslation();
  return (
    <CenteredNotice
      id="article-missing"
      icon="i-lucide-file-x"
      badgeClassName="bg-indigo-50 text-indigo-600"
      widthClassName="max-w-lg"
      title={title ?? t("articles.notFoundTitle")}
      text={text ?? t("articles.notFoundText")}
    >
      <div className="mt-8">
        <BackToList />
      </div>
    </CenteredNotice>
  );
}

/** Up to three published articles to read next (same category first, then the newest), in the page's language. */
function RelatedReading({ articles }: { articles: Localized<Article>[] | undefined }) {
  const { t } = useTranslation();
  if (!articles?.length) return null;
  return (
    <section className="mt-16 border-t border-slate-200 bg-slate-50 py-14" aria-labelledby="related-title">
      <div className="container-page">
        <h2 id="related-title" className="m-0 text-2xl font-bold tracking-tight text-slate-900">
          {t("articles.relatedTitle")}
        </h2>
        <ul className={`m-0 mt-8 list-none p-0 ${CARD_GRID}`}>
          {articles.map((related) => (
            <li key={related.id}>
              <ArticleCard article={related} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * Replies from the fediverse the owner approved, server-rendered under the article. Their HTML was sanitised when it
 * arrived (no images nor styles), and an avatar is a copy among the site's uploads: nothing loads from another server.
 */
function FediverseReplies({ replies }: { replies: FediverseReply[] | undefined }) {
  const { t, i18n } = useTranslation();
  if (!replies?.length) return null;
  return (
    <section className="mt-12 border-t border-slate-200 pt-8" aria-labelledby="replies-title" data-testid="fediverse-replies">
      <h2 id="replies-title" className="m-0 text-xl font-bold text-slate-900">
        {t("articles.repliesTitle")}
      </h2>
      <ul className="m-0 mt-6 list-none space-y-6 p-0">
        {replies.map((reply) => (
          <li key={reply.id} className="flex gap-3">
            {reply.avatarUrl ? <img src={reply.avatarUrl} alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded-full object-cover" /> : null}
            <div className="min-w-0">
              <p className="m-0 text-sm">
                <a href={reply.authorUrl} rel="nofollow ugc noopener noreferrer" className="font-semibold text-slate-900">
                  {reply.authorName}
                </a>{" "}
                <span className="text-slate-500">{reply.authorHandle}</span>{" "}
                <time className="text-slate-500" dateTime={reply.publishedAt}>
                  {formatDate(reply.publishedAt, dateLocaleFor(i18n.language))}
                </time>
              </p>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when the reply arrived (links and text only). */}
              <div className="prose mt-1" dangerouslySetInnerHTML={{ __html: reply.content }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The article itself, as visitors read it: header, cover, sanitised HTML, the share prompt, then related reading. */
function ArticleView({
  article,
  related,
  replies,
  banner,
}: {
  article: Localized<Article>;
  related: Localized<Article>[] | undefined;
  replies?: FediverseReply[];
  banner?: ReactNode;
}) {
  const { t } = useTranslation();
  const { data: siteInfo } = useSiteInfo();
  // The byline names the owner, or is left out while they have not given their name.
  const author = siteInfo?.ownerName?.trim();
  return (
    <>
      <article className="pb-6">
        {banner}
        <header className="bg-gradient-to-b from-indigo-50/70 to-white">
          <div className="container-page max-w-3xl pb-10 pt-12 sm:pt-16">
            <BackToList />
            <p className="m-0 mt-8">
              <span className="tag">{article.category}</span>
            </p>
            <h1 className="m-0 mt-4 text-3xl font-bold leading-tight tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">{article.title}</h1>
            {article.summary && <p className="mb-0 mt-5 text-lg leading-relaxed text-slate-600">{article.summary}</p>}
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
              {author && (
                <p className="m-0 flex items-center gap-3">
                  <ResponsiveImage
                    src={siteInfo?.heroImageUrl || DEFAULT_HERO_IMAGE}
                    alt=""
                    sizes="44px"
                    className="h-11 w-11 shrink-0 rounded-full bg-indigo-100 object-cover ring-2 ring-white"
                  />
                  <span className="text-sm">
                    <span className="block text-slate-500">{t("articles.writtenBy")}</span>
                    <span className="block font-semibold text-slate-900">{author}</span>
                  </span>
                </p>
              )}
              <ArticleMeta article={article} />
            </div>
          </div>
        </header>
        <div className="container-page max-w-3xl">
          {article.imageUrl && (
            <ResponsiveImage
              src={article.imageUrl}
              alt={t("articles.imageAlt", { title: article.title })}
              sizes={COVER_SIZES}
              priority
              className="mb-10 aspect-[16/9] w-full rounded-2xl bg-slate-100 object-cover shadow-lg"
            />
          )}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when saved (contract §2: allow-list, no scripts or handlers). */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: article.content }} />
          <SharePrompt article={article} />
          <FediverseReplies replies={replies} />
          <SubscribeForm />
          <div className="mt-10">
            <BackToList />
          </div>
        </div>
      </article>
      <RelatedReading articles={related} />
    </>
  );
}

/** /articles/:slug: the article in the page's language, its sanitised HTML styled for reading, and the share prompt. */
export function ArticlePage() {
  const { slug } = useParams();
  const { t, i18n } = useTranslation();
  // null: the server rendered this page as not found; in the browser a missing article is a 404 error.
  const { data: article, error } = useArticleBySlug(slug, i18n.language);
  const { data: related } = useRelatedArticles(article ? slug : undefined, i18n.language);
  const { data: replies } = useArticleReplies(article ? slug : undefined);
  const missing = article === null || (error instanceof ApiError && error.status === 404);
  usePageTitle(missing ? { kind: "not-found" } : article && slug ? { kind: "article", slug } : null, article ?? null);

  if (missing) return <ArticleNotFound />;
  if (error) {
    return (
      <div className="container-page max-w-3xl py-20">
        <StateMessage kind="error">{t("articles.loadError")}</StateMessage>
        <div className="mt-6">
          <BackToList />
        </div>
      </div>
    );
  }
  if (!article) return <ArticleSkeleton />;
  return <ArticleView article={article} related={related} replies={replies} />;
}

/** The banner over a private preview: not published, and when it will be if it is scheduled. */
function PreviewBanner({ article }: { article: Localized<Article> }) {
  const { t, i18n } = useTranslation();
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50 text-amber-950" data-testid="preview-banner">
      <div className="container-page flex max-w-3xl items-start gap-3 py-3">
        <span className="i-lucide-eye mt-0.5 h-5 w-5 text-amber-700" aria-hidden="true" />
        <p className="m-0 text-sm">
          <strong className="font-semibold">{t("preview.banner")}</strong>{" "}
          {article.scheduled && article.publishAt
            ? t("preview.scheduled", { date: formatDate(article.publishAt, dateLocaleFor(i18n.language)) })
            : t("preview.draft")}
        </p>
      </div>
    </div>
  );
}

/**
 * /preview/:token: a draft or scheduled article exactly as it will look, for whoever has the secret link, under a
 * "not published" banner. The server answers a link to an article now published with a redirect; a page reached in
 * the browser follows it too. A wrong or revoked link is the same not-found screen as one that never existed.
 */
export function PreviewPage() {
  const { token } = useParams();
  const { t, i18n } = useTranslation();
  const { data, error } = usePreview(token, i18n.language);
  const missing = data === null || (error instanceof ApiError && error.status === 404);
  const published = Boolean(data?.published && !data.scheduled);
  const { data: related } = usePreviewRelated(token, Boolean(data) && !published, i18n.language);
  usePageTitle(missing ? { kind: "not-found" } : data && token ? { kind: "preview", token } : null, data ?? null);

  if (missing) return <ArticleNotFound title={t("preview.notFoundTitle")} text={t("preview.notFoundText")} />;
  if (error) {
    return (
      <div className="container-page max-w-3xl py-20">
        <StateMessage kind="error">{t("articles.loadError")}</StateMessage>
      </div>
    );
  }
  if (!data) return <ArticleSkeleton />;
  if (published) return <Navigate to={articleHref(data.slug, i18n.language)} replace />;
  // Dated as it will be: a scheduled article goes out at its time; a draft has no date yet.
  const shown = data.scheduled && data.publishAt ? { ...data, publishedAt: data.publishAt } : data;
  return <ArticleView article={shown} related={related} banner={<PreviewBanner article={data} />} />;
}
