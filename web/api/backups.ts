import useSWR from "swr";
import { apiRequest, apiSend } from "./fetcher";
import { invalidate, invalidateAll } from "./swr";

const BASE = "/api/backups";

export type BackupKind = "scheduled" | "manual" | "before-upgrade" | "before-restore";
export type Backup = { name: string; kind: BackupKind; size: number; createdAt: string };
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

/** A restore replaces every kind of content, so every cached read is stale afterwards. */
const afterRestore = async (result: RestoreResult) => {
  await invalidateAll();
  return result;
};

export const backupsApi = {
  create: () => apiSend<Backup>("POST", BASE).finally(() => invalidate(BASE)),
  remove: (name: string) => apiSend<void>("DELETE", backupDownloadUrl(name)).finally(() => invalidate(BASE)),
  restore: (name: string) => apiSend<RestoreResult>("POST", `${backupDownloadUrl(name)}/restore`).then(afterRestore),
  /** The archive goes as the request body, streamed by the browser: it can be hundreds of megabytes. */
  restoreFile: (file: File) =>
    apiRequest<RestoreResult>(`${BASE}/restore`, { method: "POST", body: file, headers: { "Content-Type": "application/gzip" } }).then(afterRestore),
};
