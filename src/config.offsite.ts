/**
 * The off-site backups' part of the environment (BACKUP_S3_*, BACKUP_AGE_RECIPIENTS), read by loadConfig in
 * src/config.ts and by the commands that run without a server (backup, restore --remote, doctor).
 */
import { ConfigError } from "./config";
import {
  DEFAULT_S3_REGION,
  isAccessKeyId,
  isAgeRecipient,
  isBucketName,
  isEndpoint,
  isPrefix,
  isRegion,
  isSecret,
  type OffsiteStorage,
} from "./shared/schemas/offsite";

type Env = Record<string, string | undefined>;

/**
 * BACKUP_S3_ENDPOINT, _BUCKET, _ACCESS_KEY_ID and _SECRET_ACCESS_KEY, set together (with _REGION and _PREFIX
 * optional): the off-site storage. The secret is never repeated in a message.
 */
export function parseOffsiteStorage(env: Env): OffsiteStorage | null {
  const value = (name: string) => env[name]?.trim() ?? "";
  const required = ["BACKUP_S3_ENDPOINT", "BACKUP_S3_BUCKET", "BACKUP_S3_ACCESS_KEY_ID", "BACKUP_S3_SECRET_ACCESS_KEY"];
  const set = required.filter((name) => value(name) !== "");
  if (set.length === 0) {
    const stray = ["BACKUP_S3_REGION", "BACKUP_S3_PREFIX"].find((name) => value(name) !== "");
    if (stray) throw new ConfigError(`${stray} needs BACKUP_S3_ENDPOINT, BACKUP_S3_BUCKET, BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY`, 1);
    return null;
  }
  if (set.length < required.length)
    throw new ConfigError(`${required.join(", ")} must be set together; ${required.filter((name) => !set.includes(name)).join(", ")} missing`, 1);
  const storage = {
    endpoint: value("BACKUP_S3_ENDPOINT").replace(/\/+$/, ""),
    bucket: value("BACKUP_S3_BUCKET"),
    accessKeyId: value("BACKUP_S3_ACCESS_KEY_ID"),
    secretAccessKey: value("BACKUP_S3_SECRET_ACCESS_KEY"),
    region: value("BACKUP_S3_REGION") || DEFAULT_S3_REGION,
    prefix: value("BACKUP_S3_PREFIX"),
  };
  if (!isEndpoint(storage.endpoint))
    throw new ConfigError(`BACKUP_S3_ENDPOINT must be an http(s) URL such as https://s3.eu-central-1.amazonaws.com, got "${storage.endpoint}"`, 1);
  if (!isBucketName(storage.bucket))
    throw new ConfigError(`BACKUP_S3_BUCKET must be 3 to 63 lowercase letters, digits, dots and hyphens, got "${storage.bucket}"`, 1);
  if (!isAccessKeyId(storage.accessKeyId)) throw new ConfigError("BACKUP_S3_ACCESS_KEY_ID must be at most 128 characters without spaces", 1);
  if (!isSecret(storage.secretAccessKey))
    throw new ConfigError("BACKUP_S3_SECRET_ACCESS_KEY must be at most 256 characters without spaces (it is not repeated here)", 1);
  if (!isRegion(storage.region))
    throw new ConfigError(`BACKUP_S3_REGION must be lowercase letters, digits and hyphens such as us-east-1, got "${storage.region}"`, 1);
  if (!isPrefix(storage.prefix))
    throw new ConfigError(`BACKUP_S3_PREFIX must be at most 200 characters of letters, digits and / - _ . without a leading /, got "${storage.prefix}"`, 1);
  return storage;
}

/** BACKUP_AGE_RECIPIENTS: age public keys, comma-separated (spaces around them ignored). */
export function parseAgeRecipients(value: string | undefined): string[] {
  const keys = (value ?? "")
    .split(",")
    .map((key) => key.trim())
    .filter(Boolean);
  const wrong = keys.find((key) => !isAgeRecipient(key));
  if (wrong) throw new ConfigError(`BACKUP_AGE_RECIPIENTS must be age public keys (age1…), comma-separated; "${wrong.slice(0, 80)}" is not one`, 1);
  if (keys.length > 20) throw new ConfigError("BACKUP_AGE_RECIPIENTS takes at most 20 keys", 1);
  return [...new Set(keys)];
}
