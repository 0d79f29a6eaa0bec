import { and, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../db/open";
import { localize } from "../../lib/translate";
import { DEFAULT_LANGUAGE, TRANSLATION_LANGUAGES, type Language } from "../../shared/languages";
import { charLength, ftsQuery, likePattern, markedPassage, plainPassage, plainText, TRIGRAM } from "./articles.search-text";
import { articles, articleSearch, type ArticleRow, type ArticleSearchRow } from "./articles.table";

type SearchDocument = Omit<ArticleSearchRow, "id">;

/**
 * The rows search reads for one article: Spanish, and each language it has a translation in, with the text as a
 * visitor reading that language sees it (translated fields over the Spanish ones, contract §2).
 */
export function searchDocuments(row: ArticleRow): SearchDocument[] {
  const shownIn = (lang: Language) => localize(row, lang) as Omit<ArticleRow, "translations"> & { lang: Language };
  const languages: Language[] = [DEFAULT_LANGUAGE, ...TRANSLATION_LANGUAGES.filter((lang) => shownIn(lang).lang === lang)];
  return languages.map((lang) => {
    const shown = shownIn(lang);
    return {
      articleId: row.id,
      lang,
      title: shown.title,
      summary: shown.summary,
      category: shown.category,
      body: plainText(shown.content),
      sourceUpdatedAt: row.updatedAt,
    };
  });
}

export type SearchHit = { article: ArticleRow; snippet: string };

/** bm25 weights of title, summary, category and body: a word in the title counts ten times one in the text. */
const WEIGHTS = sql.raw("10.0, 5.0, 3.0, 1.0");

/**
 * The search index: `article_search` (plain text, one row per article and language) and the FTS5 index triggers
 * keep in step with it. The articles use cases call `index` on each write; `syncStale` remakes what fell behind
 * (a database restored, seeded or upgraded around them).
 */
export function createArticleSearchIndex(db: DbExecutor) {
  const index = (row: ArticleRow) => {
    db.delete(articleSearch).where(eq(articleSearch.articleId, row.id)).run();
    db.insert(articleSearch).values(searchDocuments(row)).run();
  };

  /** Rows visitors reading `lang` search: that language's, and Spanish for articles not translated into it. */
  const shownIn = (lang: Language): SQL =>
    lang === DEFAULT_LANGUAGE
      ? sql`s.lang = ${DEFAULT_LANGUAGE}`
      : sql`(s.lang = ${lang} OR (s.lang = ${DEFAULT_LANGUAGE} AND NOT EXISTS (SELECT 1 FROM article_search t WHERE t.article_id = s.article_id AND t.lang = ${lang})))`;
  const visible = (now: string) => sql`a.published = 1 AND (a.publish_at IS NULL OR a.publish_at <= ${now})`;
  const firstSeen = sql`coalesce(a.published_at, a.publish_at)`;
  const columnsLike = (pattern: string) =>
    sql`(s.title LIKE ${pattern} ESCAPE '\\' OR s.summary LIKE ${pattern} ESCAPE '\\' OR s.category LIKE ${pattern} ESCAPE '\\' OR s.body LIKE ${pattern} ESCAPE '\\')`;

  return {
    index,
    indexAll(): void {
      db.delete(articleSearch).run();
      for (const row of db.select().from(articles).all()) db.insert(articleSearch).values(searchDocuments(row)).run();
    },
    /** Remakes the rows of articles whose Spanish row is missing or older than the article; answers how many. */
    syncStale(): number {
      const stale = db
        .select({ article: articles })
        .from(articles)
        .leftJoin(articleSearch, and(eq(articleSearch.articleId, articles.id), eq(articleSearch.lang, DEFAULT_LANGUAGE)))
        .where(or(isNull(articleSearch.id), ne(articleSearch.sourceUpdatedAt, articles.updatedAt)))
        .all();
      for (const { article } of stale) index(article);
      return stale.length;
    },
    /**
     * Visible articles holding every term, in the text shown in `lang`, best first, with the passage that matched.
     * Terms of three characters or more go through the trigram index, ranked by bm25; shorter ones (a two-character
     * Chinese or Japanese word) are looked for with LIKE in the same rows.
     */
    search(terms: string[], lang: Language, now: string, limit: number): SearchHit[] {
      if (terms.length === 0) return [];
      const indexed = terms.filter((term) => charLength(term) >= TRIGRAM);
      const short = terms.filter((term) => charLength(term) < TRIGRAM).map(likePattern);
      const filters = sql.join([shownIn(lang), visible(now), ...short.map(columnsLike)], sql` AND `);
      // Ids first: sorting whole rows would copy every matching article's text.
      const ranked = indexed.length
        ? db.all<{ id: number }>(sql`
            SELECT s.id FROM article_search_fts JOIN article_search s ON s.id = article_search_fts.rowid JOIN articles a ON a.id = s.article_id
            WHERE article_search_fts MATCH ${ftsQuery(indexed)} AND ${filters}
            ORDER BY bm25(article_search_fts, ${WEIGHTS}), ${firstSeen} DESC, a.id DESC LIMIT ${limit}`)
        : db.all<{ id: number }>(sql`
            SELECT s.id FROM article_search s JOIN articles a ON a.id = s.article_id
            WHERE ${filters}
            ORDER BY ${sql.join(
              short.map(
                (pattern) =>
                  sql`(s.title LIKE ${pattern} ESCAPE '\\') * 4 + (s.summary LIKE ${pattern} ESCAPE '\\') * 2 + (s.category LIKE ${pattern} ESCAPE '\\')`,
              ),
              sql` + `,
            )} DESC, ${firstSeen} DESC, a.id DESC
            LIMIT ${limit}`);
      if (ranked.length === 0) return [];
      const ids = ranked.map((row) => row.id);
      const documents = new Map(
        db
          .select()
          .from(articleSearch)
          .where(inArray(articleSearch.id, ids))
          .all()
          .map((row) => [row.id, row]),
      );
      const rows = new Map(
        db
          .select()
          .from(articles)
          .where(
            inArray(
              articles.id,
              [...documents.values()].map((d) => d.articleId),
            ),
          )
          .all()
          .map((row) => [row.id, row]),
      );
      return ids.map((id) => {
        const document = documents.get(id)!;
        const snippet = markedPassage(document.body, terms) ?? markedPassage(document.summary, terms) ?? plainPassage(document.summary);
        return { article: rows.get(document.articleId)!, snippet };
      });
    },
  };
}
export type ArticleSearchIndex = ReturnType<typeof createArticleSearchIndex>;
