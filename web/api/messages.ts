import useSWR from "swr";
import type { MessageInput } from "../../src/modules/messages/messages.schemas";
import { apiSend } from "./fetcher";
import { invalidate } from "./swr";
import type { Message, SentMessage } from "./types";

const BASE = "/api/messages";

/** While a notification is on its way (seconds, unless a server is down) the inbox re-reads to show how it went. */
const PENDING_REFRESH_MS = 3000;
const refreshWhilePending = (messages: Message[] | undefined) => (messages?.some((m) => m.delivery.state === "pending") ? PENDING_REFRESH_MS : 0);

/** Admin only (spec §6). */
export const useMessages = (enabled = true) => useSWR<Message[]>(enabled ? BASE : null, { refreshInterval: refreshWhilePending });

export const messagesApi = {
  /** The contact form. */
  send: (input: MessageInput) => apiSend<SentMessage>("POST", BASE, input),
  markRead: (id: number) => apiSend<Message>("POST", `${BASE}/${id}/read`).finally(() => invalidate(BASE)),
  /** Makes the message's failed or retrying notifications go out again now. */
  retryDelivery: (id: number) => apiSend<{ delivery: Message["delivery"] }>("POST", `${BASE}/${id}/retry-delivery`).finally(() => invalidate(BASE)),
  remove: (id: number) => apiSend<void>("DELETE", `${BASE}/${id}`).finally(() => invalidate(BASE)),
};
