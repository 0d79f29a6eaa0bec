import { accessSync, chmodSync, chownSync, constants, existsSync, readFileSync, statSync } from "node:fs";
import { dirname } from "node:path";

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

function userName(uid: number): string | null {
  try {
    for (const line of readFileSync("/etc/passwd", "utf8").split("\n")) {
      const [name, , id] = line.split(":");
      if (id === String(uid)) return name ?? null;
    }
  } catch {
    // No passwd file (a distroless image): the uid alone says it.
  }
  return null;
}

/**
 * Who this process runs as, for error messages: "user nobody (uid 65534)", or "uid 65532" when the uid has no
 * name. Read from /etc/passwd: Bun's os.userInfo() takes the name from $USER, which a service often lacks.
 */
export function describeUser(uid = process.getuid?.()): string {
  if (uid === undefined) return "this user";
  const name = userName(uid);
  return name ? `user ${name} (uid ${uid})` : `uid ${uid}`;
}

/** An error from the file system that means "not allowed" (as opposed to missing, full, not a folder...). */
export function isPermissionError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "EACCES" || code === "EPERM";
}

function deniedAccess(path: string, mode: number): boolean {
  try {
    accessSync(path, mode);
    return false;
  } catch (error) {
    return isPermissionError(error);
  }
}

/**
 * Whether a failure to open a file this process reads and writes (the database) comes from permissions rather
 * than from its content: the error says so (EACCES, EPERM), or it does not (SQLite says only "unable to open
 * database file") but this user cannot read and write the file, or create files (the -wal) beside it.
 */
export function isPermissionDenied(error: unknown, path: string): boolean {
  if (isPermissionError(error)) return true;
  return (existsSync(path) && deniedAccess(path, constants.R_OK | constants.W_OK)) || deniedAccess(dirname(path), constants.W_OK | constants.X_OK);
}

/** "owned by user root (uid 0)" for a file, or "" when even that cannot be read. */
export function describeOwner(path: string): string {
  try {
    return `owned by ${describeUser(statSync(path).uid)}`;
  } catch {
    return "";
  }
}
