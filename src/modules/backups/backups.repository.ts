import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * The archives in $DATA_DIR/backups, and what their names say: why each was made and when. Names are made here
 * only; the admin's download, delete and restore accept nothing but a name of this shape that is in the folder.
 */
export const BACKUP_KINDS = ["scheduled", "manual", "before-upgrade", "before-restore"] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

export type StoredBackup = { name: string; kind: BackupKind; size: number; createdAt: string };

const STAMP = /\d{8}-\d{6}/;
/** Versions as they appear in a before-upgrade name: `1.0.0`, `1.1.0+cc8b8f8`, `1.1.0+cc8b8f8-dirty`. */
const VERSION_IN_NAME = /[0-9A-Za-z.+]+(?:-dirty)?/;
const NAME = new RegExp(
  `^(?:(scheduled|manual|before-restore)-${STAMP.source}|portfolio-backup-${STAMP.source}|before-upgrade-${VERSION_IN_NAME.source}-to-${VERSION_IN_NAME.source}-${STAMP.source})\\.tar\\.gz(?:\\.age)?$`,
);

/** `20261123-030000` in UTC. */
const stampOf = (at: Date) => at.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);

/** A backup's file name; `encrypted` (to BACKUP_AGE_RECIPIENTS) adds `.age`, as the age command expects. */
export function backupName(
  kind: BackupKind,
  at: Date,
  { upgrade, encrypted = false }: { upgrade?: { from: string; to: string }; encrypted?: boolean } = {},
): string {
  const suffix = encrypted ? ".tar.gz.age" : ".tar.gz";
  if (kind === "before-upgrade") {
    if (!upgrade) throw new Error("A before-upgrade backup is named after its two versions.");
    return `before-upgrade-${upgrade.from}-to-${upgrade.to}-${stampOf(at)}${suffix}`;
  }
  return `${kind}-${stampOf(at)}${suffix}`;
}

export function kindOf(name: string): BackupKind | null {
  const match = NAME.exec(name);
  if (!match) return null;
  if (name.startsWith("before-upgrade-")) return "before-upgrade";
  // `portfolio backup` named its archives portfolio-backup-<time> before the kinds existed.
  return (match[1] as BackupKind | undefined) ?? "manual";
}

export function createBackupsRepository(dataDir: string) {
  const folder = join(dataDir, "backups");
  return {
    folder,
    /** Newest first. */
    list(): StoredBackup[] {
      if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) return [];
      return readdirSync(folder)
        .flatMap((name) => {
          const kind = kindOf(name);
          const stats = kind ? statSync(join(folder, name), { throwIfNoEntry: false }) : undefined;
          return kind && stats?.isFile() ? [{ name, kind, size: stats.size, createdAt: stats.mtime.toISOString() }] : [];
        })
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
    },
    /** The path of a listed backup, or null for any other name (a path, a foreign file, one that is gone). */
    pathOf(name: string): string | null {
      if (!kindOf(name)) return null;
      const path = join(folder, name);
      return statSync(path, { throwIfNoEntry: false })?.isFile() ? path : null;
    },
    remove(name: string): boolean {
      const path = this.pathOf(name);
      if (!path) return false;
      rmSync(path, { force: true });
      return true;
    },
    /** Keeps the newest `keep` scheduled backups and deletes the older ones; answers the names deleted. */
    prune(keep: number): string[] {
      const scheduled = this.list().filter((backup) => backup.kind === "scheduled");
      const old = scheduled.slice(keep).map((backup) => backup.name);
      for (const name of old) rmSync(join(folder, name), { force: true });
      return old;
    },
  };
}
export type BackupsRepository = ReturnType<typeof createBackupsRepository>;
