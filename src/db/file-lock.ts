import { dlopen, FFIType, read } from "bun:ffi";

/**
 * flock(2) from the C library, which Bun does not expose: the lock belongs to the open file, so the kernel drops it
 * when the file is closed or the process ends, and it holds across pid namespaces (containers) on one kernel and,
 * on NFS, across hosts (Linux turns it into an NFS lock). The C library is there in every place the executable runs
 * (glibc on x64 and arm64, including the distroless image; libSystem on macOS for development).
 */
const LOCK_SH = 1;
const LOCK_EX = 2;
const LOCK_NB = 4;
const LOCK_UN = 8;
const EINTR = 4;
/** EWOULDBLOCK: 11 on Linux (x64 and arm64 alike), 35 on macOS. */
const WOULD_BLOCK = process.platform === "darwin" ? 35 : 11;

type Libc = { flock: (fd: number, operation: number) => number; errno: () => number };
let libc: Libc | null = null;

function loadLibc(): Libc {
  if (libc) return libc;
  const errnoSymbol = process.platform === "darwin" ? "__error" : "__errno_location";
  const { symbols } = dlopen(process.platform === "darwin" ? "libSystem.B.dylib" : "libc.so.6", {
    flock: { args: [FFIType.i32, FFIType.i32], returns: FFIType.i32 },
    [errnoSymbol]: { args: [], returns: FFIType.ptr },
  });
  const errnoAt = symbols[errnoSymbol]!;
  libc = {
    flock: (fd, operation) => symbols.flock(fd, operation) as number,
    errno: () => {
      const at = errnoAt();
      return at === null ? 0 : read.i32(at, 0);
    },
  };
  return libc;
}

/** flock failed for another reason than a holder: a file system without locks (an NFS mount without lockd), say. */
export class FileLockError extends Error {}

/** Takes the lock without waiting: true when taken, false when another open file holds it; any other failure throws. */
export function lockFile(fd: number, mode: "shared" | "exclusive"): boolean {
  const { flock, errno } = loadLibc();
  for (;;) {
    if (flock(fd, (mode === "shared" ? LOCK_SH : LOCK_EX) | LOCK_NB) === 0) return true;
    const code = errno();
    if (code === WOULD_BLOCK) return false;
    if (code !== EINTR) throw new FileLockError(`flock failed with errno ${code}; does this file system support locks?`);
  }
}

export function unlockFile(fd: number): void {
  loadLibc().flock(fd, LOCK_UN);
}
