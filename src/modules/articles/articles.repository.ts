import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../db/open";
import { isoNow } from "../../db/columns";
import { articlePreviewLinks, articles, type ArticleRow } from "./articles.table";

export type ArticleValues = Omit<typeof articles.$inferInsert, "id">;

export const NOW = isoNow;
/** The first publication date stays: an overwrite by an import without a date keeps the one the article had. */
export const FIRST_PUBLISHED_AT = sql`coalesce(${articles.publishedAt}, ${isoNow})`;

/** Visitors see an article the owner published whose time has come (`now`: ISO 8601 UTC, as publish_at is stored). */
export const visibleAt = (now: string) => and(eq(articles.published, true), or(isNull(articles.publishAt), lte(articles.publishAt, now)))!;

/** When visitors first saw it: stored, or its scheduled time when that has passed and the timer has not yet written it. */
const firstSeen = sql`coalesce(${articles.publishedAt}, ${articles.publishAt})`;

export function createArticlesRepository(db: DbExecutor) {
  return {
    /** What visitors see at `now`, newest publication first. */
    listVisible: (now: string): ArticleRow[] => db.select().from(articles).where(visibleAt(now)).orderBy(desc(firstSeen), desc(articles.id)).all(),
    /** Drafts and scheduled ones too, by last activity. */
    listAll: (): ArticleRow[] =>
      db
        .select()
        .from(articles)
        .orderBy(desc(sql`coalesce(${articles.publishedAt}, ${articles.publishAt}, ${articles.updatedAt})`), desc(articles.id))
        .all(),
    /** In the order they were written (an export). */
    listByCreation: (): ArticleRow[] => db.select().from(articles).orderBy(articles.id).all(),
    findById: (id: number) => db.select().from(articles).where(eq(articles.id, id)).get(),
    findBySlug: (slug: string) => db.select().from(articles).where(eq(articles.slug, slug)).get(),
    slugs: (): string[] =>
      db
        .select({ slug: articles.slug })
        .from(articles)
        .all()
        .map((row) => row.slug),
    findByIds: (ids: number[]): ArticleRow[] => (ids.length ? db.select().from(articles).where(inArray(articles.id, ids)).all() : []),
    /** Up to `limit` visible articles other than `article`: its category first, then the newest. */
    related: (article: Pick<ArticleRow, "id" | "category">, now: string, limit: number): ArticleRow[] =>
      db
        .select()
        .from(articles)
        .where(and(visibleAt(now), ne(articles.id, article.id)))
        .orderBy(desc(sql`${articles.category} = ${article.category}`), desc(firstSeen), desc(articles.id))
        .limit(limit)
        .all(),
    slugTaken: (slug: string, exceptId?: number): boolean =>
      db
        .select({ id: articles.id })
        .from(articles)
        .where(exceptId === undefined ? eq(articles.slug, slug) : and(eq(articles.slug, slug), ne(articles.id, exceptId)))
        .get() !== undefined,
    /** `publishedAt` may be SQL (the time of the insert, as the database writes it). */
    insert: (values: Omit<ArticleValues, "publishedAt"> & { publishedAt: string | SQL | null }): ArticleRow =>
      db.insert(articles).values(values).returning().get(),
    /** `values` may hold SQL (the current time). */
    update: (id: number, values: Record<string, unknown>): ArticleRow | undefined =>
      db.update(articles).set(values).where(eq(articles.id, id)).returning().get(),
    /** `values` may hold SQL, as for `update`. */
    updateBySlug: (slug: string, values: Record<string, unknown>): ArticleRow | undefined =>
      db.update(articles).set(values).where(eq(articles.slug, slug)).returning().get(),
    remove: (id: number): boolean => db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id }).all().length > 0,
    /** Whether a visitor can read the article at this slug at `now` (published, not scheduled for later), without loading it. */
    isVisible: (slug: string, now: string): boolean =>
      db
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.slug, slug), visibleAt(now)))
        .get() !== undefined,
    replaceAll(rows: ArticleValues[]): void {
      db.delete(articles).run();
      for (const values of rows) db.insert(articles).values(values).run();
    },
    /** The earliest scheduled time after `now` of an article the owner published, or null. */
    nextScheduledAfter: (now: string): string | null =>
      db
        .select({ at: articles.publishAt })
        .from(articles)
        .where(and(eq(articles.published, true), gt(articles.publishAt, now)))
        .orderBy(asc(articles.publishAt))
        .limit(1)
        .get()?.at ?? null,
    /** Writes the publication date of scheduled articles whose time has come (their first); answers their ids. */
    recordScheduledPublications: (now: string): number[] =>
      db
        .update(articles)
        .set({ publishedAt: sql`${articles.publishAt}` })
        .where(and(eq(articles.published, true), isNull(articles.publishedAt), isNotNull(articles.publishAt), lte(articles.publishAt, now)))
        .returning({ id: articles.id })
        .all()
        .map((row) => row.id),
    previewLinks: {
      /** A new link replaces the article's old one. */
      replace: (articleId: number, tokenHash: string) =>
        db
          .insert(articlePreviewLinks)
          .values({ articleId, tokenHash })
          .onConflictDoUpdate({ target: articlePreviewLinks.articleId, set: { tokenHash, createdAt: NOW } })
          .run(),
      remove: (articleId: number) => db.delete(articlePreviewLinks).where(eq(articlePreviewLinks.articleId, articleId)).run(),
      findArticle: (tokenHash: string): ArticleRow | undefined =>
        db
          .select({ article: articles })
          .from(articlePreviewLinks)
          .innerJoin(articles, eq(articles.id, articlePreviewLinks.articleId))
          .where(eq(articlePreviewLinks.tokenHash, tokenHash))
          .get()?.article,
      /** When the article's link was made, or null when it has none. */
      createdAt: (articleId: number): string | null =>
        db.select({ createdAt: articlePreviewLinks.createdAt }).from(articlePreviewLinks).where(eq(articlePreviewLinks.articleId, articleId)).get()
          ?.createdAt ?? null,
    },
  };
}
export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
