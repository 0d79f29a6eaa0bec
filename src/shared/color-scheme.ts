/** The owner's colour scheme choices, and where a visitor's own toggle is kept (small: the public bundle imports it). */
export const COLOR_SCHEMES = ["auto", "light", "dark"] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** Where a visitor's light/dark toggle is remembered in localStorage (read before the first paint: src/lib/security-headers.ts). */
export const SCHEME_STORAGE_KEY = "color-scheme";
