import type { SQL } from "drizzle-orm";
import { createHash } from "node:crypto";
import type * as v from "valibot";
import type { DbExecutor } from "../../db/open";
import { badRequest, DomainError, fieldIssue, notFound } from "../../lib/errors";
import { definedFields } from "../../lib/patch";
import type { Language } from "../../shared/languages";
import { ARTICLE_MESSAGES, isDue, latestScheduleTime, slugify, type articleInputSchema, type articleUpdateSchema } from "../../shared/schemas/articles";
import { assertPublishable, withSanitizedHtml } from "./articles.content";
import { createArticlesRepository, FIRST_PUBLISHED_AT, NOW, type ArticleValues } from "./articles.repository";
import { createArticleSearchIndex, type SearchHit } from "./articles.search";
import { searchTerms } from "./articles.search-text";
import type { ArticleRow } from "./articles.table";
import type { Clock } from "../../platform/scheduler/scheduler.clock";

export type NewArticle = v.InferOutput<typeof articleInputSchema>;
export type ArticlePatch = v.InferOutput<typeof articleUpdateSchema>;
/**
 * An article brought in from another platform: valid by `articleInputSchema`, with the dates its source kept (ISO
 * 8601 in UTC; null where the source had none).
 */
export type ImportedArticleValues = Omit<NewArticle, "slug"> & { slug: string; publishedAt: string | null; createdAt: string | null; updatedAt: string | null };

const NOT_FOUND = "Article not found";
/** The same answer for a token that never existed, one that was revoked and one that is malformed. */
const NO_PREVIEW = "Preview not found";
/** Search answers the best few; related reading shows three. */
export const SEARCH_LIMIT = 20;
export const RELATED_LIMIT = 3;
/** A preview token: 32 random bytes (256 bits), base64url. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The slug of a title that has no letters or digits to make one from (a title in Japanese, say). */
const FALLBACK_SLUG = "article";
/** How many numbered variants of a title's slug are tried before the article's own time is added. */
const SLUG_VARIANTS = 100;

export const hashPreviewToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Told, inside the transaction that stores it, when an article is first published: visitors can see it for the first
 * time (at once, or when its scheduled time came). Never again for that article: an edit, unpublishing and
 * republishing keep its first publication date. Imports do not tell (what was published elsewhere is not new).
 */
export type PublicationListener = (article: ArticleRow) => void;

/** Visitors see it: published, and its scheduled time (if any) has come. */
export const isVisible = (row: Pick<ArticleRow, "published" | "publishAt">, now: Date) => row.published && isDue(row.publishAt, now);
/** Published with a time still ahead: visitors see it from then. */
export const isScheduled = (row: Pick<ArticleRow, "published" | "publishAt">, now: Date) => row.published && !isDue(row.publishAt, now);

/**
 * The first time visitors saw the article: stored, or its scheduled time when that has passed and the publishing
 * timer has not yet written it down (the two agree once it has).
 */
function firstSeen(row: ArticleRow, now: Date): string | null {
  return row.publishedAt ?? (row.published && row.publishAt && isDue(row.publishAt, now) ? row.publishAt : null);
}

/** The row as visitors and the API see it at `now`: its publication date written in when its time has come. */
export const asOf = (row: ArticleRow, now: Date): ArticleRow => (row.publishedAt || !isVisible(row, now) ? row : { ...row, publishedAt: firstSeen(row, now) });

/**
 * The rules of articles: HTML is sanitised on every save (and must still hold 50 characters), a slug belongs to one
 * article, and visitors see an article only once it is published and its scheduled time (if any) has come.
 *
 * Publishing state: `published` is the owner's decision, `publishAt` the time it takes effect (null: at once), and
 * visibility is computed from both at read time, so it never waits for a timer; the publishing timer
 * (articles.publishing.ts) only writes down the publication date and tells the caches. `publishedAt` is the first
 * time visitors could see it, kept through unpublishing, rescheduling and republishing (contract §2).
 */
export function createArticlesUseCases(db: DbExecutor, { clock, listeners = [] }: { clock: Clock; listeners?: PublicationListener[] }) {
  const now = () => new Date(clock.now());
  const repo = createArticlesRepository(db);
  /**
   * A write of the owner's, in one transaction with what its first publication sets off: the listeners are told when
   * the stored article had no publication date before and has one now.
   */
  const publishing = (before: ArticleRow | null, write: () => ArticleRow): ArticleRow =>
    db.transaction(() => {
      const after = write();
      const stored = repo.findById(after.id);
      if (!before?.publishedAt && stored?.publishedAt) for (const listener of listeners) listener(stored);
      return after;
    });
  const search = createArticleSearchIndex(db);
  const assertSlugFree = (slug: string, exceptId?: number) => {
    if (repo.slugTaken(slug, exceptId)) throw new DomainError("conflict", `An article with the slug "${slug}" already exists.`);
  };
  /**
   * A slug for an article whose owner named none: the title's, numbered ("-2", "-3"...) when another article has it,
   * since the owner did not choose it and a 409 would only stop a draft from being saved.
   */
  const slugFromTitle = (title: string): string => {
    const base = slugify(title).replace(/^-+|-+$/g, "");
    const stem = base.length >= 3 ? base : FALLBACK_SLUG;
    for (let n = 1; n <= SLUG_VARIANTS; n++) {
      const candidate = n === 1 ? stem : `${stem}-${n}`;
      if (!repo.slugTaken(candidate)) return candidate;
    }
    return `${stem}-${now().getTime()}`;
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
    assertPublishable(sanitized);
    const lastChanged = updatedAt ?? createdAt;
    return {
      ...sanitized,
      publishedAt: publishedAt ?? (sanitized.published && isDue(sanitized.publishAt, now()) ? undatedPublication : null),
      ...(createdAt === null ? {} : { createdAt }),
      ...(lastChanged === null ? {} : { updatedAt: lastChanged }),
    };
  };

  /** A draft, or one scheduled for later, is "not found" for a visitor (contract §2). */
  const visible = (row: ArticleRow | undefined, signedIn: boolean): ArticleRow => {
    if (!row || (!signedIn && !isVisible(row, now()))) throw notFound(NOT_FOUND);
    return asOf(row, now());
  };
  const saved = (row: ArticleRow): ArticleRow => {
    search.index(row);
    return asOf(row, now());
  };
  /**
   * A preview link is for what visitors have not seen. Once they have, it only leads to the public page; when the
   * article is taken back (unpublished, rescheduled, overwritten by a draft), the link ends instead of showing the
   * draft again to whoever was given it before publication.
   */
  const endPreviewWhenWithdrawn = (before: ArticleRow, after: ArticleRow): void => {
    if (isVisible(before, now()) && !isVisible(after, now())) repo.previewLinks.remove(after.id);
  };
  /** Saves a change of an existing article and applies what its change of visibility means for its preview link. */
  const changed = (before: ArticleRow, after: ArticleRow | undefined): ArticleRow => {
    const row = found(after);
    endPreviewWhenWithdrawn(before, row);
    return saved(row);
  };

  /**
   * The publishing fields after a write: a draft has no schedule, a time that has passed publishes now, one more than
   * ten years ahead is refused. `publishedAt` is set the first time the article becomes visible.
   */
  function publishingState(before: ArticleRow | null, published: boolean, publishAt: string | null, publishAtGiven: boolean) {
    const at = now();
    if (publishAtGiven && publishAt && Date.parse(publishAt) > latestScheduleTime(at).getTime()) {
      throw badRequest("Validation failed", [fieldIssue("publishAt", ARTICLE_MESSAGES.publishAtTooFar)]);
    }
    const schedule = !published ? null : publishAtGiven && isDue(publishAt, at) ? null : publishAt;
    const seen = before ? firstSeen(before, at) : null;
    // Published at once: dated by the database's clock, as `createdAt` and `updatedAt` are.
    return { published, publishAt: schedule, publishedAt: seen ?? (published && isDue(schedule, at) ? NOW : null) };
  }

  return {
    /** Visitors: what they see now, newest publication first. The admin: drafts and scheduled ones too, by last activity. */
    list: ({ includeDrafts }: { includeDrafts: boolean }) =>
      (includeDrafts ? repo.listAll() : repo.listVisible(now().toISOString())).map((row) => asOf(row, now())),
    get: (id: number, { signedIn }: { signedIn: boolean }) => visible(repo.findById(id), signedIn),
    getBySlug: (slug: string, { signedIn }: { signedIn: boolean }) => visible(repo.findBySlug(slug), signedIn),
    /** A draft needs a title alone (its slug is made from it when left out); a published one needs everything. */
    create(input: NewArticle): ArticleRow {
      if (input.slug !== undefined) assertSlugFree(input.slug);
      const article = withSanitizedHtml({ ...input, slug: input.slug ?? slugFromTitle(input.title) });
      assertPublishable(article);
      const state = publishingState(null, article.published, article.publishAt, article.publishAt !== null);
      return publishing(null, () => saved(repo.insert({ ...article, ...state })));
    },
    /** Fields left out keep their value. */
    update(id: number, patch: ArticlePatch): ArticleRow {
      const before = found(repo.findById(id));
      if (patch.slug !== undefined) assertSlugFree(patch.slug, id);
      const values = definedFields(withSanitizedHtml(patch));
      // The article this change leaves must be publishable if it is (or stays) published: a draft may lack anything.
      assertPublishable({ ...before, ...values, published: patch.published ?? before.published });
      const state = publishingState(
        before,
        patch.published ?? before.published,
        patch.publishAt !== undefined ? patch.publishAt : before.publishAt,
        patch.publishAt !== undefined,
      );
      return publishing(before, () => changed(before, repo.update(id, { ...values, ...state, updatedAt: NOW })));
    },
    /** Publishes now (a schedule is dropped) or turns it back into a draft. */
    setPublished(id: number, published: boolean): ArticleRow {
      const before = found(repo.findById(id));
      assertPublishable({ ...before, published });
      return publishing(before, () => changed(before, repo.update(id, { ...publishingState(before, published, null, true), updatedAt: NOW })));
    },
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
      const before = found(repo.findBySlug(input.slug));
      const after = found(repo.updateBySlug(input.slug, { ...values, ...(keepsPublicationDate ? {} : { publishedAt }), updatedAt: input.updatedAt ?? NOW }));
      endPreviewWhenWithdrawn(before, after);
      return after;
    },
    /** An import: articles already validated and sanitised, with the dates of their document (schedules included). */
    replaceAll(rows: ArticleValues[]): void {
      repo.replaceAll(rows);
      search.indexAll();
    },
    /** Visible articles matching the words of `query` in the text shown in `lang`, best first, each with its passage. */
    search: (query: string, lang: Language): SearchHit[] =>
      search.search(searchTerms(query), lang, now().toISOString(), SEARCH_LIMIT).map((hit) => ({ ...hit, article: asOf(hit.article, now()) })),
    /** Up to three visible articles to read after `article`: its category first, then the newest. */
    relatedTo: (article: ArticleRow): ArticleRow[] => repo.related(article, now().toISOString(), RELATED_LIMIT).map((row) => asOf(row, now())),
    /** Remakes the search rows that fell behind their article (a restored, seeded or upgraded database). */
    syncSearch: () => search.syncStale(),
    /** The next time a scheduled article goes out, or null. */
    nextScheduledTime: (): Date | null => {
      const next = repo.nextScheduledAfter(now().toISOString());
      return next ? new Date(next) : null;
    },
    /** Writes down the publication date of articles whose scheduled time has come (telling the listeners); answers their ids. */
    recordScheduledPublications: (): number[] =>
      db.transaction(() => {
        const ids = repo.recordScheduledPublications(now().toISOString());
        for (const article of repo.findByIds(ids)) for (const listener of listeners) listener(article);
        return ids;
      }),
    preview: {
      /** A new secret link to a draft or scheduled article (replacing its old one); answers the token, shown once. */
      create(id: number): string {
        const article = found(repo.findById(id));
        if (isVisible(article, now())) throw new DomainError("conflict", "This article is published: share its public address instead.");
        const token = Buffer.from(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES))).toString("base64url");
        repo.previewLinks.replace(id, hashPreviewToken(token));
        return token;
      },
      revoke(id: number): void {
        found(repo.findById(id));
        repo.previewLinks.remove(id);
      },
      /** When the article's link was made, or null when it has none (the token itself is never kept). */
      createdAt: (id: number): string | null => {
        found(repo.findById(id));
        return repo.previewLinks.createdAt(id);
      },
      /** The article a link shows; not found, all alike, for a token that is malformed, revoked or never existed. */
      open(token: string): ArticleRow {
        const article = TOKEN_PATTERN.test(token) ? repo.previewLinks.findArticle(hashPreviewToken(token)) : undefined;
        if (!article) throw notFound(NO_PREVIEW);
        return asOf(article, now());
      },
    },
  };
}
export type ArticlesUseCases = ReturnType<typeof createArticlesUseCases>;
