import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { I18nextProvider } from "react-i18next";
import { App } from "./app";
import { DataProvider } from "./api/swr";
import { createI18n } from "./i18n";
import { browserDetectionSources, detectLanguage, persistLanguage } from "./i18n/detect";

/** Data the server rendered the page with (SWR fallback), when it did. */
function readServerData(): { fallback?: Record<string, unknown>; year?: number } {
  const script = document.getElementById("__DATA__");
  if (!script?.textContent) return {};
  try {
    return JSON.parse(script.textContent);
  } catch {
    return {};
  }
}

const language = detectLanguage(browserDetectionSources());
persistLanguage(language);
document.documentElement.lang = language;
const i18n = createI18n(language);
const server = readServerData();
const root = document.getElementById("root")!;

const app = (
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <DataProvider fallback={server.fallback}>
        <BrowserRouter>
          <App year={server.year ?? new Date().getFullYear()} />
        </BrowserRouter>
      </DataProvider>
    </I18nextProvider>
  </StrictMode>
);

if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
