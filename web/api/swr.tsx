import type { ReactNode } from "react";
import { SWRConfig, type SWRConfiguration } from "swr";
import { fetcher } from "./fetcher";

/**
 * Reads never retry, never refetch on focus, reconnect or an interval, and stay fresh until invalidated
 * (spec §7). `fallback` carries data the server already rendered with, keyed like the client's reads.
 */
export const swrOptions: SWRConfiguration = {
  fetcher,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  dedupingInterval: 5 * 60 * 1000,
};

export function DataProvider({ children, fallback }: { children: ReactNode; fallback?: Record<string, unknown> }) {
  return <SWRConfig value={{ ...swrOptions, fallback: fallback ?? {} }}>{children}</SWRConfig>;
}

/** Builds an API key that asks for content in `lang` (contract §2), so each language has its own cache entry. */
export const localizedKey = (path: string, lang: string) => `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;
