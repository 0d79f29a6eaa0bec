import useSWR from "swr";
import type { OffsiteSettingsInput, OffsiteSettingsView, OffsiteTestResult } from "../../src/shared/schemas/offsite";
import { apiSend } from "./fetcher";
import { invalidate } from "./swr";

const BASE = "/api/backups/offsite";

export type { OffsiteSettingsView, OffsiteTestResult };

/** Admin only: Settings → Backups, the off-site storage (never its secret). */
export const useOffsite = () => useSWR<OffsiteSettingsView>(BASE);

export const offsiteApi = {
  /** A new storage changes every backup's off-site state: the listing (and these settings, under it) are read again. */
  update: (input: OffsiteSettingsInput) => apiSend<OffsiteSettingsView>("PUT", BASE, input).finally(() => invalidate("/api/backups")),
  /** The storage's real answer: `{ok: false, error}` carries its own words. */
  test: () => apiSend<OffsiteTestResult>("POST", `${BASE}/test`),
};
