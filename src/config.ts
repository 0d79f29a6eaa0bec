import { existsSync, mkdirSync, readFileSync, writeFileSync, accessSync, constants } from "node:fs";
import { join, resolve } from "node:path";
import { randomBytes } from "node:crypto";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, chmodIfOwned, describeOwner, describeUser, giveToFolderOwner, isPermissionError } from "./lib/file-access";

export const VERSION = "1.0.0";

export type Config = {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  jwtSecret: string;
  /** Absolute base URL without a trailing slash, or null to take it from each request. */
  publicUrl: string | null;
  trustProxy: boolean;
  seedDemo: boolean;
  admin: { email: string; password: string; name: string } | null;
};

/** A problem with flags or environment: one line on stderr; `exitCode` 2 for usage errors, 1 for the environment. */
export class ConfigError extends Error {
  constructor(message: string, readonly exitCode: 1 | 2 = 2) {
    super(message);
  }
}

type Env = Record<string, string | undefined>;
export type ServeFlags = { port?: string; host?: string; dataDir?: string };

export function parsePort(value: string, source: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) throw new ConfigError(`${source} must be a port number from 1 to 65535, got "${value}"`);
  return port;
}

function parseFlag01(value: string | undefined, name: string, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback;
  if (value === "1" || value === "true") return true;
  if (value === "0" || value === "false") return false;
  throw new ConfigError(`${name} must be 1 or 0, got "${value}"`);
}

export function resolveDataDir(flag: string | undefined, env: Env): string {
  return resolve(flag ?? env.DATA_DIR ?? "./data");
}

/**
 * Creates the data dir and its uploads/ and backups/ folders, or fails with one sentence when it cannot. The two
 * folders are owner-only, also on an install made before they were, which is tightened here at start.
 */
export function prepareDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    for (const dir of [join(dataDir, "uploads"), join(dataDir, "backups")]) {
      if (existsSync(dir)) chmodIfOwned(dir, PRIVATE_DIR_MODE);
      else {
        mkdirSync(dir, { mode: PRIVATE_DIR_MODE });
        giveToFolderOwner(dir, dataDir);
      }
    }
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    if (isPermissionError(error)) throw new ConfigError(`The data directory ${dataDir} is not writable: permission denied for ${describeUser()}.`, 1);
    throw new ConfigError(`The data directory ${dataDir} is not writable.`, 1);
  }
}

/** One sentence for a file of the data dir this user may not open, naming who it runs as and who owns the file. */
export function permissionDenied(what: string, path: string): ConfigError {
  const owner = describeOwner(path);
  return new ConfigError(`${what} at ${path} cannot be opened: permission denied for ${describeUser()}${owner ? `; it is ${owner}` : ""}.`, 1);
}

/** JWT_SECRET, or one generated on first start and kept in $DATA_DIR/secret (mode 0600). */
function loadSecret(dataDir: string, env: Env): string {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new ConfigError("JWT_SECRET must be at least 32 characters long", 1);
    return env.JWT_SECRET;
  }
  const file = join(dataDir, "secret");
  try {
    if (existsSync(file)) {
      chmodIfOwned(file, PRIVATE_FILE_MODE);
      const secret = readFileSync(file, "utf8").trim();
      if (secret.length >= 32) return secret;
    }
    const secret = randomBytes(48).toString("base64url");
    writeFileSync(file, secret + "\n", { mode: PRIVATE_FILE_MODE });
    // The mode above applies only when the file is new; a short secret being replaced keeps its old one.
    chmodIfOwned(file, PRIVATE_FILE_MODE);
    giveToFolderOwner(file, dataDir);
    return secret;
  } catch (error) {
    if (isPermissionError(error)) throw permissionDenied("The secret", file);
    throw error;
  }
}

function parsePublicUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error();
    return url.origin + url.pathname.replace(/\/+$/, "");
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute http(s) URL, got "${value}"`, 1);
  }
}

/** Flags win over environment (contract §1). Creates the data dir; call only for commands that use it. */
export function loadConfig(flags: ServeFlags, env: Env = process.env): Config {
  const port = flags.port !== undefined ? parsePort(flags.port, "--port") : env.PORT ? parsePort(env.PORT, "PORT") : 3000;
  const host = flags.host ?? env.HOST ?? "0.0.0.0";
  if (!host.trim()) throw new ConfigError("--host must not be empty");
  const dataDir = resolveDataDir(flags.dataDir, env);
  prepareDataDir(dataDir);
  const hasAdmin = Boolean(env.ADMIN_EMAIL || env.ADMIN_PASSWORD);
  if (hasAdmin && !(env.ADMIN_EMAIL && env.ADMIN_PASSWORD)) throw new ConfigError("ADMIN_EMAIL and ADMIN_PASSWORD must be set together", 1);
  return {
    port,
    host,
    dataDir,
    jwtSecret: loadSecret(dataDir, env),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    trustProxy: parseFlag01(env.TRUST_PROXY, "TRUST_PROXY", false),
    seedDemo: parseFlag01(env.SEED_DEMO, "SEED_DEMO", true),
    admin: hasAdmin ? { email: env.ADMIN_EMAIL!, password: env.ADMIN_PASSWORD!, name: env.ADMIN_NAME || "Admin" } : null,
  };
}

/** A config for tests and tools that run without a data dir on disk. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir: "/nonexistent",
    jwtSecret: "test-secret-test-secret-test-secret-0123456789",
    publicUrl: null,
    trustProxy: false,
    seedDemo: false,
    admin: null,
    ...overrides,
  };
}
