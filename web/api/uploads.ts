import { variantHeight, variantWidths } from "../../src/shared/responsive-image";
import { MAX_UPLOAD_BYTES } from "../../src/shared/files";
import { apiRequest } from "./fetcher";

export type UploadedImage = { url: string; width: number; height: number; variants: { url: string; width: number; height: number }[] };

const WEBP_QUALITY = 0.82;

function canvasToWebp(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob && blob.type === "image/webp" ? resolve(blob) : reject(new Error("This browser cannot make WebP images"))),
      "image/webp",
      WEBP_QUALITY,
    ),
  );
}

/**
 * Shrinks an image in the browser to WebP at the site's widths (never wider than the original), so the server
 * stores small files and pages can offer srcset. GIFs go as they are (they may be animated).
 */
export async function makeImageVariants(file: File): Promise<File[]> {
  if (file.type === "image/gif") return [file];
  const bitmap = await createImageBitmap(file);
  try {
    const widths = variantWidths(bitmap.width);
    return await Promise.all(
      widths.map(async (width) => {
        const height = variantHeight(bitmap.width, bitmap.height, width);
        const canvas = document.createElement("canvas");
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext("2d");
        if (!context) throw new Error("Canvas is not available");
        context.imageSmoothingQuality = "high";
        context.drawImage(bitmap, 0, 0, width, height);
        return new File([await canvasToWebp(canvas)], `${width}.webp`, { type: "image/webp" });
      }),
    );
  } finally {
    bitmap.close();
  }
}

/** Uploads an image (hero portrait, project image, article cover or an image inside an article). */
export async function uploadImage(file: File): Promise<UploadedImage> {
  if (!file.type.startsWith("image/")) throw new Error("Please choose an image file");
  const variants = await makeImageVariants(file);
  // One request carries every width, and a request may hold 5 MB.
  if (variants.reduce((total, variant) => total + variant.size, 0) > MAX_UPLOAD_BYTES) throw new Error("The image is larger than 5 MB");
  const body = new FormData();
  for (const variant of variants) body.append("file", variant);
  return apiRequest<UploadedImage>("/api/uploads/images", { method: "POST", body });
}
