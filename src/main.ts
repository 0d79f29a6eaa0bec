import { parseArgs } from "node:util";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { sweepUploadsLogged } from "./modules/uploads/uploads.sweep";
import { ConfigError, VERSION, loadConfig, parsePort, permissionDenied, prepareDataDir, resolveDataDir } from "./config";
import { DB_FILE, openDatabase, type Db } from "./db/open";
import { seedDemo } from "./db/demo-seed";
import { createBackup, restoreBackup } from "./modules/backups/backups.archive";
import { ensureAdmin, usernameFromEmail } from "./modules/auth/auth.bootstrap";
import { hashPassword } from "./modules/auth/auth.passwords";
import { createUserRepository } from "./modules/auth/auth.repository";
import { loginSchema } from "./modules/auth/auth.schemas";
import { exportPortfolio, importPortfolio } from "./modules/portability/portability.service";
import { loadAssetStoreFromDisk, type AssetStore } from "./modules/spa/asset-store";
import { HttpError } from "./lib/errors";
import { isPermissionDenied } from "./lib/file-access";
import * as v from "valibot";

export const USAGE = `Usage:
  portfolio [serve] [--port N] [--host H] [--data-dir DIR]
  portfolio admin create   --email E --password P [--name N] [--username U] [--data-dir DIR]
  portfolio admin password --email E --password P [--data-dir DIR]
  portfolio backup [--out FILE] [--data-dir DIR]
  portfolio restore FILE [--data-dir DIR]
  portfolio export [--out FILE] [--data-dir DIR]
  portfolio import FILE [--data-dir DIR]
  portfolio --help | --version

Environment: PORT, HOST, DATA_DIR, JWT_SECRET, ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME, SEED_DEMO, PUBLIC_URL, TRUST_PROXY
(flags win over environment).`;

export type CliOptions = {
  /** The SPA: embedded in the executable, or read from dist/web in development. */
  loadAssets: () => Promise<AssetStore | undefined>;
};

class UsageError extends Error {}

/** How long a stopping server waits for requests in flight. */
const DRAIN_TIMEOUT_MS = 10_000;
const UPLOAD_SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

const FLAGS = {
  port: { type: "string" },
  host: { type: "string" },
  "data-dir": { type: "string" },
  email: { type: "string" },
  password: { type: "string" },
  name: { type: "string" },
  username: { type: "string" },
  out: { type: "string" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" },
} as const;

/** Which flags each command takes; anything else is a usage error (exit 2). */
const COMMAND_FLAGS: Record<string, { flags: (keyof typeof FLAGS)[]; positionals: number }> = {
  serve: { flags: ["port", "host", "data-dir"], positionals: 0 },
  "admin create": { flags: ["email", "password", "name", "username", "data-dir"], positionals: 0 },
  "admin password": { flags: ["email", "password", "data-dir"], positionals: 0 },
  backup: { flags: ["out", "data-dir"], positionals: 0 },
  restore: { flags: ["data-dir"], positionals: 1 },
  export: { flags: ["out", "data-dir"], positionals: 0 },
  import: { flags: ["data-dir"], positionals: 1 },
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
    throw new ConfigError(`The database at ${path} is corrupt or unreadable (${(error as Error).message}).`, 1);
  }
}

function credentials(values: { email?: string; password?: string }) {
  if (!values.email || !values.password) throw new UsageError("--email and --password are required.");
  const result = v.safeParse(loginSchema, { email: values.email, password: values.password });
  if (!result.success) throw new ConfigError(result.issues[0]!.message, 2);
  return result.output;
}

async function serve(values: { port?: string; host?: string; "data-dir"?: string }, options: CliOptions): Promise<number> {
  const config = loadConfig({ port: values.port, host: values.host, dataDir: values["data-dir"] });
  const db = openExisting(config.dataDir);
  await ensureAdmin(db, config);
  if (config.seedDemo && seedDemo(db)) console.log("Filled the empty database with demo content (SEED_DEMO=0 to skip).");
  // Loaded only to serve: the routes, React and their dependencies add ~10 MB the other commands (a backup on a
  // 1 GB machine) need not carry.
  const { createApp } = await import("./app");
  const app = createApp({ config, db, assets: await options.loadAssets() });
  // Uploads left behind without a write to notice them (a form abandoned after an upload, a CLI import).
  const sweepUploads = () => sweepUploadsLogged(db, config.dataDir);
  sweepUploads();
  const sweepTimer = setInterval(sweepUploads, UPLOAD_SWEEP_INTERVAL_MS);
  sweepTimer.unref();

  let server: ReturnType<typeof Bun.serve>;
  try {
    server = Bun.serve({ port: config.port, hostname: config.host, fetch: app.fetch, maxRequestBodySize: 60 * 1024 * 1024 });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "EADDRINUSE") throw new ConfigError(`Port ${config.port} is already in use.`, 1);
    throw new ConfigError(`Cannot listen on ${config.host}:${config.port} (${(error as Error).message}).`, 1);
  }
  console.log(`Portfolio ${VERSION} listening on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${server.port} (data: ${config.dataDir})`);

  return new Promise((done) => {
    let stopping = false;
    const stop = async () => {
      if (stopping) return;
      stopping = true;
      // Stop accepting, let requests in flight finish (idle keep-alive connections would otherwise hold the
      // exit forever), then close the database.
      void server.stop(false);
      const deadline = Date.now() + DRAIN_TIMEOUT_MS;
      while (server.pendingRequests > 0 && Date.now() < deadline) await Bun.sleep(10);
      await server.stop(true);
      clearInterval(sweepTimer);
      db.$client.close(false);
      done(0);
    };
    process.on("SIGTERM", stop);
    process.on("SIGINT", stop);
  });
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
      const { email, password } = credentials(values);
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
      const { email, password } = credentials(values);
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
      const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
      const out = resolve(values.out ?? join(dir, "backups", `portfolio-backup-${stamp}.tar.gz`));
      const result = await createBackup(dir, out).catch((error: Error) => {
        throw new ConfigError(error.message, 1);
      });
      console.log(`Wrote ${result.out} (${result.files} uploaded file(s), ${(result.bytes / 1024).toFixed(0)} KiB).`);
      return 0;
    }
    case "restore": {
      const dir = dataDir();
      prepareDataDir(dir);
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
      try {
        const counts = importPortfolio(openExisting(dataDir()), document);
        console.log(`Imported ${Object.entries(counts).map(([k, n]) => `${n} ${k}`).join(", ")}.`);
      } catch (error) {
        if (error instanceof HttpError) {
          const first = error.issues?.[0];
          throw new ConfigError(`${file} is not a valid export${first ? ` (${first.path}: ${first.message})` : ""}; nothing was imported.`, 1);
        }
        throw error;
      }
      return 0;
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
