import { chmodSync, chownSync, statSync } from "node:fs";

/** The database, the secret, uploads and backups hold private data: only the service's own user may read them. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/**
 * Sets a mode on something that may not be ours (a data dir shared through a group): tightening is worth doing
 * when allowed, and never a reason to stop.
 */
export function chmodIfOwned(path: string, mode: number): void {
  try {
    chmodSync(path, mode);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EPERM" && code !== "ENOENT") throw error;
  }
}

/**
 * When run as root (a restore or an admin command by hand), something just created for the service is handed to
 * the owner of the folder it lives in, so the service user can still open it. Otherwise a no-op.
 */
export function giveToFolderOwner(path: string, folder: string): void {
  if (process.getuid?.() !== 0) return;
  const { uid, gid } = statSync(folder);
  chownSync(path, uid, gid);
}
