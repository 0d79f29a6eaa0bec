import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage, toLanguage, type Language } from "../../src/lib/languages";

export type DetectionSources = {
  /** The page's query string, e.g. "?lang=en". */
  search: string;
  /** localStorage's i18nextLng (or selectedLanguage) */
  stored: string | null;
  /** navigator.languages */
  browser: readonly string[];
};

/** Spec §4: the lang query parameter, else the stored choice, else the browser's language, else Spanish. */
export function detectLanguage({ search, stored, browser }: DetectionSources): Language {
  const fromQuery = new URLSearchParams(search).get("lang");
  if (fromQuery && isLanguage(toLanguageOrNull(fromQuery))) return toLanguage(fromQuery);
  if (stored && toLanguageOrNull(stored)) return toLanguage(stored);
  for (const candidate of browser) {
    const lang = toLanguageOrNull(candidate);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}

function toLanguageOrNull(value: string): Language | null {
  const base = value.toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

/** Reads the detection sources from the browser; storage can throw in private modes. */
export function browserDetectionSources(): DetectionSources {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem("i18nextLng") ?? localStorage.getItem("selectedLanguage");
  } catch {
    stored = null;
  }
  return { search: window.location.search, stored, browser: navigator.languages ?? [navigator.language] };
}

/**
 * Remembers the choice under both keys the spec names, and in a cookie so the server renders the next page in
 * it (otherwise the page would hydrate in the server's choice and switch afterwards).
 */
export function persistLanguage(lang: Language): void {
  try {
    localStorage.setItem("selectedLanguage", lang);
    localStorage.setItem("i18nextLng", lang);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
