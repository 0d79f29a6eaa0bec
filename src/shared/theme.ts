/**
 * The site's look: an accent colour, a type pairing, a colour scheme, and an optional icon (docs/theme.md).
 * A few choices that cannot break accessibility, not a theme engine (docs/decisions/0054-theme.md).
 */
import * as v from "valibot";
import { codedMessages } from "./validation-codes";
import { objectWithFieldMessages } from "./validation";
import { deriveAccent } from "./theme-contrast";

import { COLOR_SCHEMES, type ColorScheme } from "./color-scheme";

export { COLOR_SCHEMES, SCHEME_STORAGE_KEY, type ColorScheme } from "./color-scheme";

/** A typeface the build ships as self-hosted WOFF2 subsets (scripts/build.ts), with the system fallbacks after it. */
export const FONT_FAMILIES = {
  inter: {
    family: "Inter Variable",
    fallback: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", "Hiragino Sans", "Noto Sans CJK JP", "PingFang SC", "Microsoft YaHei", sans-serif',
  },
  "source-serif-4": { family: "Source Serif 4 Variable", fallback: 'ui-serif, Georgia, "Hiragino Mincho ProN", "Noto Serif CJK JP", "Songti SC", serif' },
  "space-grotesk": {
    family: "Space Grotesk Variable",
    fallback: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", "Hiragino Sans", "Noto Sans CJK JP", "PingFang SC", "Microsoft YaHei", sans-serif',
  },
} as const;
export type FontFamilyId = keyof typeof FONT_FAMILIES;

/** The pairings an owner picks from: headings and body. */
export const THEME_FONTS = [
  { id: "sans", name: "Inter", heading: "inter", body: "inter" },
  { id: "serif", name: "Source Serif 4 · Inter", heading: "source-serif-4", body: "inter" },
  { id: "character", name: "Space Grotesk · Inter", heading: "space-grotesk", body: "inter" },
] as const satisfies readonly { id: string; name: string; heading: FontFamilyId; body: FontFamilyId }[];
export type ThemeFontId = (typeof THEME_FONTS)[number]["id"];
export const THEME_FONT_IDS = THEME_FONTS.map((font) => font.id) as [ThemeFontId, ...ThemeFontId[]];

/** The typefaces a pairing uses (each once), so only their files are preloaded. */
export const familiesOf = (fontId: ThemeFontId): FontFamilyId[] => {
  const font = THEME_FONTS.find((f) => f.id === fontId) ?? THEME_FONTS[0];
  return [...new Set<FontFamilyId>([font.body, font.heading])];
};

/** `font-family` values of a pairing, headings and body. */
export const fontStacks = (fontId: ThemeFontId) => {
  const font = THEME_FONTS.find((f) => f.id === fontId) ?? THEME_FONTS[0];
  const stack = (id: FontFamilyId) => `"${FONT_FAMILIES[id].family}", ${FONT_FAMILIES[id].fallback}`;
  return { heading: stack(font.heading), body: stack(font.body) };
};

/** The theme as the API answers it. `iconUrl` is null while the site uses its default icon. */
export type Theme = { accent: string; font: ThemeFontId; colorScheme: ColorScheme; iconUrl: string | null };

/** Today's look: the indigo every site had, Inter, and the visitor's system deciding light or dark. */
export const DEFAULT_THEME: Omit<Theme, "iconUrl"> = { accent: "#4f46e5", font: "sans", colorScheme: "auto" };
/** The default icon: the embedded favicon. */
export const DEFAULT_ICON = "/favicon.svg";

export const THEME_MESSAGES = codedMessages("theme", {
  accent: "The accent must be a colour written as #rrggbb.",
  accentContrast:
    "This accent cannot give text and buttons a contrast of 4.5:1 (WCAG AA) on both the light and the dark backgrounds: choose a deeper or brighter colour.",
  font: "Unknown font pairing: choose one of GET /api/theme/options.",
  colorScheme: "The colour scheme must be auto, light or dark.",
  icon: "The icon must be a PNG or an SVG image.",
});

/** `PUT /api/theme`: any subset of the three choices. */
export const themeUpdateSchema = objectWithFieldMessages({
  accent: v.optional(
    v.pipe(
      v.string(THEME_MESSAGES.accent),
      v.regex(/^#[0-9a-fA-F]{6}$/, THEME_MESSAGES.accent),
      v.transform((hex) => hex.toLowerCase()),
      // The same check in the admin's form (live) and on the server: shades of it must be readable in both schemes.
      v.check((hex) => deriveAccent(hex).ok, THEME_MESSAGES.accentContrast),
    ),
  ),
  font: v.optional(v.picklist(THEME_FONT_IDS, THEME_MESSAGES.font)),
  colorScheme: v.optional(v.picklist(COLOR_SCHEMES, THEME_MESSAGES.colorScheme)),
});
export type ThemeUpdate = v.InferOutput<typeof themeUpdateSchema>;

/** `GET /api/theme/options`. */
export type ThemeOptions = { fonts: { id: ThemeFontId; name: string }[]; colorSchemes: ColorScheme[]; iconTypes: string[] };
