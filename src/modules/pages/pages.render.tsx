import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { StaticRouter } from "react-router-dom";
import { App } from "../../../web/app";
import { DataProvider } from "../../../web/api/swr";
import type { i18n } from "i18next";
import type { Language } from "../../lib/languages";

/** What the browser needs to hydrate exactly what the server rendered. */
export type HydrationData = { lang: Language; year: number; fallback: Record<string, unknown> };

/** The same React tree the browser builds (web/main.tsx), rendered to a string with its data already in SWR. */
export function renderApp(url: string, data: HydrationData, i18n: i18n): string {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <DataProvider fallback={data.fallback}>
        <StaticRouter location={url}>
          <App year={data.year} />
        </StaticRouter>
      </DataProvider>
    </I18nextProvider>,
  );
}
