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
  openSync,
  readdirSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type * as tar from "tar-stream";
import { DB_FILE } from "../../db/open";
import { PRIVATE_FILE_MODE, giveToFolderOwner } from "../../lib/file-access";
import { encryptingTransform } from "../offsite/offsite.encryption";
import { deleteVisitorKeys } from "../stats/stats.repository";
import { BackupError, ensurePrivateFolder, FORMAT, FORMAT_VERSION, MANIFEST, reasonOf, removeQuietly, tarStream } from "./backups.archive";

/**
 * Uploads are mostly images and PDFs, already compressed. For 400 MB of them, level 2 takes 10 s here against 13.5 s
 * at the default 6, for a database part 7% bigger; level 1 is faster still but grows incompressible data by 5%.
 */
const GZIP_LEVEL = 2;

/**
 * Every chunk read, compressed and encrypted is a new buffer, and the collector runs too seldom for them: 400 MB of
 * uploads took the server from 72 to 127 MiB resident. A full collection first (what the request before left) and
 * after each MiB written keeps it at 90-93 MiB (each 2 MiB: 98; 4 MiB: 106), for about 15 s of work instead of 13
 * (web/e2e/offsite-backups.e2e.test.ts).
 */
const COLLECT_EVERY_BYTES = 1024 * 1024;

/** A pipeline stage that passes the archive through and collects the buffers already written, at first and every COLLECT_EVERY_BYTES. */
async function* collectingGarbage(source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  Bun.gc(true);
  let sinceCollection = 0;
  for await (const chunk of source) {
    sinceCollection += chunk.byteLength;
    if (sinceCollection >= COLLECT_EVERY_BYTES) {
      sinceCollection = 0;
      Bun.gc(true);
    }
    yield chunk;
  }
}

export type BackupWritten = { out: string; files: number; bytes: number };

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

/**
 * Writes the whole archive to `partial` (created owner-only) and flushes it to disk; with `encryptTo`, encrypted to
 * those age recipients as it is written, so no plaintext archive ever reaches the disk.
 */
async function writeArchive(
  partial: string,
  snapshot: string,
  uploads: string,
  createdAt: Date,
  encryptTo: string[],
): Promise<{ files: number; bytes: number }> {
  const pack = (await tarStream()).pack();
  const gzip = createGzip({ level: GZIP_LEVEL });
  const file = createWriteStream(partial, { flags: "wx", mode: PRIVATE_FILE_MODE });
  const written =
    encryptTo.length > 0 ? pipeline(pack, gzip, encryptingTransform(encryptTo), collectingGarbage, file) : pipeline(pack, gzip, collectingGarbage, file);
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
 * `createdAt` goes into its manifest; `encryptTo` (age public keys) encrypts it (name it `.age`).
 */
export async function createBackup(
  dataDir: string,
  outPath: string,
  createdAt: Date,
  { encryptTo = [] }: { encryptTo?: string[] } = {},
): Promise<BackupWritten> {
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
    const { files, bytes } = await writeArchive(partial, snapshot, join(dataDir, "uploads"), createdAt, encryptTo);
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
