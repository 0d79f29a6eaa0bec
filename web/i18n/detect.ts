import { LANGUAGE_COOKIE, languageFromCookie, negotiateLanguage, type Language } from "../../src/shared/languages";

export type DetectionSources = {
  /** The page's query string, e.g. "?lang=en". */
  search: string;
  /** localStorage's i18nextLng (or selectedLanguage), else the lang cookie */
  stored: string | null;
  /** navigator.languages */
  browser: readonly string[];
};

/** The browser's side of the one negotiation (src/shared/languages.ts), the same the server renders and caches by. */
export function detectLanguage({ search, stored, browser }: DetectionSources): Language {
  return negotiateLanguage({ query: new URLSearchParams(search).get("lang"), chosen: stored, preferred: browser });
}

/** Reads the detection sources from the browser; storage can throw in private modes. */
export function browserDetectionSources(): DetectionSources {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem("i18nextLng") ?? localStorage.getItem("selectedLanguage");
  } catch {
    stored = null;
  }
  // The cookie is the choice the server read: without a stored one, both sides then agree.
  stored ??= languageFromCookie(document.cookie);
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
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari before 18.4.
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
