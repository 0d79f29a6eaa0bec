import { expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../db/open";
import { createContentStamp } from "./content-stamp";

test("the stamp moves with our own writes and with another process's commits", () => {
  const dir = mkdtempSync(join(tmpdir(), "portfolio-stamp-"));
  try {
    const db = openDatabase(join(dir, "portfolio.db"));
    const stamp = createContentStamp(db, { recheckMs: 0 });
    const before = stamp.current();
    expect(stamp.current()).toBe(before);
    stamp.markWrite();
    const afterOwnWrite = stamp.current();
    expect(afterOwnWrite).not.toBe(before);

    // Like `portfolio import` running beside the server: another connection commits to the same file.
    const other = new Database(join(dir, "portfolio.db"));
    other.run("INSERT INTO projects (title, description) VALUES ('From the CLI', 'Imported elsewhere')");
    other.close();
    expect(stamp.current()).not.toBe(afterOwnWrite);
    db.$client.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
