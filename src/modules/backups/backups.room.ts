import { statfsSync } from "node:fs";

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
/**
 * The most a restore unpacks, whatever the disk holds: every upload is at most 5 MB and a site's database is a few
 * megabytes, so an archive past this is not a portfolio's (or was made to fill the disk).
 */
export const MAX_RESTORE_BYTES = 32 * GiB;
/** Left free after a restore: the database's write-ahead log, the log files and the next backup need somewhere to go. */
export const KEEP_FREE_BYTES = 64 * MiB;
/** A file takes whole blocks, and its name a place in a folder: each entry counts at least one block. */
const BLOCK_BYTES = 4096;

/** How much a restore may unpack: at most `maxBytes`, and no more than the `freeBytes` beside the data. */
export type Room = { maxBytes: number; freeBytes: number };

/** The room a restore into `dataDir` has now: the disk's free space for this user, less what is kept free. */
export function roomIn(dataDir: string): Room {
  try {
    const disk = statfsSync(dataDir);
    return { maxBytes: MAX_RESTORE_BYTES, freeBytes: Math.max(0, disk.bavail * disk.bsize - KEEP_FREE_BYTES) };
  } catch {
    // A file system that cannot say (or a data dir not there yet, which unpacking reports itself): the maximum alone.
    return { maxBytes: MAX_RESTORE_BYTES, freeBytes: MAX_RESTORE_BYTES };
  }
}

export const sizeText = (bytes: number) => (bytes >= GiB ? `${(bytes / GiB).toFixed(1)} GiB` : `${Math.ceil(bytes / MiB)} MiB`);

/**
 * Adds up what an archive's entries will take on disk from their tar headers, as they stream past, before any is
 * written: `add` answers why the archive cannot be unpacked as soon as the sizes declared so far pass the room (a
 * header may declare terabytes that a few kilobytes of gzip would expand to), or null while it fits.
 */
export function createUnpackBudget(room: Room) {
  let total = 0;
  return {
    add(name: string, declaredSize: number | null | undefined): string | null {
      const size = declaredSize ?? 0;
      if (!Number.isSafeInteger(size) || size < 0) return `its entry "${name}" declares an impossible size`;
      total += Math.ceil(size / BLOCK_BYTES) * BLOCK_BYTES + BLOCK_BYTES;
      if (total > room.maxBytes) return `it unpacks to more than ${sizeText(room.maxBytes)}, the most a restore takes`;
      if (total > room.freeBytes) return `it unpacks to more than the ${sizeText(room.freeBytes)} the disk has free for it`;
      return null;
    },
  };
}
