import type { Database } from "bun:sqlite";
import { VERSION } from "../shared/version";
import { migrations } from "./migrations";

/** The key in app_meta naming the version of the application that last changed the schema. */
export const SCHEMA_WRITTEN_BY = "schema_written_by";

/** The database holds migrations this binary does not know: a newer version wrote it. Nothing was changed. */
export class NewerDatabaseError extends Error {
  constructor(readonly writtenBy: string | null) {
    super(
      writtenBy
        ? `This data was written by version ${writtenBy}; install ${writtenBy} or later.`
        : "This data was written by a newer version of the portfolio; install that version or later.",
    );
  }
}

/** What is about to change, for a caller that wants a backup first. */
export type PendingUpgrade = { from: string; to: string; migrations: string[] };

const APPLIED_TABLE = `CREATE TABLE IF NOT EXISTS "__drizzle_migrations" (id INTEGER PRIMARY KEY AUTOINCREMENT, hash text NOT NULL, created_at numeric)`;

function schemaWrittenBy(sqlite: Database): string | null {
  try {
    return sqlite.query<{ value: string }, [string]>("SELECT value FROM app_meta WHERE key = ?").get(SCHEMA_WRITTEN_BY)?.value ?? null;
  } catch {
    // Made before app_meta existed: by the first release.
    return null;
  }
}

type MigrationState = { applied: number[]; pending: typeof migrations };

function migrationState(sqlite: Database): MigrationState {
  const exists = sqlite.query<{ n: number }, []>(`SELECT count(*) AS n FROM sqlite_master WHERE name = '__drizzle_migrations'`).get()!.n > 0;
  const applied = exists
    ? sqlite
        .query<{ created_at: number }, []>(`SELECT created_at FROM "__drizzle_migrations"`)
        .all()
        .map((row) => Number(row.created_at))
    : [];
  const newest = Math.max(-Infinity, ...applied);
  if (newest > migrations.at(-1)!.when) throw new NewerDatabaseError(schemaWrittenBy(sqlite));
  return { applied, pending: migrations.filter((migration) => migration.when > newest) };
}

/**
 * What migrating this database would change: null for a database that is up to date or new (nothing to keep a
 * copy of). Throws NewerDatabaseError for one a newer version wrote. Reads only.
 */
export function pendingUpgrade(sqlite: Database): PendingUpgrade | null {
  const { applied, pending } = migrationState(sqlite);
  if (pending.length === 0 || applied.length === 0) return null;
  return { from: schemaWrittenBy(sqlite) ?? "1.0.0", to: VERSION, migrations: pending.map((m) => m.tag) };
}

/**
 * Applies the embedded migrations in order, each in its own transaction, recording them in the same
 * `__drizzle_migrations` table drizzle's own migrator uses, so either can take over a database. A database that
 * holds a migration this binary does not know is refused untouched. Returns how many migrations ran.
 */
export function migrate(sqlite: Database): number {
  const { pending } = migrationState(sqlite);
  if (pending.length === 0) return 0;
  sqlite.run(APPLIED_TABLE);
  for (const migration of pending) {
    const statements = migration.sql
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter(Boolean);
    sqlite.transaction(() => {
      for (const statement of statements) sqlite.run(statement);
      sqlite.run(`INSERT INTO "__drizzle_migrations" (hash, created_at) VALUES (?, ?)`, [
        new Bun.CryptoHasher("sha256").update(migration.sql).digest("hex"),
        migration.when,
      ]);
    })();
  }
  sqlite.run("INSERT INTO app_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", [SCHEMA_WRITTEN_BY, VERSION]);
  return pending.length;
}
