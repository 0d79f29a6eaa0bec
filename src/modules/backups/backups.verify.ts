import { createReadStream, existsSync, statSync } from "node:fs";
import { createGunzip } from "node:zlib";
import type * as tar from "tar-stream";
import { DB_FILE } from "../../db/open";
import { BackupError, FORMAT, FORMAT_VERSION, MANIFEST, reasonOf, tarStream, type TarEntry } from "./backups.archive";
import { createUnpackBudget, type Room } from "./backups.room";

/** Ours is some 80 bytes; a bigger one is not ours and is not read into memory. */
const MAX_MANIFEST_BYTES = 64 * 1024;

export type BackupContents = { createdAt: string; uploads: number };

/** Visits every entry of a .tar.gz in order; each visit must read or resume its entry. */
export async function forEachEntry(archivePath: string, visit: (entry: TarEntry) => Promise<void>): Promise<void> {
  const source = createReadStream(archivePath);
  const gunzip = createGunzip();
  const extract = (await tarStream()).extract();
  source.once("error", (error) => extract.destroy(error));
  gunzip.once("error", (error) => extract.destroy(error));
  // Its errors end the loop below; without a listener, pipe() would rethrow them as uncaught.
  extract.on("error", () => {});
  // Piped rather than pipeline(): tar-stream's extract is a streamx Writable, typed apart from Node's.
  source.pipe(gunzip).pipe(extract as unknown as NodeJS.WritableStream);
  try {
    for await (const entry of extract) await visit(entry);
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}

/** Only what createBackup writes: the manifest and database as files, and files or folders under uploads/. */
function isAllowedEntry(header: tar.Header): boolean {
  const isFolder = header.type === "directory";
  if (!isFolder && header.type !== "file") return false;
  const path = isFolder ? header.name.replace(/\/$/, "") : header.name;
  if (path === MANIFEST || path === DB_FILE) return !isFolder;
  const parts = path.split("/");
  return (
    parts[0] === "uploads" && (isFolder || parts.length > 1) && parts.every((part) => part !== "" && part !== "." && part !== ".." && !part.includes("\0"))
  );
}

export function checkEntry(archivePath: string, header: tar.Header): void {
  if (isAllowedEntry(header)) return;
  const what = header.type === "file" || header.type === "directory" ? "the unexpected entry" : `the ${header.type}`;
  throw new BackupError(`${archivePath} is not a portfolio backup: it holds ${what} "${header.name}".`);
}

async function readManifest(archivePath: string, entry: TarEntry): Promise<string> {
  if (entry.header.size > MAX_MANIFEST_BYTES) throw new BackupError(`${archivePath} is not a portfolio backup: its ${MANIFEST} is not ours.`);
  const chunks: Uint8Array[] = [];
  for await (const chunk of entry) chunks.push(chunk as Uint8Array);
  let manifest: unknown;
  try {
    manifest = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    manifest = null;
  }
  const { format, version, createdAt } = (manifest ?? {}) as { format?: unknown; version?: unknown; createdAt?: unknown };
  if (format !== FORMAT) throw new BackupError(`${archivePath} is not a portfolio backup: its ${MANIFEST} is not ours.`);
  if (version !== FORMAT_VERSION) throw new BackupError(`${archivePath} was written by another version of the portfolio (backup format ${String(version)}).`);
  return typeof createdAt === "string" ? createdAt : "";
}

/**
 * Reads a whole archive without writing anything: it must be a complete .tar.gz holding our manifest, a database
 * and nothing but regular files and folders with safe names. Given the `room` it will be unpacked into, the sizes its
 * headers declare must fit in it, checked header by header (so an archive declaring terabytes is refused at its first
 * such entry, not read to the end). Throws a BackupError saying what is wrong.
 */
export async function verifyBackup(archivePath: string, room?: Room): Promise<BackupContents> {
  if (!existsSync(archivePath) || !statSync(archivePath).isFile()) throw new BackupError(`No backup file at ${archivePath}.`);
  const seen = new Set<string>();
  const budget = room ? createUnpackBudget(room) : null;
  let createdAt: string | null = null;
  let uploads = 0;
  try {
    await forEachEntry(archivePath, async (entry) => {
      const { header } = entry;
      checkEntry(archivePath, header);
      const tooBig = budget?.add(header.name, header.size);
      if (tooBig) throw new BackupError(`${archivePath} cannot be restored: ${tooBig}; nothing was restored.`);
      if (seen.has(header.name)) throw new BackupError(`${archivePath} is not a portfolio backup: it holds "${header.name}" twice.`);
      seen.add(header.name);
      if (header.name === MANIFEST) createdAt = await readManifest(archivePath, entry);
      else {
        if (header.type === "file" && header.name !== DB_FILE) uploads++;
        entry.resume();
      }
    });
  } catch (error) {
    if (error instanceof BackupError) throw error;
    // A file system error (unreadable, a disk fault) says nothing about the archive's content.
    if ((error as NodeJS.ErrnoException).syscall) throw new BackupError(`Could not read ${archivePath}: ${reasonOf(error)}.`);
    throw new BackupError(`${archivePath} is damaged or not a .tar.gz file (${reasonOf(error)}).`);
  }
  if (createdAt === null) throw new BackupError(`${archivePath} is not a portfolio backup: it has no ${MANIFEST}.`);
  if (!seen.has(DB_FILE)) throw new BackupError(`${archivePath} is not a portfolio backup: it has no ${DB_FILE}.`);
  return { createdAt, uploads };
}
