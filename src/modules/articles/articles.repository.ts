import { and, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../db/open";
import { isoNow } from "../../db/columns";
import { articles, type ArticleRow } from "./articles.table";

export type ArticleValues = Omit<typeof articles.$inferInsert, "id">;

/** The first publication date stays: unpublishing and republishing keep it (contract §2). */
export const FIRST_PUBLISHED_AT = sql`coalesce(${articles.publishedAt}, ${isoNow})`;
export const NOW = isoNow;

export function createArticleRepository(db: DbExecutor) {
  return {
    /** Published only, newest publication first. */
    listPublished: (): ArticleRow[] =>
      db.select().from(articles).where(eq(articles.published, true)).orderBy(desc(articles.publishedAt), desc(articles.id)).all(),
    /** Drafts too, by last activity. */
    listAll: (): ArticleRow[] =>
      db
        .select()
        .from(articles)
        .orderBy(desc(sql`coalesce(${articles.publishedAt}, ${articles.updatedAt})`), desc(articles.id))
        .all(),
    /** In the order they were written (an export). */
    listByCreation: (): ArticleRow[] => db.select().from(articles).orderBy(articles.id).all(),
    findById: (id: number) => db.select().from(articles).where(eq(articles.id, id)).get(),
    findBySlug: (slug: string) => db.select().from(articles).where(eq(articles.slug, slug)).get(),
    slugs: (): string[] => db.select({ slug: articles.slug }).from(articles).all().map((row) => row.slug),
    slugTaken: (slug: string, exceptId?: number): boolean =>
      db
        .select({ id: articles.id })
        .from(articles)
        .where(exceptId === undefined ? eq(articles.slug, slug) : and(eq(articles.slug, slug), ne(articles.id, exceptId)))
        .get() !== undefined,
    /** `publishedAt` may be SQL (the time of the insert, as the database writes it). */
    insert: (values: Omit<ArticleValues, "publishedAt"> & { publishedAt: string | SQL | null }): ArticleRow => db.insert(articles).values(values).returning().get(),
    /** `values` may hold SQL (the first publication date, the current time). */
    update: (id: number, values: Record<string, unknown>): ArticleRow | undefined =>
      db.update(articles).set(values).where(eq(articles.id, id)).returning().get(),
    /** `values` may hold SQL, as for `update`. */
    updateBySlug: (slug: string, values: Record<string, unknown>): ArticleRow | undefined =>
      db.update(articles).set(values).where(eq(articles.slug, slug)).returning().get(),
    remove: (id: number): boolean => db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id }).all().length > 0,
    /** Whether a visitor can read the article at this slug (without loading it). */
    isPublished: (slug: string): boolean =>
      db.select({ id: articles.id }).from(articles).where(and(eq(articles.slug, slug), eq(articles.published, true))).get() !== undefined,
    replaceAll(rows: ArticleValues[]): void {
      db.delete(articles).run();
      for (const values of rows) db.insert(articles).values(values).run();
    },
  };
}
export type ArticleRepository = ReturnType<typeof createArticleRepository>;
