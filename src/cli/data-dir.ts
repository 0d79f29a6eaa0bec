import { join } from "node:path";
import { ConfigError, permissionDenied, prepareDataDir } from "../config";
import { NewerDatabaseError } from "../db/migrate";
import { DB_FILE, openDatabase, type Db } from "../db/open";
import { FileLockError } from "../db/file-lock";
import { acquireDataDirLock, DataDirInUseError, describeOwner, LOCK_FILE } from "../db/server-lock";
import { isPermissionDenied } from "../lib/file-access";

/** What commands share about the data directory: opening its database with one clear sentence on failure, and the lock. */
export function openExisting(dataDir: string): Db {
  prepareDataDir(dataDir);
  const path = join(dataDir, DB_FILE);
  try {
    return openDatabase(path);
  } catch (error) {
    throw databaseProblem(error, path);
  }
}

/** Why a database could not be opened, as the sentence the owner needs: permission, a newer version, or corruption. */
export function databaseProblem(error: unknown, path: string): ConfigError {
  // Files restored or created by root are the usual cause, and "corrupt" would send the owner the wrong way.
  if (isPermissionDenied(error, path)) return permissionDenied("The database", path);
  if (error instanceof NewerDatabaseError) return new ConfigError(error.message, 1);
  return new ConfigError(`The database at ${path} is corrupt or unreadable (${(error as Error).message}).`, 1);
}

/**
 * Commands that replace the data under the server take the data directory's lock until their process exits, and
 * refuse while a server or another such command holds it: a server would keep writing into what they moved aside,
 * and none may start while they work.
 */
export function refuseWhileServing(dataDir: string, command: string): void {
  // The lock file lives in the directory, which an import into a new one has not made yet.
  prepareDataDir(dataDir);
  try {
    process.once("exit", acquireDataDirLock(dataDir, command));
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw lockProblem(error, dataDir);
    const alternative = command === "restore" && error.owner.command === "serve" ? " To restore a running site, use the admin's Settings → Backups." : "";
    throw new ConfigError(
      `${describeOwner(error.owner)} is using ${dataDir}: stop it before "${command}" (for example: systemctl stop portfolio, or docker stop portfolio).${alternative}`,
      1,
    );
  }
}

/** Why the data directory's lock could not be taken, as the one sentence the owner needs (or the error as it was). */
export function lockProblem(error: unknown, dataDir: string): unknown {
  const path = join(dataDir, LOCK_FILE);
  if (error instanceof DataDirInUseError) return new ConfigError(error.message, 1);
  // A lock file left by a command run as root, say.
  if (isPermissionDenied(error, path)) return permissionDenied("The lock file", path);
  if (error instanceof FileLockError) return new ConfigError(`Cannot lock ${path}: ${error.message}`, 1);
  return error;
}
