import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useArticles } from "../../api/articles";
import { LoadingRegion } from "../ui/Skeleton";
import { StateMessage } from "../ui/StateMessage";
import { ArticleCard, ArticleCardSkeleton } from "./ArticleCard";
import { CARD_GRID } from "./card-grid";
import { SectionHeading, ViewAllLink } from "./SectionHeading";

/** Spec §9: at most three articles on the landing, three skeletons meanwhile. */
export const LATEST_ARTICLES = 3;

/** #articles: the three newest published articles. */
export function LatestArticlesSection() {
  const { t, i18n } = useTranslation("home");
  const { data, error } = useArticles(i18n.language);
  const articles = data?.filter((article) => article.published).slice(0, LATEST_ARTICLES);

  return (
    <section id="articles" aria-labelledby="articles-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="articles-title"
          eyebrow={t("articles.eyebrow")}
          title={t("articles.title")}
          description={t("articles.description")}
          action={
            <Link to={`/articles?lang=${i18n.language}`} className="group rounded no-underline">
              <ViewAllLink>{t("articles.viewAll")}</ViewAllLink>
            </Link>
          }
        />
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
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
