import { and, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../db/open";
import { localize } from "../../lib/translate";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, TRANSLATION_LANGUAGES, toLanguage, type Language } from "../../shared/languages";
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

/** A found article, the passage that matched, and the language of the text it matched in. */
export type SearchHit = { article: ArticleRow; snippet: string; matchedLanguage: Language };

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

  /** Rows holding the text visitors reading `lang` see: that language's, and Spanish for articles not translated into it. */
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
     * Visible articles holding every term, best first, with the passage that matched and the language it matched in.
     * Every language an article is written in is searched (a reader of the English site finds a word only its
     * Spanish original holds), but a match in the text shown in `lang` ranks above one found in another language.
     * Terms of three characters or more go through the trigram index, ranked by bm25; shorter ones (a two-character
     * Chinese or Japanese word) are looked for with LIKE in the same rows.
     */
    search(terms: string[], lang: Language, now: string, limit: number): SearchHit[] {
      if (terms.length === 0) return [];
      const indexed = terms.filter((term) => charLength(term) >= TRIGRAM);
      const short = terms.filter((term) => charLength(term) < TRIGRAM).map(likePattern);
      const filters = sql.join([visible(now), ...short.map(columnsLike)], sql` AND `);
      // An article has at most one row per language: this many rows always hold `limit` articles when there are.
      const rowLimit = limit * LANGUAGE_CODES.length;
      // Ids first: sorting whole rows would copy every matching article's text.
      const matching = indexed.length
        ? db.all<{ id: number; articleId: number }>(sql`
            SELECT s.id, s.article_id AS articleId FROM article_search_fts JOIN article_search s ON s.id = article_search_fts.rowid JOIN articles a ON a.id = s.article_id
            WHERE article_search_fts MATCH ${ftsQuery(indexed)} AND ${filters}
            ORDER BY ${shownIn(lang)} DESC, bm25(article_search_fts, ${WEIGHTS}), ${firstSeen} DESC, a.id DESC LIMIT ${rowLimit}`)
        : db.all<{ id: number; articleId: number }>(sql`
            SELECT s.id, s.article_id AS articleId FROM article_search s JOIN articles a ON a.id = s.article_id
            WHERE ${filters}
            ORDER BY ${shownIn(lang)} DESC, ${sql.join(
              short.map(
                (pattern) =>
                  sql`(s.title LIKE ${pattern} ESCAPE '\\') * 4 + (s.summary LIKE ${pattern} ESCAPE '\\') * 2 + (s.category LIKE ${pattern} ESCAPE '\\')`,
              ),
              sql` + `,
            )} DESC, ${firstSeen} DESC, a.id DESC
            LIMIT ${rowLimit}`);
      // Each article once, by its best row: the one in the language shown when that one matched.
      const seen = new Set<number>();
      const ranked = matching.filter(({ articleId }) => !seen.has(articleId) && seen.add(articleId)).slice(0, limit);
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
        return { article: rows.get(document.articleId)!, snippet, matchedLanguage: toLanguage(document.lang) };
      });
    },
  };
}
export type ArticleSearchIndex = ReturnType<typeof createArticleSearchIndex>;
