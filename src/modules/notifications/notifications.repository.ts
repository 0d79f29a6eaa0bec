import { asc, eq, notInArray } from "drizzle-orm";
import type { Db } from "../../db/open";
import type { Language } from "../../shared/languages";
import type { WebhookFormat, WebhookStatus } from "../../shared/schemas/notifications";
import { notificationSettings, notificationWebhooks, type NotificationSettingsRow, type NotificationWebhookRow } from "./notifications.table";

const ROW_ID = 1;

export type SettingsPatch = Partial<Omit<NotificationSettingsRow, "id">>;

export function createNotificationsRepository(db: Db) {
  /** The one settings row, created with its defaults on first read. */
  function settings(): NotificationSettingsRow {
    const row = db.select().from(notificationSettings).where(eq(notificationSettings.id, ROW_ID)).get();
    if (row) return row;
    db.insert(notificationSettings).values({ id: ROW_ID }).onConflictDoNothing().run();
    return db.select().from(notificationSettings).where(eq(notificationSettings.id, ROW_ID)).get()!;
  }

  return {
    settings,
    updateSettings(patch: SettingsPatch): NotificationSettingsRow {
      settings();
      const values = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      if (Object.keys(values).length === 0) return settings();
      return db.update(notificationSettings).set(values).where(eq(notificationSettings.id, ROW_ID)).returning().get()!;
    },
    setLanguage: (language: Language) => void db.update(notificationSettings).set({ language }).where(eq(notificationSettings.id, settings().id)).run(),
    webhooks: (): NotificationWebhookRow[] => db.select().from(notificationWebhooks).orderBy(asc(notificationWebhooks.id)).all(),
    webhook: (id: number): NotificationWebhookRow | undefined => db.select().from(notificationWebhooks).where(eq(notificationWebhooks.id, id)).get(),
    /**
     * Makes the stored list the given one, in one transaction: entries with an id are updated (a missing URL keeps the
     * stored one), entries without are added, stored webhooks not listed are removed.
     */
    replaceWebhooks(list: { id?: number; url?: string; format: WebhookFormat }[]): void {
      db.transaction(() => {
        const kept = list.flatMap((entry) => (entry.id ? [entry.id] : []));
        db.delete(notificationWebhooks).where(notInArray(notificationWebhooks.id, kept)).run();
        for (const entry of list) {
          if (entry.id) {
            db.update(notificationWebhooks)
              .set({ format: entry.format, ...(entry.url ? { url: entry.url, lastStatus: null } : {}) })
              .where(eq(notificationWebhooks.id, entry.id))
              .run();
          } else db.insert(notificationWebhooks).values({ url: entry.url!, format: entry.format }).run();
        }
      });
    },
    setWebhookStatus: (id: number, status: WebhookStatus) =>
      void db.update(notificationWebhooks).set({ lastStatus: status }).where(eq(notificationWebhooks.id, id)).run(),
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
