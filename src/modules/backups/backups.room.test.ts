import { afterEach, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as tar from "tar-stream";
import { DB_FILE } from "../../db/open";
import { makeTestApp, type TestApp } from "../../testing/test-app";
import { BackupError } from "./backups.archive";
import { restoreBackup } from "./backups.restore";
import { createBackup } from "./backups.write";
import { createUnpackBudget, MAX_RESTORE_BYTES } from "./backups.room";
import { archiveDeclaring } from "../../testing/archives";
import { dataDirWith, removeTempDirsAfterEach, tempDir } from "./backups.test-helpers";

const TiB = 1024 ** 4;
const MiB = 1024 ** 2;
let app: TestApp | undefined;
removeTempDirsAfterEach();
afterEach(() => {
  app?.cleanup();
  app = undefined;
});

/** Everything a refused restore must leave as it was: the rows, every name in the data dir, the uploads, the backups. */
function snapshotOf(dir: string) {
  const db = new Database(join(dir, DB_FILE), { readonly: true });
  try {
    return {
      titles: db.query<{ title: string }, []>("SELECT title FROM projects").all(),
      entries: readdirSync(dir).sort(),
      uploads: readdirSync(join(dir, "uploads")).map((name) => [name, readFileSync(join(dir, "uploads", name), "utf8")]),
      backups: readdirSync(join(dir, "backups")).sort(),
    };
  } finally {
    db.close();
  }
}

async function archiveFile(bytes: Uint8Array): Promise<string> {
  const path = join(tempDir(), "archive.tar.gz");
  writeFileSync(path, bytes);
  return path;
}

describe("a restore that would not fit is refused before anything is written", () => {
  test("a header declaring a terabyte: refused at that header, not read to its end (it is not even there)", async () => {
    const dir = dataDirWith("Still here", { "kept.png": "kept" });
    const before = snapshotOf(dir);
    const path = await archiveFile(await archiveDeclaring(TiB));
    const error = await restoreBackup(dir, path, new Date()).catch((e: Error) => e);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toBe(`${path} cannot be restored: it unpacks to more than 32.0 GiB, the most a restore takes; nothing was restored.`);
    expect(snapshotOf(dir)).toEqual(before);
  });

  test("a whole backup larger than the free space, or than the most a restore takes", async () => {
    const source = dataDirWith("From the backup", { "big.png": randomBytes(3 * MiB) });
    const path = join(tempDir(), "b.tar.gz");
    await createBackup(source, path, new Date());
    const dir = dataDirWith("Still here", { "kept.png": "kept" });
    const before = snapshotOf(dir);

    await expect(restoreBackup(dir, path, new Date(), { maxBytes: MAX_RESTORE_BYTES, freeBytes: 2 * MiB })).rejects.toThrow(
      `${path} cannot be restored: it unpacks to more than the 2 MiB the disk has free for it; nothing was restored.`,
    );
    await expect(restoreBackup(dir, path, new Date(), { maxBytes: 1 * MiB, freeBytes: TiB })).rejects.toThrow(
      "it unpacks to more than 1 MiB, the most a restore takes",
    );
    expect(snapshotOf(dir)).toEqual(before);
    // With room for it, the same archive restores.
    expect((await restoreBackup(dir, path, new Date(), { maxBytes: MAX_RESTORE_BYTES, freeBytes: 8 * MiB })).uploads).toBe(1);
  });

  test("sizes are counted in whole blocks, a block per entry at least; an impossible size is refused", () => {
    // A byte takes a block, and its entry one more.
    const budget = createUnpackBudget({ maxBytes: TiB, freeBytes: 4 * 4096 });
    expect(budget.add("uploads/a", 1)).toBeNull();
    expect(budget.add("uploads/b", 0)).toBeNull();
    expect(budget.add("uploads", undefined)).toBeNull();
    expect(budget.add("uploads/c", 1)).toBe("it unpacks to more than the 1 MiB the disk has free for it");
    expect(createUnpackBudget({ maxBytes: TiB, freeBytes: TiB }).add("uploads/d", -1)).toBe('its entry "uploads/d" declares an impossible size');
  });
});

describe("POST /api/backups/restore", () => {
  test("an archive declaring more than the disk holds is a 400 with one sentence, and nothing changes", async () => {
    app = makeTestApp({ tempDataDir: true });
    const { dataDir } = app.config;
    mkdirSync(join(dataDir, "backups"), { recursive: true });
    app.db.$client.run("INSERT INTO projects (title, description) VALUES ('Antes', 'Un proyecto que existía antes.')");
    writeFileSync(join(dataDir, "uploads", "kept.pdf"), "%PDF-1.4 kept");
    const entries = readdirSync(dataDir).sort();

    const response = await app.request("POST", "/api/backups/restore", { admin: true, body: await archiveDeclaring(4 * TiB) });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/json");
    const { message } = (await response.json()) as { message: string };
    expect(message).toEndWith("cannot be restored: it unpacks to more than 32.0 GiB, the most a restore takes; nothing was restored.");
    expect(app.db.$client.query("SELECT title FROM projects").all()).toEqual([{ title: "Antes" }]);
    expect(readFileSync(join(dataDir, "uploads", "kept.pdf"), "utf8")).toBe("%PDF-1.4 kept");
    expect(readdirSync(join(dataDir, "backups"))).toEqual([]);
    expect(readdirSync(dataDir).sort()).toEqual(entries);
  });
});

test("the crafted archive is what it says: tar-stream reads the declared size from its header", async () => {
  const extract = tar.extract();
  const sizes: [string, number | undefined][] = [];
  extract.on("entry", (header, stream, next) => {
    sizes.push([header.name, header.size]);
    if (header.name === "uploads/huge.bin") {
      extract.destroy();
      return;
    }
    stream.on("end", next);
    stream.resume();
  });
  extract.end(Bun.gunzipSync(await archiveDeclaring(TiB)));
  await new Promise<void>((resolve) => extract.on("close", () => resolve()));
  expect(sizes).toEqual([
    ["backup.json", 80],
    ["portfolio.db", 37],
    ["uploads/huge.bin", TiB],
  ]);
});
