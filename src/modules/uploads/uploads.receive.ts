import type { Context } from "hono";
import { isTooLarge } from "../../lib/request-body";
import { badRequest, DomainError, fieldIssue } from "../../lib/errors";
import { sniffFileKind } from "../../lib/file-types";
import { MAX_UPLOAD_BYTES, type FileKind } from "../../shared/files";

export type ReceivedFile = { bytes: Uint8Array; kind: FileKind };

type ReceiveOptions = {
  /** The multipart field that carries the file. */
  field: string;
  /** The kinds accepted, judged by content. */
  kinds: readonly FileKind[];
  /** The extensions the sent name may carry; any when absent. */
  extensions?: readonly string[];
  /** The field's message when the file is missing or empty. */
  missingMessage: string;
  /** What a refused type is told. */
  typeMessage: string;
};

/**
 * One file from a multipart body, checked for size (413) and for type by its content (415). A body that is not
 * multipart, or is malformed, or lacks the file, is a 400 naming the field.
 */
export async function receiveUpload(c: Context, options: ReceiveOptions): Promise<ReceivedFile> {
  const [file] = await receiveUploads(c, { ...options, max: 1 });
  return file!;
}

/** Up to `max` files sent under the same field (an image and its smaller variants), each checked like one. */
export async function receiveUploads(c: Context, options: ReceiveOptions & { max: number }): Promise<ReceivedFile[]> {
  const files = await readUploadedFiles(c, options);
  return Promise.all(files.map((file) => checkFile(file, options)));
}

/**
 * The files sent under a field, before their type is judged: a malformed or non-multipart body, a missing file, too
 * many files or one over the size limit are refused here. For a caller that judges the content itself (an SVG icon).
 */
export async function readUploadedFiles(c: Context, options: Pick<ReceiveOptions, "field" | "missingMessage"> & { max: number }): Promise<File[]> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch (error) {
    if (isTooLarge(error)) throw error;
    throw badRequest("Malformed multipart body");
  }
  const sent = body[options.field];
  const files = (Array.isArray(sent) ? sent : [sent]).filter((file): file is File => file instanceof File && file.size > 0);
  if (files.length === 0) throw badRequest("Validation failed", [fieldIssue(options.field, options.missingMessage)]);
  if (files.length > options.max)
    throw badRequest("Validation failed", [{ path: options.field, code: "too-many", message: `At most ${options.max} files.`, params: { max: options.max } }]);
  for (const file of files) if (file.size > MAX_UPLOAD_BYTES) throw new DomainError("too-large", "The file is larger than 5 MB");
  return files;
}

async function checkFile(file: File, options: ReceiveOptions): Promise<ReceivedFile> {
  const extension = file.name.includes(".") ? file.name.slice(file.name.lastIndexOf(".") + 1).toLowerCase() : "";
  if (options.extensions && !options.extensions.includes(extension)) throw new DomainError("unsupported-type", options.typeMessage);

  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffFileKind(bytes);
  if (!kind || !options.kinds.includes(kind)) throw new DomainError("unsupported-type", options.typeMessage);
  return { bytes, kind };
}
