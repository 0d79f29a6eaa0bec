import { Database } from "bun:sqlite";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join, relative, normalize, isAbsolute } from "node:path";
import { tmpdir } from "node:os";

export const DB_FILE = "portfolio.db";
const MANIFEST = "backup.json";

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));
}

/**
 * One .tar.gz with a consistent copy of the live database (VACUUM INTO reads one snapshot, so it is safe while
 * the server writes) and every file under uploads/.
 */
export async function createBackup(dataDir: string, out: string): Promise<{ out: string; files: number; bytes: number }> {
  const dbPath = join(dataDir, DB_FILE);
  if (!existsSync(dbPath)) throw new Error(`There is no database at ${dbPath} to back up.`);
  const snapshot = join(tmpdir(), `portfolio-backup-${process.pid}-${Date.now()}.db`);
  const live = new Database(dbPath, { readonly: true });
  try {
    live.run("PRAGMA busy_timeout = 5000");
    live.run(`VACUUM INTO '${snapshot.replace(/'/g, "''")}'`);
  } finally {
    live.close();
  }
  try {
    const entries: Record<string, Uint8Array | string> = {
      [MANIFEST]: JSON.stringify({ format: "portfolio-backup", version: 1, createdAt: new Date().toISOString() }),
      [DB_FILE]: await Bun.file(snapshot).bytes(),
    };
    const uploads = join(dataDir, "uploads");
    for (const file of listFiles(uploads)) entries[`uploads/${relative(uploads, file)}`] = await Bun.file(file).bytes();
    const bytes = await new Bun.Archive(entries, { compress: "gzip" }).bytes();
    await Bun.write(out, bytes);
    return { out, files: Object.keys(entries).length - 2, bytes: bytes.length };
  } finally {
    rmSync(snapshot, { force: true });
  }
}

/** Names inside an archive must stay inside the data dir. */
function safeEntry(name: string): boolean {
  const n = normalize(name);
  return !isAbsolute(n) && !n.startsWith("..") && !n.includes("\0");
}

/**
 * Puts a backup back (server stopped). The archive is checked whole first; the current database and uploads
 * are moved to backups/pre-restore-<time>/ rather than deleted, so a wrong restore can be undone.
 */
export async function restoreBackup(dataDir: string, archivePath: string): Promise<{ uploads: number; savedTo: string }> {
  if (!existsSync(archivePath) || !statSync(archivePath).isFile()) throw new Error(`No backup file at ${archivePath}.`);
  let files: Map<string, File>;
  try {
    files = await new Bun.Archive(await Bun.file(archivePath).bytes()).files();
  } catch {
    throw new Error(`${archivePath} is not a readable .tar.gz backup.`);
  }
  const dbEntry = files.get(DB_FILE);
  if (!files.has(MANIFEST) || !dbEntry) throw new Error(`${archivePath} is not a portfolio backup (no ${MANIFEST} or ${DB_FILE}).`);
  for (const name of files.keys()) {
    if (!safeEntry(name) || !(name === MANIFEST || name === DB_FILE || name.startsWith("uploads/"))) {
      throw new Error(`${archivePath} holds an unexpected entry "${name}"; nothing was restored.`);
    }
  }
  const staged = join(dataDir, `.restore-${Date.now()}.db`);
  await Bun.write(staged, await dbEntry.bytes());
  try {
    const check = new Database(staged, { readonly: true });
    const ok = check.query<{ quick_check: string }, []>("PRAGMA quick_check").get()?.quick_check === "ok";
    check.close();
    if (!ok) throw new Error();
  } catch {
    rmSync(staged, { force: true });
    throw new Error(`The database inside ${archivePath} is corrupt; nothing was restored.`);
  }

  const savedTo = join(dataDir, "backups", `pre-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`);
  mkdirSync(savedTo, { recursive: true });
  for (const name of [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`, "uploads"]) {
    const path = join(dataDir, name);
    if (existsSync(path)) renameSync(path, join(savedTo, name));
  }
  renameSync(staged, join(dataDir, DB_FILE));
  mkdirSync(join(dataDir, "uploads"), { recursive: true });
  let uploads = 0;
  for (const [name, file] of files) {
    if (!name.startsWith("uploads/") || name.endsWith("/")) continue;
    await Bun.write(join(dataDir, name), await file.bytes());
    uploads++;
  }
  return { uploads, savedTo };
}
