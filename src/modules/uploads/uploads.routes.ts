import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { FILE_TYPES, IMAGE_FILE_MESSAGE, IMAGE_KINDS } from "../../lib/file-types";
import { requireAdmin } from "../auth/auth.middleware";
import { receiveUpload } from "./uploads.receive";
import { createUploadStore, storedFileHeaders, UPLOADS_URL_PREFIX } from "./uploads.store";

/** Generated names are never reused, so a served file never changes. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** POST /api/uploads/images: the hero portrait, project and article images. */
export function uploadsRoutes({ config }: AppDeps) {
  const store = createUploadStore(config.dataDir);
  return new Hono<AppEnv>().post("/uploads/images", requireAdmin(), async (c) => {
    const { bytes, kind } = await receiveUpload(c, {
      field: "file",
      kinds: IMAGE_KINDS,
      missingMessage: IMAGE_FILE_MESSAGE,
      typeMessage: "Only PNG, JPEG, WebP or GIF images are accepted",
    });
    return c.json({ url: store.save(bytes, kind) }, 201);
  });
}

/** Files under $DATA_DIR/uploads, served at /uploads/... */
export function uploadedFilesRoutes({ config }: AppDeps) {
  const store = createUploadStore(config.dataDir);
  return new Hono<AppEnv>().get("*", (c) => {
    // The raw, undecoded path: a stored name needs no escaping, so anything percent-encoded is not one of ours.
    const rawPath = new URL(c.req.url).pathname;
    const file = rawPath.startsWith(UPLOADS_URL_PREFIX) ? store.open(rawPath.slice(UPLOADS_URL_PREFIX.length)) : null;
    if (!file) return c.json({ message: "Not found" }, 404);
    const headers: Record<string, string> = { ...storedFileHeaders(file), "Cache-Control": IMMUTABLE };
    if (FILE_TYPES[file.kind].document) headers["Content-Disposition"] = `attachment; filename="${file.name}"`;
    return new Response(Bun.file(file.path), { headers });
  });
}
