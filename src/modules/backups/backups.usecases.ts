import { existsSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../../config";
import { createAppMetaRepository } from "../../db/app-meta.repository";
import { NewerDatabaseError } from "../../db/migrate";
import { openDatabase, type Db } from "../../db/open";
import type { Logger } from "../../lib/log";
import type { Clock } from "../../platform/scheduler/scheduler.clock";
import type { OffsiteCopyState } from "../../shared/schemas/offsite";
import { BackupError } from "./backups.archive";
import { unpackBackup, withPlainArchive } from "./backups.restore";
import { createBackup } from "./backups.write";
import { replaceDatabaseContents } from "./backups.live-restore";
import { backupName, createBackupsRepository, type BackupKind, type StoredBackup } from "./backups.repository";

/** app_meta keys: when the last backup succeeded, and the last failure (cleared by the next success). */
const LAST_SUCCESS = "backup_last_success_at";
const LAST_FAILURE = "backup_last_failure";

export type BackupFailure = { at: string; kind: BackupKind; message: string };
export type BackupStatus = { lastSuccessAt: string | null; lastFailure: BackupFailure | null };

type Deps = {
  config: Pick<Config, "dataDir" | "backupKeep">;
  db: Db;
  log: Logger;
  clock: Clock;
  /** Called once a restore replaced the live data (the outbox re-reads when its deliveries are due). */
  onRestored?: () => void;
  /** Off-site copies (src/modules/offsite): the keys archives are encrypted to, and what to copy or delete. */
  offsite?: OffsiteHooks;
};

export type OffsiteHooks = {
  encryptTo: () => string[];
  backupWritten: (name: string) => void;
  backupsDeleted: (names: string[]) => void;
  states: () => Map<string, OffsiteCopyState> | null;
};

/**
 * Backups as the running server makes them: scheduled, by hand from the admin, and before a restore. One at a time
 * (a Raspberry Pi has one disk and little memory); each success or failure is logged and remembered for the admin's
 * dashboard; scheduled ones are pruned to BACKUP_KEEP.
 */
export function createBackupsUseCases({ config, db, log, clock, onRestored, offsite }: Deps) {
  const now = () => new Date(clock.now());
  const store = createBackupsRepository(config.dataDir);
  const meta = createAppMetaRepository(db);
  let queue: Promise<unknown> = Promise.resolve();
  /** Runs `work` after whatever backup or restore is under way. */
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };

  async function write(kind: BackupKind): Promise<StoredBackup> {
    const at = now();
    const encryptTo = offsite?.encryptTo() ?? [];
    const name = backupName(kind, at, { encrypted: encryptTo.length > 0 });
    try {
      const written = await createBackup(config.dataDir, join(store.folder, name), at, { encryptTo });
      meta.write(LAST_SUCCESS, now().toISOString());
      meta.remove(LAST_FAILURE);
      log.info(`Backup written: ${name}`, { job: "backup", kind, bytes: written.bytes, uploads: written.files });
      offsite?.backupWritten(name);
      if (kind === "scheduled") {
        const pruned = store.prune(config.backupKeep);
        offsite?.backupsDeleted(pruned);
        if (pruned.length) log.info(`Deleted ${pruned.length} scheduled backup(s) beyond the newest ${config.backupKeep}`, { job: "backup" });
      }
      return store.list().find((backup) => backup.name === name)!;
    } catch (error) {
      const message = error instanceof BackupError ? error.message : `The backup could not be written (${(error as Error).message}).`;
      meta.write(LAST_FAILURE, JSON.stringify({ at: now().toISOString(), kind, message } satisfies BackupFailure));
      log.error(`Backup failed: ${message}`, error instanceof BackupError ? undefined : error, { job: "backup", kind });
      throw error instanceof BackupError ? error : new BackupError(message);
    }
  }

  return {
    store,
    /** The backups, newest first, each with its off-site copy's state (null without off-site storage). */
    list() {
      const states = offsite?.states() ?? null;
      return store.list().map((backup) => ({ ...backup, offsite: states ? (states.get(backup.name) ?? null) : null }));
    },
    /** Deletes a listed backup, and its off-site copy; false for any other name. */
    remove(name: string): boolean {
      if (!store.remove(name)) return false;
      offsite?.backupsDeleted([name]);
      return true;
    },
    backUp: (kind: Exclude<BackupKind, "before-upgrade">) => oneAtATime(() => write(kind)),

    status(): BackupStatus {
      const failure = meta.read(LAST_FAILURE);
      return { lastSuccessAt: meta.read(LAST_SUCCESS), lastFailure: failure ? (JSON.parse(failure) as BackupFailure) : null };
    },

    /**
     * Restores an archive while the server runs: the current data is backed up first; the archive is verified,
     * unpacked beside the live data and its database brought to this version's schema; then its rows replace the
     * live ones in one transaction and its uploads folder takes the place of the current one. Any failure before
     * that leaves the site as it was. An encrypted archive is opened with `identities` (an age identity file's
     * keys), used for this restore only.
     */
    restore: (archivePath: string, identities: string[] | null = null) =>
      oneAtATime(() => withPlainArchive(config.dataDir, archivePath, identities, (plain) => restoreLive(plain, archivePath))),
  };

  async function restoreLive(plain: string, archivePath: string) {
    const unpacked = await unpackBackup(config.dataDir, plain);
    try {
      try {
        openDatabase(unpacked.database).$client.close();
      } catch (error) {
        if (error instanceof NewerDatabaseError) throw new BackupError(`${error.message} Nothing was restored.`);
        throw new BackupError(`The database inside the backup could not be opened (${(error as Error).message}); nothing was restored.`);
      }
      const savedAs = await write("before-restore");
      replaceDatabaseContents(db.$client, unpacked.database);
      onRestored?.();
      const uploads = join(config.dataDir, "uploads");
      const previous = `${unpacked.uploadsFolder}.previous`;
      if (existsSync(uploads)) renameSync(uploads, previous);
      renameSync(unpacked.uploadsFolder, uploads);
      rmSync(previous, { recursive: true, force: true });
      log.info(`Restored ${archivePath}; the data it replaced is in ${savedAs.name}`, { job: "restore", uploads: unpacked.uploads });
      return { savedAs, uploads: unpacked.uploads };
    } finally {
      unpacked.remove();
    }
  }
}
export type BackupsUseCases = ReturnType<typeof createBackupsUseCases>;
