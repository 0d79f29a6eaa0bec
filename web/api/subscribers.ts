import useSWR from "swr";
import { apiSend } from "./fetcher";
import { invalidate } from "./swr";
import type { Subscriber, SubscribersImport, SubscribersSummary } from "./types";

const BASE = "/api/subscribers";
/** Whether the subscription form is shown (a mail server is configured); read by the pages that hold the form. */
export const SUBSCRIBE_FORM_KEY = `${BASE}/form`;
export const SUBSCRIBERS_SUMMARY_KEY = `${BASE}/summary`;

export const useSubscribeForm = () => useSWR<{ open: boolean }>(SUBSCRIBE_FORM_KEY);

/** Admin only: the readers (those whose address holds `search`, when given) and their numbers. */
export const useSubscribers = (search: string) => useSWR<Subscriber[]>(search ? `${BASE}?q=${encodeURIComponent(search)}` : BASE);
export const useSubscribersSummary = () => useSWR<SubscribersSummary>(SUBSCRIBERS_SUMMARY_KEY);

const refresh = () => invalidate(BASE, SUBSCRIBERS_SUMMARY_KEY);

export const subscribersApi = {
  /** The public form: 202 whatever is known of the address. */
  subscribe: (email: string, language: string) => apiSend<void>("POST", BASE, { email, language }),
  remove: (id: number) => apiSend<void>("DELETE", `${BASE}/${id}`).finally(refresh),
  importCsv: (csv: string) => apiSend<SubscribersImport>("POST", `${BASE}/import`, { csv, consent: true }).finally(refresh),
};
