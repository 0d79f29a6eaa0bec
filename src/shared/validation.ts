import * as v from "valibot";
import { TRANSLATION_LANGUAGES } from "./languages";
import { SHARED_MESSAGES, tooLong } from "./validation-codes";

/**
 * The building blocks of every form's schema, shared by the server (which validates what arrives) and the SPA
 * (which checks a form before sending it), so both say the same thing in the same words.
 */
/** Links and images the site renders must be http(s) or a path on the site (contract §2, "Limits and protection"). */
export function isSafeUrl(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("\\");
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A required link: http(s) or a site path. */
export const safeUrl = (message: string) => v.pipe(v.string(message), v.trim(), v.maxLength(2048, message), v.check(isSafeUrl, message));

/** An optional link: empty, null or absent means "none" and is stored as null. */
export const optionalSafeUrl = (message: string) =>
  v.optional(
    v.pipe(
      v.nullable(v.string(message)),
      v.transform((s) => (s == null || s.trim() === "" ? null : s.trim())),
      v.check((s) => s === null || (s.length <= 2048 && isSafeUrl(s)), message),
    ),
    null,
  );

/** The largest display order (and, negated, the smallest) an entity keeps. */
export const MAX_ORDER = 1_000_000;
/** Display order: an integer, lower first; anything non-numeric becomes 0 (spec §5). */
export function toOrder(value: unknown): number {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number.parseInt(value, 10) : Number.NaN;
  if (!Number.isFinite(n)) return 0;
  return Math.max(-MAX_ORDER, Math.min(MAX_ORDER, Math.trunc(n)));
}
export const orderSchema = v.optional(v.pipe(v.unknown(), v.transform(toOrder)), 0);

export const requiredText = (message: string, max = 10_000) => v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, tooLong(max)));

export const minText = (min: number, message: string, max = 10_000) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, tooLong(max)));

export const textList = (message: string) =>
  v.pipe(
    v.array(v.string(message), message),
    v.transform((items) => items.map((s) => s.trim()).filter((s) => s.length > 0)),
    v.maxLength(200, "Too many items."),
  );

type TranslatableShape = Record<string, v.GenericSchema<unknown, unknown>>;

/**
 * `translations: {en: {title: "..."}, ...}` (contract §2): per language, only the fields that were translated.
 * Blank translated fields are dropped so they fall back to Spanish rather than showing nothing.
 */
function translationsRecord<T extends TranslatableShape>(fields: T) {
  const perLanguage = v.pipe(
    v.partial(v.strictObject(fields)),
    v.transform(
      (entry) =>
        Object.fromEntries(
          Object.entries(entry).filter(([, value]) =>
            Array.isArray(value) ? value.length > 0 : typeof value === "string" ? value.trim() !== "" : value != null,
          ),
        ) as Partial<{ [K in keyof T]: v.InferOutput<T[K]> }>,
    ),
  );
  return v.pipe(
    v.record(v.picklist(TRANSLATION_LANGUAGES, SHARED_MESSAGES.unknownLanguage), perLanguage),
    v.transform((all) => Object.fromEntries(Object.entries(all).filter(([, entry]) => Object.keys(entry).length > 0))),
  );
}

/** For a new entity: no translations sent means none. */
export const translationsSchema = <T extends TranslatableShape>(fields: T) => v.optional(translationsRecord(fields), {});

/** For a change (PUT): no translations sent means the stored ones stay (contract §2: fields left out keep their value). */
export const translationsPatchSchema = <T extends TranslatableShape>(fields: T) => v.optional(translationsRecord(fields));

export const translatedText = v.pipe(v.string(), v.trim(), v.maxLength(100_000));
export const translatedList = v.pipe(
  v.array(v.string()),
  v.transform((a) => a.map((s) => s.trim()).filter(Boolean)),
);

const NOT_AN_OBJECT = SHARED_MESSAGES.notAnObject;

/**
 * `v.object` whose missing fields report their own message (spec §5) rather than valibot's generic
 * "Invalid key: Expected ..." one: a field left out is checked as if it were sent empty (undefined).
 */
export function objectWithFieldMessages<T extends v.ObjectEntries>(entries: T) {
  return v.object(entries, (issue) => {
    const missing = issue.path?.at(-1);
    if (missing?.origin !== "key" || typeof missing.key !== "string" || !Object.hasOwn(entries, missing.key)) return NOT_AN_OBJECT;
    const entry = entries[missing.key] as v.GenericSchema;
    return v.safeParse(entry, undefined).issues?.[0]?.message ?? NOT_AN_OBJECT;
  });
}
