/**
 * WCAG contrast and the accent's shades (docs/decisions/0054-theme.md). Shared because the server renders the shades
 * into every page's <head> and the admin's appearance preview shows the same shades, and the same refusal, live.
 *
 * Shades keep the accent's hue and chroma (OKLCH) and move only its lightness, at most MAX_LIGHTNESS_SHIFT away:
 * further, and the "accent" would be a grey or a black the owner did not choose; that is when a colour is refused.
 */

/** `#rrggbb`, lower case. */
export type Hex = string;
type Rgb = readonly [number, number, number];
type Lch = { l: number; c: number; h: number };

/** WCAG AA for body text. */
export const MIN_CONTRAST = 4.5;
/** How far (OKLCH lightness, 0–1) a text or button shade may move from the accent before it stops being the accent. */
export const MAX_LIGHTNESS_SHIFT = 0.3;

const hexToRgb = (hex: Hex): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as unknown as Rgb;
const rgbToHex = (rgb: Rgb): Hex =>
  `#${rgb
    .map((x) =>
      Math.round(Math.min(1, Math.max(0, x)) * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/** sRGB channel → linear light, with the threshold WCAG 2 states. */
const wcagLinear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const gamma = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/** WCAG relative luminance of a colour. */
export function relativeLuminance(hex: Hex): number {
  const [r, g, b] = hexToRgb(hex).map(wcagLinear) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: Hex, b: Hex): number {
  const [high, low] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

function toLch(hex: Hex): Lch {
  const [r, g, b] = hexToRgb(hex).map(linear) as unknown as Rgb;
  const l_ = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m_ = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s_ = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l_ + 0.793617785 * m_ - 0.0040720468 * s_;
  const A = 1.9779984951 * l_ - 2.428592205 * m_ + 0.4505937099 * s_;
  const B = 0.0259040371 * l_ + 0.7827717662 * m_ - 0.808675766 * s_;
  return { l: L, c: Math.hypot(A, B), h: Math.atan2(B, A) };
}

/** OKLCH → linear sRGB, possibly outside the gamut. */
function lchToLinear({ l, c, h }: Lch): Rgb {
  const A = c * Math.cos(h);
  const B = c * Math.sin(h);
  const l3 = (l + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m3 = (l - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s3 = (l - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
    -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
    -0.0041960863 * l3 - 0.7034186147 * m3 + 1.707614701 * s3,
  ];
}

const inGamut = (rgb: Rgb) => rgb.every((x) => x >= -1e-4 && x <= 1 + 1e-4);

/** The colour of this lightness, hue and (at most) chroma: chroma is lowered until it fits in sRGB. */
function fromLch({ l, c, h }: Lch): Hex {
  const lightness = Math.min(1, Math.max(0, l));
  let [low, high] = [0, c];
  if (!inGamut(lchToLinear({ l: lightness, c, h }))) {
    for (let i = 0; i < 20; i++) {
      const mid = (low + high) / 2;
      if (inGamut(lchToLinear({ l: lightness, c: mid, h }))) low = mid;
      else high = mid;
    }
  } else low = c;
  return rgbToHex(lchToLinear({ l: lightness, c: low, h }).map(gamma) as unknown as Rgb);
}

/** The backgrounds accent text sits on in each scheme (white, the page and card greys, the accent's own tints). */
export const LIGHT_SURFACES: readonly Hex[] = ["#ffffff", "#f8fafc", "#f1f5f9"];
export const DARK_SURFACES: readonly Hex[] = ["#020617", "#0f172a", "#1e293b"];

const STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
export type Step = (typeof STEPS)[number];
export type Scale = Record<Step, Hex>;

/** The tints behind tags and highlighted rows: light ones for the light scheme, deep ones for the dark. */
const tint = (accent: Lch, l: number, maxChroma: number) => fromLch({ ...accent, l, c: Math.min(accent.c, maxChroma) });
const lightTints = (a: Lch) => [tint(a, 0.97, 0.02), tint(a, 0.93, 0.04), tint(a, 0.87, 0.07), tint(a, 0.79, 0.12)] as const;
const darkTints = (a: Lch) => [tint(a, 0.25, 0.05), tint(a, 0.3, 0.06), tint(a, 0.37, 0.08), tint(a, 0.46, 0.1)] as const;

/**
 * The first shade, walking the lightness from the accent's towards `direction` (−1 darker, +1 lighter) at most
 * MAX_LIGHTNESS_SHIFT, that reaches MIN_CONTRAST on every background; null when none does.
 */
function firstReadable(accent: Lch, direction: -1 | 1, backgrounds: readonly Hex[]): { hex: Hex; l: number } | null {
  for (let shift = 0; shift <= MAX_LIGHTNESS_SHIFT + 1e-9; shift += 0.005) {
    const l = accent.l + direction * shift;
    const hex = fromLch({ ...accent, l });
    if (backgrounds.every((bg) => contrastRatio(hex, bg) >= MIN_CONTRAST)) return { hex, l };
  }
  return null;
}

/** Every shade a page uses, in both schemes: what sits behind things (paint) and what text is drawn in (ink). */
export type AccentPalette = { light: { paint: Scale; ink: Scale }; dark: { paint: Scale; ink: Scale } };

export type AccentVerdict = { ok: true; palette: AccentPalette } | { ok: false; refusedFor: ("light" | "dark")[] };

const scaleOf = (values: readonly (Hex | undefined)[]): Scale => Object.fromEntries(STEPS.map((step, i) => [step, values[i]!])) as Scale;

/**
 * Derives the accent's shades for both schemes, or says in which scheme no readable text shade exists. The button
 * shade carries white text in both schemes, so it is the light scheme's readable shade on white.
 */
export function deriveAccent(accentHex: Hex): AccentVerdict {
  const accent = toLch(accentHex.toLowerCase());
  const light = lightTints(accent);
  const dark = darkTints(accent);
  const lightText = firstReadable(accent, -1, [...LIGHT_SURFACES, light[0], light[1]]);
  const darkText = firstReadable(accent, 1, [...DARK_SURFACES, dark[0], dark[1]]);
  const button = firstReadable(accent, -1, ["#ffffff"]);
  if (!lightText || !darkText || !button) return { ok: false, refusedFor: [...(lightText ? [] : ["light" as const]), ...(darkText ? [] : ["dark" as const])] };

  const at = (l: number, chromaScale = 1) => fromLch({ ...accent, l, c: accent.c * chromaScale });
  const b = button.l;
  const solid = [
    at(Math.max(b + 0.16, 0.68)),
    at(b + 0.07),
    button.hex,
    at(b - 0.06),
    at(b - 0.12, 0.85),
    at(b - 0.16, 0.7),
    at(Math.max(b - 0.26, 0.18), 0.5),
  ];
  const lightPaint = scaleOf([...light, ...solid]);
  // Light text is never lighter than the readable shade; the deeper steps stay deeper.
  const darker = (hex: Hex) => (relativeLuminance(hex) < relativeLuminance(lightText.hex) ? hex : lightText.hex);
  const lightInk = scaleOf([...light, solid[0], lightText.hex, ...solid.slice(2).map(darker)]);
  // Dark text is never darker than the readable shade, and each deeper step is lighter (more contrast), as on paper.
  const d = Math.max(darkText.l, 0.72);
  const darkInk = scaleOf(
    [...light, darkText.hex, darkText.hex, at(d), at(d + 0.05), at(d + 0.1, 0.8), at(d + 0.14, 0.6), at(d + 0.18, 0.4)].map((hex) =>
      relativeLuminance(hex) >= relativeLuminance(darkText.hex) ? hex : darkText.hex,
    ),
  );
  return { ok: true, palette: { light: { paint: lightPaint, ink: lightInk }, dark: { paint: scaleOf([...dark, ...solid]), ink: darkInk } } };
}

/** `#rrggbb` → "r g b", the form the palette's CSS variables hold (so utilities can add an alpha). */
export const channels = (hex: Hex) =>
  hexToRgb(hex)
    .map((x) => Math.round(x * 255))
    .join(" ");
