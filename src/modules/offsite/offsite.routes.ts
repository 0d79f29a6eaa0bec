import { Hono } from "hono";
import type { AppEnv } from "../../app-deps";
import { readJson } from "../../lib/http";
import { parseOrThrow } from "../../lib/validation";
import { offsiteSettingsSchema } from "../../shared/schemas/offsite";
import { requireAdmin } from "../auth/auth.middleware";
import type { OffsiteUseCases } from "./offsite.usecases";

/**
 * Settings → Backups, off-site part (admin only): the storage settings (the secret write-only, BACKUP_S3_* shown
 * read-only) and "Test connection", which answers with the storage's own words. Mounted before the backups'
 * routes: `/backups/offsite` is not a backup's name.
 */
export function offsiteRoutes(offsite: OffsiteUseCases) {
  return new Hono<AppEnv>()
    .get("/backups/offsite", requireAdmin(), (c) => c.json(offsite.view()))
    .put("/backups/offsite", requireAdmin(), async (c) => c.json(offsite.update(parseOrThrow(offsiteSettingsSchema, await readJson(c)))))
    .post("/backups/offsite/test", requireAdmin(), async (c) => c.json(await offsite.test()));
}
