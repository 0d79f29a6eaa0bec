import type * as v from "valibot";
import type { DbExecutor } from "../../db/open";
import { DomainError, notFound } from "../../lib/errors";
import { definedFields } from "../../lib/patch";
import type { articleInputSchema, articleUpdateSchema } from "../../shared/schemas/articles";
import { withSanitizedHtml } from "./articles.content";
import { createArticleRepository, FIRST_PUBLISHED_AT, NOW, type ArticleValues } from "./articles.repository";
import type { ArticleRow } from "./articles.table";

export type NewArticle = v.InferOutput<typeof articleInputSchema>;
export type ArticlePatch = v.InferOutput<typeof articleUpdateSchema>;

const NOT_FOUND = "Article not found";

/**
 * The rules of articles: HTML is sanitised on every save (and must still hold 50 characters), a slug belongs to one
 * article, visitors never see a draft, and the first publication date stays through unpublishing and republishing.
 */
export function createArticleUseCases(db: DbExecutor) {
  const repo = createArticleRepository(db);
  const assertSlugFree = (slug: string, exceptId?: number) => {
    if (repo.slugTaken(slug, exceptId)) throw new DomainError("conflict", `An article with the slug "${slug}" already exists.`);
  };
  const found = (row: ArticleRow | undefined): ArticleRow => {
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };
  /** A draft is "not found" for a visitor (contract §2). */
  const visible = (row: ArticleRow | undefined, signedIn: boolean): ArticleRow => {
    if (!row || (!row.published && !signedIn)) throw notFound(NOT_FOUND);
    return row;
  };

  return {
    /** Visitors: published only, newest publication first. The admin: drafts too, by last activity. */
    list: ({ includeDrafts }: { includeDrafts: boolean }) => (includeDrafts ? repo.listAll() : repo.listPublished()),
    get: (id: number, { signedIn }: { signedIn: boolean }) => visible(repo.findById(id), signedIn),
    getBySlug: (slug: string, { signedIn }: { signedIn: boolean }) => visible(repo.findBySlug(slug), signedIn),
    create(input: NewArticle): ArticleRow {
      assertSlugFree(input.slug);
      return repo.insert({ ...withSanitizedHtml(input), publishedAt: input.published ? NOW : null });
    },
    /** Fields left out keep their value. */
    update(id: number, patch: ArticlePatch): ArticleRow {
      if (patch.slug !== undefined) assertSlugFree(patch.slug, id);
      const values = definedFields(withSanitizedHtml(patch));
      return found(repo.update(id, { ...values, ...(patch.published ? { publishedAt: FIRST_PUBLISHED_AT } : {}), updatedAt: NOW }));
    },
    setPublished: (id: number, published: boolean): ArticleRow =>
      found(repo.update(id, { published, ...(published ? { publishedAt: FIRST_PUBLISHED_AT } : {}), updatedAt: NOW })),
    remove(id: number): void {
      if (!repo.remove(id)) throw notFound(NOT_FOUND);
    },
    exportAll: () => repo.listByCreation(),
    /** An import: articles already validated and sanitised, with the dates of their document. */
    replaceAll: (rows: ArticleValues[]) => repo.replaceAll(rows),
  };
}
export type ArticleUseCases = ReturnType<typeof createArticleUseCases>;
