import { Database } from "bun:sqlite";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { ConfigError, parseOffsiteStorage } from "../../config";
import { DB_FILE } from "../../db/open";
import type { CliCommand } from "../../cli/cli";
import { DEFAULT_S3_REGION, MAX_IDENTITY_BYTES, type OffsiteStorage } from "../../shared/schemas/offsite";
import { removeQuietly } from "../backups/backups.archive";
import { createBackupsRepository } from "../backups/backups.repository";
import { IdentityError, parseIdentities } from "./offsite.encryption";
import { createOffsiteStorage, storageAnswer } from "./offsite.storage";

/**
 * The storage a command uses: BACKUP_S3_*, else the admin's settings in the data dir's database (read-only; on a
 * new, empty machine there is none, and the environment must name the storage).
 */
export function commandStorage(dataDir: string): OffsiteStorage {
  const fromEnv = parseOffsiteStorage(process.env);
  if (fromEnv) return fromEnv;
  const path = join(dataDir, DB_FILE);
  if (existsSync(path)) {
    const db = new Database(path, { readonly: true });
    try {
      const row = db
        .query<Omit<OffsiteStorage, "prefix" | "region"> & { region: string; prefix: string }, []>(
          "SELECT endpoint, bucket, access_key_id AS accessKeyId, secret_access_key AS secretAccessKey, region, prefix FROM offsite_settings WHERE id = 1",
        )
        .get();
      if (row?.endpoint && row.bucket && row.accessKeyId && row.secretAccessKey) return { ...row, region: row.region || DEFAULT_S3_REGION };
    } catch {
      // A database from before off-site copies has no such table: the environment must name the storage.
    } finally {
      db.close();
    }
  }
  throw new ConfigError(
    "No off-site storage is configured: set BACKUP_S3_ENDPOINT, BACKUP_S3_BUCKET, BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY.",
    1,
  );
}

/** The keys of the identity file at `path` (--identity), read only when it is small enough to be one. */
export async function readIdentityFile(path: string): Promise<string[]> {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats?.isFile()) throw new ConfigError(`No identity file at ${path}.`, 1);
  if (stats.size > MAX_IDENTITY_BYTES) throw new ConfigError(`${path} is too big to be an age identity file.`, 1);
  try {
    return await parseIdentities(readFileSync(path, "utf8"));
  } catch (error) {
    if (error instanceof IdentityError) throw new ConfigError(`${path}: ${error.message}`, 1);
    throw error;
  }
}

/**
 * Downloads the off-site copy `which` (a backup's name, or "latest": the newest) into the data dir, for `restore
 * --remote`; answers its path and a way to remove it.
 */
export async function downloadRemoteBackup(dataDir: string, which: string): Promise<{ path: string; name: string; remove: () => void }> {
  const remote = createOffsiteStorage(commandStorage(dataDir));
  let names: string[];
  try {
    names = (await remote.list()).map((backup) => backup.name);
  } catch (error) {
    throw new ConfigError(`Could not list the off-site copies in ${remote.where} (${storageAnswer(error)}).`, 1);
  }
  const name = which === "latest" ? names[0] : names.find((candidate) => candidate === which);
  if (!name) throw new ConfigError(which === "latest" ? `There is no backup in ${remote.where}.` : `There is no backup named ${which} in ${remote.where}.`, 1);
  const path = join(dataDir, `.remote-${randomBytes(6).toString("hex")}-${name}`);
  try {
    await remote.download(name, path);
  } catch (error) {
    removeQuietly(path);
    throw new ConfigError(`Could not download ${name} from ${remote.where} (${storageAnswer(error)}).`, 1);
  }
  return { path, name, remove: () => removeQuietly(path) };
}

const kib = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KiB`;

export const offsiteCommands: CliCommand[] = [
  {
    name: "backup list",
    usage: "backup list [--remote] [--data-dir DIR]",
    summary: "the backups in DIR/backups, or with --remote the off-site copies",
    flags: { remote: { type: "boolean" }, "data-dir": { type: "string" } },
    async run({ values, dataDir }) {
      const dir = dataDir();
      if (values.remote) {
        const remote = createOffsiteStorage(commandStorage(dir));
        let backups: Awaited<ReturnType<typeof remote.list>>;
        try {
          backups = await remote.list();
        } catch (error) {
          throw new ConfigError(`Could not list the off-site copies in ${remote.where} (${storageAnswer(error)}).`, 1);
        }
        for (const backup of backups) console.log(`${backup.name}\t${kib(backup.size)}\t${backup.createdAt}`);
        if (backups.length === 0) console.error(`No backup in ${remote.where}.`);
        return 0;
      }
      for (const backup of createBackupsRepository(dir).list()) console.log(`${backup.name}\t${kib(backup.size)}\t${backup.createdAt}`);
      return 0;
    },
  },
];

/**
 * `restore`'s flags for off-site copies. --remote is a switch (as in `backup list --remote`; one flag has one type),
 * so in `restore --remote latest` the name is restore's one argument.
 */
export const REMOTE_RESTORE_FLAGS = { remote: { type: "boolean" }, identity: { type: "string" } } as const;
