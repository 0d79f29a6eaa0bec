import { AsyncLocalStorage } from "node:async_hooks";
import { signRequest } from "@fedify/fedify";
import {
  createActivityPubRequest,
  FetchError,
  getRemoteDocument,
  preloadedContexts,
  validatePublicUrl,
  type DocumentLoader,
  type DocumentLoaderOptions,
  type RemoteDocument,
} from "@fedify/vocab-runtime";
import { sniffFileKind } from "../../lib/file-types";
import { readBounded } from "../../lib/request-body";
import type { RateLimiter } from "../../lib/rate-limit";
import type { FileKind } from "../../shared/files";

/** A remote actor, note or key document is a few KB; Mastodon's largest actors stay well under this. */
export const MAX_DOCUMENT_BYTES = 512 * 1024;
/** An avatar kept for a reply: small enough to serve from our uploads without a second thought. */
export const MAX_AVATAR_BYTES = 1024 * 1024;
/** A remote server that answers slower than this is treated as down for this fetch. */
export const FETCH_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 5;

export const PRIVATE_ADDRESS_REFUSED = "refused: the address is on this server or its private network (FEDIVERSE_ALLOW_PRIVATE=1 allows it, for tests)";

/**
 * `limiter` counts fetches per requester and remote server, `serverLimiter` per remote server alone, with a budget
 * several requesters' worth (decision 0058): junk naming a server's keys spends its sender's budget, not the server's.
 */
export type FetchBounds = { allowPrivate: boolean; limiter: RateLimiter; serverLimiter: RateLimiter };

/** The inbox request being handled: who sent it, and which documents its bounds refused to fetch. */
type RequesterScope = { address: string; refused: Set<string> };
const requesterScope = new AsyncLocalStorage<RequesterScope>();
const withoutFragment = (url: string) => url.replace(/#.*$/, "");

/** Runs `handle` (Fedify answering one request) with its fetches counted against `address`. */
export function asRequester<T>(address: string, handle: () => T): T {
  return requesterScope.run({ address, refused: new Set() }, handle);
}

/**
 * Whether the request being handled had `url` refused by our own bounds. Fedify remembers a key it could not fetch
 * as "unavailable" for minutes; a key we chose not to fetch for this sender is no news about the key (fediverse.kv.ts).
 */
export const refusedForThisRequester = (url: string) => requesterScope.getStore()?.refused.has(withoutFragment(url)) ?? false;

/** Throws when `url` may not be fetched from or delivered to: a private or loopback address (unless allowed), or not http(s). */
export async function assertReachable(url: string, allowPrivate: boolean): Promise<void> {
  if (!/^https?:\/\//i.test(url)) throw new FetchError(url, "refused: only http and https addresses are fetched");
  if (allowPrivate) return;
  try {
    await validatePublicUrl(url);
  } catch {
    throw new FetchError(url, PRIVATE_ADDRESS_REFUSED);
  }
}

/**
 * Counts one fetch against the requester's budget for the remote server and the server's overall one; throws once
 * either is used up. Fetches outside an inbox request (deliveries, the owner's actions) are the site's own.
 */
function countFetch(url: string, { limiter, serverLimiter }: FetchBounds): void {
  const host = new URL(url).host;
  const scope = requesterScope.getStore();
  const key = `${scope?.address ?? "site"} ${host}`;
  if (limiter.state(key)?.limited || serverLimiter.state(host)?.limited) {
    scope?.refused.add(withoutFragment(url));
    throw new FetchError(url, `refused: too many fetches from ${host} for now`);
  }
  limiter.hit(key);
  serverLimiter.hit(host);
}

const withTimeout = (signal?: AbortSignal) =>
  signal ? AbortSignal.any([signal, AbortSignal.timeout(FETCH_TIMEOUT_MS)]) : AbortSignal.timeout(FETCH_TIMEOUT_MS);

/**
 * Fedify's JSON-LD document loader with our bounds: the contexts it knows are answered from memory, anything else is
 * fetched only from public addresses, at most so often per remote server, within a time and a size, following a few
 * redirects. The answer is then read by Fedify's own code (`getRemoteDocument`: content types, Link headers).
 * With `identity`, each request is signed with the actor's key (Fedify's authorized fetch, for servers that refuse
 * anonymous reads): the same bounds apply to signed fetches, which the inbox makes for keys and actors.
 */
export function createBoundedLoader(bounds: FetchBounds, identity?: { keyId: URL; privateKey: CryptoKey }): DocumentLoader {
  async function load(url: string, options?: DocumentLoaderOptions, redirects = 0): Promise<RemoteDocument> {
    const href = new URL(url).href;
    if (href in preloadedContexts) return { contextUrl: null, document: preloadedContexts[href], documentUrl: href };
    await assertReachable(href, bounds.allowPrivate);
    countFetch(href, bounds);
    const unsigned = createActivityPubRequest(href);
    const request = identity ? await signRequest(unsigned, identity.privateKey, identity.keyId) : unsigned;
    const response = await fetch(request, { redirect: "manual", signal: withTimeout(options?.signal) });
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      if (redirects >= MAX_REDIRECTS) throw new FetchError(href, "refused: too many redirections");
      return load(new URL(location, href).href, options, redirects + 1);
    }
    const body = response.ok ? await readBounded(response, MAX_DOCUMENT_BYTES) : null;
    if (!body) await response.body?.cancel();
    return getRemoteDocument(href, new Response(body, { status: response.status, headers: response.headers }), (next, nextOptions) =>
      load(next, nextOptions, redirects + 1),
    );
  }
  return (url, options) => load(url, options);
}

/**
 * A replier's avatar, fetched once under the same bounds: the bytes and their sniffed image type, or null when it is
 * anything but a PNG, JPEG, GIF or WebP of at most `MAX_AVATAR_BYTES` (visitors' pages then show none).
 */
export async function fetchAvatar(url: string, bounds: FetchBounds): Promise<{ bytes: Uint8Array; kind: FileKind } | null> {
  try {
    await assertReachable(url, bounds.allowPrivate);
    countFetch(url, bounds);
    const response = await fetch(url, { redirect: "error", signal: withTimeout() });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const bytes = await readBounded(response, MAX_AVATAR_BYTES);
    const kind = sniffFileKind(bytes);
    return kind === "png" || kind === "jpeg" || kind === "gif" || kind === "webp" ? { bytes, kind } : null;
  } catch {
    return null;
  }
}
