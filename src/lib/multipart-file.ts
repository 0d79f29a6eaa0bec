import { createWriteStream, rmSync, type WriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { Busboy } from "@fastify/busboy";
import { asNodeReadable, isTooLarge, tooLarge } from "./request-body";
import { PRIVATE_FILE_MODE } from "./file-access";

/** The body is not a multipart form this route can read (not multipart, malformed, or parts it does not take). */
export class MalformedFormError extends Error {}

export type ReceivedForm = {
  /** The text fields the route named; any other field is refused. */
  fields: Record<string, string>;
  /** How many bytes of the file were written to the destination; 0 when the form carried no file. */
  fileBytes: number;
};

type FormLimits = {
  /** The field that carries the file, written to `destination` as it arrives. */
  fileField: string;
  destination: string;
  maxFileBytes: number;
  /** The text fields the form may carry, each at most 1 KiB. */
  textFields: readonly string[];
};

const MAX_TEXT_FIELD_BYTES = 1024;

/**
 * A multipart form whose one file is streamed to disk part by part (busboy), never held in memory: an import of a
 * 200 MB archive on a 1 GB machine. A file past `maxFileBytes` is a 413 and a body that is not such a form is a
 * MalformedFormError; either way nothing is left at the destination.
 */
export async function receiveFormWithFile(request: Request, limits: FormLimits): Promise<ReceivedForm> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !/^multipart\/form-data/i.test(contentType)) throw new MalformedFormError("not a multipart form");
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { "content-type": contentType },
      limits: {
        files: 1,
        fields: limits.textFields.length,
        parts: limits.textFields.length + 1,
        fieldSize: MAX_TEXT_FIELD_BYTES,
        fileSize: limits.maxFileBytes,
        headerPairs: 16,
      },
    });
  } catch {
    throw new MalformedFormError("no multipart boundary");
  }

  const fields: Record<string, string> = {};
  let fileBytes = 0;
  let fileWritten: Promise<void> = Promise.resolve();
  let fileWriter: WriteStream | undefined;
  const body = asNodeReadable(request.body);
  const refused = new Promise<never>((_, reject) => {
    const refuse = (error: Error) => {
      body.destroy();
      reject(error);
    };
    parser.on("file", (name, file) => {
      if (name !== limits.fileField) return refuse(new MalformedFormError(`unexpected file field ${name}`));
      file.on("limit", () => refuse(tooLarge()));
      file.on("data", (chunk: Buffer) => {
        fileBytes += chunk.length;
      });
      fileWriter = createWriteStream(limits.destination, { mode: PRIVATE_FILE_MODE });
      fileWritten = pipeline(file, fileWriter);
      fileWritten.catch(refuse);
    });
    parser.on("field", (name, value, _nameTruncated, valueTruncated) => {
      if (!limits.textFields.includes(name) || valueTruncated) return refuse(new MalformedFormError(`unexpected field ${name}`));
      fields[name] = value;
    });
    for (const event of ["partsLimit", "filesLimit", "fieldsLimit"] as const) parser.on(event, () => refuse(new MalformedFormError(event)));
  });
  refused.catch(() => {});

  try {
    await Promise.race([pipeline(body, parser), refused]);
    await Promise.race([fileWritten, refused]);
  } catch (error) {
    body.destroy();
    // What was written of the file goes, once its writer has let go of it (it may still be opening the file).
    const writer = fileWriter;
    if (writer && !writer.closed) await new Promise((closed) => writer.destroy().once("close", closed));
    rmSync(limits.destination, { force: true });
    if (error instanceof MalformedFormError || isTooLarge(error)) throw error;
    // busboy's own complaints (a part cut short, no closing boundary) are a malformed form too.
    throw new MalformedFormError(error instanceof Error ? error.message : "malformed form");
  }
  return { fields, fileBytes };
}
