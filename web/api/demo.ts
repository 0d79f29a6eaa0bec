import useSWR from "swr";
import { apiSend } from "./fetcher";
import { invalidateAll } from "./swr";

const BASE = "/api/demo-content";

export type DemoRemoval = { removed: { projects: number; articles: number; experiences: number; education: number; skills: number; siteInfo: boolean } };

/** Admin only: whether the demo content the first start wrote is still there. */
export const useDemoContent = () => useSWR<{ present: boolean }>(BASE);

export const demoApi = {
  /** Touches every kind of content, so every cached read is stale afterwards. */
  removeAll: () => apiSend<DemoRemoval>("DELETE", BASE).finally(() => invalidateAll()),
};
