import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { App } from "../../../web/app";
import { Root } from "../../../web/root";
import type { i18n } from "i18next";
import type { Language } from "../../lib/languages";

/** What the browser needs to hydrate exactly what the server rendered. */
export type HydrationData = { lang: Language; year: number; fallback: Record<string, unknown> };

/** The same React tree the browser builds (web/main.tsx), rendered to a string with its data already in SWR. */
export function renderApp(url: string, data: HydrationData, i18n: i18n): string {
  return renderToString(
    <Root i18n={i18n} fallback={data.fallback} preferredLanguage={data.lang}>
      <StaticRouter location={url}>
        <App year={data.year} />
      </StaticRouter>
    </Root>,
  );
}
