import type { AppDeps } from "../../app-deps";
import type { ContentStamp } from "../../lib/content-stamp";
import { answerFailure } from "../../lib/edge-errors";
import { readBounded } from "../../lib/request-body";
import { publicRequestUrl } from "../../lib/request-origin";
import { createResponseMemo } from "../../lib/response-cache";
import type { FediverseUseCases } from "./fediverse.usecases";

/** Inbox bodies: an activity is a few KB; Mastodon refuses more than this too. */
const INBOX_MAX_BYTES = 256 * 1024;

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/** Answered as JSON whatever the Accept header says: discovery, never a page of the site. */
const DISCOVERY_PATHS = ["/.well-known/webfinger", "/.well-known/nodeinfo", "/nodeinfo/"];
const JSON_TYPES = /application\/(?:activity\+json|ld\+json|json)/i;
const HTML_TYPES = /^\s*(?:text\/html|application\/xhtml\+xml)/i;

/**
 * Whether a request prefers JSON to a page, as Fedify's own negotiation reads Accept: `application/json` counts, as
 * it does for Fedify and for the peers that send it (docs/decisions/0059), and a browser (HTML first) never does.
 */
const wantsJson = (accept: string) => JSON_TYPES.test(accept) && !HTML_TYPES.test(accept);
/**
 * Reads the memo may answer: JSON asked for with no HTML anywhere in Accept, so Fedify's own negotiation (which
 * weighs q-values) can only answer JSON, and the memo never keeps a page under a JSON read's key.
 */
const memoisable = (accept: string) => JSON_TYPES.test(accept) && !/html/i.test(accept);

/**
 * Fedify in front of the site: its own paths, and an article's URL asked for as ActivityPub JSON. Everything else, and
 * whatever Fedify does not answer (an HTML request, an unknown article), goes on to the site unchanged, with the
 * runtime's server object, so the client's address is the one the site sees without federation.
 *
 * Fedify sees the request as it reached the site: behind a trusted proxy (TRUST_PROXY) with the proxy's scheme and
 * host, so a signature made for the public https:// URL verifies. Its JSON reads (actor, collections, WebFinger,
 * NodeInfo, articles as objects) are answered from a response memo of their own, dropped when what they show changes.
 */
export function fediverseEdge<F extends Fetch>(
  fediverse: FediverseUseCases,
  { config, log, stamp }: Pick<AppDeps, "config" | "log"> & { stamp: ContentStamp },
  next: F,
): F {
  const federation = fediverse.federation;
  if (!federation) return next;

  let inboxWrites = 0;
  const reads = createResponseMemo({
    // Fedify's reads only change when the content does (articles, profile, handle, theme), when an inbox activity was
    // accepted, or when the followers change (also by a delivery that found an inbox gone, outside any request).
    stamp: { current: () => `${stamp.current()}|${inboxWrites}|${fediverse.repo.followers.version()}` },
    classify: () => "activity",
    siteOf: (request) => new URL(request.url).origin,
    sharedCacheSeconds: config.publicCacheSeconds,
    // A few answers (the outbox holds whole articles): enough for every read, little memory.
    maxEntries: 200,
    maxBytes: 8 * 1024 * 1024,
  });

  /**
   * Fedify's answer to `seen` (the request as it reached the site); what it does not serve goes to the site as
   * `original`, with the server object in `rest`, except discovery's unknown accounts: a small JSON 404.
   */
  const answer = (seen: Request, original: Request, rest: never[], discovery: boolean) =>
    federation.fetch(seen, {
      contextData: undefined,
      onNotFound: () => (discovery ? Response.json({ message: "No such account" }, { status: 404 }) : next(original, ...rest)),
      onNotAcceptable: () => next(original, ...rest),
    });
  // The memo hands its extra arguments on to what it wraps: the original request, the runtime's server, whether discovery.
  const memoised = reads.wrap(answer);

  async function federate(request: Request, rest: never[], discovery: boolean): Promise<Response> {
    const publicUrl = publicRequestUrl(request, config);
    if (request.method === "POST") {
      const declared = Number(request.headers.get("content-length") ?? 0);
      const body = declared > INBOX_MAX_BYTES ? null : await readBounded(new Response(request.body), INBOX_MAX_BYTES).catch(() => null);
      if (body === null) return Response.json({ message: "Request body too large" }, { status: 413 });
      const forwarded = new Request(publicUrl, { method: "POST", headers: request.headers, body });
      const response = await answer(forwarded, new Request(request.url, { method: "POST", headers: request.headers, body }), rest, false);
      if (response.status < 400) inboxWrites++;
      return response;
    }
    const seen = publicUrl === request.url ? request : new Request(publicUrl, request);
    const accept = request.headers.get("accept") ?? "";
    if ((request.method === "GET" || request.method === "HEAD") && (discovery || memoisable(accept))) {
      return memoised(seen, request, rest, discovery);
    }
    return answer(seen, request, rest, discovery);
  }

  return ((request: Request, ...rest: never[]) => {
    const { pathname } = new URL(request.url);
    const article = pathname.startsWith("/articles/");
    const discovery = DISCOVERY_PATHS.some((path) => pathname.startsWith(path));
    if (!discovery && !pathname.startsWith("/fediverse/") && !(article && wantsJson(request.headers.get("accept") ?? ""))) {
      const response = next(request, ...rest);
      if (!article) return response;
      const vary = (ready: Response) => {
        ready.headers.append("Vary", "Accept");
        return ready;
      };
      return response instanceof Promise ? response.then(vary) : vary(response);
    }
    // Bun answers an error that escapes with its development page (paths, source lines): answered here as everywhere
    // else (a request id, one log line), also for callers of app.fetch that have no server edge around them.
    // The documents Fedify fetches meanwhile (a signature's key) count against this client's budget (decision 0058):
    // only the request as Bun received it knows the client's address.
    return fediverse.fetchAs(request, rest[0], () => federate(request, rest, discovery)).catch((error: unknown) => answerFailure(log, error, request));
  }) as F;
}
