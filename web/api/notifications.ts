import useSWR from "swr";
import type { Language } from "../../src/shared/languages";
import type { NotificationSettingsUpdate, NotificationSettingsView, NotificationTestResult } from "../../src/shared/schemas/notifications";
import { apiSend } from "./fetcher";
import { invalidate } from "./swr";

const BASE = "/api/notifications";

export type { NotificationSettingsView, NotificationTestResult };
export type NotificationWebhook = NotificationSettingsView["webhooks"][number];

/** Admin only: Settings → Notifications. */
export const useNotifications = () => useSWR<NotificationSettingsView>(BASE);

export const notificationsApi = {
  update: (input: NotificationSettingsUpdate) => apiSend<NotificationSettingsView>("PUT", BASE, input).finally(() => invalidate(BASE)),
  /** The real outcome: `{ok: false, error}` carries the other server's own words. A webhook's test updates its last status. */
  test: (channel: "email" | "webhook", id?: number) =>
    apiSend<NotificationTestResult>("POST", `${BASE}/test`, { channel, ...(id !== undefined ? { id } : {}) }).finally(() => {
      if (channel === "webhook") void invalidate(BASE);
    }),
  /** The language notification texts are written in: the one the owner reads the admin in. */
  saveLanguage: (language: Language) => apiSend<{ language: Language }>("PUT", `${BASE}/language`, { language }),
};
