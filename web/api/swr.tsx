import type { ReactNode } from "react";
import { SWRConfig, mutate, type SWRConfiguration } from "swr";
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

/** After a write: re-reads every cached key under these API paths, in every language (spec §7). */
export function invalidate(...prefixes: string[]): Promise<unknown> {
  return mutate((key) => typeof key === "string" && prefixes.some((p) => key === p || key.startsWith(`${p}?`) || key.startsWith(`${p}/`)));
}

/** After an import: every cached read. */
export const invalidateAll = () => mutate(() => true);
