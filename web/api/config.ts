import useSWR from "swr";
import { getToken } from "./token";
import type { AppConfig } from "./types";

const CONFIG = "/api/config";

/** Spec §8 wording for a failed read. */
async function fetchConfig(): Promise<AppConfig> {
  const token = getToken();
  const response = await fetch(CONFIG, { credentials: "include", headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`Error fetching config: ${response.status}`);
  return response.json() as Promise<AppConfig>;
}

/** The editor's configuration check (spec §7): one retry, stale after 60 seconds. */
export const useAppConfig = () =>
  useSWR<AppConfig>(CONFIG, fetchConfig, {
    dedupingInterval: 60_000,
    revalidateIfStale: true,
    shouldRetryOnError: true,
    errorRetryCount: 1,
    errorRetryInterval: 1000,
  });
