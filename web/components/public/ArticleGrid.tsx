import type { AnyLanguage, Article } from "../../api/types";
import { LoadingRegion } from "../ui/Skeleton";
import { StateMessage } from "../ui/StateMessage";
import { ArticleCard, ArticleCardSkeleton } from "./ArticleCard";
import { CARD_GRID } from "./card-grid";
import { slots } from "../../lib/slots";

/** Spec §9: three article skeletons while loading, on the landing and on /articles. */
const SKELETONS = 3;

type ArticleGridProps = {
  /** Published articles to show, or undefined while they load. */
  articles: AnyLanguage<Article>[] | undefined;
  error: unknown;
  /** Without an `empty` text, no articles draws nothing (the caller hides its section). */
  labels: { error: string; loading: string; empty?: string };
  headingLevel?: 2 | 3;
};

/** A block of article cards with its loading, error and empty states (spec §4). */
export function ArticleGrid({ articles, error, labels, headingLevel }: ArticleGridProps) {
  if (error) return <StateMessage kind="error">{labels.error}</StateMessage>;
  if (!articles) {
    return (
      <LoadingRegion label={labels.loading} className={CARD_GRID}>
        {slots(SKELETONS).map((slot) => (
          <ArticleCardSkeleton key={slot} />
        ))}
      </LoadingRegion>
    );
  }
  if (articles.length === 0) return labels.empty ? <StateMessage kind="empty">{labels.empty}</StateMessage> : null;
  return (
    <ul className={`m-0 list-none p-0 ${CARD_GRID}`}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
