import type { Database } from "bun:sqlite";

/**
 * Puts the rows of a restored database into the live one, in one transaction, through the connection the server
 * already holds: every request sees either the old data or the restored data, and nothing needs to reopen the
 * database or restart. `restored` must already have this version's schema (opened once with openDatabase).
 * Full-text indexes are rebuilt from the tables they index rather than copied.
 */
export function replaceDatabaseContents(live: Database, restored: string): void {
  live.run("ATTACH DATABASE ? AS restored", [restored]);
  try {
    live.transaction(() => {
      // Rows go in table by table; references are checked once everything is in.
      live.run("PRAGMA defer_foreign_keys = ON");
      const tables = live
        .query<{ name: string; sql: string | null }, []>(
          "SELECT name, sql FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != '__drizzle_migrations'",
        )
        .all();
      const virtual = tables.filter((table) => /^CREATE VIRTUAL TABLE/i.test(table.sql ?? "")).map((table) => table.name);
      // A virtual table's shadow tables (name_data, name_idx, ...) belong to it.
      const copied = tables.filter((table) => !virtual.some((name) => table.name === name || table.name.startsWith(`${name}_`)));
      for (const { name } of copied) live.run(`DELETE FROM main."${name}"`);
      for (const { name } of copied) {
        const columns = live
          .query<{ name: string }, []>(`PRAGMA main.table_info("${name}")`)
          .all()
          .map((column) => `"${column.name}"`);
        const inBackup = new Set(
          live
            .query<{ name: string }, []>(`PRAGMA restored.table_info("${name}")`)
            .all()
            .map((column) => `"${column.name}"`),
        );
        const shared = columns.filter((column) => inBackup.has(column));
        if (shared.length === 0) continue;
        live.run(`INSERT INTO main."${name}" (${shared.join(", ")}) SELECT ${shared.join(", ")} FROM restored."${name}"`);
      }
      live.run("DELETE FROM main.sqlite_sequence");
      live.run("INSERT INTO main.sqlite_sequence (name, seq) SELECT name, seq FROM restored.sqlite_sequence");
      for (const name of virtual) live.run(`INSERT INTO main."${name}" ("${name}") VALUES ('rebuild')`);
    })();
  } finally {
    live.run("DETACH DATABASE restored");
  }
}
