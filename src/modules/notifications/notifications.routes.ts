import { Hono } from "hono";
import type { AppEnv } from "../../app-deps";
import { readJson } from "../../lib/http";
import { parseOrThrow } from "../../lib/validation";
import { requireAdmin } from "../auth/auth.middleware";
import { notificationLanguageSchema, notificationSettingsUpdateSchema, notificationTestSchema } from "../../shared/schemas/notifications";
import type { NotificationsUseCases } from "./notifications.usecases";

/** Admin only: where notifications of new messages go, a test per channel, and the language they are written in. */
export function notificationsRoutes(notifications: NotificationsUseCases) {
  return new Hono<AppEnv>()
    .get("/notifications", requireAdmin(), (c) => c.json(notifications.view()))
    .put("/notifications", requireAdmin(), async (c) => c.json(await notifications.update(parseOrThrow(notificationSettingsUpdateSchema, await readJson(c)))))
    .post("/notifications/test", requireAdmin(), async (c) => {
      const { channel, id } = parseOrThrow(notificationTestSchema, await readJson(c));
      return c.json(await notifications.test(channel, id));
    })
    .put("/notifications/language", requireAdmin(), async (c) => {
      const { language } = parseOrThrow(notificationLanguageSchema, await readJson(c));
      notifications.setLanguage(language);
      return c.json({ language });
    });
}
