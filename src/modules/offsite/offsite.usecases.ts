import type { AppDeps } from "../../app-deps";
import { DomainError, fieldIssue } from "../../lib/errors";
import { GiveUp, type OutboxUseCases } from "../../platform/outbox/outbox.usecases";
import {
  DEFAULT_S3_REGION,
  OFFSITE_MESSAGES,
  type OffsiteCopyState,
  type OffsiteSettingsInput,
  type OffsiteSettingsView,
  type OffsiteStorage,
  type OffsiteTestResult,
} from "../../shared/schemas/offsite";
import { createBackupsRepository } from "../backups/backups.repository";
import { createOffsiteRepository } from "./offsite.repository";
import { createOffsiteStorage, storageAnswer, type OffsiteStorageClient } from "./offsite.storage";

/** Outbox topics: copy a backup up; delete a copy whose backup was deleted (by the admin or BACKUP_KEEP). */
export const UPLOAD_TOPIC = "offsite.upload";
export const DELETE_TOPIC = "offsite.delete";
const subjectOf = (name: string) => `offsite:${name}`;

/** How off-site copies stand, for the dashboard and the admin's /api/health. */
export type OffsiteStatus = {
  configured: boolean;
  encrypted: boolean;
  pending: number;
  failed: number;
  lastUploadAt: string | null;
  lastError: string | null;
};

type Deps = Pick<AppDeps, "config" | "db" | "log" | "clock">;

/**
 * Off-site copies of every backup: the storage (BACKUP_S3_*, else the admin's settings), an upload per backup
 * through the outbox (retried with back-off across restarts, state kept per copy), deletes mirrored, and the
 * settings the admin reads without their secret.
 */
export function createOffsiteUseCases({ config, db, log, clock }: Deps, outbox: OutboxUseCases) {
  const repo = createOffsiteRepository(db);
  const backups = createBackupsRepository(config.dataDir);
  const iso = () => new Date(clock.now()).toISOString();

  /** The storage copies go to: the environment's, else the admin's once complete, else null. */
  function storage(): OffsiteStorage | null {
    if (config.offsiteStorage) return config.offsiteStorage;
    const row = repo.settings();
    if (!row?.endpoint || !row.bucket || !row.accessKeyId || !row.secretAccessKey) return null;
    return {
      endpoint: row.endpoint,
      bucket: row.bucket,
      accessKeyId: row.accessKeyId,
      secretAccessKey: row.secretAccessKey,
      region: row.region || DEFAULT_S3_REGION,
      prefix: row.prefix,
    };
  }
  const client = (): OffsiteStorageClient | null => {
    const known = storage();
    return known ? createOffsiteStorage(known) : null;
  };

  outbox.register(UPLOAD_TOPIC, async (payload) => {
    const { name } = payload as { name: string };
    const path = backups.pathOf(name);
    if (!path) {
      repo.removeCopies([name]);
      throw new GiveUp("The backup was deleted before it was copied.");
    }
    const remote = client();
    if (!remote) throw new GiveUp("No off-site storage is configured any more.");
    try {
      await remote.upload(path, name);
    } catch (error) {
      const answer = storageAnswer(error);
      repo.setCopy(name, "failed", { error: answer });
      throw new Error(answer);
    }
    // Deleted while it was on its way: the delete found nothing to remove, so the copy goes now.
    if (!backups.pathOf(name)) {
      await remote.remove(name);
      repo.removeCopies([name]);
      return;
    }
    repo.setCopy(name, "uploaded", { at: iso() });
    log.info(`Backup copied off-site: ${name}`, { job: "offsite", to: remote.where });
  });

  outbox.register(DELETE_TOPIC, async (payload) => {
    const remote = client();
    if (!remote) throw new GiveUp("No off-site storage is configured any more.");
    try {
      await remote.remove((payload as { name: string }).name);
    } catch (error) {
      throw new Error(storageAnswer(error));
    }
  });

  return {
    storage,
    /** The age public keys new archives are encrypted to. */
    encryptTo: () => config.backupAgeRecipients,

    /** A backup was written: its copy is due now (when a storage is configured). */
    backupWritten(name: string): void {
      if (!storage()) return;
      db.transaction(() => {
        repo.setCopy(name, "pending");
        outbox.enqueue(UPLOAD_TOPIC, { name }, subjectOf(name));
      });
      outbox.wake();
    },

    /** Backups were deleted: an upload still waiting is dropped, and a copy the storage may hold is deleted too. */
    backupsDeleted(names: string[]): void {
      if (names.length === 0) return;
      const known = new Set(repo.copies().map((copy) => copy.name));
      const configured = storage() !== null;
      db.transaction(() => {
        for (const name of names) {
          outbox.removeFor(subjectOf(name));
          if (configured && known.has(name)) outbox.enqueue(DELETE_TOPIC, { name }, `offsite-delete:${name}`);
        }
        repo.removeCopies(names);
      });
      outbox.wake();
    },

    /**
     * Backups on disk that no copy row knows, sent now: one the server wrote before the app existed (before an
     * upgrade), or rows a restore replaced with the backup's own (the before-restore backup among them).
     */
    sendUnsent(): void {
      if (!storage()) return;
      const known = new Set(repo.copies().map((copy) => copy.name));
      for (const backup of backups.list()) if (!known.has(backup.name)) this.backupWritten(backup.name);
    },

    /** Each backup's off-site state by name, or null when no storage is configured. */
    states(): Map<string, OffsiteCopyState> | null {
      if (!storage()) return null;
      return new Map(repo.copies().map((copy) => [copy.name, copy.state]));
    },

    status(): OffsiteStatus {
      const copies = repo.copies();
      const failed = copies.filter((copy) => copy.state === "failed");
      const uploaded = copies.map((copy) => copy.uploadedAt).filter((at): at is string => at !== null);
      return {
        configured: storage() !== null,
        encrypted: config.backupAgeRecipients.length > 0,
        pending: copies.filter((copy) => copy.state === "pending").length,
        failed: failed.length,
        lastUploadAt: uploaded.sort().at(-1) ?? null,
        lastError: failed[0]?.lastError ?? null,
      };
    },

    view(): OffsiteSettingsView {
      const fromEnv = config.offsiteStorage !== null;
      const row = repo.settings();
      const shown = config.offsiteStorage ?? {
        endpoint: row?.endpoint ?? "",
        bucket: row?.bucket ?? "",
        accessKeyId: row?.accessKeyId ?? "",
        secretAccessKey: row?.secretAccessKey ?? "",
        region: row?.region || DEFAULT_S3_REGION,
        prefix: row?.prefix ?? "",
      };
      const { secretAccessKey, ...visible } = shown;
      return { configured: storage() !== null, fromEnv, ...visible, secretSet: secretAccessKey !== "", recipients: config.backupAgeRecipients };
    },

    /** Fields left out keep their value; the four that reach the storage are set together or cleared together. */
    update(input: OffsiteSettingsInput): OffsiteSettingsView {
      if (config.offsiteStorage) throw new DomainError("invalid", OFFSITE_MESSAGES.fromEnv, [fieldIssue("endpoint", OFFSITE_MESSAGES.fromEnv)]);
      const row = repo.settings();
      const next = {
        endpoint: (input.endpoint ?? row?.endpoint ?? "").replace(/\/+$/, ""),
        bucket: input.bucket ?? row?.bucket ?? "",
        accessKeyId: input.accessKeyId ?? row?.accessKeyId ?? "",
        secretAccessKey: input.secretAccessKey ?? row?.secretAccessKey ?? "",
        region: input.region ?? row?.region ?? "",
        prefix: input.prefix ?? row?.prefix ?? "",
      };
      const required = [next.endpoint, next.bucket, next.accessKeyId, next.secretAccessKey];
      if (required.some(Boolean) && !required.every(Boolean)) {
        const missing = (["endpoint", "bucket", "accessKeyId", "secretAccessKey"] as const).filter((key) => !next[key]);
        throw new DomainError(
          "invalid",
          OFFSITE_MESSAGES.incomplete,
          missing.map((key) => fieldIssue(key, OFFSITE_MESSAGES.incomplete)),
        );
      }
      repo.saveSettings(next);
      log.info(next.endpoint ? "Off-site storage settings saved" : "Off-site storage turned off", { job: "offsite" });
      return this.view();
    },

    /** Lists the bucket with the current settings: the storage's own answer. */
    async test(): Promise<OffsiteTestResult> {
      const remote = client();
      if (!remote) return { ok: false, error: "No off-site storage is configured." };
      const error = await remote.test();
      return error === null ? { ok: true } : { ok: false, error };
    },
  };
}
export type OffsiteUseCases = ReturnType<typeof createOffsiteUseCases>;
