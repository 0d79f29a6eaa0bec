import * as v from "valibot";
import { codedMessages } from "../validation-codes";

/** An S3-compatible storage: the BACKUP_S3_* variables, or the admin's settings (Settings → Backups). */
export type OffsiteStorage = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  prefix: string;
};

export const DEFAULT_S3_REGION = "us-east-1";

/** Off-site state of one backup in `GET /api/backups`; null when no storage is configured or the backup was never sent. */
export type OffsiteCopyState = "uploaded" | "pending" | "failed";

/** GET /api/backups/offsite: never the secret (`secretSet` says whether there is one). */
export type OffsiteSettingsView = {
  /** A storage is known (the environment's or the admin's): every new backup is copied to it. */
  configured: boolean;
  /** BACKUP_S3_* set these values: shown read-only, and PUT refuses to change them. */
  fromEnv: boolean;
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  region: string;
  prefix: string;
  secretSet: boolean;
  /** BACKUP_AGE_RECIPIENTS: the public keys every archive is encrypted to (public, so they may be shown). */
  recipients: string[];
};

/** POST /api/backups/offsite/test: the storage's own answer. */
export type OffsiteTestResult = { ok: true } | { ok: false; error: string };

export const OFFSITE_MESSAGES = codedMessages("offsite", {
  endpoint: "Enter the storage's http:// or https:// address.",
  bucket: "A bucket name has 3 to 63 lowercase letters, digits, dots and hyphens.",
  accessKeyId: "The access key must be at most 128 characters, without spaces.",
  secret: "The secret must be at most 256 characters, without spaces.",
  region: "The region must be at most 64 lowercase letters, digits and hyphens.",
  prefix: "The prefix must be at most 200 characters of letters, digits and / - _ . (no leading /).",
  incomplete: "Enter the address, the bucket, the access key and the secret together, or clear them all.",
  fromEnv: "The BACKUP_S3_* variables set the storage; change them in the environment.",
  identity: "The identity must be the text of an age identity file (AGE-SECRET-KEY-1…).",
  identityMismatch: "This identity file does not open the backup; nothing was restored.",
});

/** An identity file is a key or a few and comments: 16 KiB is plenty, and nothing bigger is read. */
export const MAX_IDENTITY_BYTES = 16 * 1024;

/** POST /api/backups/:name/restore: an encrypted backup's identity file, as text; used once, stored nowhere. */
export const restoreIdentitySchema = v.strictObject({
  identity: v.optional(v.pipe(v.string(OFFSITE_MESSAGES.identity), v.maxLength(MAX_IDENTITY_BYTES, OFFSITE_MESSAGES.identity))),
});

export const isEndpoint = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
};
export const isBucketName = (value: string) => /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value);
export const isAccessKeyId = (value: string) => /^[\x21-\x7e]{1,128}$/.test(value);
export const isSecret = (value: string) => /^[\x21-\x7e]{1,256}$/.test(value);
export const isRegion = (value: string) => /^[a-z0-9-]{1,64}$/.test(value);
export const isPrefix = (value: string) => value === "" || (/^[A-Za-z0-9/_.-]{1,200}$/.test(value) && !value.startsWith("/"));
/** An age public key: X25519 (`age1` and 58 bech32 characters) or a post-quantum hybrid one (`age1pq1…`, longer). */
export const isAgeRecipient = (value: string) => /^age1(?:pq1|tag1|tagpq1)?[02-9ac-hj-np-z]{58,3000}$/.test(value);

const field = (check: (value: string) => boolean, message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.maxLength(300, message),
      v.check((s) => s === "" || check(s), message),
    ),
  );

/** PUT /api/backups/offsite: fields left out keep their value; `secretAccessKey` is write-only ("" removes it). */
export const offsiteSettingsSchema = v.strictObject({
  endpoint: field(isEndpoint, OFFSITE_MESSAGES.endpoint),
  bucket: field(isBucketName, OFFSITE_MESSAGES.bucket),
  accessKeyId: field(isAccessKeyId, OFFSITE_MESSAGES.accessKeyId),
  secretAccessKey: field(isSecret, OFFSITE_MESSAGES.secret),
  region: field(isRegion, OFFSITE_MESSAGES.region),
  prefix: field(isPrefix, OFFSITE_MESSAGES.prefix),
});
export type OffsiteSettingsInput = v.InferOutput<typeof offsiteSettingsSchema>;
