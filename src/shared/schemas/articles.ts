import * as v from "valibot";
import { minText, optionalSafeUrl, translatedText, translationsSchema, objectWithFieldMessages } from "../validation";

export const ARTICLE_MESSAGES = {
  title: "Title must be at least 5 characters.",
  slugLength: "Slug must be at least 3 characters.",
  slugFormat: "Slug can only contain lowercase letters, numbers, and hyphens.",
  summary: "Summary must be at least 10 characters.",
  content: "Content must be at least 50 characters.",
  category: "Category is required.",
  imageUrl: "Please enter a valid URL.",
} as const;

export const SLUG_PATTERN = /^[a-z0-9-]+$/;

/** Lowercase, accents and punctuation removed, spaces to hyphens (spec §5). */
export function slugify(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .slice(0, 120);
}

const fields = {
  title: minText(5, ARTICLE_MESSAGES.title, 300),
  slug: v.pipe(
    v.string(ARTICLE_MESSAGES.slugLength),
    v.trim(),
    v.minLength(3, ARTICLE_MESSAGES.slugLength),
    v.maxLength(200, "Slug must be at most 200 characters."),
    v.regex(SLUG_PATTERN, ARTICLE_MESSAGES.slugFormat),
  ),
  summary: minText(10, ARTICLE_MESSAGES.summary, 1000),
  content: minText(50, ARTICLE_MESSAGES.content, 500_000),
  category: minText(2, ARTICLE_MESSAGES.category, 100),
  imageUrl: optionalSafeUrl(ARTICLE_MESSAGES.imageUrl),
  published: v.optional(v.boolean("published must be true or false"), false),
  translations: translationsSchema({ title: translatedText, summary: translatedText, content: translatedText, category: translatedText }),
};

export const articleInputSchema = objectWithFieldMessages(fields);
/** PUT: fields left out keep their value. */
export const articleUpdateSchema = v.partial(objectWithFieldMessages(fields));

export type ArticleInput = v.InferInput<typeof articleInputSchema>;
export type ArticleUpdate = v.InferInput<typeof articleUpdateSchema>;
