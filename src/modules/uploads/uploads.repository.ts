import { randomBytes } from "node:crypto";
import { lstatSync, mkdirSync, readdirSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../../lib/file-access";
import { FILE_TYPES, type FileKind } from "../../shared/files";

export const UPLOADS_URL_PREFIX = "/uploads/";

/**
 * Every name the store hands out: 128 random bits in hex (plus, for an image set, `-<width>x<height>`) and the
 * extension of the sniffed type. Only names of exactly this shape are ever opened, which rules out traversal,
 * encodings, separators and NUL at once.
 */
const STORED_NAME = /^[0-9a-f]{32}(-\d{1,4}x\d{1,4})?\.(pdf|doc|docx|png|jpg|gif|webp)$/;

const KIND_BY_EXTENSION = new Map<string, FileKind>(Object.entries(FILE_TYPES).map(([kind, type]) => [type.extension, kind as FileKind]));

export type StoredFile = { name: string; path: string; kind: FileKind; size: number };

/** Uploaded files under `$DATA_DIR/uploads/`, flat, with generated names that are never reused. */
export function createUploadsRepository(dataDir: string) {
  const folder = join(dataDir, "uploads");

  function kindOf(name: string): FileKind | null {
    if (!STORED_NAME.test(name)) return null;
    return KIND_BY_EXTENSION.get(name.slice(name.lastIndexOf(".") + 1)) ?? null;
  }

  /** Writes the bytes under a new name and answers the URL the site serves them at. */
  function save(bytes: Uint8Array, kind: FileKind): string {
    mkdirSync(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
    const name = `${randomBytes(16).toString("hex")}.${FILE_TYPES[kind].extension}`;
    // "wx": a name collision (or a planted file) fails loudly instead of overwriting. Owner-only: the server
    // reads and sends them itself.
    writeFileSync(join(folder, name), bytes, { flag: "wx", mode: PRIVATE_FILE_MODE });
    return UPLOADS_URL_PREFIX + name;
  }

  /** Writes the variants of one image under one id, each named with its size; answers their URLs in order. */
  function saveImageSet(images: { bytes: Uint8Array; kind: FileKind; width: number; height: number }[]): string[] {
    mkdirSync(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
    const id = randomBytes(16).toString("hex");
    return images.map(({ bytes, kind, width, height }) => {
      const name = `${id}-${width}x${height}.${FILE_TYPES[kind].extension}`;
      writeFileSync(join(folder, name), bytes, { flag: "wx", mode: PRIVATE_FILE_MODE });
      return UPLOADS_URL_PREFIX + name;
    });
  }

  /** The stored file of that name, or null: a foreign name, a missing file, or anything but a regular file (a symlink). */
  function open(name: string): StoredFile | null {
    const kind = kindOf(name);
    if (!kind) return null;
    const path = join(folder, name);
    try {
      const stats = lstatSync(path);
      return stats.isFile() ? { name, path, kind, size: stats.size } : null;
    } catch {
      return null;
    }
  }

  /** The stored name a site URL such as `/uploads/<name>` points at, or null for anything else (an external URL). */
  function nameFromUrl(url: string | null | undefined): string | null {
    if (!url?.startsWith(UPLOADS_URL_PREFIX)) return null;
    const name = url.slice(UPLOADS_URL_PREFIX.length);
    return kindOf(name) ? name : null;
  }

  /** The stored file a URL points at, when it exists. */
  function openUrl(url: string | null | undefined): StoredFile | null {
    const name = nameFromUrl(url);
    return name ? open(name) : null;
  }

  /** Deletes a stored file; one already gone is not an error. */
  function remove(name: string): void {
    if (!kindOf(name)) return;
    try {
      unlinkSync(join(folder, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }

  /** Every stored file (names of the store's own shape only), with when it was last written. */
  function list(): { name: string; modifiedMs: number }[] {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
    return names.flatMap((name) => {
      if (!kindOf(name)) return [];
      const stats = lstatSync(join(folder, name), { throwIfNoEntry: false });
      return stats?.isFile() ? [{ name, modifiedMs: stats.mtimeMs }] : [];
    });
  }

  return { save, saveImageSet, open, openUrl, nameFromUrl, remove, list };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;

/** Headers for sending a stored file: its real type, and no guessing by the browser. */
export function storedFileHeaders(file: StoredFile): Record<string, string> {
  return {
    "Content-Type": FILE_TYPES[file.kind].contentType,
    "Content-Length": String(file.size),
    "X-Content-Type-Options": "nosniff",
  };
}
