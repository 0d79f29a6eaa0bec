import * as v from "valibot";
import type { Language } from "./languages";
import { SUBSCRIPTIONS_CLOSED_REASONS } from "./schemas/subscribers";

/**
 * What the API answers (contract §2), described once: the server's presenters are typed by these and the SPA's
 * reads use the same types, so neither side can drift from the other or from the database behind them. A read
 * with `?lang=` answers the translatable fields in that language and `lang` in place of `translations`.
 */
const text = v.string();
const optionalText = v.nullable(v.string());
const timestamp = v.string();
/** Per language, only the fields that were translated. */
const translationsOf = <T extends v.ObjectEntries>(fields: T) => v.record(v.string(), v.optional(v.partial(v.object(fields))));

export const userResponse = v.object({ id: v.number(), username: text, email: text, name: text, role: text });

export const projectResponse = v.object({
  id: v.number(),
  title: text,
  description: text,
  imageUrl: optionalText,
  projectUrl: optionalText,
  technologies: v.array(text),
  featured: v.boolean(),
  order: v.number(),
  /** Null for projects from before creation dates were kept. */
  createdAt: optionalText,
  /** When the work happened, in the owner's words ("2021 – 2023"); empty when not given. */
  period: text,
  translations: translationsOf({ title: text, description: text, period: text }),
});

/** What a CV entry (an experience, an education) says after its names: what it was, and when it began and ended. */
const cvEntryPeriod = { description: text, startDate: text, endDate: optionalText };

export const experienceResponse = v.object({
  id: v.number(),
  title: text,
  company: text,
  ...cvEntryPeriod,
  isCurrent: v.boolean(),
  order: v.number(),
  translations: translationsOf({ title: text, company: text, description: text }),
});

export const educationResponse = v.object({
  id: v.number(),
  degree: text,
  institution: text,
  ...cvEntryPeriod,
  order: v.number(),
  translations: translationsOf({ degree: text, institution: text, description: text }),
});

export const skillResponse = v.object({
  id: v.number(),
  category: text,
  items: v.array(text),
  order: v.number(),
  translations: translationsOf({ category: text, items: v.array(text) }),
});

export const articleResponse = v.object({
  id: v.number(),
  title: text,
  slug: text,
  summary: text,
  content: text,
  category: text,
  imageUrl: optionalText,
  published: v.boolean(),
  /** With `published`, not before this time: scheduled while it is ahead, kept as a record once it has passed. */
  publishAt: optionalText,
  /** The first time visitors could see it. */
  publishedAt: optionalText,
  createdAt: timestamp,
  updatedAt: timestamp,
  /** Minutes, from the words of the text in the answer's language (at least 1). */
  readTime: v.number(),
  /** The admin's reads and preview links only: published with `publishAt` still ahead, so visitors do not see it yet. */
  scheduled: v.optional(v.boolean()),
  /** The admin's reads only: false when the owner ticked "Don't e-mail this article" (its publication is not mailed to readers). */
  mailReaders: v.optional(v.boolean()),
  translations: translationsOf({ title: text, summary: text, content: text, category: text }),
});

export const messageResponse = v.object({ id: v.number(), name: text, email: text, subject: text, message: text, read: v.boolean(), createdAt: timestamp });

/** How a message's notifications stand (the outbox's deliveries for it). */
export const deliverySummaryResponse = v.object({
  state: v.picklist(["none", "pending", "sent", "retrying", "failed"]),
  attempts: v.number(),
  lastError: optionalText,
});

/** A message as the admin's inbox reads it, with how its notifications stand. */
export const inboxMessageResponse = v.object({ ...messageResponse.entries, delivery: deliverySummaryResponse });

export const socialLinksResponse = v.object({ github: v.optional(text), linkedin: v.optional(text), twitter: v.optional(text), dribbble: v.optional(text) });

export const siteInfoResponse = v.object({
  id: v.number(),
  /** The owner's name (beyond the contract's shape; docs/decisions/0010). */
  ownerName: text,
  about: text,
  contactEmail: text,
  contactPhone: text,
  contactLocation: text,
  cvFileUrl: optionalText,
  heroImageUrl: optionalText,
  socialLinks: socialLinksResponse,
  /** Header brand, page-title suffix and feed title; empty: the owner's name stands in. */
  siteTitle: text,
  headline: text,
  /** The hero's badge; empty: no badge. */
  availability: text,
  /** The hero's badge; null: no badge. */
  yearsOfExperience: v.nullable(v.number()),
  highlights: v.array(text),
  footerNote: text,
  translations: translationsOf({ about: text, siteTitle: text, headline: text, availability: text, highlights: v.array(text), footerNote: text }),
});

/** A reader, as the admin's Readers screen lists them (GET /api/subscribers). */
export const subscriberResponse = v.object({
  id: v.number(),
  email: text,
  language: text,
  status: v.picklist(["pending", "confirmed", "unsubscribed"]),
  createdAt: timestamp,
});
/** GET /api/subscribers/summary: the counts, the change of confirmed readers over 30 days, and whether the form is shown. */
export const subscribersSummaryResponse = v.object({
  counts: v.object({ pending: v.number(), confirmed: v.number(), unsubscribed: v.number() }),
  confirmedChange30d: v.number(),
  open: v.boolean(),
  closedReason: v.nullable(v.picklist(SUBSCRIPTIONS_CLOSED_REASONS)),
});
/** POST /api/subscribers/import: how many were added; lines skipped (at most the first 100), each with why. */
export const subscribersImportResponse = v.object({
  imported: v.number(),
  known: v.number(),
  skipped: v.array(v.object({ line: v.number(), value: text, reason: v.picklist(["invalid-email", "duplicate"]) })),
  skippedCount: v.number(),
});

export const configResponse = v.object({ tinymceApiKey: text, heroImageUrl: optionalText, defaultHeroImageUrl: text, version: text, languages: v.array(text) });

export type User = v.InferOutput<typeof userResponse>;
export type Project = v.InferOutput<typeof projectResponse>;
export type Experience = v.InferOutput<typeof experienceResponse>;
export type Education = v.InferOutput<typeof educationResponse>;
export type Skill = v.InferOutput<typeof skillResponse>;
export type Article = v.InferOutput<typeof articleResponse>;
export type Message = v.InferOutput<typeof messageResponse>;
export type DeliverySummary = v.InferOutput<typeof deliverySummaryResponse>;
export type InboxMessage = v.InferOutput<typeof inboxMessageResponse>;
export type SocialLinks = v.InferOutput<typeof socialLinksResponse>;
export type SiteInfo = v.InferOutput<typeof siteInfoResponse>;
export type AppConfig = v.InferOutput<typeof configResponse>;
export type Subscriber = v.InferOutput<typeof subscriberResponse>;
export type SubscribersSummary = v.InferOutput<typeof subscribersSummaryResponse>;
export type SubscribersImport = v.InferOutput<typeof subscribersImportResponse>;

/** An entity as a `?lang=` read answers it: the text in `lang` (its translation, else Spanish), no `translations`. */
export type Localized<T extends { translations: unknown }> = Omit<T, "translations"> & { lang: Language };
/** What a read with or without `?lang=` may answer. */
export type AnyLanguage<T extends { translations: unknown }> = T | Localized<T>;

/**
 * GET /api/articles?q=: a matching article with the passage that matched (HTML: escaped text, the words in `<mark>`)
 * and the language of the text it matched in (the article's own `lang` is the language it is shown in).
 */
export type ArticleSearchResult = AnyLanguage<Article> & { snippet: string; matchedLanguage: Language };

/** GET /api/articles/:id/preview-link: when the article's private link was made, or null (the token is never kept). */
export type PreviewLinkState = { createdAt: string | null };
/** POST /api/articles/:id/preview-link: the new link, shown once. */
export type PreviewLink = { url: string; token: string };

/** GET /api/cv: the CV entries (localized with `?lang=`) and the CV file. */
export type CvData<Entry extends "localized" | "editable" = "editable"> = Entry extends "localized"
  ? { experiences: Localized<Experience>[]; education: Localized<Education>[]; skills: Localized<Skill>[]; cvFileUrl: string | null }
  : { experiences: Experience[]; education: Education[]; skills: Skill[]; cvFileUrl: string | null };
