import { DEFAULT_LANGUAGE, isLanguage, languageFromCookie, toLanguage, type Language } from "../../lib/languages";

/**
 * The server's choice for a page: `?lang=`, then the language the visitor chose before (its cookie), then
 * Accept-Language, then Spanish.
 */
export function chooseLanguage(langParam: string | undefined, acceptLanguage: string | undefined, cookieHeader?: string): Language {
  if (langParam) return toLanguage(langParam);
  const chosen = languageFromCookie(cookieHeader);
  if (chosen) return chosen;
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { base: (tag ?? "").toLowerCase().split("-")[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
