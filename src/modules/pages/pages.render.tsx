import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { App, preloadPublicPages } from "../../../web/app";
import { Root } from "../../../web/root";
import type { i18n } from "i18next";
import type { Language } from "../../shared/languages";

/** What the browser needs to hydrate exactly what the server rendered. */
export type HydrationData = { lang: Language; year: number; fallback: Record<string, unknown> };

/**
 * The same React tree the browser builds (web/main.tsx), rendered to a string with its data already in SWR.
 * Every page is loaded first, because renderToString would render a page still loading as its fallback.
 */
export async function renderApp(url: string, data: HydrationData, i18n: i18n): Promise<string> {
  await preloadPublicPages();
  return renderToString(
    <Root i18n={i18n} fallback={data.fallback} preferredLanguage={data.lang}>
      <StaticRouter location={url}>
        <App year={data.year} />
      </StaticRouter>
    </Root>,
  );
}
