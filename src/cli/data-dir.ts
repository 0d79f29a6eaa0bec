import { join } from "node:path";
import { ConfigError, permissionDenied, prepareDataDir } from "../config";
import { NewerDatabaseError } from "../db/migrate";
import { DB_FILE, openDatabase, type Db } from "../db/open";
import { serverUsing } from "../db/server-lock";
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

/** Commands that replace the data under the server refuse while one runs: it would keep writing into what they moved aside. */
export function refuseWhileServing(dataDir: string, command: string): void {
  const pid = serverUsing(dataDir);
  if (pid === null) return;
  const alternative = command === "restore" ? " To restore a running site, use the admin's Settings → Backups." : "";
  throw new ConfigError(
    `A portfolio server (pid ${pid}) is using ${dataDir}: stop it before "${command}" (for example: systemctl stop portfolio).${alternative}`,
    1,
  );
}
