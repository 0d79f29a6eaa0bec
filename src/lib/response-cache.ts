import { brotliCompressSync, constants as zlib } from "node:zlib";
import { acceptLanguageTags, languageFromCookie, negotiateLanguage } from "../shared/languages";
import { SESSION_COOKIE } from "../modules/auth/auth.middleware";

/** What may be memoised: server-rendered pages, visitors' API reads, and the feeds. */
export type CacheableKind = "page" | "api" | "feed";

type Encoding = "br" | "gzip" | "identity";
/**
 * One encoding's answer, built once: a hit returns a clone of `response` (about a third of the cost of building a
 * Response, which from a plain record of ~15 headers is ~4 µs, a large share of a small read's whole cost).
 */
type Variant = { response: Response; headers: Headers };

type Entry = {
  key: string;
  stamp: string;
  status: number;
  kind: CacheableKind;
  headers: Record<string, string>;
  etag: string;
  body: Uint8Array<ArrayBuffer>;
  compressible: boolean;
  /** Bodies and headers per encoding, made on first use, so a hit only builds a Response. */
  variants: Partial<Record<Encoding, Variant>>;
  notModified?: Headers;
  /** The page's language (its Content-Language), read once here rather than from each answer's headers. */
  language: string | null;
  /** The body and every variant made of it: what the entry holds in memory. */
  bytes: number;
};

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/** A page the memo answered a GET for, as whoever observes pages (visitor statistics) needs it. */
export type ServedPage = { pathname: string; search: string; status: number; language: string | null };
/** Told of each page answered to a GET, once its answer is known; `server` is the runtime's, for the client address. */
export type PageObserver = (request: Request, server: unknown, page: ServedPage) => void;

/**
 * Browsers revalidate pages and reads on every visit (a 304 while nothing changed) and keep feeds five minutes. With
 * PUBLIC_CACHE_SECONDS a shared cache in front (a CDN, nginx's proxy_cache) may keep each answer that long. Pages
 * and feeds whose links were taken from the request (PUBLIC_URL unset) are `private` whatever it says: a shared
 * cache keyed on the path alone would hand one forger's Host to every visitor (docs/decisions/0001).
 */
export function cacheControlFor(kind: CacheableKind, sharedCacheSeconds: number, linksFromRequest = false): string {
  if (linksFromRequest && kind !== "api") return kind === "feed" ? "private, max-age=300" : "private, no-cache";
  const browser = kind === "feed" ? "public, max-age=300" : sharedCacheSeconds > 0 ? "public, max-age=0" : "no-cache";
  return sharedCacheSeconds > 0 ? `${browser}, s-maxage=${sharedCacheSeconds}, stale-while-revalidate=${sharedCacheSeconds}` : browser;
}
const MIN_COMPRESS_BYTES = 1024;
const sessionCookie = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

/**
 * The content only changes when the owner edits it, so each page, public read and feed is produced once per
 * state of the content and then answered from memory, precompressed, with an ETag for 304s. Wraps the app's
 * fetch, so a hit costs no routing or middleware. `stamp` names the state of the content.
 */
export function createResponseMemo({
  stamp,
  classify,
  siteOf,
  pageQueryParams = () => [],
  sharedCacheSeconds = 0,
  linksFromRequest = false,
  onPage,
  maxEntries = 1000,
  maxBytes = 64 * 1024 * 1024,
}: {
  stamp: { current(): string };
  classify: (pathname: string) => CacheableKind | null;
  /** The query parameters a page reads (a search's `q`), each value its own entry; others never change a page. */
  pageQueryParams?: (pathname: string) => readonly string[];
  /** The absolute base a page or feed renders its links with (null: the request names no usable site, never cached). */
  siteOf: (request: Request) => string | null;
  /** PUBLIC_CACHE_SECONDS: how long a CDN or proxy in front may keep an answer (0: not at all). */
  sharedCacheSeconds?: number;
  /** True while PUBLIC_URL is unset: `siteOf` reads the request's Host, so pages and feeds are not shareable. */
  linksFromRequest?: boolean;
  /**
   * Told of every page answered to a GET: the memo already knows its path, query and language, and answers most
   * pages before any route runs, so an observer here costs a visit nothing it has not already paid.
   */
  onPage?: PageObserver;
  maxEntries?: number;
  /**
   * What the kept answers may weigh together, variants included: each distinct URL (a search, an unknown query
   * parameter) is an entry, and on a 1 GB machine their count alone is no bound. The oldest go first.
   */
  maxBytes?: number;
}) {
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  /** Drops the oldest entries (never `keep`) until `more` bytes fit. */
  function makeRoom(more: number, keep?: Entry) {
    for (const [key, entry] of entries) {
      if (totalBytes + more <= maxBytes && entries.size < maxEntries) return;
      if (entry === keep) continue;
      entries.delete(key);
      totalBytes -= entry.bytes;
    }
  }

  /** Keeps an answer; one too big to share the memory with others (over a quarter of it) is answered but not kept. */
  async function store(key: string, current: string, kind: CacheableKind, response: Response): Promise<Entry> {
    const body = new Uint8Array(await response.arrayBuffer());
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) if (name !== "content-length" && name !== "etag") headers[name] = value;
    const etag = `"${Bun.hash(body).toString(36)}-${body.length.toString(36)}"`;
    Object.assign(headers, {
      etag,
      "cache-control": cacheControlFor(kind, sharedCacheSeconds, linksFromRequest),
      vary: "Accept-Encoding, Accept-Language, Cookie",
    });
    const entry: Entry = {
      key,
      stamp: current,
      status: response.status,
      kind,
      headers,
      body,
      etag,
      compressible: !response.headers.has("content-encoding") && body.length >= MIN_COMPRESS_BYTES && /html|json|xml|text/.test(headers["content-type"] ?? ""),
      variants: {},
      language: headers["content-language"] ?? null,
      bytes: body.length,
    };
    const replaced = entries.get(key);
    if (replaced) {
      entries.delete(key);
      totalBytes -= replaced.bytes;
    }
    if (entry.bytes > maxBytes / 4) return entry;
    makeRoom(entry.bytes + 1);
    entries.set(key, entry);
    totalBytes += entry.bytes;
    return entry;
  }

  function variant(entry: Entry, encoding: Encoding): Variant {
    const made = entry.variants[encoding];
    if (made) return made;
    const body =
      encoding === "br"
        ? new Uint8Array(brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }))
        : encoding === "gzip"
          ? Bun.gzipSync(entry.body, { level: 6 })
          : entry.body;
    const length = String(body.length);
    const headers = new Headers(
      encoding === "identity" ? { ...entry.headers, "content-length": length } : { ...entry.headers, "content-encoding": encoding, "content-length": length },
    );
    if (encoding !== "identity" && entries.get(entry.key) === entry) {
      entry.bytes += body.length;
      totalBytes += body.length;
      makeRoom(0, entry);
    }
    const variant = { response: new Response(body, { status: entry.status, headers }), headers };
    entry.variants[encoding] = variant;
    return variant;
  }

  function respond(request: Request, entry: Entry): Response {
    const ifNoneMatch = request.headers.get("if-none-match");
    if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === entry.etag)) {
      entry.notModified ??= new Headers(entry.headers);
      return new Response(null, { status: 304, headers: entry.notModified });
    }
    let encoding: Encoding = "identity";
    if (entry.compressible) {
      const accept = request.headers.get("accept-encoding") ?? "";
      encoding = accept.includes("br") ? "br" : accept.includes("gzip") ? "gzip" : "identity";
    }
    const { response, headers } = variant(entry, encoding);
    return request.method === "HEAD" ? new Response(null, { status: entry.status, headers }) : response.clone();
  }

  /** A page's language, negotiated as the page route does; Accept-Language values are few, so their parse is kept. */
  const tagsByHeader = new Map<string, string[]>();
  function pageLanguage(langParam: string | null, acceptLanguage: string | null, cookie: string | null): string {
    const header = acceptLanguage ?? "";
    let preferred = tagsByHeader.get(header);
    if (!preferred) {
      preferred = acceptLanguageTags(header);
      if (tagsByHeader.size > 200) tagsByHeader.clear();
      tagsByHeader.set(header, preferred);
    }
    return negotiateLanguage({ query: langParam, chosen: languageFromCookie(cookie), preferred });
  }

  /** A page is the same for every request with its negotiated language and the values of the parameters it reads. */
  function pageVariant(pathname: string, search: string, request: Request): string {
    const query = search ? new URLSearchParams(search) : null;
    let variant = pageLanguage(query?.get("lang") ?? null, request.headers.get("accept-language"), request.headers.get("cookie"));
    if (query) for (const name of pageQueryParams(pathname)) variant += `|${name}=${query.get(name) ?? ""}`;
    return variant;
  }

  /** Misses being produced, so concurrent requests for the same answer (say, right after a write) share one. */
  const inFlight = new Map<string, Promise<Entry | null>>();

  /** A miss: the app answers, and a cacheable answer is kept. */
  async function produce(fetch: Fetch, request: Request, rest: never[], key: string, current: string, kind: CacheableKind) {
    const flightKey = `${key}#${current}`;
    const pending = inFlight.get(flightKey);
    if (pending) {
      const entry = await pending;
      return entry ? respond(request, entry) : fetch(request, ...rest);
    }
    let settle!: (entry: Entry | null) => void;
    inFlight.set(flightKey, new Promise((resolve) => (settle = resolve)));
    let entry: Entry | null = null;
    try {
      const response = await fetch(request, ...rest);
      const cacheable = (response.status === 200 || (kind === "page" && response.status === 404)) && !response.headers.has("set-cookie");
      if (!cacheable) return response;
      entry = await store(key, current, kind, response);
      return respond(request, entry);
    } finally {
      inFlight.delete(flightKey);
      settle(entry);
    }
  }

  // Not async: a hit returns its Response synchronously, without a promise to resolve.
  function wrap<F extends Fetch>(fetch: F): F {
    return ((request: Request, ...rest: never[]) => {
      if (request.method !== "GET" && request.method !== "HEAD") return fetch(request, ...rest);
      const { pathname, search } = splitUrl(request.url);
      const kind = classify(pathname);
      if (!kind) return fetch(request, ...rest);
      // A signed-in admin reads drafts: never from, nor into, the visitors' cache.
      if (kind === "api" && (request.headers.has("authorization") || sessionCookie.test(request.headers.get("cookie") ?? ""))) {
        return fetch(request, ...rest);
      }
      // Pages and feeds hold absolute links: one rendered for a site is only ever served for that same site.
      const site = kind === "api" ? "" : siteOf(request);
      if (site === null) return fetch(request, ...rest);
      const variant = kind === "page" ? pageVariant(pathname, search, request) : search;
      const key = `${kind}|${site}${pathname}|${variant}`;
      const current = stamp.current();
      const entry = entries.get(key);
      if (entry && entry.stamp === current) {
        const response = respond(request, entry);
        if (kind === "page" && onPage && request.method === "GET")
          onPage(request, rest[0], { pathname, search, status: response.status, language: entry.language });
        return response;
      }
      if (request.method === "HEAD") return fetch(request, ...rest);
      const produced = produce(fetch, request, rest, key, current, kind);
      if (kind !== "page" || !onPage) return produced;
      return produced.then((response) => {
        onPage(request, rest[0], { pathname, search, status: response.status, language: response.headers.get("content-language") });
        return response;
      });
    }) as F;
  }

  return {
    wrap,
    clear: () => {
      entries.clear();
      totalBytes = 0;
    },
    /** How many answers are kept and what they weigh, for the tests. */
    size: () => ({ entries: entries.size, bytes: totalBytes }),
  };
}

/** Path and query of an absolute URL without a full URL parse (this runs on every request). */
export function splitUrl(url: string): { pathname: string; search: string } {
  const pathStart = url.indexOf("/", url.indexOf("//") + 2);
  if (pathStart < 0) return { pathname: "/", search: "" };
  const queryStart = url.indexOf("?", pathStart);
  const hashStart = url.indexOf("#", pathStart);
  const end = hashStart < 0 ? url.length : hashStart;
  return queryStart < 0 || queryStart > end
    ? { pathname: url.slice(pathStart, end), search: "" }
    : { pathname: url.slice(pathStart, queryStart), search: url.slice(queryStart, end) };
}
