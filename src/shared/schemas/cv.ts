import * as v from "valibot";
import { codedMessages, tooLong } from "../validation-codes";
import { orderSchema, requiredText, translatedList, translatedText, translationsSchema, objectWithFieldMessages } from "../validation";

export const CV_MESSAGES = codedMessages("cv", {
  title: "Title is required",
  company: "Company is required",
  description: "Description is required",
  startDate: "Start date is required",
  degree: "Degree is required",
  institution: "Institution is required",
  category: "Category is required",
  items: "At least one skill item is required",
  tooManyItems: "At most 100 items.",
});

/** Free text such as a year; empty or absent means "no end" (shown as 'Present'). */
const optionalDate = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((s) => (s == null || s.trim() === "" ? null : s.trim())),
    v.check((s) => s === null || s.length <= 50, tooLong(50)),
  ),
  null,
);

const experienceFields = {
  title: requiredText(CV_MESSAGES.title, 200),
  company: requiredText(CV_MESSAGES.company, 200),
  description: requiredText(CV_MESSAGES.description, 5000),
  startDate: requiredText(CV_MESSAGES.startDate, 50),
  endDate: optionalDate,
  isCurrent: v.optional(v.boolean("isCurrent must be true or false"), false),
  order: orderSchema,
  translations: translationsSchema({ title: translatedText, company: translatedText, description: translatedText }),
};

const educationFields = {
  degree: requiredText(CV_MESSAGES.degree, 200),
  institution: requiredText(CV_MESSAGES.institution, 200),
  description: requiredText(CV_MESSAGES.description, 5000),
  startDate: requiredText(CV_MESSAGES.startDate, 50),
  endDate: optionalDate,
  order: orderSchema,
  translations: translationsSchema({ degree: translatedText, institution: translatedText, description: translatedText }),
};

const skillFields = {
  category: requiredText(CV_MESSAGES.category, 100),
  /** Trimmed, blanks ignored (spec §5). */
  items: v.pipe(
    v.array(v.string(CV_MESSAGES.items), CV_MESSAGES.items),
    v.transform((items) => items.map((s) => s.trim()).filter(Boolean)),
    v.minLength(1, CV_MESSAGES.items),
    v.maxLength(100, CV_MESSAGES.tooManyItems),
  ),
  order: orderSchema,
  translations: translationsSchema({ category: translatedText, items: translatedList }),
};

export const experienceInputSchema = objectWithFieldMessages(experienceFields);
export const experienceUpdateSchema = v.partial(objectWithFieldMessages(experienceFields));
export const educationInputSchema = objectWithFieldMessages(educationFields);
export const educationUpdateSchema = v.partial(objectWithFieldMessages(educationFields));
export const skillInputSchema = objectWithFieldMessages(skillFields);
export const skillUpdateSchema = v.partial(objectWithFieldMessages(skillFields));

export type ExperienceInput = v.InferInput<typeof experienceInputSchema>;
export type EducationInput = v.InferInput<typeof educationInputSchema>;
export type SkillInput = v.InferInput<typeof skillInputSchema>;
