import { StrictMode, useEffect, type ReactNode } from "react";
import type { i18n as I18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import type { Language } from "../src/shared/languages";
import { DataProvider } from "./api/swr";

/**
 * Switches to the visitor's language once, after hydration. Its effect runs after every component's own effects
 * (it is the last child), so all of them are listening when the language changes. On the server it does nothing.
 */
function AdoptPreferredLanguage({ i18n, lang }: { i18n: I18n; lang: Language }) {
  useEffect(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [i18n, lang]);
  return null;
}

type RootProps = {
  i18n: I18n;
  fallback?: Record<string, unknown>;
  /** The language this browser prefers; the server passes the one it rendered. */
  preferredLanguage: Language;
  /** The router (BrowserRouter in the browser, StaticRouter on the server) with the app inside. */
  children: ReactNode;
};

/**
 * The providers around the app, one tree for the server and the browser: hydration (and every useId) depends
 * on both having exactly the same shape.
 */
export function Root({ i18n, fallback, preferredLanguage, children }: RootProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <DataProvider fallback={fallback}>
          {children}
          <AdoptPreferredLanguage i18n={i18n} lang={preferredLanguage} />
        </DataProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
