import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from "../../src/shared/languages";
import { resources } from "./resources";

export const NAMESPACES = ["common", "nav", "home", "cv", "projects", "contact", "subscribe", "footer", "legal"] as const;

/**
 * One i18next instance per render root: the browser makes one, the server one per request, so concurrent
 * requests in different languages never share state. Translations are bundled: nothing is fetched.
 */
export function createI18n(lang: Language): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGE_CODES,
    ns: NAMESPACES,
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
