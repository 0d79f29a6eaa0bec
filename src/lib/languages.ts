/** The eight interface and content languages. Spanish is the default and the language content is written in. */
export const LANGUAGES = [
  { code: "es", name: "Español", flag: "🇪🇸" },
  { code: "en", name: "English", flag: "🇬🇧" },
  { code: "fr", name: "Français", flag: "🇫🇷" },
  { code: "de", name: "Deutsch", flag: "🇩🇪" },
  { code: "it", name: "Italiano", flag: "🇮🇹" },
  { code: "pt", name: "Português", flag: "🇵🇹" },
  { code: "ja", name: "日本語", flag: "🇯🇵" },
  { code: "zh", name: "中文", flag: "🇨🇳" },
] as const;

export type Language = (typeof LANGUAGES)[number]["code"];
export const DEFAULT_LANGUAGE: Language = "es";
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as Language[];
/** Languages a translation can be written in: all but the default one. */
export const TRANSLATION_LANGUAGES = LANGUAGE_CODES.filter((c) => c !== DEFAULT_LANGUAGE);

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGE_CODES as string[]).includes(value);
}

/** `?lang=` with an unknown code is treated as Spanish (contract §2). */
export function toLanguage(value: unknown): Language {
  if (typeof value !== "string") return DEFAULT_LANGUAGE;
  const base = value.toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}

/** The visitor's chosen language, remembered in a cookie so the server renders pages in it directly. */
export const LANGUAGE_COOKIE = "lang";

/** The language stored in a Cookie header, or null. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | null {
  const value = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`))?.[1];
  return isLanguage(value) ? value : null;
}
