import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { createI18n } from "../../../web/i18n";
import type { Article, SiteInfo } from "../../../web/api/types";
import type { ShellManifest } from "../spa/asset-store";
import { renderHtmlShell } from "../spa/html-shell";
import { siteBase } from "../../lib/request-origin";
import { chooseLanguage } from "./pages.language";
import { renderApp, type HydrationData } from "./pages.render";
import { PAGE_MODULES, articleKey, dataKeysFor, matchPublicPage, siteInfoKey } from "./pages.routing";
import { headTags, pageTitle } from "./pages.seo";

export type PageServices = {
  manifest: ShellManifest;
  /** A visitor's GET of the app's own API, so pages get exactly what the API answers (and its cache). */
  readApi: (path: string) => Promise<Response>;
};

/**
 * Public routes rendered on the server: the same React components with their data prefilled into SWR, so
 * crawlers and link previews see the content, then hydrated by the browser. The app's response memo keeps each
 * rendering until the content changes.
 */
export function pagesRoutes(deps: AppDeps, services: PageServices) {
  const { manifest, readApi } = services;
  const now = deps.now ?? (() => new Date());

  return new Hono<AppEnv>().on(["GET", "HEAD"], "*", async (c) => {
    const lang = chooseLanguage(c.req.query("lang"), c.req.header("accept-language"), c.req.header("cookie"));
    const pathname = c.req.path;
    const base = siteBase(c.req.raw, deps.config);
    if (!base) return c.text("Bad Request: the Host header is not a host name", 400);

    const page = matchPublicPage(pathname);
    const fallback: Record<string, unknown> = {};
    let status: 200 | 404 = page.kind === "not-found" ? 404 : 200;
    for (const key of dataKeysFor(page, lang)) {
      const response = await readApi(key);
      if (response.ok) fallback[key] = await response.json();
      else if (page.kind === "article" && key === articleKey(page.slug, lang) && response.status === 404) {
        // Rendered as the not-found screen; null tells the page there is no such article.
        fallback[key] = null;
        status = 404;
      }
    }

    const i18n = createI18n(lang);
    const siteInfo = (fallback[siteInfoKey(lang)] as SiteInfo | undefined) ?? null;
    const article = page.kind === "article" ? ((fallback[articleKey(page.slug, lang)] as Article | null | undefined) ?? null) : null;
    const seo = { page, lang, base, pathname, langInUrl: c.req.query("lang") !== undefined, siteInfo, article, t: i18n.t };
    const hydration: HydrationData = { lang, year: now().getUTCFullYear(), fallback };
    const search = new URL(c.req.url).search;
    const html = renderHtmlShell(manifest, {
      lang,
      title: pageTitle(seo),
      head: headTags(seo),
      body: await renderApp(pathname + search, hydration, i18n),
      data: hydration,
      modulePreloads: manifest.pageChunks?.[PAGE_MODULES[page.kind] ?? ""] ?? [],
    });
    // Says which language the page shows (statistics count it, whatever chose it).
    c.header("Content-Language", lang);
    return c.html(html, status);
  });
}
