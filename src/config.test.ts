import { afterEach, describe, expect, test } from "bun:test";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConfigError, loadConfig, prepareDataDir } from "./config";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "portfolio-config-"));
  dirs.push(dir);
  return dir;
};
function envWith(extra: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "portfolio-config-"));
  dirs.push(dir);
  return { DATA_DIR: join(dir, "data"), ...extra };
}
const load = (extra: Record<string, string>) => loadConfig({}, envWith(extra));

describe("TRUST_PROXY", () => {
  test("0 or false trusts no proxy, 1 or true one, N a chain of N", () => {
    expect(load({}).trustProxy).toBe(0);
    expect(load({ TRUST_PROXY: "0" }).trustProxy).toBe(0);
    expect(load({ TRUST_PROXY: "false" }).trustProxy).toBe(0);
    expect(load({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: "3" }).trustProxy).toBe(3);
  });

  test("anything else is refused with one sentence", () => {
    for (const value of ["yes", "-1", "11", "1.5", "all"]) expect(() => load({ TRUST_PROXY: value })).toThrow(ConfigError);
  });
});

describe("ADMIN_PASSWORD and ADMIN_EMAIL", () => {
  test("a password shorter than the sign-in minimum is refused at start, and no data dir is created", () => {
    const env = envWith({ ADMIN_EMAIL: "me@example.com", ADMIN_PASSWORD: "12345" });
    expect(() => loadConfig({}, env)).toThrow("ADMIN_PASSWORD must be at least 6 characters long: the sign-in form refuses shorter passwords.");
    expect(existsSync(env.DATA_DIR)).toBe(false);
  });

  test("an email the sign-in form refuses is refused at start", () => {
    expect(() => load({ ADMIN_EMAIL: "not an email", ADMIN_PASSWORD: "long enough" })).toThrow('ADMIN_EMAIL "not an email" is not a valid email address.');
  });

  test("usable credentials are taken", () => {
    expect(load({ ADMIN_EMAIL: "admin@localhost", ADMIN_PASSWORD: "123456" }).admin).toEqual({ email: "admin@localhost", password: "123456", name: "Admin" });
  });
});

describe("LOG_FORMAT and LOG_LEVEL", () => {
  test("text and info by default; json and warn or error on request; anything else refused", () => {
    expect(load({})).toMatchObject({ logFormat: "text", logLevel: "info" });
    expect(load({ LOG_FORMAT: "json", LOG_LEVEL: "error" })).toMatchObject({ logFormat: "json", logLevel: "error" });
    expect(() => load({ LOG_FORMAT: "xml" })).toThrow('LOG_FORMAT must be text or json, got "xml"');
    expect(() => load({ LOG_LEVEL: "debug" })).toThrow('LOG_LEVEL must be info, warn or error, got "debug"');
  });
});

describe("PUBLIC_CACHE_SECONDS, BACKUP_SCHEDULE and BACKUP_KEEP", () => {
  test("defaults: no shared caching, a backup every day at 03:00, seven kept", () => {
    expect(load({})).toMatchObject({ publicCacheSeconds: 0, backupSchedule: "0 3 * * *", backupKeep: 7 });
  });

  test("a cron expression, or off; numbers within bounds", () => {
    expect(load({ BACKUP_SCHEDULE: "30 2 * * 0", BACKUP_KEEP: "3", PUBLIC_CACHE_SECONDS: "60" })).toMatchObject({
      backupSchedule: "30 2 * * 0",
      backupKeep: 3,
      publicCacheSeconds: 60,
    });
    expect(load({ BACKUP_SCHEDULE: "off" }).backupSchedule).toBeNull();
  });

  test("a schedule that does not parse, a BACKUP_KEEP below 1 and a negative cache time are refused with one sentence, creating nothing", () => {
    const env = envWith({ BACKUP_SCHEDULE: "every night" });
    expect(() => loadConfig({}, env)).toThrow(/^BACKUP_SCHEDULE must be a cron expression such as "0 3 \* \* \*", or "off"; "every night" does not parse/);
    expect(existsSync(env.DATA_DIR)).toBe(false);
    expect(() => load({ BACKUP_SCHEDULE: "0 25 * * *" })).toThrow(ConfigError);
    expect(() => load({ BACKUP_KEEP: "0" })).toThrow('BACKUP_KEEP must be a whole number from 1 to 10000, got "0"');
    expect(() => load({ BACKUP_KEEP: "many" })).toThrow(ConfigError);
    expect(() => load({ PUBLIC_CACHE_SECONDS: "-5" })).toThrow(ConfigError);
  });
});

describe("SMTP_URL and NOTIFY_EMAIL", () => {
  test("unset: the admin's settings apply", () => {
    expect(load({}).notifyEmail).toBeNull();
  });

  test("smtps:// is TLS, smtp:// no TLS, smtp://...?starttls=1 STARTTLS; ports default by kind; user and password are decoded", () => {
    const to = "owner@example.com";
    expect(load({ SMTP_URL: "smtps://me%40example.com:p%40ss%3Aword@mail.example.com", NOTIFY_EMAIL: to }).notifyEmail).toEqual({
      host: "mail.example.com",
      port: 465,
      security: "tls",
      user: "me@example.com",
      password: "p@ss:word",
      from: "",
      to,
    });
    expect(load({ SMTP_URL: "smtp://relay.local", NOTIFY_EMAIL: to }).notifyEmail).toMatchObject({
      host: "relay.local",
      port: 25,
      security: "none",
      user: "",
      password: "",
    });
    expect(load({ SMTP_URL: "smtp://u:p@mail.example.com?starttls=1&from=web@example.com", NOTIFY_EMAIL: to }).notifyEmail).toMatchObject({
      port: 587,
      security: "starttls",
      from: "web@example.com",
    });
    expect(load({ SMTP_URL: "smtp://[::1]:2525", NOTIFY_EMAIL: to }).notifyEmail).toMatchObject({ host: "::1", port: 2525, security: "none" });
  });

  test("invalid values are refused with one sentence that never repeats the URL (it holds a password); nothing is created", () => {
    const env = envWith({ SMTP_URL: "https://user:hunter2@mail.example.com", NOTIFY_EMAIL: "owner@example.com" });
    expect(() => loadConfig({}, env)).toThrow(/^SMTP_URL must look like smtps:\/\/user:password@mail\.example\.com:465/);
    expect(existsSync(env.DATA_DIR)).toBe(false);
    for (const SMTP_URL of [
      "https://user:hunter2@mail.example.com",
      "smtp://user:hunter2@",
      "smtp://user:hunter2@mail.example.com/path",
      "smtp://user:hunter2@mail.example.com?tls=1",
      "not a url hunter2",
      "smtp://u:%E0%A4%A@host",
    ]) {
      let message = "";
      try {
        load({ SMTP_URL, NOTIFY_EMAIL: "owner@example.com" });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toStartWith("SMTP_URL must look like");
      expect(message).not.toContain("hunter2");
    }
    expect(() => load({ SMTP_URL: "smtp://mail.example.com?starttls=yes", NOTIFY_EMAIL: "owner@example.com" })).toThrow(
      'SMTP_URL\'s starttls must be 1 or 0, got "yes"',
    );
    expect(() => load({ SMTP_URL: "smtp://mail.example.com?from=nobody", NOTIFY_EMAIL: "owner@example.com" })).toThrow(
      'SMTP_URL\'s from must be an email address, got "nobody"',
    );
    expect(() => load({ SMTP_URL: "smtp://mail.example.com", NOTIFY_EMAIL: "owner" })).toThrow('NOTIFY_EMAIL must be an email address, got "owner"');
    expect(() => load({ SMTP_URL: "smtp://mail.example.com" })).toThrow("SMTP_URL and NOTIFY_EMAIL must be set together");
    expect(() => load({ NOTIFY_EMAIL: "owner@example.com" })).toThrow("SMTP_URL and NOTIFY_EMAIL must be set together");
  });
});

describe("STATS", () => {
  test("on by default; 1 or 0 (true or false); anything else is refused with one sentence", () => {
    expect(load({}).stats).toBe(true);
    expect(load({ STATS: "0" }).stats).toBe(false);
    expect(load({ STATS: "false" }).stats).toBe(false);
    expect(load({ STATS: "1" }).stats).toBe(true);
    expect(() => load({ STATS: "off" })).toThrow('STATS must be 1 or 0, got "off"');
  });
});

describe("WEBHOOK_ALLOW_PRIVATE", () => {
  test("off by default; 1 or 0 (true or false); anything else is refused with one sentence", () => {
    expect(load({}).webhookAllowPrivate).toBe(false);
    expect(load({ WEBHOOK_ALLOW_PRIVATE: "1" }).webhookAllowPrivate).toBe(true);
    expect(load({ WEBHOOK_ALLOW_PRIVATE: "true" }).webhookAllowPrivate).toBe(true);
    expect(load({ WEBHOOK_ALLOW_PRIVATE: "0" }).webhookAllowPrivate).toBe(false);
    expect(() => load({ WEBHOOK_ALLOW_PRIVATE: "yes" })).toThrow('WEBHOOK_ALLOW_PRIVATE must be 1 or 0, got "yes"');
  });
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe("the data dir's private files", () => {
  test("the data dir, uploads/ and backups/ are created owner-only, whatever the umask", () => {
    const dataDir = join(tempDir(), "parent", "data");
    const umask = process.umask(0o022);
    try {
      prepareDataDir(dataDir);
    } finally {
      process.umask(umask);
    }
    expect(modeOf(dataDir)).toBe(0o700);
    // The folder above holds nothing of ours: an ordinary folder.
    expect(modeOf(join(dataDir, ".."))).toBe(0o755);
    expect(modeOf(join(dataDir, "uploads"))).toBe(0o700);
    expect(modeOf(join(dataDir, "backups"))).toBe(0o700);
  });

  test("an install from before the rule is tightened at start", () => {
    const dataDir = tempDir();
    chmodSync(dataDir, 0o755);
    for (const folder of ["uploads", "backups"]) mkdirSync(join(dataDir, folder), { mode: 0o755 });
    writeFileSync(join(dataDir, "secret"), "s".repeat(48));
    chmodSync(join(dataDir, "secret"), 0o644);
    loadConfig({ dataDir }, {});
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, "uploads"))).toBe(0o700);
    expect(modeOf(join(dataDir, "backups"))).toBe(0o700);
    expect(modeOf(join(dataDir, "secret"))).toBe(0o600);
  });

  test("a generated secret is owner-only", () => {
    const dataDir = tempDir();
    loadConfig({ dataDir }, {});
    expect(modeOf(join(dataDir, "secret"))).toBe(0o600);
  });
});
