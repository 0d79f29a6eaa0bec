/**
 * The server's one way into the web app (src/ imports nothing else from web/): the page table and the renderer of
 * the same React tree the browser builds, with its data already in SWR.
 */
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import type { i18n } from "i18next";
import type { Language } from "../src/shared/languages";
import { App } from "./app";
import { Root } from "./root";
import { PUBLIC_PAGES, preloadPublicPages, type PublicPageDefinition } from "./pages/public/public-pages";

export { createI18n } from "./i18n";
/** Every language's texts, for the server's own last-resort error page (src/lib/edge-errors.ts). */
export { resources } from "./i18n/resources";
export {
  PUBLIC_PAGES,
  SITE_TITLE,
  siteNameOf,
  titleSuffixOf,
  isStandalonePath,
  resolvePublicPage,
  siteInfoKey,
  STANDALONE_PATHS,
  type PublicPage,
  type PublicPageDefinition,
} from "./pages/public/public-pages";

/** What the browser needs to hydrate exactly what the server rendered. */
export type HydrationData = { lang: Language; year: number; fallback: Record<string, unknown> };

/**
 * The same React tree the browser builds (web/main.tsx), rendered to a string with its data already in SWR.
 * Every page is loaded first, because renderToString would render a page still loading as its fallback.
 */
export async function renderApp(url: string, data: HydrationData, i18n: i18n, pages: PublicPageDefinition[] = PUBLIC_PAGES): Promise<string> {
  await preloadPublicPages(pages);
  return renderToString(
    <Root i18n={i18n} fallback={data.fallback} preferredLanguage={data.lang}>
      <StaticRouter location={url}>
        <App year={data.year} pages={pages} />
      </StaticRouter>
    </Root>,
  );
}
