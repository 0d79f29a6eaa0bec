import useSWR from "swr";
import type { MessageInput } from "../../src/shared/schemas/messages";
import { apiSend } from "./fetcher";
import { invalidate } from "./swr";
import type { Message } from "./types";

const BASE = "/api/messages";

/** Admin only (spec §6). */
export const useMessages = (enabled = true) => useSWR<Message[]>(enabled ? BASE : null);

export const messagesApi = {
  /** The contact form. */
  send: (input: MessageInput) => apiSend<Message>("POST", BASE, input),
  markRead: (id: number) => apiSend<Message>("POST", `${BASE}/${id}/read`).finally(() => invalidate(BASE)),
  remove: (id: number) => apiSend<void>("DELETE", `${BASE}/${id}`).finally(() => invalidate(BASE)),
};
