import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type { AnyLanguage, Article } from "../../api/types";
import { Skeleton, Skeletons } from "../ui/Skeleton";
import { ArticleMeta } from "./ArticleMeta";
import { CardCover } from "./CoverImage";

/** Spec §2: the detail link carries the language. */
export const articleHref = (slug: string, lang: string) => `/articles/${encodeURIComponent(slug)}?lang=${lang}`;

/** An article card (landing and /articles): image, category, date, read time, title, 3-line summary, 'Read Article'. */
export function ArticleCard({ article, headingLevel = 3 }: { article: AnyLanguage<Article>; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = articleHref(article.slug, i18n.language);
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden transition-shadow duration-300 focus-within:ring-2 focus-within:ring-indigo-500 hover:shadow-lg">
      <CardCover
        src={article.imageUrl}
        title={article.title}
        alt={t("articles.imageAlt", { title: article.title })}
        icon="i-lucide-newspaper"
        overlay={
          <span className="absolute left-4 top-4 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-indigo-700 shadow-sm">{article.category}</span>
        }
      />
      <div className="flex flex-1 flex-col p-6">
        <ArticleMeta article={article} />
        <Heading className="m-0 mt-3 text-lg font-semibold leading-snug tracking-tight text-slate-900">
          <Link to={href} className="text-inherit no-underline outline-none after:absolute after:inset-0 after:content-empty group-hover:text-indigo-700">
            {article.title}
          </Link>
        </Heading>
        <p className="mb-0 mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600">{article.summary}</p>
        <p className="mb-0 mt-auto pt-5 text-sm font-semibold text-indigo-700" aria-hidden="true">
          <span className="inline-flex items-center gap-1.5">
            {t("articles.readArticle")}
            <span className="i-lucide-arrow-right h-4 w-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </p>
      </div>
    </article>
  );
}

export function ArticleCardSkeleton() {
  return (
    <div className="card flex h-full flex-col overflow-hidden" data-testid="article-skeleton">
      <Skeleton className="aspect-[16/10] w-full rounded-none" />
      <div className="flex flex-1 flex-col p-6">
        <Skeletons shapes={["h-4 w-1/2", "mt-4 h-6 w-4/5", "mt-3 h-4 w-full", "mt-2 h-4 w-full", "mt-2 h-4 w-2/3", "mt-6 h-4 w-28"]} />
      </div>
    </div>
  );
}
