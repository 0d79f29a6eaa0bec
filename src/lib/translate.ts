import type { Context } from "hono";
import { DEFAULT_LANGUAGE, toLanguage, type Language } from "../shared/languages";

/** The language a read asked for with `?lang=`, or null when it did not ask (admin editors want every translation). */
export function requestedLanguage(c: Context): Language | null {
  const lang = c.req.query("lang");
  return lang === undefined ? null : toLanguage(lang);
}

type WithTranslations = { translations: Partial<Record<string, Record<string, unknown>>> };

/**
 * Contract §2: with a language, the translatable fields come in that language where a translation exists,
 * in Spanish otherwise, `translations` is dropped and `lang` tells the language of the text.
 * Without one, the Spanish fields and the whole `translations` object.
 */
export function localize<T extends WithTranslations>(entity: T, lang: Language | null): T | (Omit<T, "translations"> & { lang: Language }) {
  if (lang === null) return entity;
  const { translations, ...rest } = entity;
  const translated = lang === DEFAULT_LANGUAGE ? undefined : translations[lang];
  if (!translated || Object.keys(translated).length === 0) return { ...rest, lang: DEFAULT_LANGUAGE };
  return { ...rest, ...translated, lang };
}
