import * as v from "valibot";
import { minText, optionalSafeUrl, orderSchema, translatedText, translationsSchema, objectWithFieldMessages } from "../validation";

export const PROJECT_MESSAGES = {
  title: "Title must be at least 3 characters.",
  description: "Description must be at least 10 characters.",
  url: "Please enter a valid URL.",
  technologies: "Add at least one technology.",
} as const;

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
    v.maxLength(50, "At most 50 technologies."),
  ),
  featured: v.optional(v.boolean("featured must be true or false"), false),
  order: orderSchema,
  translations: translationsSchema({ title: translatedText, description: translatedText }),
};

export const projectInputSchema = objectWithFieldMessages(fields);
/** PUT: fields left out keep their value. */
export const projectUpdateSchema = v.partial(objectWithFieldMessages(fields));

export type ProjectInput = v.InferInput<typeof projectInputSchema>;
export type ProjectUpdate = v.InferInput<typeof projectUpdateSchema>;
