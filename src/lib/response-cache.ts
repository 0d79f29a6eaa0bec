import { brotliCompressSync, constants as zlib } from "node:zlib";
import { SESSION_COOKIE } from "../modules/auth/auth.middleware";
import { createMemoKeys } from "./response-cache.keys";
import { createSearchShelf } from "./response-cache.searches";

/** What may be memoised: server-rendered pages, visitors' API reads, the feeds, and the fediverse's JSON reads. */
export type CacheableKind = "page" | "api" | "feed" | "activity";

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
  /** The body, held once: the plain answer's Response reads this Blob (one made from bytes copies them). */
  body: Blob;
  compressible: boolean;
  /** Bodies and headers per encoding, made on first use, so a hit only builds a Response. */
  variants: Partial<Record<Encoding, Variant>>;
  notModified?: Headers;
  /** The page's language (its Content-Language), read once here rather than from each answer's headers. */
  language: string | null;
  /** Everything the entry holds: its body, each compressed body, each copy of its headers, and the objects around them. */
  bytes: number;
  /** False for an answer made for one request only (a search, an unknown query string or host): never counted nor kept. */
  kept: boolean;
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
/**
 * Answers made for one request (a search, a made-up query or host) are garbage as soon as they are sent, and under a
 * flood of them the collector let the server grow past 200 MiB before it caught up (an asynchronous collection did
 * not help). After every so many, the resident set is looked at, and past the soft limit a full collection runs: a
 * visitor's searches never pay it (one costs up to 100 ms), a flood pays it about once a second.
 */
const UNKEPT_PER_MEMORY_CHECK = 100;
const SOFT_LIMIT_BYTES = 140 * 1024 * 1024;
const sessionCookie = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);
/**
 * What an entry holds besides its bodies and headers (the entry, the Response objects, their Blob): 30,000 tiny
 * answers, each with two copies of ten headers, grew the process by about 3.9 KB each, and this counts 4.9 KB.
 */
const ENTRY_OVERHEAD_BYTES = 2048;
/** One header in a Headers object or a record: its name and value, and the structure holding them. */
const HEADER_OVERHEAD_BYTES = 64;
const headersBytes = (headers: Record<string, string>) =>
  Object.entries(headers).reduce((bytes, [name, value]) => bytes + name.length + value.length + HEADER_OVERHEAD_BYTES, 0);

/**
 * The content only changes when the owner edits it, so each page, public read and feed is produced once per
 * state of the content and then answered from memory, precompressed, with an ETag for 304s. Wraps the app's
 * fetch, so a hit costs no routing or middleware. `stamp` names the state of the content.
 *
 * Only answers whose number is bounded by the content are kept: a search (any value of a parameter a page reads),
 * a query string the answer does not read, a page not found and a Host beyond the first few are each answered
 * (compressed, with an ETag) without becoming an entry, since a visitor can make as many of them as they like.
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
  maxBytes = 32 * 1024 * 1024,
}: {
  stamp: { current(): string };
  classify: (pathname: string) => CacheableKind | null;
  /** The query parameters a page reads (a search's `q`): a page with any of them set is a search, never kept. */
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
  /** What the kept answers may weigh together, every encoding, header and object counted (`bytes`). The oldest go first. */
  maxBytes?: number;
}) {
  const keys = createMemoKeys(pageQueryParams);
  const entries = new Map<string, Entry>();
  const searches = createSearchShelf<Entry>();
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
  /** Adds to what a kept entry weighs (a variant or a copy of the headers made on first use). */
  function grow(entry: Entry, bytes: number) {
    if (!entry.kept || entries.get(entry.key) !== entry) return;
    entry.bytes += bytes;
    totalBytes += bytes;
    makeRoom(0, entry);
  }

  /**
   * Makes an entry of an answer, and keeps it when `keep` (one too big to share the memory with others, over a
   * quarter of it, is not kept). Answers with the answer's bytes, from which the first variant is made.
   */
  async function store(key: string, current: string, kind: CacheableKind, response: Response, keep: boolean) {
    const raw = await response.bytes();
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) if (name !== "content-length" && name !== "etag") headers[name] = value;
    const etag = `"${Bun.hash(raw).toString(36)}-${raw.length.toString(36)}"`;
    Object.assign(headers, {
      etag,
      "cache-control": cacheControlFor(kind, sharedCacheSeconds, linksFromRequest),
      vary: kind === "activity" ? "Accept, Accept-Encoding" : "Accept-Encoding, Accept-Language, Cookie",
    });
    const bytes = raw.length + headersBytes(headers) + key.length * 2 + ENTRY_OVERHEAD_BYTES;
    const entry: Entry = {
      key,
      stamp: current,
      status: response.status,
      kind,
      headers,
      body: new Blob([raw]),
      etag,
      compressible: !response.headers.has("content-encoding") && raw.length >= MIN_COMPRESS_BYTES && /html|json|xml|text/.test(headers["content-type"] ?? ""),
      variants: {},
      language: headers["content-language"] ?? null,
      bytes,
      kept: keep && bytes <= maxBytes / 4,
    };
    const replaced = entries.get(key);
    if (replaced) {
      entries.delete(key);
      totalBytes -= replaced.bytes;
    }
    if (entry.kept) {
      makeRoom(entry.bytes + 1);
      entries.set(key, entry);
      totalBytes += entry.bytes;
    }
    return { entry, raw };
  }

  /** Makes one encoding's answer from the body's bytes: a brotli or gzip body, or the plain one's Blob itself. */
  function makeVariant(entry: Entry, encoding: Encoding, raw: Uint8Array<ArrayBuffer>): Variant {
    const made = entry.variants[encoding];
    if (made) return made;
    const compressed =
      encoding === "br"
        ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === "gzip"
          ? Bun.gzipSync(raw, { level: 6 })
          : null;
    const length = String(compressed ? compressed.length : entry.body.size);
    const headers = new Headers(
      compressed ? { ...entry.headers, "content-encoding": encoding, "content-length": length } : { ...entry.headers, "content-length": length },
    );
    const variant = { response: new Response(compressed ?? entry.body, { status: entry.status, headers }), headers };
    entry.variants[encoding] = variant;
    grow(entry, (compressed?.length ?? 0) + headersBytes(entry.headers) + 2 * HEADER_OVERHEAD_BYTES);
    return variant;
  }

  /** One encoding's answer: made at once from `raw` when it is at hand, else (a kept entry's first brotli) from its Blob. */
  function variant(entry: Entry, encoding: Encoding, raw?: Uint8Array<ArrayBuffer>): Variant | Promise<Variant> {
    const made = entry.variants[encoding];
    if (made) return made;
    if (encoding === "identity" || raw) return makeVariant(entry, encoding, raw ?? EMPTY);
    return entry.body.bytes().then((bytes) => makeVariant(entry, encoding, bytes));
  }

  function respond(request: Request, entry: Entry, raw?: Uint8Array<ArrayBuffer>): Response | Promise<Response> {
    const ifNoneMatch = request.headers.get("if-none-match");
    if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === entry.etag)) {
      if (!entry.notModified) {
        entry.notModified = new Headers(entry.headers);
        grow(entry, headersBytes(entry.headers));
      }
      return new Response(null, { status: 304, headers: entry.notModified });
    }
    let encoding: Encoding = "identity";
    if (entry.compressible) {
      const accept = request.headers.get("accept-encoding") ?? "";
      // An answer made for this request alone (a search, a made-up query or host) is gzipped: brotli's encoder takes
      // megabytes of state per call, and under a flood of such answers its garbage grew the server by tens of MiB.
      const brotli = accept.includes("br") && (entry.kept || !accept.includes("gzip"));
      encoding = brotli ? "br" : accept.includes("gzip") ? "gzip" : "identity";
    }
    const made = variant(entry, encoding, raw);
    return made instanceof Promise ? made.then((ready) => answerWith(request, entry, ready)) : answerWith(request, entry, made);
  }
  const answerWith = (request: Request, entry: Entry, { response, headers }: Variant) =>
    request.method === "HEAD" ? new Response(null, { status: entry.status, headers }) : response.clone();

  let unkeptSinceCheck = 0;

  /** Misses being produced, so concurrent requests for the same answer (say, right after a write) share one. */
  const inFlight = new Map<string, Promise<Entry | null>>();

  /** A miss: the app answers, and a cacheable answer is kept when `keep`, else only compressed and tagged for this request. */
  async function produce(fetch: Fetch, request: Request, rest: never[], key: string, current: string, kind: CacheableKind, keep: boolean, search = false) {
    const flightKey = `${key}#${current}`;
    const pending = keep ? inFlight.get(flightKey) : undefined;
    if (pending) {
      const entry = await pending;
      return entry ? respond(request, entry) : fetch(request, ...rest);
    }
    let settle: ((entry: Entry | null) => void) | undefined;
    if (keep) inFlight.set(flightKey, new Promise((resolve) => (settle = resolve)));
    let entry: Entry | null = null;
    try {
      const response = await fetch(request, ...rest);
      const status = response.status;
      const answerable = (status === 200 || (kind === "page" && status === 404)) && !response.headers.has("set-cookie");
      if (!answerable) return response;
      // A page not found is one per made-up path: answered like a page, never kept.
      const stored = await store(key, current, kind, response, keep && status === 200);
      if (stored.entry.kept) entry = stored.entry;
      else {
        if (search && status === 200) searches.put(key, stored.entry);
        if (++unkeptSinceCheck >= UNKEPT_PER_MEMORY_CHECK) {
          unkeptSinceCheck = 0;
          if (process.memoryUsage.rss() > SOFT_LIMIT_BYTES) Bun.gc(true);
        }
      }
      return respond(request, stored.entry, stored.raw);
    } finally {
      if (settle) {
        inFlight.delete(flightKey);
        settle(entry);
      }
    }
  }

  /** Tells the page observer of a page once its answer is known (a kept page's language is known beforehand). */
  function observed(
    request: Request,
    server: unknown,
    pathname: string,
    search: string,
    answer: Response | Promise<Response>,
    language?: string | null,
  ): Response | Promise<Response> {
    if (!onPage || request.method !== "GET") return answer;
    if (answer instanceof Promise) return answer.then((response) => observed(request, server, pathname, search, response, language));
    onPage(request, server, { pathname, search, status: answer.status, language: language === undefined ? answer.headers.get("content-language") : language });
    return answer;
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
      const current = stamp.current();
      const { key, keep, search: isSearch = false } = keys.of(kind, site, pathname, search, request);
      const page = kind === "page";
      const entry = key === null ? undefined : isSearch ? searches.get(key) : entries.get(key);
      if (entry && entry.stamp === current) {
        const response = respond(request, entry);
        return page ? observed(request, rest[0], pathname, search, response, entry.language) : response;
      }
      if (request.method === "HEAD") return fetch(request, ...rest);
      // A page asked for with parameters it does not read is produced without them: what is kept is the page itself.
      const rendered = keep || isSearch ? keys.rendered(kind, pathname, search) : search;
      const asked = rendered === search ? request : new Request(`${originOf(request.url)}${pathname}${rendered}`, request);
      const produced = produce(fetch, asked, rest, key ?? "", current, kind, keep, isSearch);
      return page ? observed(request, rest[0], pathname, search, produced) : produced;
    }) as F;
  }

  return {
    wrap,
    clear: () => {
      entries.clear();
      searches.clear();
      totalBytes = 0;
    },
    /** How many answers are kept and what they weigh, for the tests. */
    size: () => ({ entries: entries.size, bytes: totalBytes }),
    /** The same for the searches' shelf. */
    searchesSize: () => searches.size(),
  };
}

const EMPTY = new Uint8Array(0);

/** Where an absolute URL's path starts (-1: it has none). */
const pathStartOf = (url: string) => url.indexOf("/", url.indexOf("//") + 2);
/** Scheme and authority of an absolute URL. */
const originOf = (url: string) => {
  const pathStart = pathStartOf(url);
  return pathStart < 0 ? url : url.slice(0, pathStart);
};

/** Path and query of an absolute URL without a full URL parse (this runs on every request). */
export function splitUrl(url: string): { pathname: string; search: string } {
  const pathStart = pathStartOf(url);
  if (pathStart < 0) return { pathname: "/", search: "" };
  const queryStart = url.indexOf("?", pathStart);
  const hashStart = url.indexOf("#", pathStart);
  const end = hashStart < 0 ? url.length : hashStart;
  return queryStart < 0 || queryStart > end
    ? { pathname: url.slice(pathStart, end), search: "" }
    : { pathname: url.slice(pathStart, queryStart), search: url.slice(queryStart, end) };
}
