import { afterEach, describe, expect, test } from "bun:test";
import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { VERSION } from "../../config";
import { makeTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
afterEach(() => t?.cleanup());

describe("GET /api/health", () => {
  test("a visitor gets the contract's fields only, never cached", async () => {
    t = makeTestApp({ tempDataDir: true });
    const response = await t.request("GET", "/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["status", "uptimeSeconds", "version"]);
    expect(body).toMatchObject({ status: "ok", version: VERSION });
  });

  test("the admin also sees whether the database takes writes, the free disk space and the last backup", async () => {
    t = makeTestApp({ tempDataDir: true });
    const none = (await (await t.request("GET", "/api/health", { admin: true })).json()) as Record<string, unknown>;
    expect(none).toMatchObject({ status: "ok", database: { writable: true }, lastBackupAt: null });
    const disk = none.disk as { freeBytes: number; totalBytes: number };
    expect(disk.freeBytes).toBeGreaterThan(0);
    expect(disk.totalBytes).toBeGreaterThanOrEqual(disk.freeBytes);

    mkdirSync(join(t.config.dataDir, "backups"), { recursive: true });
    for (const [name, at] of [
      ["scheduled-20261120-030000.tar.gz", "2026-11-20T03:00:05Z"],
      ["manual-20261122-101500.tar.gz", "2026-11-22T10:15:02Z"],
    ] as const) {
      writeFileSync(join(t.config.dataDir, "backups", name), "archive");
      utimesSync(join(t.config.dataDir, "backups", name), new Date(at), new Date(at));
    }
    const backedUp = (await (await t.request("GET", "/api/health", { admin: true })).json()) as Record<string, unknown>;
    expect(backedUp.lastBackupAt).toBe("2026-11-22T10:15:02.000Z");
  });

  test("the admin learns whether PUBLIC_URL is set, never the visitor", async () => {
    t = makeTestApp({ tempDataDir: true });
    const unset = (await (await t.request("GET", "/api/health", { admin: true })).json()) as Record<string, unknown>;
    expect(unset.publicUrlSet).toBe(false);
    t.cleanup();
    t = makeTestApp({ tempDataDir: true, config: { publicUrl: "https://me.example" } });
    const set = (await (await t.request("GET", "/api/health", { admin: true })).json()) as Record<string, unknown>;
    expect(set.publicUrlSet).toBe(true);
    const visitor = (await (await t.request("GET", "/api/health")).json()) as Record<string, unknown>;
    expect("publicUrlSet" in visitor).toBe(false);
  });

  test("a database that cannot take writes says so", async () => {
    t = makeTestApp({ tempDataDir: true });
    const token = await t.adminToken();
    t.db.$client.run("PRAGMA query_only = ON");
    const body = (await (await t.request("GET", "/api/health", { token })).json()) as { database: { writable: boolean } };
    expect(body.database.writable).toBe(false);
  });
});
