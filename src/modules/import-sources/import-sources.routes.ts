import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { badRequest } from "../../lib/errors";
import { parseOrThrow } from "../../lib/validation";
import { IMPORT_MESSAGES, importOptionsSchema } from "../../shared/schemas/import-sources";
import { requireAdmin } from "../auth/auth.middleware";
import { createImportSourceUseCases, type ImportRequest } from "./import-sources.usecases";

/** The multipart body of a preview or an apply: `file`, `from` and `onCollision` (skip when absent). */
async function readImportRequest(c: Context<AppEnv>): Promise<ImportRequest> {
  let body: Record<string, string | File>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw badRequest("Send the file as multipart/form-data with the fields file, from and onCollision.");
  }
  const { from, onCollision } = parseOrThrow(importOptionsSchema, {
    from: body.from,
    onCollision: body.onCollision === "" ? undefined : body.onCollision,
  });
  const file = body.file;
  if (!(file instanceof File) || file.size === 0) throw badRequest("Validation failed", [{ path: "file", message: IMPORT_MESSAGES.file }]);
  return { source: from, onCollision, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/**
 * Settings → Import/Export, "Import from another platform" and "Export to Markdown" (admin only). A preview and an
 * apply answer the same report; a file that cannot be imported is a 400 and nothing changes.
 */
export function importSourcesRoutes({ db, config, now = () => new Date() }: AppDeps) {
  const imports = createImportSourceUseCases({ db, dataDir: config.dataDir });
  return new Hono<AppEnv>()
    .post("/import/preview", requireAdmin(), async (c) => c.json(imports.preview(await readImportRequest(c))))
    .post("/import/apply", requireAdmin(), async (c) => c.json(imports.apply(await readImportRequest(c))))
    .get("/export/markdown", requireAdmin(), (c) => {
      // fflate builds the archive in a plain ArrayBuffer (never a shared one), which is what a body may be.
      const zip = imports.exportMarkdown().zip as Uint8Array<ArrayBuffer>;
      return new Response(zip, {
        headers: {
          "Content-Type": "application/zip",
          "Content-Length": String(zip.length),
          "Content-Disposition": `attachment; filename="portfolio-articles-${now().toISOString().slice(0, 10)}.zip"`,
          "Cache-Control": "private, no-store",
        },
      });
    });
}
