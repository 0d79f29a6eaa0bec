import useSWR from "swr";
import { apiRequest, apiSend } from "./fetcher";
import { invalidate, invalidateAll } from "./swr";
import type { OffsiteCopyState } from "../../src/shared/schemas/offsite";

const BASE = "/api/backups";

export type BackupKind = "scheduled" | "manual" | "before-upgrade" | "before-restore";
/** `offsite`: where its copy on the S3 storage stands; null when no storage is set or it was never sent. */
export type Backup = { name: string; kind: BackupKind; size: number; createdAt: string; offsite: OffsiteCopyState | null };
export type BackupListing = {
  backups: Backup[];
  schedule: string | null;
  keep: number;
  nextRunAt: string | null;
  lastSuccessAt: string | null;
  lastFailure: { at: string; kind: BackupKind; message: string } | null;
};
export type RestoreResult = { savedAs: Backup; uploads: number };

/** Admin only: Settings → Backups and the dashboard's failure notice. */
export const useBackups = () => useSWR<BackupListing>(BASE);

/** Where the browser downloads a backup (the sign-in cookie authorises it). */
export const backupDownloadUrl = (name: string) => `${BASE}/${encodeURIComponent(name)}`;

/** The header that carries an uploaded encrypted archive's identity (README API). */
const IDENTITY_HEADER = "X-Age-Identity";

/** An identity file's keys without its comments and blank lines, comma-separated, as the header takes them. */
export const identityKeys = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .join(",");

/** A backup encrypted to the owner's age key: restoring it needs the identity file. */
export const isEncryptedBackup = (name: string) => name.toLowerCase().endsWith(".age");

/** A restore replaces every kind of content, so every cached read is stale afterwards. */
const afterRestore = async (result: RestoreResult) => {
  await invalidateAll();
  return result;
};

export const backupsApi = {
  create: () => apiSend<Backup>("POST", BASE).finally(() => invalidate(BASE)),
  remove: (name: string) => apiSend<void>("DELETE", backupDownloadUrl(name)).finally(() => invalidate(BASE)),
  /** `identity`: an encrypted backup's age identity file, as text; sent with this one request, kept nowhere. */
  restore: (name: string, identity?: string) =>
    apiSend<RestoreResult>("POST", `${backupDownloadUrl(name)}/restore`, identity === undefined ? undefined : { identity }).then(afterRestore),
  /**
   * The archive goes as the request body, streamed by the browser: it can be hundreds of megabytes. An encrypted
   * one's identity goes in a header, whose value cannot hold line breaks: its keys, comma-separated.
   */
  restoreFile: (file: File, identity?: string) =>
    apiRequest<RestoreResult>(`${BASE}/restore`, {
      method: "POST",
      body: file,
      headers: { "Content-Type": "application/gzip", ...(identity === undefined ? {} : { [IDENTITY_HEADER]: identityKeys(identity) }) },
    }).then(afterRestore),
};
