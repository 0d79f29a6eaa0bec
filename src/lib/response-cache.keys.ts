import { acceptLanguageTags, isLanguage, LANGUAGE_CODES, languageFromCookie, negotiateLanguage } from "../shared/languages";
import type { CacheableKind } from "./response-cache";

/** A query string an API read or a feed is kept for: none, or the language asked for (`?lang=en`). */
const KEPT_QUERY = new RegExp(`^(?:\\?lang=(?:${LANGUAGE_CODES.join("|")}))?$`);
/**
 * Sites (scheme and host) whose pages are kept. With PUBLIC_URL there is one; without it a site is reached by a
 * handful of names (localhost, its address, its domain) and any Host beyond those is answered, never kept.
 */
const MAX_SITES = 4;

/** Where a request's answer is kept, if it is. */
export type MemoKey = {
  /** The entry a hit is answered from (null: a search, never kept nor looked up). */
  key: string | null;
  /** Whether a miss is kept under `key`: only answers whose number the content bounds are. */
  keep: boolean;
  /** A search: `key` names it on the searches' own shelf (response-cache.searches.ts), not in the memo. */
  search?: true;
};
/** A fediverse read's query (WebFinger's `?resource=acct:…`): longer ones are answered, never kept. */
const MAX_ACTIVITY_QUERY = 512;
/** A search's words, as long as a search box sends them: anything longer is answered, never shelved. */
const MAX_SHELVED_QUERY = 200;
/** A read's query that is a search: `q` and at most the language, each once. */
const SEARCH_QUERY = new RegExp(`^\\?q=[^&]{1,${MAX_SHELVED_QUERY}}(?:&lang=(?:${LANGUAGE_CODES.join("|")}))?$`);

/**
 * Which requests share an answer, and which are kept: a page as its negotiated language and the parameters it
 * reads (`pageQueryParams`), a read or feed as its query when that is none or `?lang=` alone. Anything a visitor
 * can make without end (a search, another query string on a read or feed, a made-up Host) is never kept.
 */
export function createMemoKeys(pageQueryParams: (pathname: string) => readonly string[]) {
  /** A page's language, negotiated as the page route does; Accept-Language values are few, so their parse is kept. */
  const tagsByHeader = new Map<string, string[]>();
  function pageLanguage(langParam: string | null, acceptLanguage: string | null, cookie: string | null): string {
    const header = acceptLanguage ?? "";
    let preferred = tagsByHeader.get(header);
    if (!preferred) {
      preferred = acceptLanguageTags(header);
      if (tagsByHeader.size > 200) tagsByHeader.clear();
      // Browsers send a few dozen characters; a long made-up header is parsed each time rather than kept.
      if (header.length <= 256) tagsByHeader.set(header, preferred);
    }
    return negotiateLanguage({ query: langParam, chosen: languageFromCookie(cookie), preferred });
  }

  /**
   * A page is the same for every request with its negotiated language and the values of the parameters it reads:
   * `variant` is what it is kept under, or null for a search (a value for a parameter the page reads), each a page
   * of its own. `keep` is false for a `lang` that names no language or comes twice (answered, never kept).
   */
  function pageVariant(pathname: string, search: string, request: Request): { variant: string | null; keep: boolean; search?: string } {
    const query = search ? new URLSearchParams(search) : null;
    const langParam = query?.get("lang") ?? null;
    let variant = pageLanguage(langParam, request.headers.get("accept-language"), request.headers.get("cookie"));
    if (!query) return { variant, keep: true };
    const langKept = (langParam === null || isLanguage(langParam)) && query.getAll("lang").length <= 1;
    for (const name of pageQueryParams(pathname)) {
      const value = query.get(name);
      if (value === null) continue;
      if (value.trim() !== "") return { variant: null, keep: false, search: langKept ? `${variant}|${name}=${value}` : undefined };
      variant += `|${name}=`;
    }
    return { variant, keep: langKept };
  }

  /** The query a kept page is produced with: `lang` and the (empty) reads, the rest (`?utm_source=`) left out. */
  function renderedQuery(pathname: string, search: string): string {
    if (!search) return "";
    const query = new URLSearchParams(search);
    const rendered = new URLSearchParams();
    for (const name of ["lang", ...pageQueryParams(pathname)]) if (query.has(name)) rendered.set(name, query.get(name)!);
    return rendered.size ? `?${rendered}` : "";
  }

  /** Sites whose pages are kept: the first MAX_SITES asked for (with PUBLIC_URL, only ever that one). */
  const sitesKept = new Set<string>();
  const keepsSite = (site: string) => sitesKept.has(site) || (sitesKept.size < MAX_SITES && !!sitesKept.add(site));

  return {
    /** `site` is the base a page or feed renders its links with ("" for reads, whose answers hold none). */
    of(kind: CacheableKind, site: string, pathname: string, search: string, request: Request): MemoKey {
      // The fediverse's reads: a WebFinger or NodeInfo query is kept as asked, as long as a real one is.
      if (kind === "activity") {
        const kept = search.length <= MAX_ACTIVITY_QUERY && keepsSite(site);
        return { key: kept ? `activity|${site}${pathname}|${search}` : null, keep: kept };
      }
      if (kind !== "page") {
        const keep = KEPT_QUERY.test(search) && (kind === "api" || keepsSite(site));
        if (!keep && kind === "api" && SEARCH_QUERY.test(search)) return { key: `search|api|${pathname}|${search}`, keep, search: true };
        return { key: keep ? `${kind}|${site}${pathname}|${search}` : null, keep };
      }
      const { variant, keep, search: searched } = pageVariant(pathname, search, request);
      if (searched !== undefined && searched.length <= MAX_SHELVED_QUERY * 2 && keepsSite(site)) {
        return { key: `search|page|${site}${pathname}|${searched}`, keep: false, search: true };
      }
      if (variant === null) return { key: null, keep: false };
      return { key: `page|${site}${pathname}|${variant}`, keep: keep && keepsSite(site) };
    },
    /** The query a kept miss is produced with: a page's without the parameters it does not read. */
    rendered: (kind: CacheableKind, pathname: string, search: string) => (kind === "page" ? renderedQuery(pathname, search) : search),
  };
}
