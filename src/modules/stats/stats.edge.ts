import * as v from "valibot";
import type { AppDeps } from "../../app-deps";
import { isLanguage } from "../../shared/languages";
import { clientAddress, siteBase } from "../../lib/request-origin";
import { splitUrl, type ServedPage } from "../../lib/response-cache";
import { createArticlesRepository } from "../articles/articles.repository";
import { PUBLIC_PAGES, resolvePublicPage } from "../../../web/entry-server";
import { classifyAgent, isExcluded, readPageAddress, referrerHost } from "./stats.classify";
import { hitSchema } from "../../shared/schemas/stats";
import type { StatsUseCases } from "./stats.usecases";

/** Where a page reports a client-side navigation (navigator.sendBeacon). */
export const HIT_PATH = "/api/stats/hit";
export const MAX_HIT_BYTES = 1024;

/** The body as text, or null when there is none or it is longer than `max` bytes (a proxy may not say its length). */
async function readAtMost(request: Request, max: number): Promise<string | null> {
  if (!request.body) return null;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/**
 * Counting at the edge of the app: a public page's GET is counted when the response memo (which answers visitors'
 * pages from memory, before any route runs) reports it, and the beacon is answered around the app, 204 whatever it
 * sends, without the router, the sign-in check or the memo's write detection.
 */
export function countVisits({ config, db, log, publicPages, clock }: AppDeps, stats: StatsUseCases, isPublicPage: (pathname: string) => boolean) {
  const articles = createArticlesRepository(db);

  const siteOf = (request: Request): URL | null => {
    const base = siteBase(request, config);
    return base ? new URL(base) : null;
  };

  function countPage(request: Request, server: unknown, { pathname, search, status, language }: ServedPage) {
    const headers = request.headers;
    if (isExcluded(headers)) return;
    const userAgent = headers.get("user-agent");
    const agent = userAgent ? classifyAgent(userAgent) : null;
    if (!userAgent || !agent) return;
    const page = readPageAddress(pathname, search);
    if (!page) return;
    const referrer = headers.get("referer");
    stats.count({
      address: clientAddress(request, server, config),
      agent,
      path: page.path,
      // The language the page was rendered in (pages.routes.ts says it), whatever chose it.
      lang: isLanguage(language) ? language : page.lang,
      source: page.campaign ?? (referrer ? referrerHost(referrer, siteOf(request)?.hostname ?? null) : null),
      notFound: status === 404,
    });
  }

  /** The response memo's page observer: a public page's GET, counted once its answer is known (a 404 as a path not found). */
  function observePage(request: Request, server: unknown, page: ServedPage): void {
    if (!stats.isCounting() || (page.status !== 200 && page.status !== 304 && page.status !== 404)) return;
    try {
      countPage(request, server, page);
    } catch (error) {
      log.error("A page view could not be counted", error);
    }
  }

  /** Same origin as the browser says it (Sec-Fetch-Site), else by the Origin header; a request with neither is not a page's. */
  function isSameOrigin(request: Request): boolean {
    const site = request.headers.get("sec-fetch-site");
    if (site !== null) return site === "same-origin";
    const origin = request.headers.get("origin");
    if (!origin) return false;
    try {
      return new URL(origin).host === siteOf(request)?.host;
    } catch {
      return false;
    }
  }

  /** A path a visitor's browser may show with the 404 page: no such route, or no published article at that slug. */
  function isNotFound(pathname: string): boolean {
    const { definition, page } = resolvePublicPage(pathname, publicPages ?? PUBLIC_PAGES);
    return definition.path === "*" || (page.kind === "article" && !articles.isVisible(page.slug!, new Date(clock.now()).toISOString()));
  }

  async function countHit(request: Request, server: unknown): Promise<void> {
    if (!stats.isCounting()) return;
    const headers = request.headers;
    if (!(headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) return;
    const declared = headers.get("content-length");
    if (declared !== null && !(Number(declared) <= MAX_HIT_BYTES)) return;
    if (!isSameOrigin(request) || isExcluded(headers)) return;
    const userAgent = headers.get("user-agent");
    const agent = userAgent ? classifyAgent(userAgent) : null;
    if (!userAgent || !agent) return;
    const text = await readAtMost(request, MAX_HIT_BYTES);
    if (text === null) return;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return;
    }
    const parsed = v.safeParse(hitSchema, body);
    if (!parsed.success) return;
    const hit = parsed.output;
    if (!hit.path.startsWith("/") || hit.path.startsWith("//")) return;
    const { pathname, search } = splitUrl(`http://site${hit.path}`);
    if (!isPublicPage(pathname)) return;
    const page = readPageAddress(pathname, search);
    if (!page) return;
    stats.count({
      address: clientAddress(request, server, config),
      agent,
      path: page.path,
      lang: isLanguage(hit.lang) ? hit.lang : page.lang,
      source: page.campaign ?? referrerHost(hit.referrer, siteOf(request)?.hostname ?? null),
      notFound: isNotFound(pathname),
    });
  }

  async function receiveHit(request: Request, server: unknown): Promise<Response> {
    try {
      await countHit(request, server);
    } catch (error) {
      log.warn("A statistics hit could not be counted", { reason: error instanceof Error ? error.message : String(error) });
    }
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  }

  /** Around the app's fetch: the beacon is answered here, before the router, the sign-in check and the memo. */
  function receiveBeacons<F extends Fetch>(fetch: F): F {
    return ((request: Request, ...rest: never[]) =>
      request.method === "POST" && splitUrl(request.url).pathname === HIT_PATH ? receiveHit(request, rest[0]) : fetch(request, ...rest)) as F;
  }

  return { observePage, receiveBeacons };
}
