import { sanitizeArticleHtml } from "../../lib/sanitize";
import type { Translations } from "../../db/columns";
import { badRequest } from "../../lib/errors";
import { publishingIssues } from "../../shared/schemas/articles";

const WORDS_PER_MINUTE = 200;

/** Spec §9: words of the text (tags stripped) / 200, rounded up, at least one minute. */
export function readTimeMinutes(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(nbsp|#160|#xa0);/gi, " ")
    .replace(/&[a-z0-9#]+;/gi, "");
  const words = text.match(/\S+/g)?.length ?? 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

type ArticleHtml = { content?: string; translations?: Translations<{ content: string }> };

type PublishableArticle = { published: boolean; summary: string; content: string; category: string };

/**
 * A published or scheduled article as it would be stored must hold what visitors read (summary, category, 50
 * characters of content): checked on the sanitised HTML, so content made only of stripped markup is refused (400)
 * instead of going out empty. A draft may lack them. `path` prefixes the issues' paths (an import names the
 * article's position).
 */
export function assertPublishable(article: PublishableArticle, path = ""): void {
  const issues = publishingIssues(article, path);
  if (issues.length > 0) throw badRequest("Validation failed", issues);
}

/** The article's HTML, in Spanish and in each translation, as it may be stored (sanitised on every save). */
export function withSanitizedHtml<T extends ArticleHtml>(article: T): T {
  const result = { ...article };
  if (result.content !== undefined) result.content = sanitizeArticleHtml(result.content);
  if (result.translations) {
    result.translations = Object.fromEntries(
      Object.entries(result.translations).map(([lang, fields]) => [
        lang,
        fields?.content === undefined ? fields : { ...fields, content: sanitizeArticleHtml(fields.content) },
      ]),
    );
  }
  return result;
}
