import { createHash } from "node:crypto";
import { secureHeaders } from "hono/secure-headers";
import type { Config } from "../config";
import { reachedOverHttps } from "./request-origin";
import { SCHEME_STORAGE_KEY } from "../shared/color-scheme";

/**
 * The visitor's light/dark toggle, applied to <html> before the first paint (docs/decisions/0054-theme.md). Inline so
 * the page waits for no request; allowed by its hash, so the CSP still refuses every other inline script.
 */
export const SCHEME_SCRIPT = `try{var s=localStorage.getItem("${SCHEME_STORAGE_KEY}");if(s=="light"||s=="dark")document.documentElement.classList.add(s)}catch(e){}`;
export const SCHEME_SCRIPT_HASH = `'sha256-${createHash("sha256").update(SCHEME_SCRIPT).digest("base64")}'`;

/**
 * Every response: nosniff and a Referrer-Policy; HTML: a CSP the site itself passes. Images may come from any
 * https host because the owner can paste image URLs; scripts, styles, fonts and requests stay on the site.
 * Inline styles are allowed for the rich-text content and the editor, never inline scripts.
 */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", SCHEME_SCRIPT_HASH],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xContentTypeOptions: "nosniff",
    xFrameOptions: "DENY",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    // Set around the whole app instead (withStrictTransportSecurity): it depends on the request's scheme, and the
    // response memo answers one stored page to http and https requests alike.
    strictTransportSecurity: false,
  });

/** A year: what browsers' preload lists ask for, and long enough to cover a visitor who comes back rarely. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/**
 * Every answer to a request that reached the site over https tells the browser to use only https from now on;
 * an answer over plain http never does (a browser would ignore it there, and a proxy might cache it for https).
 * Wraps the app's fetch, outside the response memo, so memoised answers get it per request too.
 */
export function withStrictTransportSecurity<F extends Fetch>(fetch: F, config: Pick<Config, "trustProxy" | "publicUrl">): F {
  const mark = (response: Response) => {
    response.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
    return response;
  };
  return ((request: Request, ...rest: never[]) => {
    if (!reachedOverHttps(request, config)) return fetch(request, ...rest);
    const answer = fetch(request, ...rest);
    return answer instanceof Promise ? answer.then(mark) : mark(answer);
  }) as F;
}
