import * as v from "valibot";
import { codedMessages } from "../validation-codes";

/** What a page reports for a client-side navigation (POST /api/stats/hit); anything else is ignored. */
export const hitSchema = v.strictObject({
  path: v.pipe(v.string(), v.minLength(1), v.maxLength(512)),
  referrer: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(512)))),
  lang: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(16)))),
});
export type Hit = v.InferOutput<typeof hitSchema>;

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** The longest range one read covers (ten years of days). */
export const MAX_RANGE_DAYS = 3660;

/** A day of the calendar as YYYY-MM-DD (not 2026-02-30). */
export function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(value);
}

export const STATS_MESSAGES = codedMessages("stats", {
  fromFormat: "from must be a date (YYYY-MM-DD).",
  fromExists: "from must be a date that exists.",
  toFormat: "to must be a date (YYYY-MM-DD).",
  toExists: "to must be a date that exists.",
  order: "from must not be after to.",
  range: `A range covers at most ${MAX_RANGE_DAYS} days.`,
  enabled: "enabled must be true or false.",
});

const day = (format: string, exists: string) => v.pipe(v.string(format), v.regex(DAY_PATTERN, format), v.check(isDay, exists));

/** `?from=&to=` of GET /api/stats and /api/stats.csv: both days included, UTC. */
export const rangeSchema = v.pipe(
  v.object({
    from: v.config(day(STATS_MESSAGES.fromFormat, STATS_MESSAGES.fromExists), { abortPipeEarly: true }),
    to: v.config(day(STATS_MESSAGES.toFormat, STATS_MESSAGES.toExists), { abortPipeEarly: true }),
  }),
  // The range is judged once both days are days.
  v.forward(
    v.check(({ from, to }) => !isDay(from) || !isDay(to) || from <= to, STATS_MESSAGES.order),
    ["to"],
  ),
  v.forward(
    v.check(({ from, to }) => !isDay(from) || !isDay(to) || (Date.parse(to) - Date.parse(from)) / 86_400_000 < MAX_RANGE_DAYS, STATS_MESSAGES.range),
    ["to"],
  ),
);
export type StatsRange = v.InferOutput<typeof rangeSchema>;

export const settingsSchema = v.strictObject({ enabled: v.boolean(STATS_MESSAGES.enabled) });

/** GET /api/stats (contract: other tools rely on these names). Lists are sorted by their count, descending. */
export type StatsReport = {
  from: string;
  to: string;
  visitors: number;
  pageviews: number;
  days: { date: string; visitors: number; pageviews: number }[];
  pages: { path: string; pageviews: number; visitors: number }[];
  referrers: { host: string; visitors: number }[];
  languages: { lang: string; pageviews: number }[];
  devices: { device: string; visitors: number }[];
  browsers: { browser: string; visitors: number }[];
  notFound: { path: string; pageviews: number }[];
};

/** GET/PUT /api/stats/settings: the owner's choice, and whether STATS=0 overrides it. */
export type StatsSettings = { enabled: boolean; disabledByEnvironment: boolean; counting: boolean };

/** Where counts go once a dimension has as many distinct values in a day as it may keep. */
export const OTHER = "(other)";

export const DEVICES = ["desktop", "mobile", "tablet", "other"] as const;
export type Device = (typeof DEVICES)[number];
