import { localizedKey } from "../../../web/api/swr";
import type { Language } from "../../shared/languages";

export type PublicPage =
  | { kind: "home" }
  | { kind: "projects" }
  | { kind: "articles" }
  | { kind: "article"; slug: string }
  | { kind: "legal"; page: "privacy-policy" | "terms-of-service" | "cookie-policy" }
  | { kind: "not-found" };

/**
 * The source module of each public page that has its own chunk (web/app.tsx imports them lazily). The build maps
 * each to its chunk files (and fails if one is not a chunk), so a server-rendered page can ask for its chunk at once.
 */
export const PAGE_MODULES: Partial<Record<PublicPage["kind"], string>> = {
  projects: "web/pages/public/ProjectsPage.tsx",
  articles: "web/pages/public/ArticlesPage.tsx",
  article: "web/pages/public/ArticlePage.tsx",
  legal: "web/pages/public/LegalPage.tsx",
};

const LEGAL = new Set(["privacy-policy", "terms-of-service", "cookie-policy"]);

/** Which public screen a path shows; mirrors the routes of web/app.tsx. */
export function matchPublicPage(pathname: string): PublicPage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/") return { kind: "home" };
  if (path === "/projects") return { kind: "projects" };
  if (path === "/articles") return { kind: "articles" };
  const article = path.match(/^\/articles\/([^/]+)$/);
  if (article) {
    try {
      return { kind: "article", slug: decodeURIComponent(article[1]!) };
    } catch {
      return { kind: "not-found" };
    }
  }
  const legal = path.slice(1);
  if (LEGAL.has(legal)) return { kind: "legal", page: legal as "privacy-policy" };
  return { kind: "not-found" };
}

export const siteInfoKey = (lang: Language) => localizedKey("/api/site-info", lang);
export const articleKey = (slug: string, lang: Language) => localizedKey(`/api/articles/slug/${encodeURIComponent(slug)}`, lang);

/** The SWR keys a page reads, exactly as its components build them, so the server can prefill them. */
export function dataKeysFor(page: PublicPage, lang: Language): string[] {
  const keys = [siteInfoKey(lang)];
  switch (page.kind) {
    case "home":
      keys.push(localizedKey("/api/projects/featured", lang), localizedKey("/api/cv", lang), localizedKey("/api/articles", lang));
      break;
    case "projects":
      keys.push(localizedKey("/api/projects", lang));
      break;
    case "articles":
      keys.push(localizedKey("/api/articles", lang));
      break;
    case "article":
      keys.push(articleKey(page.slug, lang));
      break;
  }
  return keys;
}
