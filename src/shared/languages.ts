/**
 * The eight interface and content languages, the one table of what each is: its code, its own name, its flag and
 * its Open Graph locale. Spanish is the default and the language content is written in.
 */
export const LANGUAGES = [
  { code: "es", name: "Español", flag: "🇪🇸", ogLocale: "es_ES" },
  { code: "en", name: "English", flag: "🇬🇧", ogLocale: "en_US" },
  { code: "fr", name: "Français", flag: "🇫🇷", ogLocale: "fr_FR" },
  { code: "de", name: "Deutsch", flag: "🇩🇪", ogLocale: "de_DE" },
  { code: "it", name: "Italiano", flag: "🇮🇹", ogLocale: "it_IT" },
  { code: "pt", name: "Português", flag: "🇵🇹", ogLocale: "pt_PT" },
  { code: "ja", name: "日本語", flag: "🇯🇵", ogLocale: "ja_JP" },
  { code: "zh", name: "中文", flag: "🇨🇳", ogLocale: "zh_CN" },
] as const;

export type Language = (typeof LANGUAGES)[number]["code"];
export const DEFAULT_LANGUAGE: Language = "es";
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as Language[];
/** Languages a translation can be written in: all but the default one. */
export const TRANSLATION_LANGUAGES = LANGUAGE_CODES.filter((c) => c !== DEFAULT_LANGUAGE);

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGE_CODES as string[]).includes(value);
}

/** A language tag's language ("pt-BR" → "pt"), or null when it is none of ours. */
export function languageOf(value: unknown): Language | null {
  if (typeof value !== "string") return null;
  const base = value.toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

/** `?lang=` with an unknown code is treated as Spanish (contract §2). */
export const toLanguage = (value: unknown): Language => languageOf(value) ?? DEFAULT_LANGUAGE;

/** Open Graph's name for a language ("es_ES"). */
export const ogLocaleOf = (code: Language) => LANGUAGES.find((language) => language.code === code)!.ogLocale;

/** The visitor's chosen language, remembered in a cookie so the server renders pages in it directly. */
export const LANGUAGE_COOKIE = "lang";

/** The language stored in a Cookie header, or null. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | null {
  const value = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`))?.[1];
  return isLanguage(value) ? value : null;
}

/** Where a page's language can come from; the server and the browser each fill in what they have. */
export type LanguageSources = {
  /** The page's `lang` query parameter, or null when the URL has none. */
  query: string | null;
  /** The visitor's earlier choice: the `lang` cookie on the server, the stored choice in the browser. */
  chosen: string | null;
  /** The browser's languages, most preferred first (Accept-Language on the server, navigator.languages in the browser). */
  preferred: readonly string[];
};

/**
 * The one language negotiation (spec §4), used by the server renderer, the response cache's key and the browser, so
 * they always agree: the `lang` query parameter when present (an unknown code is Spanish, contract §2), else the
 * visitor's earlier choice, else the first of the browser's languages the site speaks, else Spanish.
 */
export function negotiateLanguage({ query, chosen, preferred }: LanguageSources): Language {
  if (query) return toLanguage(query);
  const earlier = languageOf(chosen);
  if (earlier) return earlier;
  for (const tag of preferred) {
    const lang = languageOf(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}

/** An Accept-Language header's tags, most preferred first (by weight, then order); q=0 and malformed weights dropped. */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: (tag ?? "").trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
