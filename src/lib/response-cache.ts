import { brotliCompressSync, constants as zlib } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-deps";

type Entry = {
  stamp: string;
  status: number;
  contentType: string;
  etag: string;
  body: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  brotli?: Uint8Array<ArrayBuffer>;
};

const MIN_COMPRESS_BYTES = 1024;

/**
 * Rendered pages and serialised public reads, kept until the content changes (any write). Data only changes
 * when the owner edits, so most requests are served from memory, precompressed, with an ETag for 304s.
 */
export function createResponseCache({ maxEntries = 1000 }: { maxEntries?: number } = {}) {
  const entries = new Map<string, Entry>();

  function store(key: string, stamp: string, status: number, contentType: string, body: Uint8Array<ArrayBuffer>): Entry {
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    const entry: Entry = { stamp, status, contentType, body, etag: `"${Bun.hash(body).toString(36)}-${body.length.toString(36)}"` };
    entries.set(key, entry);
    return entry;
  }

  function lookup(key: string, stamp: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.stamp !== stamp) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** The entry as a response: 304 when the client has it, else the best encoding it accepts. */
  function respond(c: Context, entry: Entry, cacheControl: string): Response {
    const headers = new Headers({ ETag: entry.etag, "Cache-Control": cacheControl, Vary: "Accept-Encoding", "Content-Type": entry.contentType });
    for (const [name, value] of c.res.headers) if (!headers.has(name)) headers.set(name, value);
    const ifNoneMatch = c.req.header("if-none-match");
    if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === entry.etag)) {
      return new Response(null, { status: 304, headers });
    }
    let body = entry.body;
    const accept = c.req.header("accept-encoding") ?? "";
    if (entry.body.length >= MIN_COMPRESS_BYTES) {
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
    return new Response(c.req.method === "HEAD" ? null : body, { status: entry.status, headers });
  }

  return { store, lookup, respond, clear: () => entries.clear(), get size() {
    return entries.size;
  } };
}
export type ResponseCache = ReturnType<typeof createResponseCache>;

/** API reads that are never cached: live status, the caller's own session, file downloads. */
const UNCACHED_READS = new Set(["/api/health", "/api/auth/me", "/api/cv/download", "/api/export"]);

/**
 * Serves a visitor's repeated API reads from memory (with ETag/304) until the content changes. The admin's
 * reads are never cached: they include drafts.
 */
export function cachePublicReads(cache: ResponseCache, stamp: { current(): string }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || c.get("user") || UNCACHED_READS.has(c.req.path)) return next();
    const key = `api:${c.req.path}?${new URL(c.req.url).searchParams}`;
    const current = stamp.current();
    const hit = cache.lookup(key, current);
    if (hit) {
      c.res = cache.respond(c, hit, "no-cache");
      return;
    }
    await next();
    if (c.res.status !== 200 || !c.res.headers.get("content-type")?.includes("application/json")) return;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    c.res = cache.respond(c, cache.store(key, current, 200, c.res.headers.get("content-type")!, body), "no-cache");
  };
}
