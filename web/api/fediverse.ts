import useSWR from "swr";
import type { FediverseAdminReply, FediverseView } from "../../src/shared/schemas/fediverse";
import { apiSend } from "./fetcher";
import { invalidate } from "./swr";

export type { FediverseAdminReply, FediverseView };

const BASE = "/api/fediverse";
const REPLIES = "/api/replies";

/** Admin only: the handle, followers, blocks, deliveries and reactions; `enabled: false` with the reason when off. */
export const useFediverse = () => useSWR<FediverseView>(BASE);
/** Admin only: every reply from the fediverse, pending and approved, newest first. */
export const useFediverseReplies = (enabled = true) => useSWR<FediverseAdminReply[]>(enabled ? REPLIES : null);

/** Each write answers the new view (or nothing), and the view is read again: counts and lists move together. */
const thenView = <T>(write: Promise<T>) => write.finally(() => invalidate(BASE));

export const fediverseApi = {
  setUsername: (username: string) => thenView(apiSend<FediverseView>("PUT", `${BASE}/username`, { username })),
  removeFollower: (id: number) => thenView(apiSend<void>("DELETE", `${BASE}/followers/${id}`)),
  blockFollower: (id: number) => thenView(apiSend<FediverseView>("POST", `${BASE}/followers/${id}/block`)),
  blockServer: (server: string) => thenView(apiSend<FediverseView>("POST", `${BASE}/blocks`, { server })),
  unblock: (id: number) => thenView(apiSend<void>("DELETE", `${BASE}/blocks/${id}`)),
  approveReply: (id: number) => apiSend<FediverseAdminReply>("POST", `${REPLIES}/${id}/approve`).finally(() => invalidate(REPLIES, BASE)),
  deleteReply: (id: number) => apiSend<void>("DELETE", `${REPLIES}/${id}`).finally(() => invalidate(REPLIES, BASE)),
};
