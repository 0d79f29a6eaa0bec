import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { isLanguage, type Language } from "../src/shared/languages";
import { App } from "./app";
import { preloadPageAt } from "./pages/public/public-pages";
import { Root } from "./root";
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
  <Root i18n={i18n} fallback={server.fallback} preferredLanguage={preferred}>
    <BrowserRouter>
      <App year={server.year ?? new Date().getFullYear()} />
    </BrowserRouter>
  </Root>
);

if (root.hasChildNodes()) {
  // The page's own chunk first, so nothing suspends mid-hydration (a failed load hydrates anyway: the page's
  // boundary retries). Hydrating inside a transition lets React yield to the browser every few milliseconds instead
  // of holding the main thread for the whole page (it hydrates at a blocking priority otherwise).
  void preloadPageAt(window.location.pathname)
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(root, app)));
} else createRoot(root).render(app);
document.documentElement.lang = preferred;
