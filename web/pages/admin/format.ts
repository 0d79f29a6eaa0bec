import type { Article } from "../../api/types";

/** A timestamp without a zone is UTC (spec §9). */
export function parseTimestamp(value: string): Date {
  return new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value.replace(" ", "T")}Z`);
}

const shortFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const longFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short" });
const timeFormat = new Intl.DateTimeFormat("es-ES", { hour: "2-digit", minute: "2-digit", second: "2-digit" });

/** "May 3, 2025": lists and cards. */
export const shortDate = (value: string) => shortFormat.format(parseTimestamp(value));
/** "Saturday, May 3, 2025 at 10:15 AM": the message detail (spec §2, long en-US). */
export const longDate = (value: string) => longFormat.format(parseTimestamp(value));
/** "14:05:09": the server status' last check. */
export const clockTime = (date: Date) => timeFormat.format(date);

/** Spec §4: publishedAt when present, else updatedAt for a published article, else the draft label. */
export function articleCardDate(article: Pick<Article, "published" | "publishedAt" | "updatedAt">): string {
  if (article.publishedAt) return shortDate(article.publishedAt);
  if (article.published && article.updatedAt) return shortDate(article.updatedAt);
  return "Borrador";
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
