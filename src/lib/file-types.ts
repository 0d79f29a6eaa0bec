/**
 * File types the site accepts, recognised by their first bytes: a name or a Content-Type header is whatever the
 * sender claims, the content is what a browser or a document reader would actually open.
 */
import { unzipSync } from "fflate";
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

/** The entry names of a ZIP archive, as its table of contents lists them; none when it cannot be read. */
export function zipEntryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  try {
    // Listing only: the filter refuses every entry, so nothing is unpacked.
    unzipSync(bytes, {
      filter: (entry) => {
        names.push(entry.name);
        return false;
      },
    });
  } catch {
    return [];
  }
  return names;
}
