import { useTranslation } from "react-i18next";
import type { AnyLanguage, Article } from "../../api/types";
import { articleCardDate, dateLocaleFor, formatDate } from "../../lib/dates";

/** Date (spec §4 rule: publishedAt, else updatedAt when published, else 'Borrador') and read time. */
export function ArticleMeta({ article, className = "" }: { article: AnyLanguage<Article>; className?: string }) {
  const { t, i18n } = useTranslation();
  const date = articleCardDate(article);
  return (
    <p className={`m-0 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500 ${className}`}>
      <span className="inline-flex items-center gap-1.5">
        <span className="i-lucide-calendar h-4 w-4" aria-hidden="true" />
        {date ? <time dateTime={date}>{formatDate(date, dateLocaleFor(i18n.language))}</time> : t("draft")}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span className="i-lucide-clock h-4 w-4" aria-hidden="true" />
        {t("readTime", { minutes: article.readTime })}
      </span>
    </p>
  );
}
