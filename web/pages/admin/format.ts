import type { Article } from "../../api/types";

/** A timestamp without a zone is UTC (spec §9). */
export function parseTimestamp(value: string): Date {
  return new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value.replace(" ", "T")}Z`);
}

/**
 * The admin writes dates in the admin language's locale (`useAdminLocale()`); in English they are the spec's en-US
 * forms. Formatters are made once per locale and kind.
 */
const FORMATS = {
  short: { month: "short", day: "numeric", year: "numeric" },
  long: { dateStyle: "full", timeStyle: "short" },
  medium: { dateStyle: "medium", timeStyle: "short" },
  clock: { hour: "2-digit", minute: "2-digit", second: "2-digit" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: keyof typeof FORMATS, locale: string): Intl.DateTimeFormat {
  const key = `${kind} ${locale}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, FORMATS[kind]);
    formatters.set(key, made);
  }
  return made;
}

/** "May 3, 2025", "3 may 2025": lists and cards. */
export const shortDate = (value: string, locale: string) => formatter("short", locale).format(parseTimestamp(value));
/** "Saturday, May 3, 2025 at 10:15 AM": the message detail (spec §2, long en-US in English). */
export const longDate = (value: string, locale: string) => formatter("long", locale).format(parseTimestamp(value));
/** "23 nov 2026, 3:00": when a backup was made. */
export const dateTime = (value: string, locale: string) => formatter("medium", locale).format(parseTimestamp(value));
/** "14:05:09": the server status' last check. */
export const clockTime = (date: Date, locale: string) => formatter("clock", locale).format(date);

/** Spec §4: publishedAt when present, else updatedAt for a published article, else the draft label ('Borrador'). */
export function articleCardDate(article: Pick<Article, "published" | "publishedAt" | "updatedAt">, locale: string, draftLabel: string): string {
  if (article.publishedAt) return shortDate(article.publishedAt, locale);
  if (article.published && article.updatedAt) return shortDate(article.updatedAt, locale);
  return draftLabel;
}

/** "Lucía Ramírez" → "LR"; one word → its first letter. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0]];
  return letters.filter(Boolean).join("").toUpperCase() || "?";
}

/** `YYYY-MM-DD` in the owner's time zone: the export's file name. */
export function localIsoDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
