import type { ReactNode } from "react";
import { gradientFor, initialsOf } from "../../lib/placeholder";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { CARD_IMAGE_SIZES } from "./card-grid";

type CoverImageProps = {
  src: string | null | undefined;
  /** The item's title: the alt text's subject, and the seed of the generated artwork when there is no image. */
  title: string;
  alt: string;
  /** Icon class shown on the generated artwork, e.g. "i-lucide-code". */
  icon: string;
  /** The image's drawn width per viewport (`sizes`), from the layout the card sits in. */
  sizes: string;
  className?: string;
};

/**
 * A card's 16:10 image (lazy, with the upload's smaller variants), or generated artwork (gradient, icon, initials)
 * when there is none: nothing is fetched from elsewhere and the box is 16:10 either way, so the layout never shifts.
 */
export function CoverImage({ src, title, alt, icon, sizes, className = "" }: CoverImageProps) {
  if (src) {
    return <ResponsiveImage src={src} alt={alt} sizes={sizes} className={`aspect-[16/10] w-full bg-slate-100 object-cover ${className}`} />;
  }
  return (
    <div
      role="img"
      aria-label={alt}
      className={`relative flex aspect-[16/10] w-full items-center justify-center overflow-hidden bg-gradient-to-br ${gradientFor(title)} ${className}`}
    >
      <span className="cover-pattern" aria-hidden="true" />
      <span className={`${icon} absolute right-5 top-5 h-7 w-7 text-white/60`} aria-hidden="true" />
      <span className="relative text-5xl font-bold tracking-tight text-white/95 drop-shadow-sm" aria-hidden="true">
        {initialsOf(title)}
      </span>
    </div>
  );
}

/**
 * The cover of a card in CARD_GRID: its image grows a little while the card is hovered. `overlay` sits above the
 * image (a badge, a link, possibly none this time), so its box is positioned whenever the card passes one.
 */
export function CardCover({ overlay, ...image }: Omit<CoverImageProps, "sizes" | "className"> & { overlay?: ReactNode }) {
  return (
    <div className={overlay === undefined ? "overflow-hidden" : "relative overflow-hidden"}>
      <CoverImage {...image} sizes={CARD_IMAGE_SIZES} className="transition-transform duration-500 group-hover:scale-105" />
      {overlay}
    </div>
  );
}
