/** TEST ONLY: the data directories the backup tests (round trip, failures, room) back up and restore into. */
import { afterEach } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DB_FILE, openDatabase } from "../../db/open";

const dirs: string[] = [];
export const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "portfolio-backups-"));
  dirs.push(dir);
  return dir;
};
/** Registers, in the calling test file, the removal of its temporary directories after each test. */
export function removeTempDirsAfterEach() {
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
}

/** A data dir as prepareDataDir leaves it, with one project and the given uploads, its database closed. */
export function dataDirWith(project: string, uploads: Record<string, string | Uint8Array> = {}): string {
  const dir = tempDir();
  const db = openDatabase(join(dir, DB_FILE));
  db.$client.run("INSERT INTO projects (title, description) VALUES (?, 'A description')", [project]);
  db.$client.close();
  mkdirSync(join(dir, "uploads"));
  mkdirSync(join(dir, "backups"));
  for (const [name, bytes] of Object.entries(uploads)) writeFileSync(join(dir, "uploads", name), bytes);
  return dir;
}

export function projectTitles(dir: string): string[] {
  const db = new Database(join(dir, DB_FILE), { readonly: true });
  try {
    return db
      .query<{ title: string }, []>("SELECT title FROM projects")
      .all()
      .map((row) => row.title);
  } finally {
    db.close();
  }
}

export const MANIFEST = JSON.stringify({ format: "portfolio-backup", version: 1, createdAt: "2026-01-01T00:00:00.000Z" });
