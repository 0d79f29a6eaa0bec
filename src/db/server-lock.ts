import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * A running server marks its data directory, so commands that replace the data under it (restore, import) can
 * refuse instead of losing what the server writes afterwards. The mark is a file naming the process; it is stale
 * when that process is gone (a crash, `kill -9`, a container restarted with the same pid), which the start time of
 * the process tells apart from a live one.
 */
export const LOCK_FILE = "server.lock";

type LockOwner = { pid: number; startedAt: string | null };

/** When a process started, from /proc (ticks since boot), or null where /proc is not there. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22, counted after the command name, which is in parentheses and may contain spaces.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive({ pid, startedAt }: LockOwner): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  return startedAt === null || processStart(pid) === startedAt;
}

function readOwner(dataDir: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), "utf8")) as Partial<LockOwner>;
    return typeof owner.pid === "number" ? { pid: owner.pid, startedAt: owner.startedAt ?? null } : null;
  } catch {
    return null;
  }
}

/** The pid of the live server using `dataDir`, or null. */
export function serverUsing(dataDir: string): number | null {
  const owner = readOwner(dataDir);
  return owner && owner.pid !== process.pid && isAlive(owner) ? owner.pid : null;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly pid: number,
    dataDir: string,
  ) {
    super(`A portfolio server (pid ${pid}) is using ${dataDir}; stop it first.`);
  }
}

/** Marks `dataDir` as used by this process; throws DataDirInUseError when a live server already uses it. Returns the release. */
export function acquireServerLock(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  const mark = `${JSON.stringify({ pid: process.pid, startedAt: processStart(process.pid) })}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      // "wx": of two servers starting at once, one creates the file and the other sees it.
      writeFileSync(file, mark, { flag: "wx", mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      const other = serverUsing(dataDir);
      if (other !== null) throw new DataDirInUseError(other, dataDir);
      rmSync(file, { force: true });
    }
  }
  return () => {
    if (readOwner(dataDir)?.pid === process.pid) rmSync(file, { force: true });
  };
}
