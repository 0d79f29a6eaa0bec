import { statfsSync } from "node:fs";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { VERSION } from "../../config";
import { createBackupsRepository } from "../../modules/backups/backups.repository";
import type { PublicUser } from "../../modules/auth/auth.repository";
import type { PasswordLockout } from "../../modules/auth/auth.usecases";
import type { OffsiteStatus } from "../../modules/offsite/offsite.usecases";

/** Whether the database takes writes: a write lock is taken and given back, nothing is written. */
function databaseWritable(db: AppDeps["db"]): boolean {
  try {
    db.$client.run("BEGIN IMMEDIATE");
    db.$client.run("ROLLBACK");
    return true;
  } catch {
    return false;
  }
}

/**
 * Ready means 200 (contract §1). Visitors get the contract's fields; the signed-in admin also sees whether the
 * database takes writes, the free space where the data lives, when the last backup was written, whether failed
 * passwords from many addresses have locked the password sign-in (`passwordLockout`, from the sign-in's use cases),
 * whether PUBLIC_URL is set (the dashboard's setup checklist; the address itself is not needed there), and how the
 * off-site copies of the backups stand (counts and the storage's last refusal; never where or with which keys).
 */
export function healthRoutes(
  { db, config, clock }: AppDeps,
  { passwordLockout, offsiteStatus }: { passwordLockout: (user: PublicUser) => PasswordLockout; offsiteStatus: () => OffsiteStatus },
) {
  const startedAt = clock.now();
  return new Hono<AppEnv>().get("/health", (c) => {
    c.header("Cache-Control", "no-store");
    try {
      db.$client.query("SELECT 1").get();
    } catch {
      return c.json({ status: "unavailable", version: VERSION, message: "Database is not answering" }, 503);
    }
    const basics = { status: "ok", version: VERSION, uptimeSeconds: Math.floor((clock.now() - startedAt) / 1000) };
    const user = c.get("user");
    if (!user) return c.json(basics);
    let disk: { freeBytes: number; totalBytes: number } | null = null;
    try {
      const stats = statfsSync(config.dataDir);
      disk = { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
    } catch {
      disk = null;
    }
    return c.json({
      ...basics,
      database: { writable: databaseWritable(db) },
      disk,
      lastBackupAt: createBackupsRepository(config.dataDir).list()[0]?.createdAt ?? null,
      signIn: passwordLockout(user),
      publicUrlSet: config.publicUrl !== null,
      offsite: offsiteStatus(),
    });
  });
}
