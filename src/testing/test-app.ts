import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../app";
import type { AppDeps } from "../app-deps";
import { testConfig, type Config } from "../config";
import { DB_FILE, openDatabase, type Db } from "../db/open";
import { createMemoryLogger } from "../lib/log";
import { createManualClock, type ManualClock } from "../platform/scheduler/scheduler.clock";
import { createScheduler } from "../platform/scheduler/scheduler.jobs";
import { createAuthRepository } from "../modules/auth/auth.repository";
import { newSessionId, signSessionToken } from "../modules/auth/auth.sessions";

export type TestAppOptions = {
  /** Merged over testConfig(). */
  config?: Partial<Config>;
  /** Give the app a fresh temporary DATA_DIR (with uploads/ and the database on disk) for tests that touch files; removed by cleanup(). */
  tempDataDir?: boolean;
  /** Run on this existing data dir (e.g. a second app after a "restart" on the same database); cleanup() leaves it. */
  dataDir?: string;
  /** The clock timed jobs run on; a manual one at the current time by default, moved by the test. */
  clock?: ManualClock;
  /** A page table of the test's own (one with a page added). */
  publicPages?: AppDeps["publicPages"];
  /** Answers for webhook host names instead of the system's DNS. */
  resolveHost?: AppDeps["resolveHost"];
};

export type TestRequestOptions = {
  /** Sent as a JSON body with a JSON content type. */
  json?: unknown;
  /** Any other body (FormData for multipart, a raw string for malformed JSON). */
  body?: BodyInit;
  /** A bearer token to send. */
  token?: string;
  /** Sign in as the test admin (a bearer token); ignored when `token` is given. */
  admin?: boolean;
  headers?: Record<string, string>;
};

/** A temporary data dir with its uploads/ folder, as prepareDataDir makes it. */
export function makeTempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "portfolio-test-"));
  mkdirSync(join(dir, "uploads"), { recursive: true });
  return dir;
}

/**
 * An app on a fresh in-memory database. The admin user and a session are created on the first adminToken() call and
 * its token signed directly, so tests do not pay for an argon2 hash.
 */
export function makeTestApp(options: TestAppOptions = {}) {
  const ownDataDir = options.tempDataDir ? makeTempDataDir() : undefined;
  const dataDir = options.dataDir ?? ownDataDir;
  const config = testConfig({ ...(dataDir ? { dataDir } : {}), ...options.config });
  const db: Db = openDatabase(dataDir ? join(dataDir, DB_FILE) : ":memory:");
  const log = createMemoryLogger();
  const clock = options.clock ?? createManualClock(Date.now());
  const scheduler = createScheduler({ clock, log });
  const app = createApp({ config, db, log, scheduler, clock, publicPages: options.publicPages, resolveHost: options.resolveHost });
  let token: Promise<string> | undefined;

  function adminToken(): Promise<string> {
    token ??= (async () => {
      const users = createAuthRepository(db).users;
      // An app opened on a database an earlier test app used already has the admin.
      const user =
        users.findByEmail("admin@example.com") ??
        users.create({ email: "admin@example.com", passwordHash: "not-a-real-hash", name: "Test Admin", username: "admin" });
      const sessionId = newSessionId();
      // Valid for a day by the app's clock (sessions) and by the real one (the token's own expiry is checked against it).
      const expiresAt = Math.max(clock.now(), Date.now()) + 24 * 3600 * 1000;
      const at = new Date(clock.now()).toISOString();
      createAuthRepository(db).sessions.create({ id: sessionId, userId: user.id, device: "Test", at, expiresAt: new Date(expiresAt).toISOString() });
      return signSessionToken({ userId: user.id, sessionId }, expiresAt, config.jwtSecret);
    })();
    return token;
  }

  async function request(method: string, path: string, init: TestRequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...init.headers };
    const bearer = init.token ?? (init.admin ? await adminToken() : undefined);
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    let body = init.body;
    if (init.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(init.json);
    }
    return app.request(path, { method, headers, body });
  }

  /** Stops the scheduler, whose last runs (the statistics flush) write before the database closes. */
  function cleanup() {
    void scheduler.stop().finally(() => {
      db.$client.close();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    });
  }

  return { app, db, config, log, clock, scheduler, adminToken, request, cleanup };
}
export type TestApp = ReturnType<typeof makeTestApp>;
