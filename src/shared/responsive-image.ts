/**
 * Uploaded images come in a few widths so pages can offer `srcset`. The admin's browser makes the variants
 * (WebP, these widths, never wider than the original); the server names each `<id>-<width>x<height>.<ext>`, and the
 * URL stored on an entity is the widest. From that one URL any page can list every variant and its size.
 */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

const SIZED_UPLOAD = /^\/uploads\/([0-9a-f]{32})-(\d{1,4})x(\d{1,4})\.(webp|png|jpg|gif)$/;

export type ResponsiveImage = { src: string; width: number; height: number; srcSet?: string };

/** The widths a set made from an image `width` pixels wide contains. */
export function variantWidths(width: number): number[] {
  const widest = Math.min(width, IMAGE_WIDTHS.at(-1)!);
  return [...IMAGE_WIDTHS.filter((w) => w < widest), widest];
}

/** Height of a variant, rounded the same way by the browser that makes it and the page that shows it. */
export const variantHeight = (width: number, height: number, variantWidth: number) => Math.max(1, Math.round((height * variantWidth) / width));

/** src, srcset and intrinsic size of an uploaded image; just the URL for anything else (an external image). */
export function responsiveImage(url: string): ResponsiveImage | { src: string } {
  const match = url.match(SIZED_UPLOAD);
  if (!match) return { src: url };
  const [, id, w, h, extension] = match;
  const width = Number(w);
  const height = Number(h);
  if (extension === "gif") return { src: url, width, height };
  const widths = IMAGE_WIDTHS.filter((candidate) => candidate < width);
  const srcSet = [
    ...widths.map((candidate) => `/uploads/${id}-${candidate}x${variantHeight(width, height, candidate)}.${extension} ${candidate}w`),
    `${url} ${width}w`,
  ].join(", ");
  return { src: url, width, height, srcSet };
}
