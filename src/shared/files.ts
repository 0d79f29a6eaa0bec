import { codedMessages } from "./validation-codes";

/**
 * The files the site accepts: their kinds, sizes and names, and what the forms say about them. The server sniffs
 * content against these (src/lib/file-types.ts); the SPA checks a chosen file before sending it.
 */
export const FILE_TYPES = {
  pdf: { extension: "pdf", contentType: "application/pdf", document: true },
  doc: { extension: "doc", contentType: "application/msword", document: true },
  docx: {
    extension: "docx",
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    document: true,
  },
  png: { extension: "png", contentType: "image/png", document: false },
  jpeg: { extension: "jpg", contentType: "image/jpeg", document: false },
  gif: { extension: "gif", contentType: "image/gif", document: false },
  webp: { extension: "webp", contentType: "image/webp", document: false },
} as const;

export type FileKind = keyof typeof FILE_TYPES;

export const DOCUMENT_KINDS: readonly FileKind[] = ["pdf", "doc", "docx"];
export const IMAGE_KINDS: readonly FileKind[] = ["png", "jpeg", "gif", "webp"];

/** The largest upload the site keeps (spec §9: CV upload maximum 5 MB; images use the same limit). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The name extensions a CV file may carry (spec §5), besides its content being one of DOCUMENT_KINDS. */
export const CV_FILE_EXTENSIONS = ["pdf", "doc", "docx"] as const;
/** What an upload's `file` field is told (the first two in the spec's Spanish). */
export const UPLOAD_MESSAGES = codedMessages("upload", {
  cvFile: "Por favor, selecciona un archivo PDF, DOC o DOCX",
  imageFile: "Por favor, selecciona una imagen PNG, JPEG, WebP o GIF",
  notSameImage: "All files must be sizes of the same image.",
  sameWidth: "Each file must have a different width.",
});
export const CV_FILE_MESSAGE = UPLOAD_MESSAGES.cvFile;
export const IMAGE_FILE_MESSAGE = UPLOAD_MESSAGES.imageFile;
