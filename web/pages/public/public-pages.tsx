import type { ReactElement } from "react";
import type { TFunction } from "i18next";
import type { Language } from "../../../src/shared/languages";
import { FEDIVERSE_PROFILE_PATH } from "../../../src/shared/schemas/fediverse";
import { localizedKey } from "../../api/swr";
import { previewKey, previewRelatedKey, relatedKey, repliesKey, searchKey } from "../../api/articles";
import { SUBSCRIBE_FORM_KEY } from "../../api/subscribers";
import { articleHref } from "../../components/public/ArticleCard";
import type { AnyLanguage, Article, SiteInfo } from "../../api/types";
import { lazyPage } from "../../components/layout/lazy-page";
import { HomePage } from "./HomePage";
import { NotFoundPage } from "./NotFoundPage";
import type { LegalKind } from "./legal-documents";
import { titleSuffixOf } from "../../lib/site-name";

export { SITE_TITLE, siteNameOf, titleSuffixOf } from "../../lib/site-name";

/**
 * THE table of public pages: each page's path, its component (and chunk), the API reads it makes, its title, and
 * whether it is in the sitemap. The browser's router, the server's renderer (with its prefilled data and chunk
 * preloads), the sitemap and the response cache all read it; adding a public page means a row here and its
 * component, nothing else.
 */
const ProjectsPage = lazyPage(() => import("./ProjectsPage").then((m) => m.ProjectsPage));
const ArticlesPage = lazyPage(() => import("./ArticlesPage").then((m) => m.ArticlesPage));
const ArticlePage = lazyPage(() => import("./ArticlePage").then((m) => m.ArticlePage));
// The same chunk as the article page: a preview shows the article exactly as it will look.
const PreviewPage = lazyPage(() => import("./ArticlePage").then((m) => m.PreviewPage));
const LegalPage = lazyPage(() => import("./LegalPage").then((m) => m.LegalPage));

/** Which page a path shows, and its parameters (`slug`) and fixed values (a legal page's `page`). */
export type PublicPage = { kind: string } & { [name: string]: string | undefined };

export type TitleInput = { page: PublicPage; siteInfo: AnyLanguage<SiteInfo> | null; article: AnyLanguage<Article> | null; t: TFunction };

export type PublicPageDefinition = {
  kind: string;
  /** "/", "/articles/:slug"; "*" for the page any other path shows. */
  path: string;
  /** Values that come with the page rather than its path (which legal document). */
  constants?: Record<string, string>;
  /** The source module of a page in its own chunk: the build maps it to the files a server-rendered page preloads. */
  module?: string;
  /** Loads that chunk (the server renders with every page loaded; the browser loads the current one first). */
  preload?: () => Promise<unknown>;
  render: () => ReactElement;
  /**
   * The API reads the page's components make, keyed as they key them, so the server can render with them. `query` is
   * the URL's query string (only the parameters named in `queryParams` may change what the page shows).
   */
  reads: (page: PublicPage, lang: Language, query: URLSearchParams) => string[];
  /** Query parameters the page reads (a search's `q`): each value is a page of its own for the response cache. */
  queryParams?: readonly string[];
  /** The read whose 404 makes the page a 404 (an article that is not there, or a draft). */
  subject?: (page: PublicPage, lang: Language) => string;
  /** Where the server sends the visitor instead, given the reads' answers (a preview of an article now published). */
  redirect?: (input: { page: PublicPage; lang: Language; data: Record<string, unknown> }) => string | null;
  /** Never kept by the response cache, never indexed (a page behind a secret link). */
  private?: boolean;
  title: (input: TitleInput) => string;
  /** Listed in the sitemap in every language (pages with parameters are listed from their own data). */
  sitemap: boolean;
};

const byOwner = (title: string, siteInfo: AnyLanguage<SiteInfo> | null) => `${title} · ${titleSuffixOf(siteInfo)}`;

/** Every page's header and footer read the site info. */
export const siteInfoKey = (lang: Language) => localizedKey("/api/site-info", lang);
export const articleKey = (slug: string, lang: Language) => localizedKey(`/api/articles/slug/${encodeURIComponent(slug)}`, lang);
/** The search words of /articles?q=, trimmed; empty when there is no search. */
export const searchQueryOf = (query: URLSearchParams) => (query.get("q") ?? "").trim();

const legalPage = (kind: LegalKind, path: string): PublicPageDefinition => ({
  kind: "legal",
  path,
  constants: { page: path.slice(1) },
  module: "web/pages/public/LegalPage.tsx",
  preload: LegalPage.preload,
  render: () => <LegalPage kind={kind} />,
  reads: (_, lang) => [siteInfoKey(lang)],
  title: ({ t, siteInfo }) => byOwner(t(`footer:${kind}`), siteInfo),
  sitemap: true,
});

export const PUBLIC_PAGES: PublicPageDefinition[] = [
  {
    kind: "home",
    path: "/",
    render: () => <HomePage />,
    reads: (_, lang) => [
      siteInfoKey(lang),
      localizedKey("/api/projects/featured", lang),
      localizedKey("/api/cv", lang),
      localizedKey("/api/articles", lang),
      SUBSCRIBE_FORM_KEY,
      FEDIVERSE_PROFILE_PATH,
    ],
    title: ({ siteInfo }) => titleSuffixOf(siteInfo),
    sitemap: true,
  },
  {
    kind: "projects",
    path: "/projects",
    module: "web/pages/public/ProjectsPage.tsx",
    preload: ProjectsPage.preload,
    render: () => <ProjectsPage />,
    reads: (_, lang) => [siteInfoKey(lang), localizedKey("/api/projects", lang)],
    title: ({ t, siteInfo }) => byOwner(t("projects:title", { defaultValue: "Portafolio" }), siteInfo),
    sitemap: true,
  },
  {
    kind: "articles",
    path: "/articles",
    module: "web/pages/public/ArticlesPage.tsx",
    preload: ArticlesPage.preload,
    render: () => <ArticlesPage />,
    // A search reads its results instead of the whole list (the latest articles, offered when nothing matches, load
    // in the browser).
    reads: (_, lang, query) => [siteInfoKey(lang), searchQueryOf(query) ? searchKey(searchQueryOf(query), lang) : localizedKey("/api/articles", lang)],
    queryParams: ["q"],
    title: ({ t, siteInfo }) => byOwner(t("nav:articles"), siteInfo),
    sitemap: true,
  },
  {
    kind: "article",
    path: "/articles/:slug",
    module: "web/pages/public/ArticlePage.tsx",
    preload: ArticlePage.preload,
    render: () => <ArticlePage />,
    reads: (page, lang) => [siteInfoKey(lang), articleKey(page.slug!, lang), relatedKey(page.slug!, lang), repliesKey(page.slug!), SUBSCRIBE_FORM_KEY],
    subject: (page, lang) => articleKey(page.slug!, lang),
    title: ({ article, siteInfo }) => byOwner(article ? article.title : "404", siteInfo),
    sitemap: false,
  },
  {
    kind: "preview",
    path: "/preview/:token",
    module: "web/pages/public/ArticlePage.tsx",
    preload: PreviewPage.preload,
    render: () => <PreviewPage />,
    reads: (page, lang) => [siteInfoKey(lang), previewKey(page.token!, lang), previewRelatedKey(page.token!, lang)],
    subject: (page, lang) => previewKey(page.token!, lang),
    // Once the article is out, its preview link leads to the public page.
    redirect: ({ page, lang, data }) => {
      const article = data[previewKey(page.token!, lang)] as AnyLanguage<Article> | null | undefined;
      return article?.published && !article.scheduled ? articleHref(article.slug, lang) : null;
    },
    private: true,
    title: ({ article, siteInfo, t }) => byOwner(article ? `${t("preview.title")}: ${article.title}` : "404", siteInfo),
    sitemap: false,
  },
  legalPage("privacy", "/privacy-policy"),
  legalPage("terms", "/terms-of-service"),
  legalPage("cookies", "/cookie-policy"),
  {
    kind: "not-found",
    path: "*",
    render: () => <NotFoundPage />,
    reads: (_, lang) => [siteInfoKey(lang)],
    title: ({ siteInfo }) => byOwner("404", siteInfo),
    sitemap: false,
  },
];

/** The routes outside the public layout, rendered in the browser only (the sign-in page and the admin). */
export const STANDALONE_PATHS = ["/login", "/admin"] as const;

export const isStandalonePath = (pathname: string) => STANDALONE_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/** The path's parameters when it matches the pattern (":name" segments), else null. */
function matchPath(pattern: string, path: string): Record<string, string> | null {
  if (pattern === "*") return {};
  const wanted = pattern.split("/");
  const given = path.split("/");
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of wanted.entries()) {
    if (segment.startsWith(":")) {
      if (!given[i]) return null;
      params[segment.slice(1)] = decodeURIComponent(given[i]!);
    } else if (segment !== given[i]) return null;
  }
  return params;
}

/** Which page a path shows (a trailing slash is the same page; an undecodable parameter shows the not-found page). */
export function resolvePublicPage(pathname: string, pages: PublicPageDefinition[] = PUBLIC_PAGES): { definition: PublicPageDefinition; page: PublicPage } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  // The catch-all page ("*") answers only when no other page does, wherever it stands in the table.
  const ordered = [...pages.filter((definition) => definition.path !== "*"), ...pages.filter((definition) => definition.path === "*")];
  for (const definition of ordered) {
    let params: Record<string, string> | null;
    try {
      params = matchPath(definition.path, path);
    } catch {
      // A parameter that does not decode (a stray %) names no page.
      params = null;
    }
    if (params) return { definition, page: { kind: definition.kind, ...definition.constants, ...params } };
  }
  throw new Error('The table of public pages needs a page for "*".');
}

export const matchPublicPage = (pathname: string, pages?: PublicPageDefinition[]): PublicPage => resolvePublicPage(pathname, pages).page;

export const definitionOf = (page: PublicPage, pages: PublicPageDefinition[] = PUBLIC_PAGES): PublicPageDefinition =>
  pages.find((definition) => definition.kind === page.kind)!;

/** Loads every page's chunk: the server renders with all of them loaded (renderToString cannot wait for one). */
export const preloadPublicPages = (pages: PublicPageDefinition[] = PUBLIC_PAGES) => Promise.all(pages.map((page) => page.preload?.()));

/** Loads the chunk of the page at `pathname`, so the browser hydrates a server-rendered page in one pass. */
export const preloadPageAt = (pathname: string, pages?: PublicPageDefinition[]): Promise<unknown> =>
  resolvePublicPage(pathname, pages).definition.preload?.() ?? Promise.resolve();
