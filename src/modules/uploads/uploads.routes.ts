import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { FILE_TYPES, IMAGE_FILE_MESSAGE, IMAGE_KINDS } from "../../shared/files";
import { requireAdmin } from "../auth/auth.middleware";
import { imageSize } from "image-size";
import { DomainError } from "../../lib/errors";
import { receiveUploads } from "./uploads.receive";
import { createUploadsRepository, storedFileHeaders, UPLOADS_URL_PREFIX } from "./uploads.repository";

/** Generated names are never reused, so a served file never changes. */
const IMMUTABLE = "public, max-age=31536000, immutable";

const MAX_VARIANTS = 4;
const MAX_DIMENSION = 8000;

/**
 * POST /api/uploads/images: the hero portrait, project and article images. One image, or up to four widths of it
 * (the admin's browser makes them); answers the widest as `url` plus every variant, each named with its size.
 */
export function uploadsRoutes({ config }: AppDeps) {
  const store = createUploadsRepository(config.dataDir);
  return new Hono<AppEnv>().post("/uploads/images", requireAdmin(), async (c) => {
    const files = await receiveUploads(c, {
      field: "file",
      kinds: IMAGE_KINDS,
      max: MAX_VARIANTS,
      missingMessage: IMAGE_FILE_MESSAGE,
      typeMessage: "Only PNG, JPEG, WebP or GIF images are accepted",
    });
    const images = files
      .map(({ bytes, kind }) => {
        let size: { width?: number; height?: number };
        try {
          size = imageSize(bytes);
        } catch {
          throw new DomainError("unsupported-type", "The image could not be read");
        }
        const { width = 0, height = 0 } = size;
        if (width < 1 || height < 1 || width > MAX_DIMENSION || height > MAX_DIMENSION)
          throw new DomainError("unsupported-type", "The image size is not supported");
        return { bytes, kind, width, height };
      })
      .sort((a, b) => b.width - a.width);
    const widest = images[0]!;
    // Variants of one image share its shape; anything else is two different images sent by mistake.
    if (
      images.some((image) => Math.abs(image.width / image.height - widest.width / widest.height) > 0.02 * (widest.width / widest.height) + 1 / image.height)
    ) {
      throw new DomainError("invalid", "The variants are not the same image", [{ path: "file", message: "All files must be sizes of the same image." }]);
    }
    if (new Set(images.map((image) => image.width)).size !== images.length) {
      throw new DomainError("invalid", "Two variants have the same width", [{ path: "file", message: "Each file must have a different width." }]);
    }
    const urls = store.saveImageSet(images);
    return c.json(
      {
        url: urls[0],
        width: widest.width,
        height: widest.height,
        variants: images.map((image, i) => ({ url: urls[i], width: image.width, height: image.height })),
      },
      201,
    );
  });
}

/** Files under $DATA_DIR/uploads, served at /uploads/... */
export function uploadedFilesRoutes({ config }: AppDeps) {
  const store = createUploadsRepository(config.dataDir);
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
