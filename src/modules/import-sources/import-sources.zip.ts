import { Unzip, UnzipInflate, unzipSync } from "fflate";
import AdmZip from "adm-zip";
import { MAX_UPLOAD_BYTES } from "../../shared/files";
import { reportNote } from "../../shared/import-report";
import { type ImportError, type ImportWarning, importWarning } from "./import-sources.types";

export type ArchiveLimits = {
  /** Entries listed in the archive, files and folders alike. */
  maxEntries: number;
  /** What the wanted entries may unpack to, all together. */
  maxTotalBytes: number;
  /** One wanted entry; a bigger one is listed in `tooLarge` and never unpacked. */
  maxFileBytes: number;
  /** Unpacked size over packed size, for entries past RATIO_FLOOR_BYTES. */
  maxRatio: number;
};

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 10_000,
  maxTotalBytes: 200 * 1024 * 1024,
  maxFileBytes: MAX_UPLOAD_BYTES,
  maxRatio: 100,
};

/** Small entries cannot hold a bomb, and text that repeats a lot legitimately packs very well. */
const RATIO_FLOOR_BYTES = 1024 * 1024;

/** Packed bytes handed to the inflater at a time: one step can unpack at most ~1000 times this before the check. */
const INFLATE_STEP_BYTES = 16 * 1024;

const STORED = 0;
const DEFLATED = 8;

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;

/** What is kept of an entry read for its kind only: enough for any file signature the site recognises. */
const HEAD_BYTES = 64;

/**
 * Reads entries of the archive again, in archive order, handing each one's bytes to `each` before the next is
 * unpacked, so that only one of them is in memory at a time. The same checks apply as on the first read.
 */
export type ArchiveEntryReader = (paths: ReadonlySet<string>, each: (path: string, bytes: Uint8Array) => void) => void;

export type ArchiveContents = {
  ok: true;
  /** The wanted entries, unpacked, by path (not those read for their head only). */
  files: Map<string, Uint8Array>;
  /** The first bytes of the entries read for their head only (`headOnly`), by path. */
  heads: Map<string, Uint8Array>;
  /** The unpacked size of every wanted entry that was read, whole or for its head. */
  sizes: Map<string, number>;
  /** Unpacks entries read for their head only (or any other listed ones) when they are needed. */
  readEach: ArchiveEntryReader;
  /** Every regular file the archive lists, unpacked or not. */
  paths: Set<string>;
  /** Wanted entries left packed because they exceed `maxFileBytes`. */
  tooLarge: Set<string>;
  warnings: ImportWarning[];
};
export type ArchiveReading = ArchiveContents | { ok: false; error: ImportError };

type ListedEntry = { path: string; size: number; originalSize: number; compression: number };

const failure = (code: ImportError["code"], message: string): ArchiveReading => ({ ok: false, error: { code, message } });

class TooManyEntries extends Error {}

/**
 * Why a path from an archive must not be used, or null. Nothing is ever written to disk, but paths are
 * resolved against each other (an image next to its post), so one that climbs out or means different things
 * on different systems is refused rather than guessed at.
 */
export function unsafePathReason(path: string): string | null {
  if (path.includes("\0")) return "contains a NUL character";
  if (path.includes("\\")) return "contains a backslash";
  if (path.startsWith("/") || /^[a-z]:/i.test(path)) return "is absolute";
  if (path.split("/").includes("..")) return 'climbs out with ".."';
  return null;
}

const UNIX_HOSTS = new Set([3, 19]); // "version made by": Unix, macOS (APPNOTE 4.4.2.2)

/**
 * The Unix file mode (type and permissions) of each entry, in the table of contents' order (fflate's listing has
 * the same), or 0 for an entry made elsewhere; null when the table cannot be read. fflate does the unpacking but
 * does not expose the external attributes that tell a symbolic link from a file; adm-zip reads them (headers only,
 * nothing is unpacked), and only once fflate has checked the entry count.
 */
function unixModesOf(bytes: Uint8Array, expected: number): number[] | null {
  try {
    const entries = new AdmZip(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).getEntries();
    if (entries.length !== expected) return null;
    return entries.map((entry) => (UNIX_HOSTS.has(entry.header.made >>> 8) ? entry.header.attr >>> 16 : 0));
  } catch {
    return null;
  }
}

/** Operating system litter that is never content. */
const isLitter = (path: string) => path.startsWith("__MACOSX/") || path.split("/").at(-1) === ".DS_Store";

/**
 * Reads a ZIP archive defensively, with fflate. The central directory is checked first (entry count, every
 * path, declared sizes and compression ratios) before anything is unpacked; then only the `wanted` entries are
 * inflated, a few kilobytes at a time, and one that unpacks past its declared size stops the whole read. So a
 * hostile archive costs at most its listing plus one small step of inflation.
 */
export function readZipArchive(
  bytes: Uint8Array,
  options: {
    wanted: (path: string) => boolean;
    /**
     * Wanted entries checked whole but of which only the first bytes are kept (images, whose kind is all a plan
     * needs): their content is read again by `readEach` when it is stored, one at a time.
     */
    headOnly?: (path: string) => boolean;
    limits?: Partial<ArchiveLimits>;
  },
): ArchiveReading {
  const limits = { ...DEFAULT_ARCHIVE_LIMITS, ...options.limits };
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) return failure("not-a-zip", "This file is not a ZIP archive.");

  const listed: ListedEntry[] = [];
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        // Thrown from inside fflate's walk so a forged count (up to 2^32 with ZIP64) never runs its course.
        if (listed.length >= limits.maxEntries) throw new TooManyEntries();
        listed.push({ path: entry.name, size: entry.size, originalSize: entry.originalSize, compression: entry.compression });
        return false;
      },
    });
  } catch (error) {
    if (error instanceof TooManyEntries) {
      return failure("too-many-entries", `The archive holds more than ${limits.maxEntries} entries.`);
    }
    return failure("truncated-zip", "The ZIP archive is damaged or incomplete (its table of contents cannot be read).");
  }

  const listedPaths = new Set<string>();
  for (const entry of listed) {
    const unsafe = unsafePathReason(entry.path);
    if (unsafe) return failure("unsafe-path", `The archive holds an unsafe path, which ${unsafe}: ${JSON.stringify(entry.path)}.`);
    if (listedPaths.has(entry.path)) return failure("unsafe-path", `The archive lists the same path twice: ${JSON.stringify(entry.path)}.`);
    listedPaths.add(entry.path);
  }
  const unixModes = unixModesOf(bytes, listed.length);
  if (!unixModes) return failure("truncated-zip", "The ZIP archive is damaged or incomplete (its table of contents cannot be read).");
  const warnings: ImportWarning[] = [];
  const paths = new Set<string>();
  const tooLarge = new Set<string>();
  const toInflate = new Map<string, number>();
  let totalBytes = 0;

  for (const [index, entry] of listed.entries()) {
    const fileType = (unixModes[index] ?? 0) & S_IFMT;
    if (entry.path.endsWith("/") || fileType === S_IFDIR || isLitter(entry.path)) continue;
    // A link is never followed; an archive that holds one is refused whole, as one with a climbing path is.
    if (fileType === S_IFLNK) return failure("unsafe-path", `The archive holds a symbolic link, which could point outside it: ${JSON.stringify(entry.path)}.`);
    if (fileType !== 0 && fileType !== S_IFREG) {
      warnings.push(importWarning(entry.path, reportNote("zip-not-regular-file")));
      continue;
    }
    paths.add(entry.path);
    if (!options.wanted(entry.path)) continue;

    if (entry.compression !== STORED && entry.compression !== DEFLATED) {
      warnings.push(importWarning(entry.path, reportNote("zip-compression-unsupported", { method: entry.compression })));
      continue;
    }
    if (entry.compression === STORED && entry.size !== entry.originalSize) {
      return failure("truncated-zip", `The ZIP archive is damaged: the sizes of ${JSON.stringify(entry.path)} disagree.`);
    }
    if (entry.originalSize > RATIO_FLOOR_BYTES && entry.originalSize / Math.max(entry.size, 1) > limits.maxRatio) {
      return failure(
        "zip-bomb",
        `Refused as a zip bomb: ${JSON.stringify(entry.path)} would unpack ${Math.round(entry.originalSize / Math.max(entry.size, 1))} times its size.`,
      );
    }
    if (entry.originalSize > limits.maxFileBytes) {
      tooLarge.add(entry.path);
      continue;
    }
    totalBytes += entry.originalSize;
    if (totalBytes > limits.maxTotalBytes) {
      return failure("zip-bomb", `Refused as a zip bomb: the archive would unpack to more than ${formatSize(limits.maxTotalBytes)}.`);
    }
    toInflate.set(entry.path, entry.originalSize);
  }

  const files = new Map<string, Uint8Array>();
  const heads = new Map<string, Uint8Array>();
  const isHeadOnly = options.headOnly ?? (() => false);
  const problem = inflateEntries(bytes, toInflate, {
    keep: (path) => (isHeadOnly(path) ? HEAD_BYTES : Number.POSITIVE_INFINITY),
    each: (path, content) => (isHeadOnly(path) ? heads : files).set(path, content),
  });
  if (problem) return { ok: false, error: problem };

  const readEach: ArchiveEntryReader = (wantedPaths, each) => {
    const sizes = new Map([...toInflate].filter(([path]) => wantedPaths.has(path)));
    const failure = inflateEntries(bytes, sizes, { keep: () => Number.POSITIVE_INFINITY, each });
    if (failure) throw new Error(failure.message);
  };
  return { ok: true, files, heads, sizes: new Map(toInflate), readEach, paths, tooLarge, warnings };
}

/**
 * Unpacks the given entries (path → declared size) with fflate's streaming reader, fed in small steps so that
 * an entry whose real content outgrows its declared size is caught within one step. Each entry is checked whole;
 * its first `keep(path)` bytes go to `each` as soon as it is complete. Answers the archive's problem, or null;
 * what `each` throws is thrown on, unchanged.
 */
function inflateEntries(
  bytes: Uint8Array,
  declaredSizes: Map<string, number>,
  handle: { keep: (path: string) => number; each: (path: string, content: Uint8Array) => void },
): ImportError | null {
  if (declaredSizes.size === 0) return null;
  const done = new Set<string>();
  const started = new Set<string>();
  // Set from fflate's callbacks; a holder object, since a plain variable's narrowing would not see those writes.
  const outcome: { problem: ImportError | null; thrown: { error: unknown } | null } = { problem: null, thrown: null };

  const unzip = new Unzip((file) => {
    const declared = declaredSizes.get(file.name);
    // Local headers are only followed for entries the central directory listed; a repeat is not read twice.
    if (declared === undefined || started.has(file.name)) return;
    started.add(file.name);
    const keep = handle.keep(file.name);
    const chunks: Uint8Array[] = [];
    let length = 0;
    let kept = 0;
    file.ondata = (error, chunk, final) => {
      if (outcome.problem || outcome.thrown) return;
      if (error) {
        outcome.problem = { code: "truncated-zip", message: `The ZIP archive is damaged: ${JSON.stringify(file.name)} cannot be unpacked.` };
        return;
      }
      length += chunk.length;
      if (length > declared) {
        outcome.problem = {
          code: "zip-bomb",
          message: `Refused as a zip bomb: ${JSON.stringify(file.name)} unpacks to more than its declared ${declared} bytes.`,
        };
        file.terminate();
        return;
      }
      if (kept < keep) {
        const part = chunk.length > keep - kept ? chunk.subarray(0, keep - kept) : chunk;
        chunks.push(part);
        kept += part.length;
      }
      if (!final) return;
      if (length !== declared) {
        outcome.problem = { code: "truncated-zip", message: `The ZIP archive is damaged: ${JSON.stringify(file.name)} is shorter than declared.` };
        return;
      }
      done.add(file.name);
      try {
        handle.each(file.name, concatenate(chunks, kept));
      } catch (thrown) {
        // Not the archive's fault (a file that could not be stored): kept apart from fflate's own errors.
        outcome.thrown = { error: thrown };
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);

  try {
    for (let at = 0; at < bytes.length && !outcome.problem && !outcome.thrown && done.size < declaredSizes.size; at += INFLATE_STEP_BYTES) {
      unzip.push(bytes.subarray(at, at + INFLATE_STEP_BYTES), at + INFLATE_STEP_BYTES >= bytes.length);
    }
  } catch {
    outcome.problem ??= { code: "truncated-zip", message: "The ZIP archive is damaged or incomplete (an entry ends early)." };
  }
  if (outcome.thrown) throw outcome.thrown.error;
  if (outcome.problem) return outcome.problem;

  const missing = [...declaredSizes.keys()].find((path) => !done.has(path));
  if (missing !== undefined) {
    return { code: "truncated-zip", message: `The ZIP archive is damaged or incomplete: ${JSON.stringify(missing)} cannot be read.` };
  }
  return null;
}

function concatenate(chunks: Uint8Array[], length: number): Uint8Array {
  const whole = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.length;
  }
  return whole;
}

const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${bytes} bytes`);
