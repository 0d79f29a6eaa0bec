import { sanitizeArticleHtml } from "../../lib/sanitize";
import type { Translations } from "../../db/columns";

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
