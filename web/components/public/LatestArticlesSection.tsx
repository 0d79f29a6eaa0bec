import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { isOut, useLocalizedArticles } from "../../api/articles";
import { ArticleGrid } from "./ArticleGrid";
import { SectionHeading, ViewAllLink } from "./SectionHeading";

/** Spec §9: at most three articles on the landing, three skeletons meanwhile. */
export const LATEST_ARTICLES = 3;

/** #articles: the three newest published articles; not shown at all while there is none. */
export function LatestArticlesSection() {
  const { t, i18n } = useTranslation("home");
  const { data, error } = useLocalizedArticles(i18n.language);
  const articles = data?.filter(isOut).slice(0, LATEST_ARTICLES);
  if (!error && articles?.length === 0) return null;

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
        <ArticleGrid articles={articles} error={error} labels={{ error: t("articles.error"), loading: t("articles.loading") }} />
      </div>
    </section>
  );
}
