import { brotliCompressSync, constants as zlib } from "node:zlib";
import { chooseLanguage } from "../modules/pages/pages.language";
import { SESSION_COOKIE } from "../modules/auth/auth.middleware";

/** What may be memoised: server-rendered pages, visitors' API reads, and the feeds. */
export type CacheableKind = "page" | "api" | "feed";

type Entry = {
  stamp: string;
  status: number;
  headers: [string, string][];
  etag: string;
  body: Uint8Array<ArrayBuffer>;
  compressible: boolean;
  gzip?: Uint8Array<ArrayBuffer>;
  brotli?: Uint8Array<ArrayBuffer>;
};

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

const CACHE_CONTROL: Record<CacheableKind, string> = {
  // Revalidated on every visit, answered with 304 while nothing changed.
  page: "no-cache",
  api: "no-cache",
  feed: "public, max-age=300",
};
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
  maxEntries = 1000,
}: {
  stamp: { current(): string };
  classify: (pathname: string) => CacheableKind | null;
  maxEntries?: number;
}) {
  const entries = new Map<string, Entry>();

  async function store(key: string, current: string, response: Response): Promise<Entry> {
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers].filter(([name]) => name !== "content-length" && name !== "etag");
    const type = response.headers.get("content-type") ?? "";
    const entry: Entry = {
      stamp: current,
      status: response.status,
      headers,
      body,
      etag: `"${Bun.hash(body).toString(36)}-${body.length.toString(36)}"`,
      compressible: !response.headers.has("content-encoding") && body.length >= MIN_COMPRESS_BYTES && /html|json|xml|text/.test(type),
    };
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
    return entry;
  }

  function respond(request: Request, entry: Entry, kind: CacheableKind): Response {
    const headers = new Headers(entry.headers);
    headers.set("ETag", entry.etag);
    headers.set("Cache-Control", CACHE_CONTROL[kind]);
    headers.set("Vary", "Accept-Encoding, Accept-Language");
    const ifNoneMatch = request.headers.get("if-none-match");
    if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === entry.etag)) {
      return new Response(null, { status: 304, headers });
    }
    let body = entry.body;
    if (entry.compressible) {
      const accept = request.headers.get("accept-encoding") ?? "";
      if (/\bbr\b/.test(accept)) {
        entry.brotli ??= new Uint8Array(brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
        body = entry.brotli;
        headers.set("Content-Encoding", "br");
      } else if (/\bgzip\b/.test(accept)) {
        entry.gzip ??= Bun.gzipSync(entry.body, { level: 6 });
        body = entry.gzip;
        headers.set("Content-Encoding", "gzip");
      }
    }
    return new Response(request.method === "HEAD" ? null : body, { status: entry.status, headers });
  }

  function wrap<F extends Fetch>(fetch: F): F {
    return (async (request: Request, ...rest: never[]) => {
      if (request.method !== "GET" && request.method !== "HEAD") return fetch(request, ...rest);
      const url = new URL(request.url);
      const kind = classify(url.pathname);
      if (!kind) return fetch(request, ...rest);
      // A signed-in admin reads drafts: never from, nor into, the visitors' cache.
      if (kind === "api" && (request.headers.has("authorization") || sessionCookie.test(request.headers.get("cookie") ?? ""))) {
        return fetch(request, ...rest);
      }
      const variant = kind === "page" ? chooseLanguage(url.searchParams.get("lang") ?? undefined, request.headers.get("accept-language") ?? undefined) : url.search;
      const key = `${kind}|${request.headers.get("host") ?? url.host}${url.pathname}|${variant}`;
      const current = stamp.current();
      let entry = entries.get(key);
      if (entry && entry.stamp !== current) entry = undefined;
      if (!entry) {
        if (request.method === "HEAD") return fetch(request, ...rest);
        const response = await fetch(request, ...rest);
        const cacheable = (response.status === 200 || (kind === "page" && response.status === 404)) && !response.headers.has("set-cookie");
        if (!cacheable) return response;
        entry = await store(key, current, response);
      }
      return respond(request, entry, kind);
    }) as F;
  }

  return { wrap, clear: () => entries.clear() };
}
