import { afterEach, describe, expect, test } from "bun:test";
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "./open";
import { migrations } from "./migrations";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "portfolio-db-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("openDatabase", () => {
  test("creates every table of the spec and records the embedded migrations", () => {
    const db = openDatabase(":memory:");
    const tables = db.$client
      .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((t) => t.name);
    for (const table of ["users", "projects", "experiences", "education", "skills", "articles", "messages", "site_info"]) expect(tables).toContain(table);
    const applied = db.$client.query<{ n: number }, []>(`SELECT count(*) AS n FROM "__drizzle_migrations"`).get();
    expect(applied?.n).toBe(migrations.length);
  });

  test("a file database uses WAL, foreign keys and a busy timeout, and migrates only once", () => {
    const path = join(tempDir(), "portfolio.db");
    openDatabase(path).$client.close();
    const db = openDatabase(path);
    const pragma = (name: string) => Object.values(db.$client.query(`PRAGMA ${name}`).get() as object)[0];
    expect(pragma("journal_mode")).toBe("wal");
    expect(pragma("foreign_keys")).toBe(1);
    expect(pragma("busy_timeout")).toBe(5000);
    expect(db.$client.query<{ n: number }, []>(`SELECT count(*) AS n FROM "__drizzle_migrations"`).get()?.n).toBe(migrations.length);
  });

  test("the database, its -wal and its -shm are owner-only, also when an older install made them readable", () => {
    const path = join(tempDir(), "portfolio.db");
    const modes = () => [path, `${path}-wal`, `${path}-shm`].map((file) => statSync(file).mode & 0o777);
    const db = openDatabase(path);
    expect(modes()).toEqual([0o600, 0o600, 0o600]);
    for (const file of [path, `${path}-wal`, `${path}-shm`]) chmodSync(file, 0o644);
    const again = openDatabase(path);
    expect(modes()).toEqual([0o600, 0o600, 0o600]);
    again.$client.close();
    db.$client.close();
  });

  test("defaults and constraints follow spec §3", () => {
    const db = openDatabase(":memory:");
    const sqlite = db.$client;
    sqlite.run("INSERT INTO users (username, password, email, name) VALUES ('a', 'h', 'a@x.io', 'A')");
    expect(sqlite.query<{ role: string }, []>("SELECT role FROM users").get()?.role).toBe("admin");
    expect(() => sqlite.run("INSERT INTO users (username, password, email, name) VALUES ('a', 'h', 'b@x.io', 'B')")).toThrow();
    expect(() => sqlite.run("INSERT INTO users (username, password, email, name) VALUES ('b', 'h', 'a@x.io', 'B')")).toThrow();
    sqlite.run("INSERT INTO articles (title, slug, summary, content, category) VALUES ('t', 's', 'x', 'c', 'k')");
    const article = sqlite.query<Record<string, unknown>, []>("SELECT * FROM articles").get()!;
    expect(article.published).toBe(0);
    expect(article.published_at).toBeNull();
    expect(String(article.created_at)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(article.translations).toBe("{}");
    expect(() => sqlite.run("INSERT INTO articles (title, slug, summary, content, category) VALUES ('t', 's', 'x', 'c', 'k')")).toThrow();
    sqlite.run("INSERT INTO projects (title, description) VALUES ('p', 'd')");
    expect(sqlite.query('SELECT technologies, featured, "order" FROM projects').get()).toEqual({ technologies: "[]", featured: 0, order: 0 });
  });

  test("a corrupt file is refused with a clear error", () => {
    const path = join(tempDir(), "portfolio.db");
    writeFileSync(path, "this is not a database".repeat(200));
    expect(() => openDatabase(path)).toThrow();
  });
});
