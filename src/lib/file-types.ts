/**
 * File types the site accepts, recognised by their first bytes: a name or a Content-Type header is whatever the
 * sender claims, the content is what a browser or a document reader would actually open.
 */
import type { FileKind } from "../shared/files";

const OLE2_HEADER = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

function startsWith(bytes: Uint8Array, expected: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + expected.length) return false;
  return expected.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The kind of file these bytes are, or null when it is none the site accepts. */
export function sniffFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf";
  if (startsWith(bytes, OLE2_HEADER)) return "doc";
  if (startsWith(bytes, ZIP_LOCAL_HEADER)) return zipEntryNames(bytes).some((name) => name.startsWith("word/")) ? "docx" : null;
  if (startsWith(bytes, PNG_HEADER)) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
const MAX_ZIP_COMMENT = 0xffff;

const UTF8_NAME_FLAG = 0x800;
const UNIX_HOSTS = new Set([3, 19]); // "version made by": Unix, macOS (APPNOTE 4.4.2.2)

function byteString(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
}

export type ZipCentralEntry = {
  name: string;
  /** The Unix file mode (type and permissions) when the archive was made on Unix or macOS, else null. */
  unixMode: number | null;
};

/**
 * The entries of a ZIP archive as its central directory lists them (local headers may defer their sizes to a
 * data descriptor, so walking them is unreliable). Only names and Unix modes are read here: fflate does the
 * real unzipping but does not expose the external attributes, which tell a symlink from a file. A damaged
 * archive yields what could be read, possibly nothing.
 */
export function zipCentralEntries(bytes: Uint8Array): ZipCentralEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const earliest = Math.max(0, bytes.length - EOCD_SIZE - MAX_ZIP_COMMENT);
  let eocd = -1;
  for (let at = bytes.length - EOCD_SIZE; at >= earliest; at--) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return [];

  const entryCount = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  const entries: ZipCentralEntry[] = [];
  const utf8 = new TextDecoder();
  for (let i = 0; i < entryCount; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL_ENTRY_SIGNATURE) break;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) break;
    const madeOnUnix = UNIX_HOSTS.has(view.getUint8(at + 5));
    // Names are UTF-8 only when flag bit 11 says so; otherwise each byte is one character, as fflate reads them.
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    entries.push({
      name: view.getUint16(at + 8, true) & UTF8_NAME_FLAG ? utf8.decode(nameBytes) : byteString(nameBytes),
      unixMode: madeOnUnix ? view.getUint32(at + 38, true) >>> 16 : null,
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The entry names of a ZIP archive, from its central directory. */
export function zipEntryNames(bytes: Uint8Array): string[] {
  return zipCentralEntries(bytes).map((entry) => entry.name);
}
