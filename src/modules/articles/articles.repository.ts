import { and, desc, eq, ne, sql } from "drizzle-orm";
import type * as v from "valibot";
import type { Db } from "../../db/open";
import { isoNow } from "../../db/columns";
import { DomainError } from "../../lib/errors";
import { withSanitizedHtml } from "./articles.content";
import type { articleInputSchema, articleUpdateSchema } from "./articles.schemas";
import { articles, type ArticleRow } from "./articles.table";

export type NewArticle = v.InferOutput<typeof articleInputSchema>;
export type ArticlePatch = v.InferOutput<typeof articleUpdateSchema>;

/** The first publication date stays: unpublishing and republishing keep it (contract §2). */
const firstPublishedAt = sql`coalesce(${articles.publishedAt}, ${isoNow})`;

export function createArticleRepository(db: Db) {
  function assertSlugFree(slug: string, exceptId?: number) {
    const taken = db
      .select({ id: articles.id })
      .from(articles)
      .where(exceptId === undefined ? eq(articles.slug, slug) : and(eq(articles.slug, slug), ne(articles.id, exceptId)))
      .get();
    if (taken) throw new DomainError("conflict", `An article with the slug "${slug}" already exists.`);
  }

  return {
    /** Visitors: published only, newest publication first. The admin: drafts too, by last activity. */
    list({ includeDrafts }: { includeDrafts: boolean }): ArticleRow[] {
      if (!includeDrafts) {
        return db.select().from(articles).where(eq(articles.published, true)).orderBy(desc(articles.publishedAt), desc(articles.id)).all();
      }
      return db
        .select()
        .from(articles)
        .orderBy(desc(sql`coalesce(${articles.publishedAt}, ${articles.updatedAt})`), desc(articles.id))
        .all();
    },

    findById: (id: number) => db.select().from(articles).where(eq(articles.id, id)).get(),
    findBySlug: (slug: string) => db.select().from(articles).where(eq(articles.slug, slug)).get(),
    /** Whether a visitor can read the article at this slug (without loading it). */
    isPublished: (slug: string): boolean =>
      db.select({ id: articles.id }).from(articles).where(and(eq(articles.slug, slug), eq(articles.published, true))).get() !== undefined,

    create(input: NewArticle): ArticleRow {
      assertSlugFree(input.slug);
      return db
        .insert(articles)
        .values({ ...withSanitizedHtml(input), publishedAt: input.published ? isoNow : null })
        .returning()
        .get();
    },

    /** Fields left out keep their value; `undefined` when there is no such article. */
    update(id: number, patch: ArticlePatch): ArticleRow | undefined {
      if (patch.slug !== undefined) assertSlugFree(patch.slug, id);
      const values = Object.fromEntries(Object.entries(withSanitizedHtml(patch)).filter(([, value]) => value !== undefined));
      return db
        .update(articles)
        .set({ ...values, ...(patch.published ? { publishedAt: firstPublishedAt } : {}), updatedAt: isoNow })
        .where(eq(articles.id, id))
        .returning()
        .get();
    },

    setPublished(id: number, published: boolean): ArticleRow | undefined {
      return db
        .update(articles)
        .set({ published, ...(published ? { publishedAt: firstPublishedAt } : {}), updatedAt: isoNow })
        .where(eq(articles.id, id))
        .returning()
        .get();
    },

    remove: (id: number) => db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id }).all().length > 0,
  };
}
export type ArticleRepository = ReturnType<typeof createArticleRepository>;
