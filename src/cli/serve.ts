import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { ConfigError, VERSION, loadConfig, parsePort, type Config } from "../config";
import { inspectUpgrade, DB_FILE, type Db } from "../db/open";
import { acquireServerLock } from "../db/server-lock";
import { createLogger, type Logger } from "../lib/log";
import { answerFailure, withErrorAnswers } from "../lib/edge-errors";
import { withRequestLog } from "../lib/request-log";
import { ensureAdmin } from "../modules/auth/auth.bootstrap";
import { createBackup } from "../modules/backups/backups.write";
import { backupName } from "../modules/backups/backups.repository";
import { hasContent, seedDemo } from "../modules/demo/demo.seed";
import { createScheduler } from "../platform/scheduler/scheduler.jobs";
import type { Clock } from "../platform/scheduler/scheduler.clock";
import { stringFlag, type CliCommand, type CliOptions } from "./cli";
import { databaseProblem, lockProblem, openExisting } from "./data-dir";

/** How long a stopping server waits for requests in flight. */
const DRAIN_TIMEOUT_MS = 10_000;
/** A restore's archive is streamed to disk; every other route has its own, smaller limit (app.ts). */
const MAX_REQUEST_BODY_BYTES = 64 * 1024 * 1024 * 1024;

export const serveCommand: CliCommand = {
  name: "serve",
  usage: "[serve] [--port N] [--host H] [--data-dir DIR]",
  flags: { port: { type: "string" }, host: { type: "string" }, "data-dir": { type: "string" } },
  run: ({ values, clock, options }) => {
    const port = stringFlag(values, "port");
    if (port !== undefined) parsePort(port, "--port");
    return serve({ port, host: stringFlag(values, "host"), "data-dir": stringFlag(values, "data-dir") }, clock, options);
  },
};

async function serve(values: { port?: string; host?: string; "data-dir"?: string }, clock: Clock, options: CliOptions): Promise<number> {
  const config = loadConfig({ port: values.port, host: values.host, dataDir: values["data-dir"] });
  const log = createLogger({ format: config.logFormat, level: config.logLevel });
  let releaseLock: () => void;
  try {
    releaseLock = acquireServerLock(config.dataDir);
  } catch (error) {
    throw lockProblem(error, config.dataDir);
  }
  try {
    return await runServer(config, log, clock, options);
  } finally {
    releaseLock();
    log.flush();
  }
}

async function runServer(config: Config, log: Logger, clock: Clock, options: CliOptions): Promise<number> {
  await backUpBeforeUpgrade(config, log, clock);
  const db = openExisting(config.dataDir);
  await ensureAdmin(db, config, (line) => log.info(line));
  seedIfNew(db, config, log);
  // Loaded only to serve: the routes, React and their dependencies add ~10 MB the other commands (a backup on a
  // 1 GB machine) need not carry.
  const { createApp, UPLOAD_SWEEP_JOB } = await import("../app");
  const scheduler = createScheduler({ clock, log });
  const app = createApp({ config, db, log, scheduler, clock, assets: await options.loadAssets() });
  void scheduler.runNow(UPLOAD_SWEEP_JOB);

  let server: ReturnType<typeof Bun.serve>;
  try {
    server = Bun.serve({
      port: config.port,
      hostname: config.host,
      // Never Bun's development error page (it shows the working directory, bundle paths and source lines): an error
      // any layer throws is answered by withErrorAnswers, and `error` is the backstop for one that escapes even that.
      development: false,
      fetch: withRequestLog(withErrorAnswers(app.fetch, log), log),
      error: (error) => answerFailure(log, error),
      maxRequestBodySize: MAX_REQUEST_BODY_BYTES,
    });
  } catch (error) {
    await scheduler.stop();
    db.$client.close();
    const code = (error as { code?: string }).code;
    if (code === "EADDRINUSE") throw new ConfigError(`Port ${config.port} is already in use.`, 1);
    throw new ConfigError(`Cannot listen on ${config.host}:${config.port} (${(error as Error).message}).`, 1);
  }
  log.info(`Portfolio ${VERSION} listening on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${server.port} (data: ${config.dataDir})`);
  if (!config.publicUrl) {
    log.warn(
      "PUBLIC_URL is not set: canonical links, the sitemap, RSS and link previews take the site's address from each request. Set PUBLIC_URL to the address visitors use, e.g. PUBLIC_URL=https://example.com.",
    );
    if (config.publicCacheSeconds > 0)
      log.warn(
        `PUBLIC_CACHE_SECONDS=${config.publicCacheSeconds} applies to API reads only until PUBLIC_URL is set: pages and feeds whose links come from the request are never given to a shared cache.`,
      );
  }
  if (config.notifyEmail)
    log.info(
      `New messages are e-mailed through ${config.notifyEmail.host}:${config.notifyEmail.port} (SMTP_URL and NOTIFY_EMAIL; the admin shows them read-only)`,
    );
  log.info(
    config.backupSchedule
      ? `Backups run on "${config.backupSchedule}" (server time), keeping the newest ${config.backupKeep}`
      : "Scheduled backups are off (BACKUP_SCHEDULE=off)",
  );

  return new Promise((done) => {
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      log.info(`Stopping (${signal}): finishing ${server.pendingRequests} request(s) in flight`);
      // Stop accepting, let requests in flight finish (idle keep-alive connections would otherwise hold the
      // exit forever), let a running job (a backup) finish, then close the database.
      void server.stop(false);
      const deadline = clock.now() + DRAIN_TIMEOUT_MS;
      while (server.pendingRequests > 0 && clock.now() < deadline) await Bun.sleep(10);
      await server.stop(true);
      await scheduler.stop();
      db.$client.close(false);
      log.info("Stopped");
      done(0);
    };
    process.on("SIGTERM", () => void stop("SIGTERM"));
    process.on("SIGINT", () => void stop("SIGINT"));
  });
}

/**
 * Before a new version changes the database's schema, a backup of it as it was, named after the two versions: the
 * way back to the old binary. If it cannot be written, nothing is changed and the server does not start.
 */
async function backUpBeforeUpgrade(config: Config, log: Logger, clock: Clock): Promise<void> {
  const path = join(config.dataDir, DB_FILE);
  let upgrade: ReturnType<typeof inspectUpgrade>;
  try {
    upgrade = inspectUpgrade(path);
  } catch (error) {
    throw databaseProblem(error, path);
  }
  if (!upgrade) return;
  const at = new Date(clock.now());
  const encryptTo = config.backupAgeRecipients;
  const name = backupName("before-upgrade", at, { upgrade, encrypted: encryptTo.length > 0 });
  log.info(`Upgrading the database from ${upgrade.from} to ${upgrade.to} (${upgrade.migrations.join(", ")}); backing it up first as ${name}`);
  try {
    await createBackup(config.dataDir, join(config.dataDir, "backups", name), at, { encryptTo });
  } catch (error) {
    throw new ConfigError(`Could not back up the database before upgrading it (${(error as Error).message}); nothing was changed.`, 1);
  }
}

/**
 * Demo content goes only into a new, empty database in a data directory that holds nothing else: a database that
 * is missing or emptied next to uploads or backups is a site that lost its database, not a new one, and filling it
 * with demo content would hide that (and, before the sweep learnt the database's age, cost the uploads).
 */
function seedIfNew(db: Db, config: Config, log: Logger): void {
  if (hasContent(db)) return;
  const held = dataDirHoldings(config.dataDir);
  if (held.uploads > 0 || held.backups > 0) {
    log.warn(
      `The database is new or empty, but ${config.dataDir} already holds ${held.uploads} uploaded file(s) and ${held.backups} backup(s): they are left alone and no demo content is added. To bring the site back, stop the server and run: portfolio restore <backup file> --data-dir ${config.dataDir}`,
    );
    return;
  }
  if (config.seedDemo && seedDemo(db)) log.info("Filled the empty database with demo content (SEED_DEMO=0 to skip; the admin offers to remove it).");
}

/** What a data directory holds besides the database: uploaded files, and backups (archives or folders set aside by a restore). */
function dataDirHoldings(dataDir: string): { uploads: number; backups: number } {
  const count = (folder: string) => (existsSync(folder) ? readdirSync(folder).filter((name) => !name.startsWith(".")).length : 0);
  return { uploads: count(join(dataDir, "uploads")), backups: count(join(dataDir, "backups")) };
}
