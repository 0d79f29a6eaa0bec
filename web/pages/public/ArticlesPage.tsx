import { useTranslation } from "react-i18next";
import { useArticles } from "../../api/articles";
import { ArticleCard, ArticleCardSkeleton } from "../../components/public/ArticleCard";
import { CARD_GRID } from "../../components/public/card-grid";
import { LATEST_ARTICLES } from "../../components/public/LatestArticlesSection";
import { LoadingRegion } from "../../components/ui/Skeleton";
import { StateMessage } from "../../components/ui/StateMessage";
import { usePageTitle } from "../../lib/use-page-title";
import { PageHeader } from "./PageHeader";

/** /articles: every published article, newest first (the API's order). */
export function ArticlesPage() {
  const { t, i18n } = useTranslation();
  const { data, error } = useArticles(i18n.language);
  const articles = data?.filter((article) => article.published);
  usePageTitle({ kind: "articles" });

  return (
    <>
      <PageHeader eyebrow={t("articles.eyebrow")} title={t("articles.title")} description={t("articles.description")} />
      <section className="container-page py-14 sm:py-16" aria-label={t("articles.title")}>
        {error ? (
          <StateMessage kind="error">{t("articles.error")}</StateMessage>
        ) : !articles ? (
          <LoadingRegion label={t("articles.loading")} className={CARD_GRID}>
            {Array.from({ length: LATEST_ARTICLES }, (_, i) => (
              <ArticleCardSkeleton key={i} />
            ))}
          </LoadingRegion>
        ) : articles.length === 0 ? (
          <StateMessage kind="empty">{t("articles.empty")}</StateMessage>
        ) : (
          <ul className={`m-0 list-none p-0 ${CARD_GRID}`}>
            {articles.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
