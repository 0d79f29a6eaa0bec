import type { Context } from "hono";
import type { Config } from "../config";
import { clientKey } from "./client-key";

/**
 * Who sent a request and which site it asked for, as far as the configuration lets the server trust its headers
 * (contract §1: TRUST_PROXY). Everything that decides by client address (rate limits, statistics) or renders
 * absolute links asks here, so the rules exist once.
 */
type ProxyConfig = Pick<Config, "trustProxy" | "publicUrl">;

/**
 * The client's address, as every limit and statistic keys it (IPv6 grouped by /64: `clientKey`). Behind N trusted proxies (TRUST_PROXY=N) it is the entry the outermost of them appended
 * to X-Forwarded-For: the N-th from the right. Entries further left were written by the client itself and prove
 * nothing; taking the first one let anybody choose their own address and reset every limit.
 */
export function clientIp(c: Context, config: Pick<Config, "trustProxy">): string {
  return clientAddress(c.req.raw, c.env, config);
}

/**
 * The same rule for code in front of the router: `server` is what Bun passes as fetch's second argument (or an
 * object holding it as `server`, as Hono's env does).
 */
export function clientAddress(request: Request, server: unknown, config: Pick<Config, "trustProxy">): string {
  return clientKey(socketOrProxyAddress(request, server, config));
}

function socketOrProxyAddress(request: Request, server: unknown, { trustProxy }: Pick<Config, "trustProxy">): string {
  if (trustProxy > 0) {
    const header = request.headers.get("x-forwarded-for") ?? "";
    // One proxy, one hop (the usual case, on every counted page view): no list to build.
    if (!header.includes(",") && header.trim()) return header.trim();
    const hops = header
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    // A shorter chain reached a nearer proxy directly: the left-most entry is then the one that proxy appended.
    const appended = hops[Math.max(0, hops.length - trustProxy)];
    if (appended) return appended;
  }
  const bun = (server && typeof server === "object" && "server" in server ? server.server : server) as
    | { requestIP?(request: Request): { address: string } | null }
    | undefined;
  try {
    return bun?.requestIP?.(request)?.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** The first value of a header a trusted proxy sets for the request it received. */
function forwarded(request: Request, name: string, config: ProxyConfig): string | undefined {
  if (config.trustProxy === 0) return undefined;
  return request.headers.get(name)?.split(",")[0]?.trim() || undefined;
}

/** The scheme the request reached the site with (directly, or at a trusted proxy). Read without a URL parse: this runs per request. */
function schemeOf(request: Request, config: ProxyConfig): "http" | "https" {
  const proto = forwarded(request, "x-forwarded-proto", config);
  if (proto === "https" || proto === "http") return proto;
  return request.url.startsWith("https:") ? "https" : "http";
}

/** True when the request reached the site over https (directly, or through a trusted proxy). */
export function isHttps(request: Request, config: ProxyConfig): boolean {
  return schemeOf(request, config) === "https";
}

/**
 * Whether the visitor's connection was https, for Strict-Transport-Security: a trusted proxy's X-Forwarded-Proto
 * decides when it sends one (a proxy saying http means the visitor used plain http, whatever PUBLIC_URL says), else
 * the request's own scheme, else an https PUBLIC_URL: the owner's word that visitors only reach the site over https.
 */
export function reachedOverHttps(request: Request, config: ProxyConfig): boolean {
  const proto = forwarded(request, "x-forwarded-proto", config);
  if (proto === "https" || proto === "http") return proto === "https";
  return request.url.startsWith("https:") || (config.publicUrl?.startsWith("https:") ?? false);
}

/** A host name, IPv4 or bracketed IPv6 address, with an optional port: nothing that could break out of a URL or attribute. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's absolute base for links in pages and feeds: PUBLIC_URL when it is set (the only trustworthy source),
 * else the request's own scheme and host (the trusted proxy's, when there is one), or null when the Host header is
 * not a host name. A page rendered for one base is cached under that base, never served for another.
 */
export function siteBase(request: Request, config: ProxyConfig): string | null {
  if (config.publicUrl) return config.publicUrl;
  const host = forwarded(request, "x-forwarded-host", config) ?? request.headers.get("host") ?? new URL(request.url).host;
  const scheme = schemeOf(request, config);
  const key = `${scheme}:${host}`;
  const known = basesSeen.get(key);
  if (known !== undefined) return known;
  const lowered = host.toLowerCase();
  const base = HOST.test(lowered) ? `${scheme}://${lowered}` : null;
  // A site is asked for by a handful of names; anything beyond is someone sending made-up hosts.
  if (basesSeen.size >= MAX_BASES_SEEN) basesSeen.clear();
  basesSeen.set(key, base);
  return base;
}

/**
 * The URL a request was made for at the site's public edge: behind a trusted proxy (TRUST_PROXY) with the scheme and
 * host the proxy received it with (X-Forwarded-Proto, X-Forwarded-Host), else the request's own. Signatures over the
 * target URI (RFC 9421's @target-uri, @authority) are made for that URL. Without TRUST_PROXY the headers prove
 * nothing and are ignored, and a forwarded host that is not a host name leaves the URL as it is.
 */
export function publicRequestUrl(request: Request, config: ProxyConfig): string {
  if (config.trustProxy === 0) return request.url;
  const scheme = schemeOf(request, config);
  const host = forwarded(request, "x-forwarded-host", config)?.toLowerCase();
  const url = new URL(request.url);
  const publicHost = host && HOST.test(host) ? host : url.host;
  if (url.protocol === `${scheme}:` && url.host === publicHost) return request.url;
  return `${scheme}://${publicHost}${url.pathname}${url.search}`;
}

/** The base each scheme and Host header seen makes (null: not a host name): this runs on every page request. */
const basesSeen = new Map<string, string | null>();
const MAX_BASES_SEEN = 256;
