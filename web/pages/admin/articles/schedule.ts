import { useTranslation } from "react-i18next";
import { latestScheduleTime } from "../../../../src/shared/schemas/articles";
import type { Article } from "../../../api/types";
import { dateLocaleFor } from "../../../lib/dates";
import { parseTimestamp } from "../format";

/**
 * Scheduled times as the owner sees them: entered and shown in the time zone of the browser they write in (theirs),
 * sent and stored in UTC.
 */
export type PublishingMode = "now" | "draft" | "schedule";

export const ownerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO time as a `datetime-local` value in the owner's time zone ("2026-03-10T10:00"). */
export function toLocalInput(iso: string): string {
  const date = parseTimestamp(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value, read in the owner's time zone, as ISO 8601 UTC; null when empty or not a time. */
export function fromLocalInput(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local)) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** How the form starts for an article: its state as visitors see it now. */
export function modeOf(article: Pick<Article, "published" | "scheduled"> | null): PublishingMode {
  if (!article?.published) return "draft";
  return article.scheduled ? "schedule" : "now";
}

/** What is wrong with a scheduled time, as a key of the admin's texts; null when it can be saved. */
export function scheduleProblem(local: string, now = new Date()): "writing.dateRequired" | "writing.tooFar" | null {
  const iso = fromLocalInput(local);
  if (!iso) return "writing.dateRequired";
  return Date.parse(iso) > latestScheduleTime(now).getTime() ? "writing.tooFar" : null;
}

/** True when the chosen time has passed: saving publishes now (the form says so). */
export const isPast = (local: string, now = new Date()) => {
  const iso = fromLocalInput(local);
  return iso !== null && Date.parse(iso) <= now.getTime();
};

/** "Tue, Mar 10, 2026, 10:00 CET": when a scheduled article goes out, in the owner's language and time zone. */
export function useScheduleTime(): (iso: string) => string {
  const { i18n } = useTranslation("admin");
  const format = new Intl.DateTimeFormat(dateLocaleFor(i18n.language), {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  });
  return (iso) => format.format(parseTimestamp(iso));
}
