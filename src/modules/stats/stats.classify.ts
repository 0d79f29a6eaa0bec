import Bowser from "bowser";
import { isbot } from "isbot";
import { isLanguage, type Language } from "../../shared/languages";
import { SESSION_COOKIE } from "../auth/auth.middleware";
import type { Device } from "../../shared/schemas/stats";

/**
 * What a request says about the view it asks for, reduced to what statistics keep: never the address or the full
 * User-Agent, only the device class and browser family, the path without its query string (but `lang`), the
 * referrer's host and a campaign name.
 */

/** The User-Agent of a person's browser: every browser sends one starting so, and most scripts send none. */
const BROWSER_LIKE = /^(?:Mozilla|Opera)\//;

export type Agent = {
  device: Device;
  browser: string;
  /**
   * A 64-bit hash of the whole User-Agent, worked out once per distinct one: what a visitor's salted hash takes
   * in its place, so each view hashes a few dozen bytes instead of a couple of hundred. Never stored.
   */
  userAgentHash: string;
} | null;

/** isbot and Bowser cost ~17 µs for a new User-Agent; a visitor's next views (and most visitors) reuse the answer. */
const MAX_AGENTS = 2000;
const agents = new Map<string, Agent>();

/** The browser's family and device class, or null for a bot, a crawler, a link-preview fetcher or a script. */
export function classifyAgent(userAgent: string): Agent {
  const known = agents.get(userAgent);
  if (known !== undefined) return known;
  let agent: Agent = null;
  if (BROWSER_LIKE.test(userAgent) && !isbot(userAgent)) {
    const parser = Bowser.getParser(userAgent);
    const platform = parser.getPlatformType(true);
    const device: Device = platform === "mobile" || platform === "tablet" || platform === "desktop" ? platform : "other";
    agent = { device, browser: (parser.getBrowserName() || "Other").slice(0, 40), userAgentHash: Bun.hash.xxHash3(userAgent).toString(36) };
  }
  if (agents.size >= MAX_AGENTS) agents.clear();
  agents.set(userAgent, agent);
  return agent;
}

const sessionCookie = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

/**
 * Requests that are never counted, whatever they ask for: a visitor who asked not to be tracked (DNT, Global Privacy
 * Control), a prefetch or prerender the visitor may never see, and the signed-in owner (the session cookie's
 * presence is enough: verifying it per view would cost more than the view).
 */
export function isExcluded(headers: Headers): boolean {
  if (headers.get("dnt") === "1" || headers.get("sec-gpc") === "1") return true;
  const purpose = headers.get("sec-purpose") ?? headers.get("purpose") ?? headers.get("x-purpose") ?? headers.get("x-moz");
  if (purpose && /prefetch|prerender|preview/i.test(purpose)) return true;
  const cookie = headers.get("cookie");
  return cookie !== null && sessionCookie.test(cookie);
}

export type PageAddress = {
  /** The path as statistics keep it: decoded, no trailing slash, no query string but a known `?lang=`. */
  path: string;
  /** The path's `?lang=`, when it names one of the site's languages. */
  lang: Language | null;
  /** utm_source or ref, as a campaign names where the visitor came from. */
  campaign: string | null;
};

const MAX_PATH_LENGTH = 300;
const CAMPAIGN = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{0,63}$/u;

/** A path and query string as a visitor's browser sent them ("/articles/x?lang=en&utm_source=news"). */
export function readPageAddress(pathname: string, search: string): PageAddress | null {
  let path = pathname.length > 1 && pathname.endsWith("/") ? pathname.replace(/\/+$/, "") || "/" : pathname;
  if (path.includes("%")) {
    try {
      path = decodeURIComponent(path);
    } catch {
      // Kept as sent: a malformed escape is still a path someone asked for.
    }
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a path with control characters is not a page; it is not counted.
  if (path.length > MAX_PATH_LENGTH || /[\u0000-\u001f\u007f]/.test(path)) return null;
  let lang: Language | null = null;
  let campaign: string | null = null;
  if (search.length > 1) {
    const query = new URLSearchParams(search);
    const asked = query.get("lang")?.toLowerCase();
    if (isLanguage(asked)) lang = asked;
    const named = (query.get("utm_source") || query.get("ref"))?.trim().toLowerCase();
    if (named && CAMPAIGN.test(named)) campaign = named;
  }
  return { path: lang ? `${path}?lang=${lang}` : path, lang, campaign };
}

const HOST = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/**
 * The host of the page a visitor came from ("www." dropped), or null for none: no referrer, this same site (`ownHost`,
 * a host name without port), or something that is not a web address.
 */
export function referrerHost(referrer: string | null | undefined, ownHost: string | null): string | null {
  if (!referrer || referrer.length > 2048) return null;
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    host = url.hostname.toLowerCase();
  } catch {
    return null;
  }
  const shown = host.startsWith("www.") ? host.slice(4) : host;
  if (ownHost && shown === (ownHost.startsWith("www.") ? ownHost.slice(4) : ownHost)) return null;
  return HOST.test(shown) && shown.length <= 100 ? shown : null;
}
