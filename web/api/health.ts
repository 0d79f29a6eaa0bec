import { useEffect, useState } from "react";
import useSWR from "swr";

/** Spec §9: the server status is re-checked every 30 seconds. */
export const HEALTH_POLL_MS = 30_000;

export type ServerStatus = { state: "checking" | "online" | "offline"; checkedAt: Date | null };

/**
 * Polls GET /api/health. Not an SWR read: SWR stops polling a key once it holds an error, and an offline server
 * is exactly when the next check matters.
 */
export function useServerStatus(intervalMs = HEALTH_POLL_MS): ServerStatus {
  const [status, setStatus] = useState<ServerStatus>({ state: "checking", checkedAt: null });

  useEffect(() => {
    let active = true;
    const check = async () => {
      let online = false;
      try {
        const response = await fetch("/api/health", { cache: "no-store" });
        // Read to the end: an unread body keeps the request, and its connection, open.
        await response.text();
        online = response.ok;
      } catch {
        // Network failure: offline.
      }
      if (active) setStatus({ state: online ? "online" : "offline", checkedAt: new Date() });
    };
    void check();
    const timer = setInterval(check, intervalMs);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [intervalMs]);

  return status;
}

/** What GET /api/health adds for the signed-in admin (README "Health"). */
export type AdminHealth = {
  status: string;
  version: string;
  uptimeSeconds: number;
  database: { writable: boolean };
  disk: { freeBytes: number; totalBytes: number } | null;
  lastBackupAt: string | null;
  /** Failed passwords in the current 15 minutes and from how many addresses; `locked` once they locked the password sign-in. */
  signIn: { locked: boolean; failures: number; addresses: number; lockedUntil: string | null };
  publicUrlSet: boolean;
  /** Off-site copies of the backups (README "Off-site"): how many wait or failed, and the last failure's words. */
  offsite: { configured: boolean; encrypted: boolean; pending: number; failed: number; lastUploadAt: string | null; lastError: string | null };
};

/** The admin's read of the server's state, for the dashboard (the lock notice, the setup checklist); re-read every minute while it is open. */
export const useAdminHealth = () => useSWR<AdminHealth>("/api/health", { refreshInterval: 60_000 });
