import type { ReactNode } from "react";
import type { Language } from "../../../src/shared/languages";

/** Points of a five-pointed star, pointing up. */
function star(cx: number, cy: number, r: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? r * 0.382 : r;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(" ");
}

/** A flag of one colour with one shape on it: Spain's band, Japan's disc. */
function onGround(ground: string, shape: ReactNode): ReactNode {
  return (
    <>
      <rect width="30" height="20" fill={ground} />
      {shape}
    </>
  );
}

/** Three upright bands with white in the middle: France's and Italy's flags. */
function whiteMiddleTricolor(left: string, right: string): ReactNode {
  return (
    <>
      <rect width="10" height="20" fill={left} />
      <rect x="10" width="10" height="20" fill="#fff" />
      <rect x="20" width="10" height="20" fill={right} />
    </>
  );
}

/** Simplified flags on a 30×20 canvas. Drawn rather than emoji because Windows and many Linux set-ups show emoji flags as two letters. */
const FLAGS: Record<Language, ReactNode> = {
  es: onGround("#AA151B", <rect y="5" width="30" height="10" fill="#F1BF00" />),
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0,0 30,20M30,0 0,20" stroke="#fff" strokeWidth="4" />
      <path d="M0,0 30,20M30,0 0,20" stroke="#C8102E" strokeWidth="1.5" />
      <path d="M15,0v20M0,10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15,0v20M0,10h30" stroke="#C8102E" strokeWidth="3.5" />
    </>
  ),
  fr: whiteMiddleTricolor("#002654", "#CE1126"),
  de: (
    <>
      <rect width="30" height="7" fill="#000" />
      <rect y="6.67" width="30" height="6.67" fill="#DD0000" />
      <rect y="13.33" width="30" height="6.67" fill="#FFCE00" />
    </>
  ),
  it: whiteMiddleTricolor("#009246", "#CE2B37"),
  pt: (
    <>
      <rect width="30" height="20" fill="#FF0000" />
      <rect width="12" height="20" fill="#006600" />
      <circle cx="12" cy="10" r="4" fill="#FFE000" />
      <circle cx="12" cy="10" r="2.2" fill="#FF0000" stroke="#fff" strokeWidth="0.6" />
    </>
  ),
  ja: onGround("#fff", <circle cx="15" cy="10" r="6" fill="#BC002D" />),
  zh: (
    <>
      <rect width="30" height="20" fill="#DE2910" />
      <polygon points={star(5, 5, 3)} fill="#FFDE00" />
      <polygon points={star(10, 2, 1)} fill="#FFDE00" />
      <polygon points={star(12, 4, 1)} fill="#FFDE00" />
      <polygon points={star(12, 7, 1)} fill="#FFDE00" />
      <polygon points={star(10, 9, 1)} fill="#FFDE00" />
    </>
  ),
};

/** A language's flag; decorative, because the language's name is always written next to it. */
export function Flag({ code, className = "" }: { code: Language; className?: string }) {
  return (
    <svg
      viewBox="0 0 30 20"
      width="21"
      height="14"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 rounded-[3px] ring-1 ring-slate-900/10 ${className}`}
    >
      {FLAGS[code]}
    </svg>
  );
}
