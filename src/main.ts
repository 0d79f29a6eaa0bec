import { parseArgs } from "node:util";
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { ConfigError, VERSION, loadConfig, parsePort, parsePublicUrl, parseTrustProxy, permissionDenied, prepareDataDir, resolveDataDir, resolvePort, type Config } from "./config";
import { formatCheck, runDoctor } from "./modules/health/health.doctor";
import { checkHealth } from "./modules/health/health.healthcheck";
import { acquireServerLock, DataDirInUseError, serverUsing } from "./db/server-lock";
import { createLogger, type Logger } from "./lib/log";
import { DB_FILE, inspectUpgrade, openDatabase, type Db } from "./db/open";
import { createScheduler } from "./modules/scheduler/scheduler";
import { systemClock } from "./modules/scheduler/scheduler.clock";
import { backupName } from "./modules/backups/backups.store";
import { withRequestLog } from "./lib/request-log";
import { NewerDatabaseError } from "./db/migrate";
import { hasContent, seedDemo } from "./modules/demo/demo.seed";
import { createBackup, restoreBackup } from "./modules/backups/backups.archive";
import { ensureAdmin, usernameFromEmail } from "./modules/auth/auth.bootstrap";
import { hashPassword } from "./modules/auth/auth.passwords";
import { createUserRepository } from "./modules/auth/auth.repository";
import { loginSchema } from "./modules/auth/auth.schemas";
import { exportPortfolio, importPortfolio } from "./modules/portability/portability.service";
import { loadAssetStoreFromDisk, type AssetStore } from "./modules/spa/asset-store";
import { DomainError } from "./lib/errors";
import { isPermissionDenied } from "./lib/file-access";
import * as v from "valibot";

export const USAGE = `Usage:
  portfolio [serve] [--port N] [--host H] [--data-dir DIR]
  portfolio admin create   --email E (--password P | --password-stdin) [--name N] [--username U] [--data-dir DIR]
  portfolio admin password --email E (--password P | --password-stdin) [--data-dir DIR]
  portfolio backup [--out FILE] [--data-dir DIR]
  portfolio restore FILE [--data-dir DIR]
  portfolio export [--out FILE] [--data-dir DIR]
  portfolio import FILE [--data-dir DIR]
  portfolio doctor [--data-dir DIR]                 checks permissions, free space, the database, backups, PUBLIC_URL
  portfolio healthcheck [--port N] [--host H]       exit 0 when the local server answers /api/health
  portfolio --help | --version

--password-stdin reads the password from the first line of standard input, so it stays out of the shell's history.

Environment: PORT, HOST, DATA_DIR, JWT_SECRET, ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME, SEED_DEMO, PUBLIC_URL, TRUST_PROXY,
LOG_FORMAT, LOG_LEVEL (flags win over environment).`;

export type CliOptions = {
  /** The SPA: embedded in the executable, or read from dist/web in development. */
  loadAssets: () => Promise<AssetStore | undefined>;
};

class UsageError extends Error {}

/** How long a stopping server waits for requests in flight. */
const DRAIN_TIMEOUT_MS = 10_000;
/** A restore's archive is streamed to disk; every other route has its own, smaller limit (app.ts). */
const MAX_REQUEST_BODY_BYTES = 64 * 1024 * 1024 * 1024;

const FLAGS = {
  port: { type: "string" },
  host: { type: "string" },
  "data-dir": { type: "string" },
  email: { type: "string" },
  password: { type: "string" },
  "password-stdin": { type: "boolean" },
  name: { type: "string" },
  username: { type: "string" },
  out: { type: "string" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" },
} as const;

/** Which flags each command takes; anything else is a usage error (exit 2). */
const COMMAND_FLAGS: Record<string, { flags: (keyof typeof FLAGS)[]; positionals: number }> = {
  serve: { flags: ["port", "host", "data-dir"], positionals: 0 },
  "admin create": { flags: ["email", "password", "password-stdin", "name", "username", "data-dir"], positionals: 0 },
  "admin password": { flags: ["email", "password", "password-stdin", "data-dir"], positionals: 0 },
  backup: { flags: ["out", "data-dir"], positionals: 0 },
  restore: { flags: ["data-dir"], positionals: 1 },
  export: { flags: ["out", "data-dir"], positionals: 0 },
  import: { flags: ["data-dir"], positionals: 1 },
  doctor: { flags: ["data-dir"], positionals: 0 },
  healthcheck: { flags: ["port", "host"], positionals: 0 },
};

function parseCommandLine(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: FLAGS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message.split("\n")[0]!);
  }
  const { values, positionals } = parsed;
  if (values.help || values.version) return { command: values.help ? "help" : "version", values, args: [] };
  let command = positionals[0] ?? "serve";
  let rest = positionals.slice(1);
  if (command === "admin") {
    const sub = positionals[1];
    if (sub !== "create" && sub !== "password") throw new UsageError(`Unknown admin command "${sub ?? ""}"; expected "create" or "password".`);
    command = `admin ${sub}`;
    rest = positionals.slice(2);
  }
  const spec = COMMAND_FLAGS[command];
  if (!spec) throw new UsageError(`Unknown command "${command}".`);
  for (const key of Object.keys(values)) {
    if (!spec.flags.includes(key as keyof typeof FLAGS)) throw new UsageError(`The flag --${key} does not apply to "${command}".`);
  }
  if (rest.length !== spec.positionals) {
    throw new UsageError(spec.positionals ? `"${command}" needs exactly one FILE.` : `Unexpected argument "${rest[0]}".`);
  }
  return { command, values, args: rest };
}

function openExisting(dataDir: string): Db {
  prepareDataDir(dataDir);
  const path = join(dataDir, DB_FILE);
  try {
    return openDatabase(path);
  } catch (error) {
    // Files restored or created by root are the usual cause, and "corrupt" would send the owner the wrong way.
    if (isPermissionDenied(error, path)) throw permissionDenied("The database", path);
    if (error instanceof NewerDatabaseError) throw new ConfigError(error.message, 1);
    throw new ConfigError(`The database at ${path} is corrupt or unreadable (${(error as Error).message}).`, 1);
  }
}

/** The first line of standard input, without its line ending. */
async function passwordFromStdin(): Promise<string> {
  const text = await Bun.stdin.text();
  return text.split(/\r?\n/)[0] ?? "";
}

async function credentials(values: { email?: string; password?: string; "password-stdin"?: boolean }) {
  if (values.password !== undefined && values["password-stdin"]) throw new UsageError("Give either --password or --password-stdin, not both.");
  const password = values["password-stdin"] ? await passwordFromStdin() : values.password;
  if (!values.email || !password) throw new UsageError("--email and --password (or --password-stdin) are required.");
  const result = v.safeParse(loginSchema, { email: values.email, password });
  if (!result.success) throw new ConfigError(result.issues[0]!.message, 2);
  return result.output;
}

async function serve(values: { port?: string; host?: string; "data-dir"?: string }, options: CliOptions): Promise<number> {
  const config = loadConfig({ port: values.port, host: values.host, dataDir: values["data-dir"] });
  const log = createLogger({ format: config.logFormat, level: config.logLevel });
  let releaseLock: () => void;
  try {
    releaseLock = acquireServerLock(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new ConfigError(error.message, 1);
    throw error;
  }
  try {
    return await runServer(config, log, options);
  } finally {
    releaseLock();
    log.flush();
  }
}

async function runServer(config: Config, log: Logger, options: CliOptions): Promise<number> {
  await backUpBeforeUpgrade(config, log);
  const db = openExisting(config.dataDir);
  await ensureAdmin(db, config, (line) => log.info(line));
  seedIfNew(db, config, log);
  // Loaded only to serve: the routes, React and their dependencies add ~10 MB the other commands (a backup on a
  // 1 GB machine) need not carry.
  const { createApp, UPLOAD_SWEEP_JOB } = await import("./app");
  const scheduler = createScheduler({ clock: systemClock, log });
  const app = createApp({ config, db, log, scheduler, clock: systemClock, assets: await options.loadAssets() });
  void scheduler.runNow(UPLOAD_SWEEP_JOB);

  let server: ReturnType<typeof Bun.serve>;
  try {
    server = Bun.serve({ port: config.port, hostname: config.host, fetch: withRequestLog(app.fetch, log), maxRequestBodySize: MAX_REQUEST_BODY_BYTES });
  } catch (error) {
    await scheduler.stop();
    db.$client.close();
    const code = (error as { code?: string }).code;
    if (code === "EADDRINUSE") throw new ConfigError(`Port ${config.port} is already in use.`, 1);
    throw new ConfigError(`Cannot listen on ${config.host}:${config.port} (${(error as Error).message}).`, 1);
  }
  log.info(`Portfolio ${VERSION} listening on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${server.port} (data: ${config.dataDir})`);
  if (!config.publicUrl) {
    log.warn("PUBLIC_URL is not set: canonical links, the sitemap, RSS and link previews take the site's address from each request. Set PUBLIC_URL to the address visitors use, e.g. PUBLIC_URL=https://example.com.");
  }
  log.info(config.backupSchedule ? `Backups run on "${config.backupSchedule}" (server time), keeping the newest ${config.backupKeep}` : "Scheduled backups are off (BACKUP_SCHEDULE=off)");

  return new Promise((done) => {
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      log.info(`Stopping (${signal}): finishing ${server.pendingRequests} request(s) in flight`);
      // Stop accepting, let requests in flight finish (idle keep-alive connections would otherwise hold the
      // exit forever), let a running job (a backup) finish, then close the database.
      void server.stop(false);
      const deadline = Date.now() + DRAIN_TIMEOUT_MS;
      while (server.pendingRequests > 0 && Date.now() < deadline) await Bun.sleep(10);
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
async function backUpBeforeUpgrade(config: Config, log: Logger): Promise<void> {
  const path = join(config.dataDir, DB_FILE);
  let upgrade;
  try {
    upgrade = inspectUpgrade(path);
  } catch (error) {
    if (error instanceof NewerDatabaseError) throw new ConfigError(error.message, 1);
    if (isPermissionDenied(error, path)) throw permissionDenied("The database", path);
    throw new ConfigError(`The database at ${path} is corrupt or unreadable (${(error as Error).message}).`, 1);
  }
  if (!upgrade) return;
  const name = backupName("before-upgrade", new Date(), upgrade);
  log.info(`Upgrading the database from ${upgrade.from} to ${upgrade.to} (${upgrade.migrations.join(", ")}); backing it up first as ${name}`);
  try {
    await createBackup(config.dataDir, join(config.dataDir, "backups", name));
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

/** Restore and import replace the data under a running server, which would keep writing into what they moved aside. */
function refuseWhileServing(dataDir: string, command: string): void {
  const pid = serverUsing(dataDir);
  if (pid === null) return;
  const alternative = command === "restore" ? " To restore a running site, use the admin's Settings → Backups." : "";
  throw new ConfigError(`A portfolio server (pid ${pid}) is using ${dataDir}: stop it before "${command}" (for example: systemctl stop portfolio).${alternative}`, 1);
}

async function run(argv: string[], options: CliOptions): Promise<number> {
  const { command, values, args } = parseCommandLine(argv);
  const dataDir = () => resolveDataDir(values["data-dir"], process.env);
  switch (command) {
    case "help":
      console.log(USAGE);
      return 0;
    case "version":
      console.log(VERSION);
      return 0;
    case "serve":
      if (values.port !== undefined) parsePort(values.port, "--port");
      return serve(values, options);
    case "admin create": {
      const { email, password } = await credentials(values);
      const db = openExisting(dataDir());
      const users = createUserRepository(db);
      try {
        users.create({ email, name: values.name ?? "Admin", username: values.username ?? usernameFromEmail(email), passwordHash: await hashPassword(password) });
      } catch {
        throw new ConfigError("A user with that email or username already exists.", 1);
      }
      console.log(`Created the admin ${email}.`);
      return 0;
    }
    case "admin password": {
      const { email, password } = await credentials(values);
      const db = openExisting(dataDir());
      const users = createUserRepository(db);
      const user = users.findByEmail(email);
      if (!user) throw new ConfigError(`No user with the email ${email}.`, 1);
      users.setPassword(user.id, await hashPassword(password));
      console.log(`Changed the password of ${email}.`);
      return 0;
    }
    case "backup": {
      const dir = dataDir();
      const out = resolve(values.out ?? join(dir, "backups", backupName("manual", new Date())));
      const result = await createBackup(dir, out).catch((error: Error) => {
        throw new ConfigError(error.message, 1);
      });
      console.log(`Wrote ${result.out} (${result.files} uploaded file(s), ${(result.bytes / 1024).toFixed(0)} KiB).`);
      return 0;
    }
    case "restore": {
      const dir = dataDir();
      prepareDataDir(dir);
      refuseWhileServing(dir, "restore");
      const result = await restoreBackup(dir, resolve(args[0]!)).catch((error: Error) => {
        throw new ConfigError(error.message, 1);
      });
      console.log(`Restored the database and ${result.uploads} uploaded file(s). The previous data is in ${result.savedTo}.`);
      return 0;
    }
    case "export": {
      const dir = dataDir();
      if (!existsSync(join(dir, DB_FILE))) throw new ConfigError(`There is no database at ${join(dir, DB_FILE)}.`, 1);
      const json = JSON.stringify(exportPortfolio(openExisting(dir)), null, 2);
      if (values.out) {
        await Bun.write(resolve(values.out), json);
        console.error(`Wrote ${resolve(values.out)}.`);
      } else process.stdout.write(json + "\n");
      return 0;
    }
    case "import": {
      const file = resolve(args[0]!);
      if (!existsSync(file)) throw new ConfigError(`No file at ${file}.`, 1);
      let document: unknown;
      try {
        document = JSON.parse(await Bun.file(file).text());
      } catch {
        throw new ConfigError(`${file} is not valid JSON; nothing was imported.`, 1);
      }
      const dir = dataDir();
      refuseWhileServing(dir, "import");
      try {
        const counts = importPortfolio(openExisting(dir), document);
        console.log(`Imported ${Object.entries(counts).map(([k, n]) => `${n} ${k}`).join(", ")}.`);
      } catch (error) {
        if (error instanceof DomainError) {
          const first = error.issues?.[0];
          throw new ConfigError(`${file} is not a valid export${first ? ` (${first.path}: ${first.message})` : ""}; nothing was imported.`, 1);
        }
        throw error;
      }
      return 0;
    }
    case "doctor": {
      const env = process.env;
      const checks = runDoctor({
        dataDir: dataDir(),
        publicUrl: parsePublicUrl(env.PUBLIC_URL),
        trustProxy: parseTrustProxy(env.TRUST_PROXY),
        jwtSecretFromEnv: Boolean(env.JWT_SECRET),
      });
      for (const check of checks) console.log(formatCheck(check));
      return checks.some((check) => check.state === "fail") ? 1 : 0;
    }
    case "healthcheck": {
      const result = await checkHealth({ port: resolvePort(values.port, process.env), host: values.host ?? process.env.HOST ?? "0.0.0.0" });
      (result.ok ? console.log : console.error)(result.ok ? `healthy: ${result.detail}` : `portfolio: unhealthy: ${result.detail}`);
      return result.ok ? 0 : 1;
    }
  }
  throw new UsageError(`Unknown command "${command}".`);
}

/** Runs the command line; returns the exit code. Errors become one line on stderr, never a stack trace. */
export async function runCli(argv: string[], options: CliOptions): Promise<number> {
  try {
    return await run(argv, options);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`portfolio: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof ConfigError) {
      console.error(`portfolio: ${error.message}`);
      return error.exitCode;
    }
    console.error(`portfolio: ${(error as Error).message ?? String(error)}`);
    return 1;
  }
}

if (import.meta.main) {
  const distWeb = resolve(import.meta.dir, "../dist/web");
  process.exit(await runCli(process.argv.slice(2), { loadAssets: () => loadAssetStoreFromDisk(distWeb) }));
}
