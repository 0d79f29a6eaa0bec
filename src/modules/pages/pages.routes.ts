import { Hono } from "hono";
import { acceptLanguageTags, languageFromCookie, negotiateLanguage } from "../../shared/languages";
import type { AppDeps, AppEnv } from "../../app-deps";
import { PUBLIC_PAGES, createI18n, renderApp, resolvePublicPage, siteInfoKey, type HydrationData } from "../../../web/entry-server";
import type { Article, Localized, SiteInfo } from "../../shared/api";
import type { ShellManifest } from "../../platform/spa/spa.asset-store";
import { renderHtmlShell, type ShellTheme } from "../../platform/spa/spa.html-shell";
import { siteBase } from "../../lib/request-origin";
import { headTags } from "./pages.seo";
import { FEDIVERSE_PROFILE_PATH, type FediverseProfile } from "../../shared/schemas/fediverse";

/** Pages whose subject is an article: the public one, and its private preview. */
const ARTICLE_PAGES = new Set(["article", "preview"]);

export type PageServices = {
  manifest: ShellManifest;
  /** A visitor's GET of the app's own API, so pages get exactly what the API answers (and its cache). */
  readApi: (path: string) => Promise<Response>;
  /** The owner's look for the page's <head>. */
  theme: () => ShellTheme;
};

/**
 * Public routes rendered on the server: the same React components with their data prefilled into SWR, so
 * crawlers and link previews see the content, then hydrated by the browser. The app's response memo keeps each
 * rendering until the content changes.
 */
export function pagesRoutes(deps: AppDeps, services: PageServices) {
  const { manifest, readApi, theme } = services;
  const pages = deps.publicPages ?? PUBLIC_PAGES;

  return new Hono<AppEnv>().on(["GET", "HEAD"], "*", async (c) => {
    const lang = negotiateLanguage({
      query: c.req.query("lang") ?? null,
      chosen: languageFromCookie(c.req.header("cookie")),
      preferred: acceptLanguageTags(c.req.header("accept-language")),
    });
    const pathname = c.req.path;
    const base = siteBase(c.req.raw, deps.config);
    if (!base) return c.text("Bad Request: the Host header is not a host name", 400);

    const { definition, page } = resolvePublicPage(pathname, pages);
    const subject = definition.subject?.(page, lang);
    const fallback: Record<string, unknown> = {};
    let status: 200 | 404 = definition.path === "*" ? 404 : 200;
    const url = new URL(c.req.url);
    for (const key of definition.reads(page, lang, url.searchParams)) {
      const response = await readApi(key);
      if (response.ok) fallback[key] = await response.json();
      else if (key === subject && response.status === 404) {
        // Rendered as the not-found screen; null tells the page there is no such thing.
        fallback[key] = null;
        status = 404;
      }
    }

    // A page behind a secret link is for whoever holds it: kept by no cache, indexed by no one (its head also asks
    // browsers to send no Referer from it).
    if (definition.private) {
      c.header("Cache-Control", "private, no-store");
      c.header("X-Robots-Tag", "noindex");
    }
    // A search's results (/articles?q=) are for the visitor who asked, or whoever they share them with, not for indexes.
    const searching = (definition.queryParams ?? []).some((name) => (url.searchParams.get(name) ?? "").trim() !== "");
    const redirect = definition.redirect?.({ page, lang, data: fallback });
    if (redirect) return c.redirect(redirect, 302);

    const i18n = createI18n(lang);
    const siteInfo = (fallback[siteInfoKey(lang)] as Localized<SiteInfo> | undefined) ?? null;
    const article = ARTICLE_PAGES.has(page.kind) && subject ? ((fallback[subject] as Localized<Article> | null | undefined) ?? null) : null;
    const title = definition.title({ page, siteInfo, article, t: i18n.t });
    // Read by the home page only: the actor a fediverse client discovers from the site's address.
    const actorUrl = (fallback[FEDIVERSE_PROFILE_PATH] as FediverseProfile | undefined)?.actorUrl ?? null;
    const look = theme();
    const hydration: HydrationData = { lang, year: new Date(deps.clock.now()).getUTCFullYear(), fallback };
    const html = renderHtmlShell(manifest, {
      lang,
      title,
      head: headTags({
        page,
        lang,
        base,
        pathname,
        langInUrl: c.req.query("lang") !== undefined,
        searching,
        siteInfo,
        article,
        title,
        actorUrl,
        ogImage: look.ogImage,
      }),
      body: await renderApp(pathname + url.search, hydration, i18n, pages),
      data: hydration,
      modulePreloads: definition.module ? (manifest.pageChunks?.[definition.module] ?? []) : [],
      theme: look,
    });
    // Says which language the page shows (statistics count it, whatever chose it).
    c.header("Content-Language", lang);
    return c.html(html, status);
  });
}
