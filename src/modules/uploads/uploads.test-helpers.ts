/** TEST ONLY: the files uploads.file-kinds.test.ts and uploads.images.test.ts send, each kind as its first bytes make it. */
import { zipSync } from "fflate";
import { GIF_1x1, JPEG_1x1, PNG_1x1, WEBP_1x1 } from "../../testing/images";

export const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...new TextEncoder().encode(part)] : part)));

export const PDF = bytes("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
export const DOC = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Array(504).fill(0));
export const PNG = PNG_1x1;
export const JPEG = JPEG_1x1;
export const GIF = GIF_1x1;
export const WEBP = WEBP_1x1;

export const ELF = bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0], new Array(56).fill(0));
export const MZ = bytes("MZ", [0x90, 0, 3, 0], new Array(58).fill(0));
export const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** A ZIP archive with the given (empty, stored) entries, as a word processor's DOCX is built. */
function zip(names: string[]): Uint8Array<ArrayBuffer> {
  const archive = zipSync(Object.fromEntries(names.map((name) => [name, [new Uint8Array(0), { level: 0 }]])));
  return new Uint8Array(archive);
}
export const DOCX = zip(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]);
export const PLAIN_ZIP = zip(["readme.txt", "src/main.c"]);

export function form(field: string, content: Uint8Array<ArrayBuffer>, name: string) {
  const body = new FormData();
  body.append(field, new File([content], name));
  return body;
}
