import { toLanguage, type Language } from "../../src/shared/languages";
import type { Article } from "../api/types";

/** Spec §9: dates are shown in the es-ES long form unless a page asks for its own language's form. */
export const DEFAULT_DATE_LOCALE = "es-ES";

const DATE_LOCALES: Record<Language, string> = {
  es: "es-ES",
  en: "en-US",
  fr: "fr-FR",
  de: "de-DE",
  it: "it-IT",
  pt: "pt-PT",
  ja: "ja-JP",
  zh: "zh-CN",
};

/** The locale dates are written in for an interface language. */
export const dateLocaleFor = (lang: string): string => DATE_LOCALES[toLanguage(lang)];

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/;
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Reads a timestamp as the API or the database writes it. One without a time zone ("2024-03-01 10:00:00",
 * SQLite's form, or a bare date) is UTC (spec §9), so the day shown never depends on the visitor's zone.
 */
export function parseUtcDate(value: string): Date | null {
  const text = value.trim();
  let iso = text;
  if (DATE_ONLY.test(text)) iso = `${text}T00:00:00Z`;
  else if (DATE_TIME.test(text) && !HAS_ZONE.test(text)) iso = `${text.replace(" ", "T")}Z`;
  const date = new Date(iso);
  return text && !Number.isNaN(date.getTime()) ? date : null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Long form (year, month, day) in UTC: the same text on the server and in every browser. Unreadable input is shown as is. */
export function formatDate(value: string | Date, locale: string = DEFAULT_DATE_LOCALE): string {
  const date = typeof value === "string" ? parseUtcDate(value) : value;
  if (!date) return typeof value === "string" ? value : "";
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    formatters.set(locale, formatter);
  }
  return formatter.format(date);
}

/** Spec §4: a card shows publishedAt if present, else updatedAt if published, else nothing (the 'Borrador' label). */
export function articleCardDate(article: Pick<Article, "published" | "publishedAt" | "updatedAt">): string | null {
  if (article.publishedAt) return article.publishedAt;
  if (article.published) return article.updatedAt;
  return null;
}

/** Spec §4: a CV entry with an empty end date (or marked current) ends with the 'current' label. */
export function periodEnd(entry: { endDate: string | null; isCurrent?: boolean }, currentLabel: string): string {
  const end = entry.endDate?.trim();
  return entry.isCurrent || !end ? currentLabel : end;
}
