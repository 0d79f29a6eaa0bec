import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { useSWRConfig } from "swr";
import { toLanguage, type Language } from "../../src/lib/languages";
import { persistLanguage } from "./detect";

const SESSION_KEY = "language";
const RELOAD_DELAY_MS = 100;

/**
 * The current language and the one way to change it (spec §4): saved to localStorage, written to the `lang`
 * URL parameter, every cached read invalidated, and a reload after 100 ms when the session held another one.
 */
export function useLanguage() {
  const { i18n } = useTranslation();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const language = toLanguage(i18n.language);

  const changeLanguage = useCallback(
    (lang: Language) => {
      void i18n.changeLanguage(lang);
      persistLanguage(lang);
      document.documentElement.lang = lang;
      const params = new URLSearchParams(location.search);
      params.set("lang", lang);
      navigate({ pathname: location.pathname, search: `?${params}`, hash: location.hash }, { replace: true });
      void mutate(() => true);
      let previous: string | null = null;
      try {
        previous = sessionStorage.getItem(SESSION_KEY);
        sessionStorage.setItem(SESSION_KEY, lang);
      } catch {
        previous = null;
      }
      if (previous && previous !== lang) setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    },
    [i18n, mutate, navigate, location],
  );

  return { language, changeLanguage };
}
