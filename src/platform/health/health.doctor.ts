import { Database } from "bun:sqlite";
import { existsSync, statfsSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../../config";
import { dataDirOwner, describeOwner } from "../../db/server-lock";
import { createBackupsRepository } from "../../modules/backups/backups.repository";

/**
 * `portfolio doctor`: what a self-hoster should look at, one line per check, read without changing anything (no
 * folder is created, the database is opened read-only). A failed check makes the command exit 1.
 */
export type CheckState = "ok" | "warn" | "fail";
export type Check = { name: string; state: CheckState; detail: string };

const MiB = 1024 * 1024;
/** Below this, a backup or an upload may not fit: fail. Below the warning level, say so. */
const FREE_SPACE_FAIL = 100 * MiB;
const FREE_SPACE_WARN = 1024 * MiB;
const BACKUP_AGE_WARN_MS = 2 * 24 * 3600 * 1000;

type DoctorInput = Pick<Config, "dataDir" | "publicUrl" | "trustProxy" | "backupAgeRecipients"> & {
  jwtSecretFromEnv: boolean;
  now: Date;
  /** Where off-site copies go (`bucket/prefix/`), or null when they are off. */
  offsiteWhere: string | null;
};

const mode = (path: string) => statSync(path).mode & 0o777;
const octal = (bits: number) => bits.toString(8).padStart(4, "0");
const size = (bytes: number) => (bytes >= 1024 * MiB ? `${(bytes / 1024 / MiB).toFixed(1)} GiB` : `${Math.round(bytes / MiB)} MiB`);

function dataDirCheck(dataDir: string): Check {
  const name = "data directory";
  if (!existsSync(dataDir)) return { name, state: "fail", detail: `${dataDir} does not exist (the first start creates it)` };
  const bits = mode(dataDir);
  if (bits & 0o002) return { name, state: "fail", detail: `${dataDir} is writable by every user (mode ${octal(bits)}); run: chmod 700 ${dataDir}` };
  if (bits & 0o077)
    return { name, state: "warn", detail: `${dataDir} can be read by other users (mode ${octal(bits)}); the server tightens it to 0700 at start` };
  return { name, state: "ok", detail: `${dataDir} (mode ${octal(bits)}, owner uid ${statSync(dataDir).uid})` };
}

function secretCheck(dataDir: string, fromEnv: boolean): Check {
  const name = "sign-in secret";
  if (fromEnv) return { name, state: "ok", detail: "JWT_SECRET is set in the environment" };
  const file = join(dataDir, "secret");
  if (!existsSync(file)) return { name, state: "warn", detail: `${file} does not exist yet (the first start writes it)` };
  const bits = mode(file);
  if (bits & 0o077) return { name, state: "fail", detail: `${file} can be read by other users (mode ${octal(bits)}); run: chmod 600 ${file}` };
  return { name, state: "ok", detail: `${file} (mode ${octal(bits)})` };
}

function freeSpaceCheck(dataDir: string): Check {
  const name = "free space";
  if (!existsSync(dataDir)) return { name, state: "warn", detail: "no data directory to measure" };
  const stats = statfsSync(dataDir);
  const free = stats.bavail * stats.bsize;
  const state: CheckState = free < FREE_SPACE_FAIL ? "fail" : free < FREE_SPACE_WARN ? "warn" : "ok";
  return { name, state, detail: `${size(free)} free of ${size(stats.blocks * stats.bsize)}` };
}

function databaseCheck(dataDir: string): Check {
  const name = "database";
  const file = join(dataDir, "portfolio.db");
  if (!existsSync(file)) return { name, state: "warn", detail: `${file} does not exist yet (the first start creates it)` };
  let db: Database | undefined;
  try {
    db = new Database(file, { readonly: true });
    const result = db.query<{ quick_check: string }, []>("PRAGMA quick_check").get()?.quick_check;
    if (result !== "ok") return { name, state: "fail", detail: `integrity check failed: ${result}; restore a backup` };
    const bits = mode(file);
    if (bits & 0o077) return { name, state: "warn", detail: `integrity ok, but ${file} can be read by other users (mode ${octal(bits)})` };
    return { name, state: "ok", detail: `${file}: integrity ok, ${size(statSync(file).size)}` };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const denied = code === "EACCES" || code === "EPERM" || /unable to open/i.test((error as Error).message);
    return { name, state: "fail", detail: denied ? `permission denied opening ${file}` : `${file} is not a readable database (${(error as Error).message})` };
  } finally {
    db?.close();
  }
}

function backupCheck(dataDir: string, now: Date): Check {
  const name = "last backup";
  const newest = createBackupsRepository(dataDir).list()[0];
  if (!newest) return { name, state: "warn", detail: `no backup in ${join(dataDir, "backups")} yet` };
  const age = now.getTime() - Date.parse(newest.createdAt);
  const state: CheckState = age > BACKUP_AGE_WARN_MS ? "warn" : "ok";
  return { name, state, detail: `${join(dataDir, "backups", newest.name)}, ${Math.round(age / 3600_000)} hour(s) old` };
}

function addressCheck({ publicUrl, trustProxy }: Pick<Config, "publicUrl" | "trustProxy">): Check {
  const name = "public address";
  if (!publicUrl) {
    return {
      name,
      state: "warn",
      detail: "PUBLIC_URL is not set: links in pages, feeds and previews follow each request's Host header; set it to the address visitors use",
    };
  }
  const url = new URL(publicUrl);
  const local = url.hostname === "localhost" || url.hostname === "127.0.0.1";
  if (url.protocol === "http:" && !local) return { name, state: "warn", detail: `PUBLIC_URL ${publicUrl} is not https: sign-in cookies travel unencrypted` };
  if (url.protocol === "https:" && trustProxy === 0) {
    return {
      name,
      state: "warn",
      detail: `PUBLIC_URL is https but TRUST_PROXY is 0: behind a TLS proxy, set TRUST_PROXY=1 so limits count each visitor, not the proxy`,
    };
  }
  return { name, state: "ok", detail: `PUBLIC_URL ${publicUrl}, TRUST_PROXY ${trustProxy}` };
}

/** Off-site copies sit on someone else's disks: without BACKUP_AGE_RECIPIENTS they hold the plain database. */
function offsiteCheck(where: string | null, recipients: string[]): Check {
  const name = "off-site copies";
  if (where === null) return { name, state: "ok", detail: "off (set BACKUP_S3_* to copy every backup to S3-compatible storage)" };
  if (recipients.length === 0)
    return { name, state: "warn", detail: `copies to ${where} are not encrypted: set BACKUP_AGE_RECIPIENTS to your age public key (age-keygen makes one)` };
  return { name, state: "ok", detail: `to ${where}, encrypted to ${recipients.length} age key(s)` };
}

/** The fediverse needs a fixed actor id, so it is on only with PUBLIC_URL (docs/fediverse.md). */
function fediverseCheck(publicUrl: string | null): Check {
  if (!publicUrl) return { name: "fediverse", state: "ok", detail: "off: PUBLIC_URL is not set, and an ActivityPub actor's id must never change" };
  return {
    name: "fediverse",
    state: "ok",
    detail: `on: followed as @<username>@${new URL(publicUrl).host}; the proxy must pass /.well-known/ and the Accept header`,
  };
}

function serverCheck(dataDir: string): Check {
  const owner = existsSync(dataDir) ? dataDirOwner(dataDir) : null;
  return {
    name: "server",
    state: "ok",
    // Whoever holds the directory's lock, in this container or another, on this host or another (NFS).
    detail: owner === null ? "no server is using this data directory" : `${describeOwner(owner).replace(/^A /, "a ")} is using this data directory`,
  };
}

export function runDoctor({ dataDir, publicUrl, trustProxy, jwtSecretFromEnv, now, offsiteWhere, backupAgeRecipients }: DoctorInput): Check[] {
  return [
    dataDirCheck(dataDir),
    secretCheck(dataDir, jwtSecretFromEnv),
    freeSpaceCheck(dataDir),
    databaseCheck(dataDir),
    backupCheck(dataDir, now),
    addressCheck({ publicUrl, trustProxy }),
    offsiteCheck(offsiteWhere, backupAgeRecipients),
    fediverseCheck(publicUrl),
    serverCheck(dataDir),
  ];
}

export const formatCheck = ({ name, state, detail }: Check) => `${state.padEnd(4)}  ${name}: ${detail}`;
