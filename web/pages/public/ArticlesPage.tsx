import { useTranslation } from "react-i18next";
import { useLocalizedArticles } from "../../api/articles";
import { ArticleGrid } from "../../components/public/ArticleGrid";
import { usePageTitle } from "../../lib/use-page-title";
import { PageHeader } from "./PageHeader";

/** /articles: every published article, newest first (the API's order). */
export function ArticlesPage() {
  const { t, i18n } = useTranslation();
  const { data, error } = useLocalizedArticles(i18n.language);
  const articles = data?.filter((article) => article.published);
  usePageTitle({ kind: "articles" });

  return (
    <>
      <PageHeader eyebrow={t("articles.eyebrow")} title={t("articles.title")} description={t("articles.description")} />
      <section className="container-page py-14 sm:py-16" aria-label={t("articles.title")}>
        <ArticleGrid articles={articles} error={error} headingLevel={2} labels={{ error: t("articles.error"), loading: t("articles.loading"), empty: t("articles.empty") }} />
      </section>
    </>
  );
}
