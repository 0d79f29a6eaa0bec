import { objectWithFieldMessages } from "../../shared/validation";
import * as v from "valibot";
import { articleInputSchema, articleSlugSchema, whenPublished } from "../../shared/schemas/articles";
import { educationInputSchema, experienceInputSchema, skillInputSchema } from "../../shared/schemas/cv";
import { projectInputSchema } from "../../shared/schemas/projects";
import { cvUrlSchema, siteInfoUpdateSchema } from "../../shared/schemas/site-info";
import { SUBSCRIBER_STATUSES, subscriberEmailSchema, subscriberLanguageSchema } from "../../shared/schemas/subscribers";

export const EXPORT_FORMAT = "portfolio-export";
export const EXPORT_VERSION = 1;

const TIMESTAMP_MESSAGE = "Must be an ISO 8601 date and time, such as 2024-05-01T10:00:00.000Z.";
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Stored the way the database writes its own timestamps: UTC, milliseconds, ending in `Z`. */
const timestamp = v.pipe(
  v.string(TIMESTAMP_MESSAGE),
  v.trim(),
  v.check((s) => ISO_DATE_TIME.test(s) && !Number.isNaN(Date.parse(s)), TIMESTAMP_MESSAGE),
  v.transform((s) => new Date(s).toISOString()),
);

/**
 * An article as exported: what the editor writes plus the dates the server keeps. An export always names the slug;
 * a published article carries what visitors read, a draft may not.
 */
const articleItemObject = objectWithFieldMessages({
  ...articleInputSchema.entries,
  slug: articleSlugSchema,
  publishedAt: v.optional(v.nullable(timestamp), null),
  createdAt: v.optional(timestamp),
  updatedAt: v.optional(timestamp),
});
const articleItemSchema = v.pipe(articleItemObject, whenPublished<v.InferOutput<typeof articleItemObject>>());

/** A project as exported: what the editor writes plus when it was added (null or absent: not known). */
const projectItemSchema = objectWithFieldMessages({
  ...projectInputSchema.entries,
  createdAt: v.optional(v.nullable(timestamp), null),
});

/** The site settings as exported; unlike PUT /api/site-info it also carries the CV link. */
const siteInfoItemSchema = objectWithFieldMessages({
  ...siteInfoUpdateSchema.entries,
  cvFileUrl: v.optional(v.nullable(cvUrlSchema.entries.cvUrl), null),
});

/** A reader as exported: their address, language, where their subscription stands and its dates (no token). */
const subscriberItemSchema = objectWithFieldMessages({
  email: subscriberEmailSchema,
  language: subscriberLanguageSchema,
  status: v.picklist(SUBSCRIBER_STATUSES, `Must be one of ${SUBSCRIBER_STATUSES.join(", ")}.`),
  requestedAt: timestamp,
  confirmedAt: v.nullable(timestamp),
  unsubscribedAt: v.nullable(timestamp),
  createdAt: timestamp,
});

type ArticleItem = v.InferOutput<typeof articleItemSchema>;

/** The database keeps slugs unique; catch a repeated one here so the answer points at it. */
const uniqueSlugs = v.rawCheck<ArticleItem[]>(({ dataset, addIssue }) => {
  if (!dataset.typed) return;
  const firstIndex = new Map<string, number>();
  dataset.value.forEach((article, index) => {
    const earlier = firstIndex.get(article.slug);
    if (earlier === undefined) {
      firstIndex.set(article.slug, index);
      return;
    }
    addIssue({
      message: `The slug "${article.slug}" is already used by articles.${earlier}.`,
      path: [
        { type: "array", origin: "value", input: dataset.value, key: index, value: article },
        { type: "object", origin: "value", input: article, key: "slug", value: article.slug },
      ],
    });
  });
});

/** One row per address: a repeated one is pointed at rather than refused by the database. */
const uniqueEmails = <T extends { email: string }>() =>
  v.rawCheck<T[]>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const seen = new Set<string>();
    dataset.value.forEach((reader, index) => {
      if (seen.has(reader.email)) {
        addIssue({
          message: `The address "${reader.email}" is listed twice.`,
          path: [{ type: "array", origin: "value", input: dataset.value, key: index, value: reader }],
        });
      }
      seen.add(reader.email);
    });
  });

const list = <T extends v.GenericSchema>(item: T) => v.array(item, "Must be a list.");

/**
 * The whole export document (contract §2, GET /api/export). Each item follows the same rules as the editor
 * that writes it, so an import cannot store what the admin screens would refuse.
 */
export const portfolioDocumentSchema = objectWithFieldMessages({
  format: v.literal(EXPORT_FORMAT, `Not a portfolio export: "format" must be "${EXPORT_FORMAT}".`),
  version: v.literal(EXPORT_VERSION, `Unsupported export version: this site reads version ${EXPORT_VERSION}.`),
  exportedAt: v.optional(v.string()),
  siteInfo: siteInfoItemSchema,
  projects: list(projectItemSchema),
  articles: v.pipe(list(articleItemSchema), uniqueSlugs),
  experiences: list(experienceInputSchema),
  education: list(educationInputSchema),
  skills: list(skillInputSchema),
  /** Left out (an export from before readers existed): the readers here stay as they are. */
  subscribers: v.optional(v.pipe(list(subscriberItemSchema), uniqueEmails<v.InferOutput<typeof subscriberItemSchema>>())),
});

export type PortfolioDocument = v.InferOutput<typeof portfolioDocumentSchema>;
