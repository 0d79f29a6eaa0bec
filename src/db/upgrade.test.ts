import { afterEach, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrations } from "./migrations";
import { NewerDatabaseError, SCHEMA_WRITTEN_BY } from "./migrate";
import { inspectUpgrade, openDatabase } from "./open";
import { VERSION } from "../shared/version";

const FIXTURES = join(import.meta.dir, "fixtures");
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of a committed fixture, so the test never changes the file in the repository. */
function copyOf(fixture: string): string {
  const dir = mkdtempSync(join(tmpdir(), "portfolio-upgrade-"));
  dirs.push(dir);
  const path = join(dir, "portfolio.db");
  copyFileSync(join(FIXTURES, fixture), path);
  return path;
}

type Rows = Map<string, Record<string, unknown>[]>;

/**
 * Every row of every table of the application (not SQLite's or drizzle's own), read without the app's code. A
 * full-text index (a virtual table and its shadow tables) is derived from other tables, not rows anyone wrote.
 */
function readAllRows(path: string): Rows {
  const db = new Database(path, { readonly: true });
  try {
    const all = db
      .query<{ name: string; sql: string | null }, []>(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'",
      )
      .all();
    const indexes = all.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql ?? "")).map((t) => t.name);
    const tables = all.map((t) => t.name).filter((name) => !indexes.some((index) => name === index || name.startsWith(`${index}_`)));
    return new Map(tables.map((name) => [name, db.query<Record<string, unknown>, []>(`SELECT * FROM "${name}" ORDER BY rowid`).all()]));
  } finally {
    db.close();
  }
}

const fixtures = readdirSync(FIXTURES)
  .filter((name) => name.endsWith(".db"))
  .sort();

describe("upgrading a database written by an earlier release", () => {
  test("there is a fixture for the schema before each migration", () => {
    const tags = new Set(migrations.map((m) => m.tag));
    expect(fixtures.length).toBeGreaterThan(0);
    for (const fixture of fixtures) expect(tags.has(fixture.replace(/\.db$/, ""))).toBe(true);
    // Every migration but the first was written after a fixture of the schema it changes.
    for (const before of migrations.slice(0, -1)) expect(fixtures).toContain(`${before.tag}.db`);
  });

  for (const fixture of fixtures) {
    test(`${fixture}: the new code applies every later migration and every row survives, column by column`, () => {
      const path = copyOf(fixture);
      const before = readAllRows(path);
      expect([...before.values()].reduce((n, rows) => n + rows.length, 0)).toBeGreaterThan(20);
      const tag = fixture.replace(/\.db$/, "");
      expect(inspectUpgrade(path)).toEqual({
        from: "1.0.0",
        to: VERSION,
        migrations: migrations.slice(migrations.findIndex((m) => m.tag === tag) + 1).map((m) => m.tag),
      });
      openDatabase(path).$client.close();
      expect(inspectUpgrade(path)).toBeNull();

      const after = readAllRows(path);
      for (const [table, rows] of before) {
        const upgraded = after.get(table);
        expect(upgraded, `table ${table} is gone`).toBeDefined();
        expect(upgraded!.length, `rows of ${table}`).toBe(rows.length);
        rows.forEach((row, i) => {
          const kept = Object.fromEntries(Object.keys(row).map((column) => [column, upgraded![i]![column]]));
          expect(kept, `${table} row ${i + 1}`).toEqual(row);
        });
      }
      const applied = new Database(path, { readonly: true });
      expect(applied.query<{ n: number }, []>(`SELECT count(*) AS n FROM "__drizzle_migrations"`).get()!.n).toBe(migrations.length);
      expect(applied.query<{ value: string }, [string]>("SELECT value FROM app_meta WHERE key = ?").get(SCHEMA_WRITTEN_BY)?.value).toBe(VERSION);
      applied.close();
    });
  }

  test("a database created before app_meta is dated by its oldest article or message", () => {
    const path = copyOf("0000_init.db");
    const oldest = new Database(path, { readonly: true })
      .query<{ at: string }, []>("SELECT min(created_at) AS at FROM (SELECT created_at FROM articles UNION ALL SELECT created_at FROM messages)")
      .get()!.at;
    const db = openDatabase(path);
    expect(db.$client.query<{ value: string }, []>("SELECT value FROM app_meta WHERE key = 'database_created_at'").get()?.value).toBe(oldest);
    db.$client.close();
  });

  test("a new database, or none, has nothing to back up", () => {
    const dir = mkdtempSync(join(tmpdir(), "portfolio-upgrade-"));
    dirs.push(dir);
    expect(inspectUpgrade(join(dir, "portfolio.db"))).toBeNull();
    new Database(join(dir, "portfolio.db")).close();
    expect(inspectUpgrade(join(dir, "portfolio.db"))).toBeNull();
  });
});

describe("a database written by a newer version", () => {
  /** The database as a newer release leaves it: one more migration than this binary knows, and its version. */
  function newerDatabase(writtenBy: string | null): string {
    const path = copyOf("0000_init.db");
    openDatabase(path).$client.close();
    const db = new Database(path);
    db.run(`INSERT INTO "__drizzle_migrations" (hash, created_at) VALUES ('future', ?)`, [migrations.at(-1)!.when + 1000]);
    db.run("CREATE TABLE future_feature (id INTEGER PRIMARY KEY)");
    if (writtenBy) db.run("UPDATE app_meta SET value = ? WHERE key = ?", [writtenBy, SCHEMA_WRITTEN_BY]);
    else db.run("DELETE FROM app_meta WHERE key = ?", [SCHEMA_WRITTEN_BY]);
    db.close();
    return path;
  }

  test("is refused with one sentence naming that version, and nothing in the file changes", () => {
    const path = newerDatabase("9.2.0+abc1234");
    const bytes = readFileSync(path);
    expect(() => inspectUpgrade(path)).toThrow(new NewerDatabaseError("9.2.0+abc1234"));
    expect(() => openDatabase(path)).toThrow(new NewerDatabaseError("9.2.0+abc1234"));
    expect(new NewerDatabaseError("9.2.0+abc1234").message).toBe("This data was written by version 9.2.0+abc1234; install 9.2.0+abc1234 or later.");
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });

  test("without a recorded version it still refuses, saying a newer version wrote it", () => {
    expect(() => openDatabase(newerDatabase(null))).toThrow(/newer version/);
  });
});
