import { responsiveImage } from "../../../src/shared/responsive-image";

type ResponsiveImageProps = {
  src: string;
  alt: string;
  /** How wide the image is drawn at each viewport width, so the browser picks the smallest variant that is sharp. */
  sizes: string;
  className?: string;
  /** The page's main image (its largest paint): fetched first and at once instead of when it nears the viewport. */
  priority?: boolean;
};

/**
 * An image that offers an uploaded file's smaller variants (srcset) and its intrinsic size. Any other URL is shown
 * as it is, with no size, so the caller's className must give the box its shape (e.g. an aspect ratio) to keep the
 * layout from shifting while it loads.
 */
export function ResponsiveImage({ src, alt, sizes, className, priority = false }: ResponsiveImageProps) {
  const image = responsiveImage(src);
  const sized = "width" in image ? image : null;
  return (
    <img
      src={image.src}
      srcSet={sized?.srcSet}
      sizes={sized?.srcSet ? sizes : undefined}
      width={sized?.width}
      height={sized?.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
}
