import * as v from "valibot";
import { minText, optionalSafeUrl, translatedText, translationsSchema, objectWithFieldMessages } from "../validation";
import { SHARED_MESSAGES, codedMessages, fieldIssue, tooLong, type Issue } from "../validation-codes";

export const ARTICLE_MESSAGES = codedMessages("article", {
  title: "Title must be at least 5 characters.",
  slugLength: "Slug must be at least 3 characters.",
  slugFormat: "Slug can only contain lowercase letters, numbers, and hyphens.",
  slugTooLong: "Slug must be at most 200 characters.",
  summary: "Summary must be at least 10 characters.",
  content: "Content must be at least 50 characters.",
  category: "Category is required.",
  imageUrl: SHARED_MESSAGES.invalidUrl,
  publishAt: "Publish time must be a date and time such as 2026-03-10T09:00:00Z.",
  publishAtTooFar: "Publish time must be within the next 10 years.",
});

/** How far ahead an article may be scheduled. */
export const MAX_SCHEDULE_YEARS = 10;

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:(\d{2})(\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/;

/** An ISO 8601 date and time with its offset that names a real moment (no 30 February, no 25:00). */
export function isIsoDateTime(value: string): boolean {
  const parts = ISO_DATE_TIME.exec(value);
  if (!parts) return false;
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = [1, 2, 3, 4, 5, 7, 10, 11].map((i) => Number(parts[i] ?? 0));
  const calendar = new Date(Date.UTC(year!, month! - 1, day!));
  return (
    calendar.getUTCMonth() === month! - 1 &&
    calendar.getUTCDate() === day &&
    hour! <= 23 &&
    minute! <= 59 &&
    second <= 59 &&
    offsetHours <= 23 &&
    offsetMinutes <= 59 &&
    !Number.isNaN(Date.parse(value))
  );
}

/**
 * When a scheduled article may go out: an ISO 8601 date and time with its offset (the admin converts the owner's
 * local time), stored in UTC as the database writes its timestamps. Empty or null: no schedule.
 */
const publishAtSchema = v.pipe(
  v.nullable(v.string(ARTICLE_MESSAGES.publishAt)),
  v.transform((s) => (s === null || s.trim() === "" ? null : s.trim())),
  v.check((s) => s === null || isIsoDateTime(s), ARTICLE_MESSAGES.publishAt),
  v.transform((s) => (s === null ? null : new Date(s).toISOString())),
);

/** The latest time an article may be scheduled for, seen from `now`. */
export function latestScheduleTime(now: Date): Date {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + MAX_SCHEDULE_YEARS);
  return latest;
}

/** The time has come (or passed): publishing with it publishes now. */
export const isDue = (publishAt: string | null | undefined, now: Date) => !publishAt || Date.parse(publishAt) <= now.getTime();

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

/** The address of an article: given by the owner, or made from the title when left out. */
export const articleSlugSchema = v.pipe(
  v.string(ARTICLE_MESSAGES.slugLength),
  v.trim(),
  v.minLength(3, ARTICLE_MESSAGES.slugLength),
  v.maxLength(200, ARTICLE_MESSAGES.slugTooLong),
  v.regex(SLUG_PATTERN, ARTICLE_MESSAGES.slugFormat),
);

/**
 * What visitors need of an article: its rules, checked when it is published or scheduled. A draft may leave these
 * empty, so the owner can save a title alone and write the rest later.
 */
export const ARTICLE_PUBLISH_RULES = {
  summary: minText(10, ARTICLE_MESSAGES.summary, 1000),
  content: minText(50, ARTICLE_MESSAGES.content, 500_000),
  category: minText(2, ARTICLE_MESSAGES.category, 100),
};
type PublishRuleField = keyof typeof ARTICLE_PUBLISH_RULES;
const PUBLISH_RULE_FIELDS = Object.keys(ARTICLE_PUBLISH_RULES) as PublishRuleField[];

/** A draft's text: anything up to the published rule's length, stored as "" when left out. */
const draftText = (field: PublishRuleField, max: number) => v.optional(v.pipe(v.string(ARTICLE_MESSAGES[field]), v.trim(), v.maxLength(max, tooLong(max))), "");

export type ArticleIssue = Issue;

/**
 * The fields a published (or scheduled) article lacks, each with its spec §5 message; none for a draft. Shared by the
 * schema below, the server (which checks the stored article a change or a publish would leave, its HTML sanitised)
 * and the admin form.
 */
export function publishingIssues(article: { published?: boolean; summary?: string; content?: string; category?: string }, path = ""): ArticleIssue[] {
  if (!article.published) return [];
  return PUBLISH_RULE_FIELDS.filter((field) => !v.is(ARTICLE_PUBLISH_RULES[field], article[field] ?? "")).map((field) =>
    fieldIssue(`${path}${field}`, ARTICLE_MESSAGES[field]),
  );
}

type PublishFields = { published?: boolean; summary?: string; content?: string; category?: string };

/** The publish-time rules as a step of an object schema's pipe: each missing field reported on its own path. */
export const whenPublished = <T extends PublishFields>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const article = dataset.value;
    for (const issue of publishingIssues(article)) {
      const key = issue.path as PublishRuleField;
      addIssue({ message: issue.message, path: [{ type: "object", origin: "value", input: article, key, value: article[key] }] });
    }
  });

const fields = {
  title: minText(5, ARTICLE_MESSAGES.title, 300),
  /** Left out: made from the title (and made unique) by the server. */
  slug: v.optional(articleSlugSchema),
  summary: draftText("summary", 1000),
  content: draftText("content", 500_000),
  category: draftText("category", 100),
  imageUrl: optionalSafeUrl(ARTICLE_MESSAGES.imageUrl),
  published: v.optional(v.boolean("published must be true or false"), false),
  /** With `published: true`, not before this time (scheduled); a time that has passed publishes now. */
  publishAt: v.optional(publishAtSchema, null),
  /** false: "Don't e-mail this article", its publication is not mailed to the readers. Left out: they are mailed. */
  mailReaders: v.optional(v.boolean("mailReaders must be true or false")),
  translations: translationsSchema({ title: translatedText, summary: translatedText, content: translatedText, category: translatedText }),
};

/** POST: a draft needs a title; a published or scheduled article needs everything visitors read. */
const articleObject = objectWithFieldMessages(fields);
export const articleInputSchema = v.pipe(articleObject, whenPublished<v.InferOutput<typeof articleObject>>());
/**
 * PUT: fields left out keep their value. Whether the result may be published depends on what is stored, so the
 * server checks `publishingIssues` on the article the change leaves.
 */
export const articleUpdateSchema = v.partial(objectWithFieldMessages(fields));

export type ArticleInput = v.InferInput<typeof articleInputSchema>;
export type ArticleUpdate = v.InferInput<typeof articleUpdateSchema>;
