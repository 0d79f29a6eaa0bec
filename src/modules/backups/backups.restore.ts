import { Database } from "bun:sqlite";
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, renameSync, rmdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { DB_FILE } from "../../db/open";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, giveToFolderOwner } from "../../lib/file-access";
import { BackupError, BackupIdentityError, ensurePrivateFolder, MANIFEST, reasonOf, removeQuietly } from "./backups.archive";
import { decryptFile, IdentityError, isAgeFile } from "../offsite/offsite.encryption";
import { roomIn, type Room } from "./backups.room";
import { checkEntry, forEachEntry, verifyBackup } from "./backups.verify";

export type BackupRestored = { uploads: number; savedTo: string };

function checkDatabase(path: string, archivePath: string): void {
  let result: string | undefined;
  try {
    const db = new Database(path, { readonly: true });
    try {
      result = db.query<{ quick_check: string }, []>("PRAGMA quick_check").get()?.quick_check;
    } finally {
      db.close();
    }
  } catch {
    result = undefined;
  }
  if (result !== "ok") throw new BackupError(`The database inside ${archivePath} is corrupt; nothing was restored.`);
}

/**
 * Unpacks the database and uploads into `staging` (owner-only, owned like the data dir), checking the database
 * as soon as it is out. Every name is checked again: the file may have changed since it was verified.
 */
async function unpack(archivePath: string, staging: string, dataDir: string): Promise<number> {
  const created = (path: string) => giveToFolderOwner(path, dataDir);
  mkdirSync(join(staging, "uploads"), { mode: PRIVATE_DIR_MODE });
  created(join(staging, "uploads"));
  let uploads = 0;
  await forEachEntry(archivePath, async (entry) => {
    const { header } = entry;
    checkEntry(archivePath, header);
    const path = join(staging, header.name);
    if (header.name === MANIFEST || header.type === "directory") {
      if (header.type === "directory" && !existsSync(path)) {
        mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE });
        created(path);
      }
      entry.resume();
      return;
    }
    if (!existsSync(dirname(path))) {
      mkdirSync(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE });
      created(dirname(path));
    }
    await pipeline(entry, createWriteStream(path, { flags: "wx", mode: PRIVATE_FILE_MODE }));
    created(path);
    if (header.name === DB_FILE) checkDatabase(path, archivePath);
    else uploads++;
  });
  return uploads;
}

/**
 * Moves the current database (with its -wal and -shm) and uploads to backups/pre-restore-<time>/ and the staged
 * ones into their place. Renames within one disk; if one fails, the ones done are undone.
 */
function swapIn(dataDir: string, staging: string, at: Date): string {
  const savedTo = join(dataDir, "backups", `pre-restore-${at.toISOString().replace(/[:.]/g, "-")}`);
  const moved: [from: string, to: string][] = [];
  const move = (from: string, to: string) => {
    renameSync(from, to);
    moved.push([from, to]);
  };
  try {
    ensurePrivateFolder(join(dataDir, "backups"));
    mkdirSync(savedTo, { mode: PRIVATE_DIR_MODE });
    giveToFolderOwner(savedTo, dataDir);
    for (const name of [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`, "uploads"]) {
      if (existsSync(join(dataDir, name))) move(join(dataDir, name), join(savedTo, name));
    }
    move(join(staging, DB_FILE), join(dataDir, DB_FILE));
    move(join(staging, "uploads"), join(dataDir, "uploads"));
  } catch (error) {
    try {
      for (const [from, to] of moved.reverse()) renameSync(to, from);
      if (existsSync(savedTo)) rmdirSync(savedTo);
    } catch {
      throw new BackupError(`Could not put the restored data in place (${reasonOf(error)}); the previous data is in ${savedTo}.`);
    }
    throw new BackupError(`Could not put the restored data in place (${reasonOf(error)}); the current data was left as it was.`);
  }
  return savedTo;
}

/** A backup unpacked beside the live data: its checked database and its uploads folder, until `remove()`. */
export type UnpackedBackup = { database: string; uploadsFolder: string; uploads: number; remove(): void };

/**
 * Verifies an archive whole (its declared sizes against the `room` the disk has, by default what it has now), then
 * unpacks it into a staging folder inside the data dir (same disk, so what is in it can be renamed into place) and
 * checks its database. Nothing live is touched.
 */
export async function unpackBackup(dataDir: string, archivePath: string, room: Room = roomIn(dataDir)): Promise<UnpackedBackup> {
  await verifyBackup(archivePath, room);
  const staging = join(dataDir, `.restore-${randomBytes(4).toString("hex")}`);
  try {
    mkdirSync(staging, { mode: PRIVATE_DIR_MODE });
    const uploads = await unpack(archivePath, staging, dataDir);
    return { database: join(staging, DB_FILE), uploadsFolder: join(staging, "uploads"), uploads, remove: () => removeQuietly(staging) };
  } catch (error) {
    removeQuietly(staging);
    if (error instanceof BackupError) throw error;
    throw new BackupError(`Could not unpack ${archivePath} into ${dataDir} (${reasonOf(error)}); nothing was restored.`);
  }
}

/**
 * Puts a backup back (with the server stopped). The archive is verified whole, then unpacked beside the live data
 * and its database checked; only then are the current database and uploads moved to backups/pre-restore-<at>/
 * (kept, so a wrong restore can be undone) and the new ones put in their place. Any failure before that point
 * leaves the data dir as it was.
 */
export async function restoreBackup(dataDir: string, archivePath: string, at: Date, room?: Room): Promise<BackupRestored> {
  const unpacked = await unpackBackup(dataDir, archivePath, room);
  try {
    return { uploads: unpacked.uploads, savedTo: swapIn(dataDir, dirname(unpacked.database), at) };
  } finally {
    unpacked.remove();
  }
}

/**
 * Runs `work` on the plain .tar.gz of an archive: the archive itself, or, for one encrypted to the owner's age key,
 * its decryption with `identities` into a file beside the data (owner-only, removed afterwards). The identities
 * are used for this one archive and kept nowhere. Messages name the archive, never the decrypted copy.
 */
export async function withPlainArchive<T>(dataDir: string, archivePath: string, identities: string[] | null, work: (plain: string) => Promise<T>): Promise<T> {
  if (!existsSync(archivePath)) throw new BackupError(`No backup file at ${archivePath}.`);
  if (!isAgeFile(archivePath)) return work(archivePath);
  if (!identities) throw new BackupError(`${archivePath} is encrypted: give the age identity file that opens it (--identity FILE); nothing was restored.`);
  const plain = join(dataDir, `.decrypted-${randomBytes(6).toString("hex")}.tar.gz`);
  try {
    await decryptFile(archivePath, identities, plain);
    return await work(plain);
  } catch (error) {
    if (error instanceof IdentityError) throw new BackupIdentityError(`${error.message.replace(/\.$/, "")}; nothing was restored.`);
    if (error instanceof BackupError) throw new BackupError(error.message.replaceAll(plain, archivePath));
    throw new BackupError(`Could not decrypt ${archivePath} (${reasonOf(error)}); nothing was restored.`);
  } finally {
    removeQuietly(plain);
  }
}
