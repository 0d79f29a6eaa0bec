import { sanitizeArticleHtml } from "../../lib/sanitize";
import type { Translations } from "../../db/columns";
import { badRequest } from "../../lib/errors";
import { ARTICLE_MESSAGES } from "../../shared/schemas/articles";

const MIN_CONTENT_LENGTH = 50;

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

/**
 * The article's HTML, in Spanish and in each translation, as it may be stored (sanitised on every save). The
 * minimum length is checked again on what remains, so content made only of stripped markup is refused (400)
 * instead of being stored empty. `path` prefixes the path (an import names the article's position).
 */
export function withSanitizedHtml<T extends ArticleHtml>(article: T, path = ""): T {
  const result = { ...article };
  if (result.content !== undefined) {
    result.content = sanitizeArticleHtml(result.content);
    if (result.content.trim().length < MIN_CONTENT_LENGTH) {
      throw badRequest("Validation failed", [{ path: `${path}content`, message: ARTICLE_MESSAGES.content }]);
    }
  }
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
