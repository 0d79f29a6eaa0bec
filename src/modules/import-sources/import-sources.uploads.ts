import { type ReportNote, reportNote } from "../../shared/import-report";
import { sniffFileKind } from "../../lib/file-types";
import { FILE_TYPES, IMAGE_KINDS, MAX_UPLOAD_BYTES } from "../../shared/files";
import { UPLOADS_URL_PREFIX } from "../uploads/uploads.repository";
import type { ImportedArticle, PlannedUpload } from "./import-sources.types";

/**
 * A stand-in URL for an image not stored yet. It is a path under /uploads/ so it passes the article sanitiser
 * and the imageUrl rule like the real URL will; the store's own names are 32 hex digits, so it can never be
 * mistaken for one; and the extension closes it, so no token is the start of another ("-1." vs "-10.").
 */
const uploadToken = (index: number, extension: string) => `${UPLOADS_URL_PREFIX}import-pending-${index}.${extension}`;
const UPLOAD_TOKEN = new RegExp(`${UPLOADS_URL_PREFIX}import-pending-\\d+\\.[a-z]+`, "g");

/** Every upload token in a text, in order (repeats included). */
export const uploadTokensIn = (text: string): string[] => text.match(UPLOAD_TOKEN) ?? [];

export type ImageLookup = { ok: true; token: string } | { ok: false; problem: ReportNote };

/**
 * The images of an archive that articles use. Each path becomes one planned upload, however many articles
 * point at it, and only when its content is an image kind the site accepts.
 */
export function createUploadCollector(archive: {
  /** Entries unpacked whole, and entries of which only the first bytes were kept (by `readZipArchive`). */
  files: ReadonlyMap<string, Uint8Array>;
  heads: ReadonlyMap<string, Uint8Array>;
  /** The unpacked size of each entry in `files` or `heads`. */
  sizes: ReadonlyMap<string, number>;
  paths: ReadonlySet<string>;
  tooLarge: ReadonlySet<string>;
}) {
  const uploads: PlannedUpload[] = [];
  const lookups = new Map<string, ImageLookup>();

  function lookUp(path: string): ImageLookup {
    if (archive.tooLarge.has(path)) return { ok: false, problem: reportNote("image-too-large", { megabytes: MAX_UPLOAD_BYTES / (1024 * 1024), path }) };
    const head = archive.heads.get(path) ?? archive.files.get(path);
    if (!head && archive.paths.has(path)) return { ok: false, problem: reportNote("image-wrong-type", { path }) };
    if (!head) return { ok: false, problem: reportNote("image-not-in-archive", { path }) };
    const kind = sniffFileKind(head);
    if (!kind || !IMAGE_KINDS.includes(kind)) return { ok: false, problem: reportNote("image-wrong-type", { path }) };
    if ((archive.sizes.get(path) ?? head.length) > MAX_UPLOAD_BYTES)
      return { ok: false, problem: reportNote("image-too-large", { megabytes: MAX_UPLOAD_BYTES / (1024 * 1024), path }) };
    const token = uploadToken(uploads.length + 1, FILE_TYPES[kind].extension);
    uploads.push({ token, kind, sourcePath: path });
    return { ok: true, token };
  }

  /** The token standing for the image at this archive path, or why it cannot be imported. */
  function tokenFor(path: string): ImageLookup {
    let lookup = lookups.get(path);
    if (!lookup) {
      lookup = lookUp(path);
      lookups.set(path, lookup);
    }
    return lookup;
  }

  return { tokenFor, uploads };
}

/** The article with every upload token replaced by the URL its image was stored at (the apply step's last move). */
export function replaceUploadTokens(article: ImportedArticle, storedUrlByToken: ReadonlyMap<string, string>): ImportedArticle {
  // One pass per text whatever the number of images: an import may carry thousands.
  const replace = (text: string) => text.replace(UPLOAD_TOKEN, (token) => storedUrlByToken.get(token) ?? token);
  return {
    ...article,
    content: replace(article.content),
    imageUrl: article.imageUrl === null ? null : replace(article.imageUrl),
    translations: Object.fromEntries(
      Object.entries(article.translations).map(([language, fields]) => [
        language,
        fields.content === undefined ? fields : { ...fields, content: replace(fields.content) },
      ]),
    ),
  };
}
