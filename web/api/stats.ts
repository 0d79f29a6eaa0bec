import useSWR from "swr";
import type { StatsReport, StatsSettings } from "../../src/shared/schemas/stats";
import { apiSend } from "./fetcher";

export type { StatsReport, StatsSettings };

const BASE = "/api/stats";
const SETTINGS = `${BASE}/settings`;

const rangeQuery = (from: string, to: string) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

/** Admin only: the aggregates of a range of UTC days (both included); no read while `range` is null. */
export const useStats = (range: { from: string; to: string } | null) =>
  // Another period keeps the figures on screen until its own arrive, instead of blanking the page.
  useSWR<StatsReport>(range ? `${BASE}?${rangeQuery(range.from, range.to)}` : null, { keepPreviousData: true });

/** Admin only: the last 30 days, as the server counts them when no range is given (the dashboard's card). */
export const useRecentStats = () => useSWR<StatsReport>(BASE);

/** Where the browser downloads the same range as CSV (the sign-in cookie authorises it). */
export const statsCsvUrl = (from: string, to: string) => `${BASE}.csv?${rangeQuery(from, to)}`;

export const useStatsSettings = () => useSWR<StatsSettings>(SETTINGS);

export const statsApi = {
  setCounting: (enabled: boolean) => apiSend<StatsSettings>("PUT", SETTINGS, { enabled }),
};
