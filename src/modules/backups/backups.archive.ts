import { Database } from "bun:sqlite";
import { randomBytes } from "node:crypto";
import {
  accessSync,
  closeSync,
  constants,
  createReadStream,
  createWriteStream,
  existsSync,
  fstatSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import type * as tar from "tar-stream";
import { DB_FILE } from "../../db/open";
import { deleteVisitorKeys } from "../stats/stats.repository";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, describeUser, giveToFolderOwner, isPermissionError } from "../../lib/file-access";
import { createUnpackBudget, roomIn, type Room } from "./backups.room";

/*
 * A backup is a .tar.gz of `backup.json` (the manifest), `portfolio.db` and `uploads/<name>`, the layout the first
 * release wrote with Bun.Archive. Everything is streamed entry by entry, so memory stays flat whatever the uploads
 * weigh: the whole archive is never in memory, nor any whole file.
 */

const MANIFEST = "backup.json";
const FORMAT = "portfolio-backup";
const FORMAT_VERSION = 1;
/**
 * Uploads are mostly images and PDFs, already compressed. For 400 MB of them, level 2 takes 10 s here against 13.5 s
 * at the default 6, for a database part 7% bigger; level 1 is faster still but grows incompressible data by 5%.
 */
const GZIP_LEVEL = 2;
/** Ours is some 80 bytes; a bigger one is not ours and is not read into memory. */
const MAX_MANIFEST_BYTES = 64 * 1024;

/** A backup or restore that could not be done, said in one sentence fit for a person (CLI line, admin page). */
export class BackupError extends Error {}

export type BackupWritten = { out: string; files: number; bytes: number };
export type BackupContents = { createdAt: string; uploads: number };
export type BackupRestored = { uploads: number; savedTo: string };

/** tar-stream and its stream library load at the first backup or restore, not with the server. */
const tarStream = () => import("tar-stream");

type TarEntry = tar.Extract extends AsyncIterable<infer Entry> ? Entry : never;

/**
 * "no space left on device" out of "ENOSPC: no space left on device, write", who was denied what, or the
 * message as it is.
 */
function reasonOf(error: unknown): string {
  if (isPermissionError(error)) {
    const { path } = error as NodeJS.ErrnoException;
    return `permission denied for ${describeUser()}${path ? ` on ${path}` : ""}`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return /^E[A-Z]+: ([^,]+)/.exec(message)?.[1] ?? message;
}

/** Cleans up after a failure; one that cannot be cleaned up must not hide the failure being reported. */
function removeQuietly(path: string): void {
  try {
    rmSync(path, { recursive: true, force: true });
  } catch {
    // Nothing more to do: the caller is already throwing the error that matters.
  }
}

/** Creates a missing folder owner-only, owned like the folder that holds it. */
function ensurePrivateFolder(folder: string): void {
  if (existsSync(folder)) return;
  mkdirSync(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
  giveToFolderOwner(folder, dirname(folder));
}

/** Regular files under a folder, at any depth; symlinks and the like are not followed. */
function listFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * A consistent copy of the live database: VACUUM INTO reads one snapshot, so it is safe while the server writes. The
 * copy holds no statistics salt or visitor key (the day's visitors could be recognised with them for as long as the
 * backup is kept); the aggregates stay.
 */
function snapshotDatabase(dbPath: string, snapshot: string): void {
  // VACUUM INTO accepts an empty file; creating it first keeps the copy private from its first byte.
  writeFileSync(snapshot, "", { flag: "wx", mode: PRIVATE_FILE_MODE });
  // SQLite would say only "unable to open database file"; this says why.
  accessSync(dbPath, constants.R_OK);
  const live = new Database(dbPath, { readonly: true });
  try {
    live.run("PRAGMA busy_timeout = 5000");
    live.run(`VACUUM INTO '${snapshot.replace(/'/g, "''")}'`);
  } finally {
    live.close();
  }
  const copy = new Database(snapshot);
  try {
    deleteVisitorKeys(copy);
  } finally {
    copy.close();
  }
}

/** Adds one entry and resolves once tar-stream has taken all of it (or rejects when the archive failed meanwhile). */
function addEntry(pack: tar.Pack, header: Parameters<tar.Pack["entry"]>[0], body: Readable | string): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error | null) => (error ? reject(error) : resolve());
    if (typeof body === "string") {
      pack.entry(header, body, settle);
      return;
    }
    const sink = pack.entry(header, (error) => {
      if (error) body.destroy();
      settle(error);
    });
    body.once("error", (error) => sink.destroy(error));
    // The entry's errors reach the callback above; without a listener, pipe() would rethrow them as uncaught.
    sink.on("error", () => {});
    // tar-stream's entries are streamx Writables: write/end/drain like Node's, but typed apart from them.
    body.pipe(sink as unknown as NodeJS.WritableStream);
  });
}

/** Streams one file in; false when it was deleted after it was listed (the upload sweep may run meanwhile). */
async function addFile(pack: tar.Pack, name: string, path: string): Promise<boolean> {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
  const { size, mtime } = fstatSync(fd);
  const header = { name, size, mode: PRIVATE_FILE_MODE, mtime };
  if (size === 0) {
    closeSync(fd);
    await addEntry(pack, header, "");
    return true;
  }
  // The size in the header is the size read: a file growing meanwhile cannot overrun its entry.
  await addEntry(pack, header, createReadStream("", { fd, start: 0, end: size - 1 }));
  return true;
}

async function fillArchive(pack: tar.Pack, snapshot: string, uploads: string, createdAt: Date): Promise<number> {
  const manifest = JSON.stringify({ format: FORMAT, version: FORMAT_VERSION, createdAt: createdAt.toISOString() });
  await addEntry(pack, { name: MANIFEST, mode: PRIVATE_FILE_MODE }, manifest);
  await addFile(pack, DB_FILE, snapshot);
  let files = 0;
  for (const path of listFiles(uploads)) {
    if (await addFile(pack, `uploads/${relative(uploads, path)}`, path)) files++;
  }
  return files;
}

/** Writes the whole archive to `partial` (created owner-only) and flushes it to disk. */
async function writeArchive(partial: string, snapshot: string, uploads: string, createdAt: Date): Promise<{ files: number; bytes: number }> {
  const pack = (await tarStream()).pack();
  const written = pipeline(pack, createGzip({ level: GZIP_LEVEL }), createWriteStream(partial, { flags: "wx", mode: PRIVATE_FILE_MODE }));
  const filling = fillArchive(pack, snapshot, uploads, createdAt).then(
    (files) => {
      pack.finalize();
      return files;
    },
    (error: Error) => {
      pack.destroy(error);
      throw error;
    },
  );
  const [, files] = await Promise.all([written, filling]);
  // On disk before it takes its final name, so a power cut cannot leave an empty file under that name.
  const fd = openSync(partial, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return { files, bytes: statSync(partial).size };
}

/**
 * Writes a .tar.gz backup of the data dir to `outPath`: a consistent copy of the live database and every file
 * under uploads/. Safe while the server runs. The archive is written under a temporary name beside `outPath` and
 * renamed when complete, so `outPath` is either a whole backup or untouched; on failure nothing is left behind.
 * `createdAt` goes into its manifest.
 */
export async function createBackup(dataDir: string, outPath: string, createdAt: Date): Promise<BackupWritten> {
  const dbPath = join(dataDir, DB_FILE);
  if (!existsSync(dbPath)) throw new BackupError(`There is no database at ${dbPath} to back up.`);
  const folder = dirname(outPath);
  // Beside the archive rather than in /tmp (often RAM on small machines), and on its disk, so the rename is atomic.
  const temp = join(folder, `.${basename(outPath)}.${randomBytes(4).toString("hex")}`);
  const partial = `${temp}.partial`;
  const snapshot = `${temp}.db`;
  try {
    ensurePrivateFolder(folder);
    snapshotDatabase(dbPath, snapshot);
    const { files, bytes } = await writeArchive(partial, snapshot, join(dataDir, "uploads"), createdAt);
    giveToFolderOwner(partial, folder);
    renameSync(partial, outPath);
    return { out: outPath, files, bytes };
  } catch (error) {
    removeQuietly(partial);
    throw new BackupError(`Could not write the backup ${outPath}: ${reasonOf(error)}.`);
  } finally {
    removeQuietly(snapshot);
  }
}

/** Visits every entry of a .tar.gz in order; each visit must read or resume its entry. */
async function forEachEntry(archivePath: string, visit: (entry: TarEntry) => Promise<void>): Promise<void> {
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

function checkEntry(archivePath: string, header: tar.Header): void {
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
