import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { badRequest } from "../../lib/errors";
import { MalformedFormError, receiveFormWithFile, type ReceivedForm } from "../../lib/multipart-file";
import { parseOrThrow } from "../../lib/validation";
import { IMPORT_MESSAGES, IMPORT_SOURCE_MAX_BYTES, importOptionsSchema } from "../../shared/schemas/import-sources";
import { requireAdmin } from "../auth/auth.middleware";
import type { ImportRequest, ImportSourcesUseCases } from "./import-sources.usecases";

type ImportOptions = Omit<ImportRequest, "bytes">;

/**
 * The multipart body of a preview or an apply (`file`, `from`, and `onCollision`, skip when absent), its file
 * streamed to `destination` as it arrives: a 200 MB archive is never held in memory.
 */
async function receiveImport(c: Context<AppEnv>, destination: string): Promise<ImportOptions> {
  let form: ReceivedForm;
  try {
    form = await receiveFormWithFile(c.req.raw, { fileField: "file", destination, maxFileBytes: IMPORT_SOURCE_MAX_BYTES, textFields: ["from", "onCollision"] });
  } catch (error) {
    if (error instanceof MalformedFormError) throw badRequest("Send the file as multipart/form-data with the fields file, from and onCollision.");
    throw error;
  }
  const field = (name: string) => form.fields[name] || undefined;
  const { from, onCollision } = parseOrThrow(importOptionsSchema, { from: field("from"), onCollision: field("onCollision") });
  if (form.fileBytes === 0) throw badRequest("Validation failed", [{ path: "file", message: IMPORT_MESSAGES.file }]);
  return { source: from, onCollision };
}

/**
 * Settings → Import/Export, "Import from another platform" (admin only). A preview and an apply answer the same
 * report; a file that cannot be imported is a 400 and nothing changes.
 */
export function importSourcesRoutes({ db, config, clock }: AppDeps) {
  // The parsers (XML, HTML to Markdown, ZIP) load at the first import, not with the server.
  let loaded: Promise<ImportSourcesUseCases> | undefined;
  const imports = () =>
    (loaded ??= import("./import-sources.usecases").then(({ createImportSourcesUseCases }) =>
      createImportSourcesUseCases({ db, dataDir: config.dataDir, clock }),
    ));

  /**
   * Runs a preview or an apply on the uploaded file. The file is streamed to the data dir and read back through a
   * memory map: on a 1 GB server a 200 MB upload must not sit in the heap beside everything unpacked from it, and
   * mapped pages are the kernel's to drop and reload.
   */
  const onUploadedFile = async (c: Context<AppEnv>, run: (imports: ImportSourcesUseCases, request: ImportRequest) => unknown) => {
    const received = join(config.dataDir, `.uploaded-import-${randomBytes(6).toString("hex")}`);
    try {
      const options = await receiveImport(c, received);
      const useCases = await imports();
      return c.json(run(useCases, { ...options, bytes: Bun.mmap(received) }));
    } finally {
      rmSync(received, { force: true });
    }
  };

  return new Hono<AppEnv>()
    .post("/import/preview", requireAdmin(), (c) => onUploadedFile(c, (useCases, request) => useCases.preview(request)))
    .post("/import/apply", requireAdmin(), (c) => onUploadedFile(c, (useCases, request) => useCases.apply(request)));
}
