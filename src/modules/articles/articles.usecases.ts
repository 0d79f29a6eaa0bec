import type { SQL } from "drizzle-orm";
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
/**
 * An article brought in from another platform: valid by `articleInputSchema`, with the dates its source kept (ISO
 * 8601 in UTC; null where the source had none).
 */
export type ImportedArticleValues = NewArticle & { publishedAt: string | null; createdAt: string | null; updatedAt: string | null };

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
  /**
   * The row an imported article is stored as. A published article the source gave no date takes `undatedPublication`
   * (the time of the import, or the first publication date an overwritten article had); an article whose source
   * kept no "last changed" date was last changed when it was written.
   */
  const importedRow = ({ publishedAt, createdAt, updatedAt, ...article }: ImportedArticleValues, undatedPublication: SQL) => {
    const sanitized = withSanitizedHtml(article);
    const lastChanged = updatedAt ?? createdAt;
    return {
      ...sanitized,
      publishedAt: publishedAt ?? (sanitized.published ? undatedPublication : null),
      ...(createdAt === null ? {} : { createdAt }),
      ...(lastChanged === null ? {} : { updatedAt: lastChanged }),
    };
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
    /** Every slug in use, for an import to decide what collides. */
    slugs: () => repo.slugs(),
    /** An imported article, new here, with the dates of its source; sanitised as every save is. */
    importArticle(input: ImportedArticleValues): ArticleRow {
      assertSlugFree(input.slug);
      return repo.insert(importedRow(input, NOW));
    },
    /**
     * An imported article replacing the one that has its slug (the "overwrite" choice): every field becomes the
     * source's, the id stays so links and references to it keep working. A published article keeps its first
     * publication date when the source has none; a draft keeps the date it was once published here.
     */
    overwriteBySlug(input: ImportedArticleValues): ArticleRow {
      const { publishedAt, ...values } = importedRow(input, FIRST_PUBLISHED_AT);
      const keepsPublicationDate = input.publishedAt === null && !input.published;
      return found(repo.updateBySlug(input.slug, { ...values, ...(keepsPublicationDate ? {} : { publishedAt }), updatedAt: input.updatedAt ?? NOW }));
    },
    /** An import: articles already validated and sanitised, with the dates of their document. */
    replaceAll: (rows: ArticleValues[]) => repo.replaceAll(rows),
  };
}
export type ArticleUseCases = ReturnType<typeof createArticleUseCases>;
