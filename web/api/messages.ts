import { useEffect } from "react";
import useSWR from "swr";
import type { MessageInput } from "../../src/shared/schemas/messages";
import { apiSend } from "./fetcher";
import { invalidate } from "./swr";
import type { InboxMessage, Message } from "./types";

const BASE = "/api/messages";

/** Admin only (spec §6). */
export const useMessages = (enabled = true) => useSWR<InboxMessage[]>(enabled ? BASE : null);

/** How soon the inbox reads again while a notification is on its way. */
export const PENDING_REFRESH_MS = 3000;

/**
 * The inbox's read: while a message's notification is on its way (seconds, unless a server is down) it is read
 * again until the notification is sent or waits for a retry, so the owner sees how it went without reloading.
 */
export function useInbox() {
  const messages = useMessages();
  const { data, mutate } = messages;
  const onItsWay = data?.some((message) => message.delivery.state === "pending") ?? false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new read (`data`) starts the next wait.
  useEffect(() => {
    if (!onItsWay) return;
    const timer = setTimeout(() => void mutate(), PENDING_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [onItsWay, data, mutate]);
  return messages;
}

export const messagesApi = {
  /** The contact form. */
  send: (input: MessageInput) => apiSend<Message>("POST", BASE, input),
  markRead: (id: number) => apiSend<InboxMessage>("POST", `${BASE}/${id}/read`).finally(() => invalidate(BASE)),
  /** Makes the message's failed or retrying notifications go out again now. */
  retryDelivery: (id: number) => apiSend<{ delivery: InboxMessage["delivery"] }>("POST", `${BASE}/${id}/retry-delivery`).finally(() => invalidate(BASE)),
  remove: (id: number) => apiSend<void>("DELETE", `${BASE}/${id}`).finally(() => invalidate(BASE)),
};
