import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { badRequest, DomainError, fieldIssue, notFound } from "../../lib/errors";
import { readOptionalJson, withoutIdleTimeout } from "../../lib/http";
import { parseOrThrow } from "../../lib/validation";
import { OFFSITE_MESSAGES, restoreIdentitySchema } from "../../shared/schemas/offsite";
import { IdentityError, parseIdentities } from "../offsite/offsite.encryption";
import { writeBodyToFile } from "../../lib/request-body";
import { requireAdmin } from "../auth/auth.middleware";
import { BackupError, BackupIdentityError } from "./backups.archive";
import type { BackupsUseCases } from "./backups.usecases";

export const BACKUP_JOB = "backup";
/** The uploaded archive's identity, when it is encrypted: the body is the archive itself. */
const IDENTITY_HEADER = "X-Age-Identity";

/** The keys of an identity file sent with a restore, or null when none was sent; a 400 when it holds none. */
async function identitiesFrom(text: string | undefined): Promise<string[] | null> {
  if (text === undefined || text.trim() === "") return null;
  try {
    return await parseIdentities(text.replaceAll(",", "\n"));
  } catch (error) {
    if (error instanceof IdentityError) throw badRequest(error.message, [fieldIssue("identity", OFFSITE_MESSAGES.identity)]);
    throw error;
  }
}
const NOT_FOUND = "No such backup";

/**
 * Settings → Backups: the list, "Back up now", download, delete, and restore (a listed backup or an uploaded
 * archive) while the site runs. Every call is the admin's.
 */
export function backupsRoutes({ config, scheduler }: AppDeps, backups: BackupsUseCases) {
  /**
   * A restore that could not be done changed nothing: the archive or its content is the reason, said as such, with
   * the archive named as the admin knows it (a backup's name, "The uploaded archive") rather than by its path on the
   * server.
   */
  const restoring = async (archivePath: string, shownAs: string, identities: string[] | null) => {
    try {
      return await backups.restore(archivePath, identities);
    } catch (error) {
      const sentence = error instanceof BackupError ? error.message.replaceAll(archivePath, shownAs) : null;
      // A wrong key is a refusal of the identity field, with its code: the admin says it in its own language.
      if (error instanceof BackupIdentityError) throw badRequest(sentence!, [fieldIssue("identity", OFFSITE_MESSAGES.identityMismatch)]);
      if (sentence !== null) throw new DomainError("invalid", sentence);
      throw error;
    }
  };

  return new Hono<AppEnv>()
    .use("/backups/*", requireAdmin())
    .use("/backups", requireAdmin())
    .get("/backups", (c) =>
      c.json({
        backups: backups.list(),
        schedule: config.backupSchedule,
        keep: config.backupKeep,
        nextRunAt: scheduler.nextRuns()[BACKUP_JOB]?.toISOString() ?? null,
        ...backups.status(),
      }),
    )
    .post("/backups", async (c) => {
      withoutIdleTimeout(c);
      try {
        return c.json(await backups.backUp("manual"), 201);
      } catch (error) {
        if (error instanceof BackupError) throw new DomainError("unavailable", error.message);
        throw error;
      }
    })
    .post("/backups/restore", async (c) => {
      // The archive is streamed to disk as it arrives: a site with hundreds of megabytes of uploads must not be
      // held in memory on a 1 GB machine.
      const body = c.req.raw.body;
      withoutIdleTimeout(c);
      if (!body) throw new DomainError("invalid", "Send the backup archive (.tar.gz) as the request body.");
      const received = join(config.dataDir, `.uploaded-backup-${randomBytes(6).toString("hex")}.tar.gz`);
      try {
        await writeBodyToFile(body, received);
        return c.json(await restoring(received, "The uploaded archive", await identitiesFrom(c.req.header(IDENTITY_HEADER))));
      } finally {
        rmSync(received, { force: true });
      }
    })
    .get("/backups/:name", (c) => {
      const path = backups.store.pathOf(c.req.param("name"));
      if (!path) throw notFound(NOT_FOUND);
      const file = Bun.file(path);
      return new Response(file, {
        headers: {
          "Content-Type": "application/gzip",
          "Content-Length": String(file.size),
          "Content-Disposition": `attachment; filename="${c.req.param("name")}"`,
          "Cache-Control": "private, no-store",
        },
      });
    })
    .delete("/backups/:name", (c) => {
      if (!backups.remove(c.req.param("name"))) throw notFound(NOT_FOUND);
      return c.body(null, 204);
    })
    .post("/backups/:name/restore", async (c) => {
      const path = backups.store.pathOf(c.req.param("name"));
      if (!path) throw notFound(NOT_FOUND);
      withoutIdleTimeout(c);
      // An encrypted backup's identity comes in the body ({identity}: the file's text), used once, kept nowhere.
      const { identity } = parseOrThrow(restoreIdentitySchema, (await readOptionalJson(c)) ?? {});
      return c.json(await restoring(path, c.req.param("name"), await identitiesFrom(identity)));
    });
}
