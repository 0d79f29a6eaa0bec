import * as v from "valibot";
import type { Db } from "../../db/open";
import { badRequest } from "../../lib/errors";
import { toIssues } from "../../lib/validation";
import { withSanitizedHtml } from "../articles/articles.content";
import { readContent, replaceContent, type ImportCounts, type PortfolioContent } from "./portability.repository";
import { EXPORT_FORMAT, EXPORT_VERSION, portfolioDocumentSchema, type PortfolioDocument } from "./portability.schemas";

export type PortfolioExport = { format: typeof EXPORT_FORMAT; version: typeof EXPORT_VERSION; exportedAt: string } & PortfolioContent;
export type { ImportCounts };

/** The document GET /api/export and `portfolio export` write (contract §2). */
export function exportPortfolio(db: Db, now: Date = new Date()): PortfolioExport {
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: now.toISOString(), ...readContent(db) };
}

/**
 * Validates the whole document first, then replaces all content in one transaction. Anything invalid is a 400
 * whose issues point into the document ("projects.2.title") and nothing changes.
 */
export function importPortfolio(db: Db, document: unknown): ImportCounts {
  const result = v.safeParse(portfolioDocumentSchema, document);
  if (!result.success) throw badRequest("Not a valid portfolio export; nothing was imported.", toIssues(result.issues));
  const { format: _format, version: _version, exportedAt: _exportedAt, ...content } = result.output;
  return replaceContent(db, { ...content, articles: content.articles.map((article, i) => asStoredArticle(article, i)) });
}

/** Sanitised like any saved article; a published article without a date takes the date it was written. */
function asStoredArticle(article: PortfolioDocument["articles"][number], index: number): PortfolioDocument["articles"][number] {
  const publishedAt = article.publishedAt ?? (article.published ? (article.createdAt ?? new Date().toISOString()) : null);
  return withSanitizedHtml({ ...article, publishedAt }, `articles.${index}.`);
}
