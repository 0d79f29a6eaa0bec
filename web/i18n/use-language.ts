import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { useSWRConfig } from "swr";
import { toLanguage, type Language } from "../../src/shared/languages";
import type { KeepScrollState } from "../components/layout/use-hash-scroll";
import { persistLanguage } from "./detect";

/** sessionStorage key of the language chosen earlier in this tab (spec §3: "a previously stored language"). */
export const SESSION_LANGUAGE_KEY = "language";
const RELOAD_DELAY_MS = 100;
const LANGUAGE_IN_KEY = /[?&]lang=/;

/** Remembers the choice for this tab and says whether another one was chosen before. */
function replaceSessionLanguage(lang: Language): string | null {
  try {
    const previous = sessionStorage.getItem(SESSION_LANGUAGE_KEY);
    sessionStorage.setItem(SESSION_LANGUAGE_KEY, lang);
    return previous;
  } catch {
    return null;
  }
}

/**
 * The current language and the one way to change it (spec §4): saved to localStorage, written to the `lang`
 * URL parameter, <html lang> updated, every cached read refreshed in the new language, and a reload after 100 ms
 * when this tab held another language before.
 */
export function useLanguage() {
  const { i18n } = useTranslation();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const language = toLanguage(i18n.language);

  const changeLanguage = useCallback(
    (lang: Language) => {
      if (lang === language) return;
      void i18n.changeLanguage(lang);
      persistLanguage(lang);
      document.documentElement.lang = lang;
      const params = new URLSearchParams(location.search);
      params.set("lang", lang);
      const keepScroll: KeepScrollState = { keepScroll: true };
      navigate({ pathname: location.pathname, search: `?${params}`, hash: location.hash }, { replace: true, state: keepScroll });
      // Reads that name their language are replaced by new keys in the new one (fetched as they mount); asking the
      // old-language keys again would only repeat their requests. Every other cached read is refreshed.
      void mutate((key) => !(typeof key === "string" && LANGUAGE_IN_KEY.test(key)));
      const previous = replaceSessionLanguage(lang);
      if (previous && previous !== lang) setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    },
    [i18n, language, mutate, navigate, location],
  );

  return { language, changeLanguage };
}
