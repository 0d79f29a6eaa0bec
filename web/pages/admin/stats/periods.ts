/** The periods the statistics screen offers, as ranges of UTC days (the API counts by UTC day). */
export const PERIODS = ["today", "week", "month", "year", "custom"] as const;
export type Period = (typeof PERIODS)[number];
export type DayRange = { from: string; to: string };

const DAY_MS = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

export const todayUtc = (now = Date.now()) => toDay(now);
export const addDays = (day: string, days: number) => toDay(msOf(day) + days * DAY_MS);
/** Days in a range, both ends included. */
export const lengthOf = ({ from, to }: DayRange) => Math.round((msOf(to) - msOf(from)) / DAY_MS) + 1;

/** Today; the last 7 or 30 days; the last 12 months (from the day after the same date a year ago); or the custom range. */
export function rangeOf(period: Period, today: string, custom: DayRange): DayRange {
  switch (period) {
    case "today":
      return { from: today, to: today };
    case "week":
      return { from: addDays(today, -6), to: today };
    case "month":
      return { from: addDays(today, -29), to: today };
    case "year": {
      const [year, month, day] = today.split("-").map(Number) as [number, number, number];
      // The same date a year before (28 February for a 29th), then the day after it.
      const lastOfMonth = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
      return { from: addDays(toDay(Date.UTC(year - 1, month - 1, Math.min(day, lastOfMonth))), 1), to: today };
    }
    case "custom":
      return custom;
  }
}

/** The range as long as `range` that ends the day before it starts: what a period is compared with. */
export function previousOf(range: DayRange): DayRange {
  return { from: addDays(range.from, -lengthOf(range)), to: addDays(range.from, -1) };
}

/** The change from `before` to `now` as a fraction (+0.25 is 25 % more), or null when there was nothing before. */
export function changeOf(now: number, before: number): number | null {
  return before > 0 ? (now - before) / before : null;
}

/** A custom range the API accepts: two days, in order. */
export const isRange = ({ from, to }: DayRange) => /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
