import * as v from "valibot";
import { SHARED_MESSAGES, codedMessages, declareCode, type Issue } from "../validation-codes";
import { minText, optionalSafeUrl, orderSchema, translatedText, translationsSchema, objectWithFieldMessages } from "../validation";

export const PROJECT_MESSAGES = codedMessages("project", {
  title: "Title must be at least 3 characters.",
  description: "Description must be at least 10 characters.",
  url: SHARED_MESSAGES.invalidUrl,
  technologies: "Add at least one technology.",
  tooManyTechnologies: "At most 50 technologies.",
  period: "The period must be at most 40 characters.",
});

/** "2021 – 2023", as the owner words it; empty shows no date on the card. */
const period = v.pipe(v.string(PROJECT_MESSAGES.period), v.trim(), v.maxLength(40, PROJECT_MESSAGES.period));

const fields = {
  title: minText(3, PROJECT_MESSAGES.title, 200),
  description: minText(10, PROJECT_MESSAGES.description, 5000),
  imageUrl: optionalSafeUrl(PROJECT_MESSAGES.url),
  projectUrl: optionalSafeUrl(PROJECT_MESSAGES.url),
  /** Trimmed, blanks and duplicates dropped (spec §5). */
  technologies: v.pipe(
    v.array(v.string(PROJECT_MESSAGES.technologies), PROJECT_MESSAGES.technologies),
    v.transform((items) => [...new Set(items.map((s) => s.trim()).filter(Boolean))]),
    v.minLength(1, PROJECT_MESSAGES.technologies),
    v.maxLength(50, PROJECT_MESSAGES.tooManyTechnologies),
  ),
  featured: v.optional(v.boolean("featured must be true or false"), false),
  order: orderSchema,
  period: v.optional(period, ""),
  translations: translationsSchema({ title: translatedText, description: translatedText, period }),
};

export const projectInputSchema = objectWithFieldMessages(fields);
/** PUT: fields left out keep their value. */
export const projectUpdateSchema = v.partial(objectWithFieldMessages(fields));

export type ProjectInput = v.InferInput<typeof projectInputSchema>;
export type ProjectUpdate = v.InferInput<typeof projectUpdateSchema>;

/** The most projects one reorder may list: far more than a portfolio shows, and a bound on what a request holds. */
export const MAX_ORDERED_PROJECTS = 1000;

export const PROJECT_ORDER_MESSAGES = {
  ...codedMessages("project-order", {
    ids: "List the projects by their ids, each once.",
    tooMany: `At most ${MAX_ORDERED_PROJECTS} projects.`,
  }),
  unknown: (id: number) => `There is no project with the id ${id}.`,
} as const;

/** A reorder naming an id no project has: its own code, the id in `params` (its sentence differs per id). */
const UNKNOWN_PROJECT = declareCode("project-order.unknown");
export const unknownProjectIssue = (id: number): Issue => ({
  path: "ids",
  code: UNKNOWN_PROJECT,
  message: PROJECT_ORDER_MESSAGES.unknown(id),
  params: { id },
});

const isId = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value > 0;

/** PUT /api/projects/order: the projects' ids in the order they are to be shown. */
export const projectOrderSchema = objectWithFieldMessages({
  ids: v.pipe(
    v.array(v.unknown(), PROJECT_ORDER_MESSAGES.ids),
    v.minLength(1, PROJECT_ORDER_MESSAGES.ids),
    v.maxLength(MAX_ORDERED_PROJECTS, PROJECT_ORDER_MESSAGES.tooMany),
    v.check((ids) => ids.every(isId) && new Set(ids).size === ids.length, PROJECT_ORDER_MESSAGES.ids),
    v.transform((ids) => ids as number[]),
  ),
});
export type ProjectOrder = v.InferInput<typeof projectOrderSchema>;
