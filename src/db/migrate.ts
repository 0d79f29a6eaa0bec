import type { Database } from "bun:sqlite";
import { migrations } from "./migrations";

/**
 * Applies the embedded migrations in order, each in its own transaction, recording them in the same
 * `__drizzle_migrations` table drizzle's own migrator uses, so either can take over a database.
 */
export function migrate(sqlite: Database): number {
  sqlite.run(`CREATE TABLE IF NOT EXISTS "__drizzle_migrations" (id INTEGER PRIMARY KEY AUTOINCREMENT, hash text NOT NULL, created_at numeric)`);
  const last = sqlite.query<{ created_at: number }, []>(`SELECT created_at FROM "__drizzle_migrations" ORDER BY created_at DESC LIMIT 1`).get();
  let applied = 0;
  for (const migration of migrations) {
    if (last && Number(last.created_at) >= migration.when) continue;
    const statements = migration.sql.split("--> statement-breakpoint").map((s) => s.trim()).filter(Boolean);
    sqlite.transaction(() => {
      for (const statement of statements) sqlite.run(statement);
      sqlite.run(`INSERT INTO "__drizzle_migrations" (hash, created_at) VALUES (?, ?)`, [
        new Bun.CryptoHasher("sha256").update(migration.sql).digest("hex"),
        migration.when,
      ]);
    })();
    applied++;
  }
  return applied;
}
