import { acceptLanguageTags, languageFromCookie, negotiateLanguage } from "../shared/languages";
import type { resources as Resources } from "../../web/entry-server";
import type { Logger } from "./log";
import { pathForLog } from "./request-log";

/**
 * What the server answers when something it did not expect happens, wherever it happens (a route, the response
 * memo, the beacons, the fediverse edge, the request log, Bun itself): the contract's JSON 500, or a small page for
 * a browser, naming a request id and nothing else. Never a stack trace, a path or a source line: Bun's development
 * error page showed all three (and the migration SQL) to anyone who sent a request without a Host header.
 */

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

export const REQUEST_ID_HEADER = "X-Request-Id";
export const BAD_HOST_MESSAGE = "Bad Request: the Host header is missing or is not a host name";

/** Short, unguessable enough to tell failures apart in a log, and harmless to show: it says nothing about the server. */
export function newRequestId(): string {
  return crypto.randomUUID().replaceAll("-", "").slice(0, 16);
}

/**
 * A request Bun could give no absolute URL: HTTP/1.0 without Host, an empty Host, a Host that is not a host name
 * (Bun then hands over the bare path, "/"). Everything behind reads the URL, so it is refused before anything runs.
 */
export function hasNoHost(request: Request): boolean {
  const url = request.url;
  return !(url.startsWith("http://") || url.startsWith("https://"));
}

/** `new URL()` refusing what Bun let through as a URL (an unclosed `[` in Host): the client's mistake, not the server's. */
function isInvalidUrl(error: unknown): boolean {
  return error instanceof TypeError && (error as { code?: string }).code === "ERR_INVALID_URL";
}

const NO_STORE = { "Cache-Control": "no-store" };

export function badHostAnswer(): Response {
  return Response.json({ message: BAD_HOST_MESSAGE }, { status: 400, headers: NO_STORE });
}

/** A browser asking for a page (not the API, not a script's fetch) gets a page it can show. */
function wantsHtml(request: Request | undefined): boolean {
  if (!request) return false;
  if (pathForLog(request.url).startsWith("/api/")) return false;
  return (request.headers.get("accept") ?? "").includes("text/html");
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

let texts: typeof Resources | undefined;
/**
 * The site's texts, loaded at the first error page: src/cli/serve.ts imports this module, and the commands that do
 * not serve (a backup on a 1 GB machine) need not carry every language. A server has them loaded already (its pages).
 */
const loadTexts = (): typeof Resources => (texts ??= (require("../../web/entry-server") as { resources: typeof Resources }).resources);

/** Self-contained (no database, no stylesheet, no script): whatever failed may be what a page is rendered from. */
function errorPage(request: Request, requestId: string): string {
  const lang = negotiateLanguage({
    query: null,
    chosen: languageFromCookie(request.headers.get("cookie")),
    preferred: acceptLanguageTags(request.headers.get("accept-language")),
  });
  const common = loadTexts()[lang].common;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>500</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1rem;line-height:1.5}code{font-size:.9em}</style></head><body><h1>500</h1><p>${escapeHtml(common.pageError)}</p><p><code>${REQUEST_ID_HEADER}: ${requestId}</code></p><p><a href="/">${escapeHtml(common.notFound.backHome)}</a></p></body></html>`;
}

/** The answer to an unexpected error: the request id in a header and in the body, so a visitor can quote it. */
export function internalErrorAnswer(request: Request | undefined, requestId: string): Response {
  const headers = { ...NO_STORE, [REQUEST_ID_HEADER]: requestId };
  if (request && wantsHtml(request))
    return new Response(errorPage(request, requestId), { status: 500, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
  return Response.json({ message: `Internal server error (request id ${requestId})` }, { status: 500, headers });
}

/**
 * Where an error was raised, for the operator, on one line: the innermost frames of the stack, joined. In the
 * executable (bytecode) frames carry only function names, so a single frame says little.
 */
function originOf(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.stack) return undefined;
  const frames = error.stack
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("at "))
    .slice(0, 6)
    .map((line) => line.slice(3).replace(/ \(unknown\)$/, ""));
  return frames.length > 0 ? frames.join(" < ").slice(0, 400) : undefined;
}

/**
 * One line in the log per failure, with the request id the client was given: the error's name and message and where
 * it was raised, never the whole stack (about 10 KB per failure filled the disk of a flooded server) nor the query.
 */
export function logFailure(log: Logger, requestId: string, error: unknown, request?: Request): void {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const path = request ? pathForLog(request.url) : undefined;
  log.error("request failed", undefined, { requestId, method: request?.method, path, error: text.slice(0, 500), at: originOf(error) });
}

/**
 * A body the client stopped sending (it closed the connection, or its chunks did not parse): the client's doing, not
 * a failure of the server, so no error line (a client could otherwise fill the log at will).
 */
function isCutOff(error: unknown, request?: Request): boolean {
  return (error instanceof Error && error.name === "AbortError") || request?.signal.aborted === true;
}

/** The answer, and its log line, for an error that reached the edge of the server. */
export function answerFailure(log: Logger, error: unknown, request?: Request): Response {
  if (isInvalidUrl(error)) return badHostAnswer();
  if (isCutOff(error, request)) return Response.json({ message: "The request was cut off before its end." }, { status: 400, headers: NO_STORE });
  const requestId = newRequestId();
  logFailure(log, requestId, error, request);
  return internalErrorAnswer(request, requestId);
}

/**
 * Wraps the outermost fetch the server runs: a request without a usable Host is a 400 before anything reads its URL,
 * and whatever any layer inside throws (or rejects with) is answered by `answerFailure`.
 */
export function withErrorAnswers<F extends Fetch>(fetch: F, log: Logger): F {
  return ((request: Request, ...rest: never[]) => {
    if (hasNoHost(request)) return badHostAnswer();
    try {
      const answer = fetch(request, ...rest);
      return answer instanceof Promise ? answer.catch((error: unknown) => answerFailure(log, error, request)) : answer;
    } catch (error) {
      return answerFailure(log, error, request);
    }
  }) as F;
}
