import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguage, type Language } from "../../../src/lib/languages";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import it from "./it";
import ja from "./ja";
import pt from "./pt";
import zh from "./zh";

/** Every language's admin texts, in the admin chunks only (public pages never load them). */
export const adminResources = { es, en, fr, de, it, pt, ja, zh };
export type AdminResources = typeof es;

/** The owner's choice for the admin, kept apart from the public site's (a visitor's language is not the owner's). */
export const ADMIN_LANGUAGE_KEY = "adminLanguage";

export function storedAdminLanguage(): Language {
  try {
    const stored = localStorage.getItem(ADMIN_LANGUAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeAdminLanguage(lang: Language): void {
  try {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, lang);
  } catch {
    // Storage unavailable (a private mode): the choice lasts for this visit.
  }
}

/** The admin's own i18next instance: switching the admin's language never switches the public site's. */
export function createAdminI18n(lang: Language): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(adminResources).map(([code, admin]) => [code, { admin }])),
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGE_CODES,
    ns: ["admin"],
    defaultNS: "admin",
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
