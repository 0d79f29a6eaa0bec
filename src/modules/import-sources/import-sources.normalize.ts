import * as v from "valibot";
import { inTranslation, type ReportNote, reportNote } from "../../shared/import-report";
import { TRANSLATION_LANGUAGES, type Language } from "../../shared/languages";
import { sanitizeArticleHtml } from "../../lib/sanitize";
import { isSafeUrl } from "../../shared/validation";
import { ARTICLE_PUBLISH_RULES, articleInputSchema, articleSlugSchema, slugify } from "../../shared/schemas/articles";
import { UPLOADS_URL_PREFIX } from "../uploads/uploads.repository";
import { firstParagraphText, htmlToText, imageSources, shorten } from "./import-sources.html";
import { isObject, readItem } from "./import-sources.source-values";
import type {
  ImportPlan,
  ImportSource,
  ImportWarning,
  PlannedArticle,
  PlannedUpload,
  SkippedItem,
  SourceArticle,
  UploadFileReader,
} from "./import-sources.types";
import { skippedItem } from "./import-sources.types";

/**
 * A field's length bounds as articleInputSchema states them (its min_length and max_length actions), so that
 * deciding when to derive a value follows the rules themselves rather than a copy of them. The schema still has
 * the final word on every item.
 */
function lengthBounds(field: { pipe: readonly unknown[] }): { min: number; max: number } {
  const requirement = (type: string) => {
    const action = field.pipe.find((step) => isObject(step) && step.kind === "validation" && step.type === type);
    return isObject(action) && typeof action.requirement === "number" ? action.requirement : null;
  };
  return { min: requirement("min_length") ?? 0, max: requirement("max_length") ?? Number.POSITIVE_INFINITY };
}

// An imported article gets a summary, category and content fit to publish, drafts too: the rules visitors need.
const RULES = { ...articleInputSchema.entries, ...ARTICLE_PUBLISH_RULES, slug: articleSlugSchema };
const TITLE = lengthBounds(RULES.title);
const SUMMARY = lengthBounds(RULES.summary);
const CONTENT = lengthBounds(RULES.content);
const CATEGORY = lengthBounds(RULES.category);
const SLUG = lengthBounds(RULES.slug);

export const DEFAULT_CATEGORY = "General";
/** A derived summary stays a teaser, not a copy of the article. */
const DERIVED_SUMMARY = 300;
const DERIVED_TITLE = 80;

/** Markup the sanitiser drops whose loss the owner should hear about: it carried something readers saw. */
const REPORTED_DROPS: { tag: string; code: "iframe-removed" | "object-removed" | "script-removed" }[] = [
  { tag: "iframe", code: "iframe-removed" },
  { tag: "embed", code: "object-removed" },
  { tag: "object", code: "object-removed" },
  { tag: "script", code: "script-removed" },
];

const clean = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
const isRemote = (url: string) => /^https?:\/\//i.test(url);
/** A URL as a report names it: long ones (a data: URL) cut short. */
const shownUrl = (url: string) => shorten(url, 120);

const isValidSlug = (slug: string) => v.is(RULES.slug, slug);

/** Sanitised as a saved article is, saying what the sanitiser took away. */
function sanitizeReporting(html: string, warn: (note: ReportNote) => void): string {
  const codes = new Set(REPORTED_DROPS.filter(({ tag }) => new RegExp(`<${tag}\\b`, "i").test(html)).map(({ code }) => code));
  for (const code of codes) warn(reportNote(code));
  // A figure whose image was refused would stay behind as an empty box.
  const sanitized = sanitizeArticleHtml(html).replace(/<figure\b[^>]*>\s*<\/figure>/g, "");
  const kept = new Set(imageSources(sanitized));
  for (const source of new Set(imageSources(html))) {
    if (!kept.has(source)) warn(reportNote("image-removed", { url: shownUrl(source) }));
  }
  return sanitized;
}

/** The first sentence of the first paragraph (or of the text) when it makes a fair summary, else the opening words. */
function summaryFromText(html: string, wholeText: string): string {
  const paragraph = firstParagraphText(html);
  const text = paragraph && paragraph.length >= SUMMARY.min ? paragraph : wholeText;
  const sentence = text.match(/^.+?[.!?…](?=\s|$)/)?.[0];
  if (sentence && sentence.length >= SUMMARY.min && sentence.length <= DERIVED_SUMMARY) return sentence;
  return shorten(text, DERIVED_SUMMARY);
}

function titleFromText(text: string): string {
  return shorten(text.split(" ").slice(0, 10).join(" "), DERIVED_TITLE);
}

/** The first of slug, slug-2, slug-3... that is not taken, within the slug length limit. */
export function freeSlug(slug: string, isTaken: (candidate: string) => boolean): string {
  if (!isTaken(slug)) return slug;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${slug.slice(0, SLUG.max - suffix.length)}${suffix}`;
    if (!isTaken(candidate)) return candidate;
  }
}

/**
 * Turns one source item into an article our API would accept, or says why it cannot be one. Missing or unfit
 * values are derived (with a warning) where a fair one exists; the final check is articleInputSchema itself.
 */
function normalizeArticle(item: SourceArticle, slugsInUse: Set<string>): PlannedArticle | SkippedItem {
  const warnings = [...item.warnings];
  const warn = (note: ReportNote) => {
    if (!warnings.some((warning) => warning.message === note.message)) warnings.push(note);
  };
  const skip = (title: string, reason: ReportNote): SkippedItem => skippedItem(title || item.origin, reason);

  const content = sanitizeReporting(item.html, warn);
  const text = htmlToText(content);

  let title = clean(item.title);
  if (!title) {
    if (!text) return skip("", reportNote("no-title-no-text"));
    title = titleFromText(text);
    warn(reportNote("no-title", { title }));
  } else if (title.length > TITLE.max) {
    title = shorten(title, TITLE.max);
    warn(reportNote("title-shortened", { max: TITLE.max }));
  }

  if (content.trim().length < CONTENT.min) return skip(title, reportNote("content-too-short", { min: CONTENT.min }));

  let summary = clean(item.summary);
  if (summary.length < SUMMARY.min) {
    const derived = summaryFromText(content, text);
    warn(summary ? reportNote("summary-too-short", { summary }) : reportNote("no-summary"));
    summary = derived;
  } else if (summary.length > SUMMARY.max) {
    summary = shorten(summary, SUMMARY.max);
    warn(reportNote("summary-shortened", { max: SUMMARY.max }));
  }

  let category = clean(item.category);
  if (category.length < CATEGORY.min) {
    if (category) warn(reportNote("category-too-short", { category, fallback: DEFAULT_CATEGORY }));
    else warn(reportNote("no-category", { fallback: DEFAULT_CATEGORY }));
    category = DEFAULT_CATEGORY;
  } else if (category.length > CATEGORY.max) {
    category = shorten(category, CATEGORY.max);
    warn(reportNote("category-shortened", { max: CATEGORY.max }));
  }

  const givenSlug = clean(item.slug);
  let slug = givenSlug;
  if (!isValidSlug(slug)) {
    const fromTitle = slugify(title).replace(/^-+|-+$/g, "");
    slug = isValidSlug(fromTitle) ? fromTitle : "article";
    if (givenSlug) warn(reportNote("slug-invalid", { given: givenSlug, slug }));
  }
  const uniqueSlug = freeSlug(slug, (candidate) => slugsInUse.has(candidate));
  if (uniqueSlug !== slug) warn(reportNote("slug-duplicate", { slug, renamed: uniqueSlug }));

  const imageUrl = coverUrl(item.imageUrl, warn);
  const translations = translationsOf(item, warn);

  const remoteImages = [imageUrl ?? "", ...imageSources(content), ...Object.values(translations).flatMap((t) => imageSources(t.content ?? ""))];
  for (const url of new Set(remoteImages.filter(isRemote))) warn(reportNote("remote-image-kept", { url: shownUrl(url) }));

  const published = item.status !== "draft";
  const result = v.safeParse(articleInputSchema, { title, slug: uniqueSlug, summary, content, category, imageUrl, published, translations });
  if (!result.success) return skip(title, reportNote("invalid-article", { detail: [...new Set(result.issues.map((issue) => issue.message))].join(" ") }));

  slugsInUse.add(uniqueSlug);
  return {
    origin: item.origin,
    article: {
      ...result.output,
      slug: uniqueSlug,
      // "A published article without a date takes the date it was written", as the JSON import does.
      publishedAt: item.publishedAt ?? (published ? item.createdAt : null),
      createdAt: item.createdAt,
      updatedAt: item.updatedAt,
    },
    scheduled: item.status === "scheduled",
    warnings,
  };
}

/** A cover the site can show: an upload (or an upload token) or a remote image; anything else is dropped. */
function coverUrl(url: string | null, warn: (note: ReportNote) => void): string | null {
  const value = clean(url);
  if (!value) return null;
  if ((isRemote(value) || value.startsWith(UPLOADS_URL_PREFIX)) && isSafeUrl(value)) return value;
  warn(reportNote("cover-dropped", { url: shownUrl(value) }));
  return null;
}

function translationsOf(item: SourceArticle, warn: (note: ReportNote) => void) {
  const translations: Partial<Record<Language, { title?: string; summary?: string; content?: string; category?: string }>> = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const source = item.translations?.[language];
    if (!source) continue;
    const fields: { title?: string; summary?: string; content?: string; category?: string } = {};
    for (const field of ["title", "summary", "category"] as const) {
      const value = clean(source[field]);
      if (value) fields[field] = value;
    }
    if (source.html !== undefined) {
      const content = sanitizeReporting(source.html, (note) => warn(inTranslation(language, note)));
      if (content.trim()) fields.content = content;
    }
    if (Object.keys(fields).length > 0) translations[language] = fields;
  }
  return translations;
}

/** Every source item normalised; the slugs of the articles kept are unique within the import. */
export function normalizeArticles(items: SourceArticle[]): { articles: PlannedArticle[]; skipped: SkippedItem[] } {
  const slugsInUse = new Set<string>();
  const articles: PlannedArticle[] = [];
  const skipped: SkippedItem[] = [];
  for (const item of items) {
    const outcome = readItem(item.title ?? item.origin, () => normalizeArticle(item, slugsInUse));
    if ("reason" in outcome) skipped.push(outcome);
    else articles.push(outcome);
  }
  return { articles, skipped };
}

/**
 * The plan for a parsed source: its items normalised, plus what the parser itself skipped or noticed. Uploads
 * no kept article uses (their article was skipped) are left out, so nothing is stored for nothing.
 */
export function buildPlan(
  source: ImportSource,
  items: SourceArticle[],
  found: { skipped?: SkippedItem[]; warnings?: ImportWarning[]; uploads?: PlannedUpload[]; readUploadFiles?: UploadFileReader } = {},
): ImportPlan {
  const { articles, skipped } = normalizeArticles(items);
  const used = (token: string) =>
    articles.some(
      ({ article }) =>
        article.content.includes(token) || article.imageUrl === token || Object.values(article.translations).some((t) => t.content?.includes(token)),
    );
  return {
    source,
    articles,
    skipped: [...(found.skipped ?? []), ...skipped],
    warnings: found.warnings ?? [],
    uploads: (found.uploads ?? []).filter((upload) => used(upload.token)),
    ...(found.readUploadFiles ? { readUploadFiles: found.readUploadFiles } : {}),
  };
}

/** The warning a source with pages carries: only its posts are imported. */
export const pagesNotImported = (pages: number): ReportNote =>
  pages === 1 ? reportNote("page-not-imported") : reportNote("pages-not-imported", { count: pages });
