import { closeSync, fstatSync, ftruncateSync, openSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { join, resolve } from "node:path";
import { unlockFile, lockFile } from "./file-lock";

/**
 * One process at a time uses a data directory: the server for its whole life, `restore` and `import` while they
 * replace the data. Each holds an OS advisory lock (flock) on `server.lock` in the directory, so the kernel (or the
 * NFS server) decides, whatever pid namespace or host the process is in, and the lock goes when the process does,
 * `kill -9` included (docs/decisions/0063-data-dir-flock.md). The file also names its holder, only to say who it is;
 * a file left by a killed process holds nothing.
 */
export const LOCK_FILE = "server.lock";

export type LockOwner = { pid: number | null; host: string | null; command: string };

/** Locks this process holds, by lock file: a process takes a data directory once, whichever command asks again. */
const held = new Map<string, number>();

function lockPath(dataDir: string): string {
  return resolve(join(dataDir, LOCK_FILE));
}

function readOwner(path: string): LockOwner {
  try {
    const owner = JSON.parse(readFileSync(path, "utf8")) as Partial<LockOwner>;
    return {
      pid: typeof owner.pid === "number" ? owner.pid : null,
      host: typeof owner.host === "string" ? owner.host : null,
      command: typeof owner.command === "string" ? owner.command : "serve",
    };
  } catch {
    // Locked, but its holder has not written its name yet (or an older version left the file).
    return { pid: null, host: null, command: "serve" };
  }
}

/** "A portfolio server (pid 1 on host 3f2a…)": the host only when it is not this one (another container or machine). */
export function describeOwner(owner: LockOwner): string {
  const what = owner.command === "serve" ? "A portfolio server" : `A portfolio "${owner.command}"`;
  const where = owner.host && owner.host !== hostname() ? ` on host ${owner.host}` : "";
  return owner.pid === null ? `${what}${where}` : `${what} (pid ${owner.pid}${where})`;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly owner: LockOwner,
    dataDir: string,
  ) {
    super(`${describeOwner(owner)} is using ${dataDir}; stop it first.`);
  }
}

/** Whether the open file `fd` is still the one at `path` (a releasing holder removes it). */
function isStillAt(fd: number, path: string): boolean {
  const opened = fstatSync(fd);
  const current = statSync(path, { throwIfNoEntry: false });
  return current !== undefined && current.ino === opened.ino && current.dev === opened.dev;
}

/**
 * Takes `dataDir` for this process as `command`; throws DataDirInUseError when another process holds it. Returns the
 * release, which removes the file while still holding it, then closes it: a process that opened the file just before
 * finds, once it has the lock, that the path no longer leads to it, and starts again on a new file.
 */
export function acquireDataDirLock(dataDir: string, command: string): () => void {
  const path = lockPath(dataDir);
  if (held.has(path)) return () => {};
  let fd: number;
  for (;;) {
    fd = openSync(path, "a+", 0o600);
    try {
      if (!lockFile(fd, "exclusive")) throw new DataDirInUseError(readOwner(path), dataDir);
      if (isStillAt(fd, path)) break;
    } catch (error) {
      closeSync(fd);
      throw error;
    }
    closeSync(fd);
  }
  ftruncateSync(fd, 0);
  writeSync(fd, `${JSON.stringify({ pid: process.pid, host: hostname(), command })}\n`);
  held.set(path, fd);
  const lockFd = fd;
  return () => {
    if (held.get(path) !== lockFd) return;
    held.delete(path);
    rmSync(path, { force: true });
    closeSync(lockFd);
  };
}

/** The server's lock, held until it stops. */
export function acquireServerLock(dataDir: string): () => void {
  return acquireDataDirLock(dataDir, "serve");
}

/** Who holds `dataDir`, tested without taking it (doctor), or null when nobody else does. */
export function dataDirOwner(dataDir: string): LockOwner | null {
  const path = lockPath(dataDir);
  if (held.has(path)) return null;
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch {
    // No lock file: no process has ever held this directory.
    return null;
  }
  try {
    if (!lockFile(fd, "shared")) return readOwner(path);
    unlockFile(fd);
    return null;
  } finally {
    closeSync(fd);
  }
}
