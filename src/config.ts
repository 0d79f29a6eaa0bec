import { existsSync, mkdirSync, readFileSync, writeFileSync, accessSync, constants } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { randomBytes } from "node:crypto";
import * as v from "valibot";
import { MIN_PASSWORD_LENGTH, loginSchema } from "./shared/schemas/auth";
import { parseCron } from "./platform/scheduler/scheduler.jobs";
import { isAddress, type SmtpSettings } from "./shared/schemas/notifications";
import type { OffsiteStorage } from "./shared/schemas/offsite";
import { parseAgeRecipients, parseOffsiteStorage } from "./config.offsite";
import { LOG_FORMATS, LOG_LEVELS, type LogFormat, type LogLevel } from "./lib/log";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, chmodIfOwned, describeOwner, describeUser, giveToFolderOwner, isPermissionError } from "./lib/file-access";

export { VERSION } from "./shared/version";
export { parseAgeRecipients, parseOffsiteStorage };

export type Config = {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  jwtSecret: string;
  /** Absolute base URL without a trailing slash, or null to take it from each request. */
  publicUrl: string | null;
  /** How many reverse proxies in front are trusted to append to X-Forwarded-For (0: none, the socket's address counts). */
  trustProxy: number;
  seedDemo: boolean;
  admin: { email: string; password: string; name: string } | null;
  logFormat: LogFormat;
  logLevel: LogLevel;
  /** How long a CDN or proxy in front may keep public pages and reads (PUBLIC_CACHE_SECONDS; 0: not at all). */
  publicCacheSeconds: number;
  /** When scheduled backups run (a cron expression, server time), or null when BACKUP_SCHEDULE=off. */
  backupSchedule: string | null;
  /** How many scheduled backups are kept. */
  backupKeep: number;
  /** Notification mails as SMTP_URL and NOTIFY_EMAIL set them (they win over the admin's settings), or null. */
  notifyEmail: SmtpSettings | null;
  /** STATS: whether visits may be counted at all (the owner's setting can still turn counting off). */
  stats: boolean;
  /** WEBHOOK_ALLOW_PRIVATE: webhooks may reach loopback and private addresses (an ntfy server on the home network). */
  webhookAllowPrivate: boolean;
  /** BACKUP_S3_*: the storage every backup is copied to (it wins over the admin's settings), or null. */
  offsiteStorage: OffsiteStorage | null;
  /** BACKUP_AGE_RECIPIENTS: the age public keys every archive is encrypted to; empty: archives stay plain .tar.gz. */
  backupAgeRecipients: string[];
  /** MAIL_RATE_PER_MINUTE: how many mails to readers go out per minute at most, so small SMTP providers do not block the owner. */
  mailRatePerMinute: number;
  /** FEDIVERSE_ALLOW_PRIVATE: fediverse fetches and deliveries may reach loopback and private addresses (tests only). */
  fediverseAllowPrivate: boolean;
};

/** A problem with flags or environment: one line on stderr; `exitCode` 2 for usage errors, 1 for the environment. */
export class ConfigError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 2,
  ) {
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

/** --port, else PORT, else 3000. */
export function resolvePort(flag: string | undefined, env: Env): number {
  return flag !== undefined ? parsePort(flag, "--port") : env.PORT ? parsePort(env.PORT, "PORT") : 3000;
}

function parseFlag01(value: string | undefined, name: string, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback;
  if (value === "1" || value === "true") return true;
  if (value === "0" || value === "false") return false;
  throw new ConfigError(`${name} must be 1 or 0, got "${value}"`);
}

/** TRUST_PROXY: 0 (or false), 1 (or true) for one proxy, N for a chain of N proxies. */
export function parseTrustProxy(value: string | undefined): number {
  if (value === undefined || value === "" || value === "false") return 0;
  if (value === "true") return 1;
  if (/^\d{1,2}$/.test(value) && Number(value) <= 10) return Number(value);
  throw new ConfigError(`TRUST_PROXY must be 0, 1, or the number of proxies in front (up to 10), got "${value}"`);
}

/** A whole number within bounds (and a default when unset), or one sentence naming the variable. */
function parseCount(value: string | undefined, name: string, { min, max, fallback }: { min: number; max: number; fallback: number }): number {
  if (value === undefined || value === "") return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  return Number(value);
}

export const DEFAULT_BACKUP_SCHEDULE = "0 3 * * *";

/** BACKUP_SCHEDULE: a cron expression (daily at 03:00 by default) or "off". */
export function parseBackupSchedule(value: string | undefined): string | null {
  if (value === undefined || value.trim() === "") return DEFAULT_BACKUP_SCHEDULE;
  if (value.trim() === "off") return null;
  try {
    parseCron(value.trim());
  } catch (error) {
    throw new ConfigError(`BACKUP_SCHEDULE must be a cron expression such as "0 3 * * *", or "off"; "${value}" does not parse (${(error as Error).message})`);
  }
  return value.trim();
}

function parseChoice<T extends string>(value: string | undefined, name: string, choices: readonly T[], fallback: T): T {
  if (value === undefined || value === "") return fallback;
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new ConfigError(`${name} must be ${choices.slice(0, -1).join(", ")} or ${choices.at(-1)}, got "${value}"`);
}

const SMTP_URL_SHAPE =
  "SMTP_URL must look like smtps://user:password@mail.example.com:465 (smtp:// for no TLS, smtp://...?starttls=1 for STARTTLS, &from=address for the sender)";

/**
 * SMTP_URL and NOTIFY_EMAIL, set together: the mail server and the address notifications go to. The URL holds a
 * password, so no message repeats it. Ports default to 465 (smtps), 587 (STARTTLS) or 25.
 */
export function parseNotifyEmail(smtpUrl: string | undefined, notifyEmail: string | undefined): SmtpSettings | null {
  if (!smtpUrl && !notifyEmail) return null;
  if (!smtpUrl || !notifyEmail) throw new ConfigError("SMTP_URL and NOTIFY_EMAIL must be set together", 1);
  const to = notifyEmail.trim();
  if (!isAddress(to)) throw new ConfigError(`NOTIFY_EMAIL must be an email address, got "${notifyEmail}"`, 1);
  let url: URL;
  let user: string;
  let password: string;
  try {
    url = new URL(smtpUrl.trim());
    user = decodeURIComponent(url.username);
    password = decodeURIComponent(url.password);
  } catch {
    throw new ConfigError(`${SMTP_URL_SHAPE}; the value given does not parse (it is not repeated here: it may hold a password).`, 1);
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const unknown = [...url.searchParams.keys()].filter((key) => key !== "starttls" && key !== "from");
  if ((url.protocol !== "smtp:" && url.protocol !== "smtps:") || !host || (url.pathname !== "" && url.pathname !== "/") || unknown.length > 0) {
    throw new ConfigError(`${SMTP_URL_SHAPE}; the value given is not one (it is not repeated here: it may hold a password).`, 1);
  }
  const starttls = url.searchParams.get("starttls");
  if (starttls !== null && !["1", "true", "0", "false"].includes(starttls)) throw new ConfigError(`SMTP_URL's starttls must be 1 or 0, got "${starttls}"`, 1);
  const from = url.searchParams.get("from")?.trim() ?? "";
  if (from && !isAddress(from)) throw new ConfigError(`SMTP_URL's from must be an email address, got "${from}"`, 1);
  const security = url.protocol === "smtps:" ? "tls" : starttls === "1" || starttls === "true" ? "starttls" : "none";
  const port = url.port ? Number(url.port) : security === "tls" ? 465 : security === "starttls" ? 587 : 25;
  return { host, port, security, user, password, from, to };
}

export function resolveDataDir(flag: string | undefined, env: Env): string {
  return resolve(flag ?? env.DATA_DIR ?? "./data");
}

/**
 * Creates the data dir and its uploads/ and backups/ folders, or fails with one sentence when it cannot. All three
 * are owner-only whatever the umask, also on an install made before they were, which is tightened here at start.
 * Folders above the data dir that did not exist are created as any other folder: they hold nothing of ours.
 */
export function prepareDataDir(dataDir: string): void {
  try {
    if (!existsSync(dataDir)) {
      mkdirSync(dirname(dataDir), { recursive: true });
      mkdirSync(dataDir, { mode: PRIVATE_DIR_MODE });
    }
    // One made by hand, or by an earlier release (with the umask's 0755), is tightened too.
    chmodIfOwned(dataDir, PRIVATE_DIR_MODE);
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
    writeFileSync(file, `${secret}\n`, { mode: PRIVATE_FILE_MODE });
    // The mode above applies only when the file is new; a short secret being replaced keeps its old one.
    chmodIfOwned(file, PRIVATE_FILE_MODE);
    giveToFolderOwner(file, dataDir);
    return secret;
  } catch (error) {
    if (isPermissionError(error)) throw permissionDenied("The secret", file);
    throw error;
  }
}

export function parsePublicUrl(value: string | undefined): string | null {
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
  const port = resolvePort(flags.port, env);
  const host = flags.host ?? env.HOST ?? "0.0.0.0";
  if (!host.trim()) throw new ConfigError("--host must not be empty");
  const hasAdmin = Boolean(env.ADMIN_EMAIL || env.ADMIN_PASSWORD);
  if (hasAdmin && !(env.ADMIN_EMAIL && env.ADMIN_PASSWORD)) throw new ConfigError("ADMIN_EMAIL and ADMIN_PASSWORD must be set together", 1);
  if (hasAdmin) checkAdminCredentials(env.ADMIN_EMAIL!, env.ADMIN_PASSWORD!);
  const settings = {
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seedDemo: parseFlag01(env.SEED_DEMO, "SEED_DEMO", true),
    logFormat: parseChoice(env.LOG_FORMAT, "LOG_FORMAT", LOG_FORMATS, "text"),
    logLevel: parseChoice(env.LOG_LEVEL, "LOG_LEVEL", LOG_LEVELS, "info"),
    publicCacheSeconds: parseCount(env.PUBLIC_CACHE_SECONDS, "PUBLIC_CACHE_SECONDS", { min: 0, max: 31_536_000, fallback: 0 }),
    backupSchedule: parseBackupSchedule(env.BACKUP_SCHEDULE),
    backupKeep: parseCount(env.BACKUP_KEEP, "BACKUP_KEEP", { min: 1, max: 10_000, fallback: 7 }),
    notifyEmail: parseNotifyEmail(env.SMTP_URL, env.NOTIFY_EMAIL),
    stats: parseFlag01(env.STATS, "STATS", true),
    webhookAllowPrivate: parseFlag01(env.WEBHOOK_ALLOW_PRIVATE, "WEBHOOK_ALLOW_PRIVATE", false),
    offsiteStorage: parseOffsiteStorage(env),
    backupAgeRecipients: parseAgeRecipients(env.BACKUP_AGE_RECIPIENTS),
    mailRatePerMinute: parseCount(env.MAIL_RATE_PER_MINUTE, "MAIL_RATE_PER_MINUTE", { min: 1, max: 6000, fallback: 60 }),
    fediverseAllowPrivate: parseFlag01(env.FEDIVERSE_ALLOW_PRIVATE, "FEDIVERSE_ALLOW_PRIVATE", false),
  };
  // Only once everything parsed: a typo in the environment creates no folder.
  const dataDir = resolveDataDir(flags.dataDir, env);
  prepareDataDir(dataDir);
  return {
    port,
    host,
    dataDir,
    jwtSecret: loadSecret(dataDir, env),
    ...settings,
    admin: hasAdmin ? { email: env.ADMIN_EMAIL!, password: env.ADMIN_PASSWORD!, name: env.ADMIN_NAME || "Admin" } : null,
  };
}

/** The sign-in form refuses what the contract's rules refuse: an admin made with such credentials could never sign in. */
function checkAdminCredentials(email: string, password: string): void {
  const result = v.safeParse(loginSchema, { email, password });
  if (result.success) return;
  if (result.issues.some((issue) => issue.path?.[0]?.key === "email")) throw new ConfigError(`ADMIN_EMAIL "${email}" is not a valid email address.`, 1);
  throw new ConfigError(`ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters long: the sign-in form refuses shorter passwords.`, 1);
}

/** A config for tests and tools that run without a data dir on disk. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir: "/nonexistent",
    jwtSecret: "test-secret-test-secret-test-secret-0123456789",
    publicUrl: null,
    trustProxy: 0,
    seedDemo: false,
    admin: null,
    logFormat: "text",
    logLevel: "info",
    publicCacheSeconds: 0,
    backupSchedule: null,
    backupKeep: 7,
    notifyEmail: null,
    stats: true,
    webhookAllowPrivate: false,
    offsiteStorage: null,
    backupAgeRecipients: [],
    mailRatePerMinute: 60,
    fediverseAllowPrivate: false,
    ...overrides,
  };
}
