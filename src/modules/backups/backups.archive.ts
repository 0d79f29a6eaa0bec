import { existsSync, mkdirSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import type * as tar from "tar-stream";
import { PRIVATE_DIR_MODE, describeUser, giveToFolderOwner, isPermissionError } from "../../lib/file-access";

/*
 * A backup is a .tar.gz of `backup.json` (the manifest), `portfolio.db` and `uploads/<name>`, the layout the first
 * release wrote with Bun.Archive. Everything is streamed entry by entry, so memory stays flat whatever the uploads
 * weigh: the whole archive is never in memory, nor any whole file. Writing one is backups.write.ts, reading and
 * checking one backups.verify.ts, putting one back backups.restore.ts; this file holds what they share.
 */

export const MANIFEST = "backup.json";
export const FORMAT = "portfolio-backup";
export const FORMAT_VERSION = 1;

/** A backup or restore that could not be done, said in one sentence fit for a person (CLI line, admin page). */
export class BackupError extends Error {}
/** An encrypted backup the identity given does not open (a wrong key): the admin asks for another file. */
export class BackupIdentityError extends BackupError {}

/** tar-stream and its stream library load at the first backup or restore, not with the server. */
export const tarStream = () => import("tar-stream");

export type TarEntry = tar.Extract extends AsyncIterable<infer Entry> ? Entry : never;

/**
 * "no space left on device" out of "ENOSPC: no space left on device, write", who was denied what, or the
 * message as it is.
 */
export function reasonOf(error: unknown): string {
  if (isPermissionError(error)) {
    const { path } = error as NodeJS.ErrnoException;
    return `permission denied for ${describeUser()}${path ? ` on ${path}` : ""}`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return /^E[A-Z]+: ([^,]+)/.exec(message)?.[1] ?? message;
}

/** Cleans up after a failure; one that cannot be cleaned up must not hide the failure being reported. */
export function removeQuietly(path: string): void {
  try {
    rmSync(path, { recursive: true, force: true });
  } catch {
    // Nothing more to do: the caller is already throwing the error that matters.
  }
}

/** Creates a missing folder owner-only, owned like the folder that holds it. */
export function ensurePrivateFolder(folder: string): void {
  if (existsSync(folder)) return;
  mkdirSync(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
  giveToFolderOwner(folder, dirname(folder));
}
