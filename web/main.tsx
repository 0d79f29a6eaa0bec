import { StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import type { i18n as I18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { isLanguage, type Language } from "../src/lib/languages";
import { App } from "./app";
import { DataProvider } from "./api/swr";
import { createI18n } from "./i18n";
import { browserDetectionSources, detectLanguage, persistLanguage } from "./i18n/detect";

type ServerData = { fallback?: Record<string, unknown>; year?: number; lang?: Language };

/** Data the server rendered the page with (SWR fallback, year, language), when it did. */
function readServerData(): ServerData {
  const script = document.getElementById("__DATA__");
  if (!script?.textContent) return {};
  try {
    return JSON.parse(script.textContent) as ServerData;
  } catch {
    return {};
  }
}

/**
 * Switches to the visitor's language once, after hydration. Its effect runs after every component's own effects
 * (it is the last child), so all of them are listening when the language changes.
 */
function AdoptPreferredLanguage({ i18n, lang }: { i18n: I18n; lang: Language }) {
  useEffect(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [i18n, lang]);
  return null;
}

const server = readServerData();
const preferred = detectLanguage(browserDetectionSources());
// Hydration must start from exactly what the server rendered, so the first render uses its language.
const rendered = isLanguage(server.lang) ? server.lang : preferred;
persistLanguage(preferred);
if (preferred !== rendered) {
  // The server chose by ?lang= and Accept-Language; a choice stored in this browser wins once the page is live,
  // and goes into the URL so a reload renders it on the server directly.
  const url = new URL(window.location.href);
  url.searchParams.set("lang", preferred);
  window.history.replaceState(window.history.state, "", url);
}
const i18n = createI18n(rendered);
const root = document.getElementById("root")!;

const app = (
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <DataProvider fallback={server.fallback}>
        <BrowserRouter>
          <App year={server.year ?? new Date().getFullYear()} />
        </BrowserRouter>
        <AdoptPreferredLanguage i18n={i18n} lang={preferred} />
      </DataProvider>
    </I18nextProvider>
  </StrictMode>
);

if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
document.documentElement.lang = preferred;
