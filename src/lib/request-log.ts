import type { Logger } from "./log";
import { splitUrl } from "./response-cache";

/**
 * One log line per request: method, path (no query string, which can carry anything a visitor typed), status,
 * duration and bytes sent. Never the client's address, a header, a token or a body. A path segment that is itself
 * a secret (a private preview link's token) is masked.
 */
const SECRET_SEGMENTS = /^(\/api)?\/preview\/[^/]+/;

export function pathForLog(url: string): string {
  const raw = splitUrl(url).pathname;
  // The page and the API read it makes in the browser alike.
  return raw.includes("/preview/") ? raw.replace(SECRET_SEGMENTS, (_, api: string | undefined) => `${api ?? ""}/preview/[token]`) : raw;
}

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/** Counts what a streamed body sends, for a response that does not say its length. */
function counted(response: Response, done: (bytes: number) => void): Response {
  if (!response.body) {
    done(0);
    return response;
  }
  let bytes = 0;
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
      flush: () => done(bytes),
    }),
  );
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

export function withRequestLog<F extends Fetch>(fetch: F, log: Logger, now: () => number = () => performance.now()): F {
  return ((request: Request, ...rest: never[]) => {
    const started = now();
    const path = pathForLog(request.url);
    const line = (status: number, bytes: number) =>
      log.info("request", { method: request.method, path, status, durationMs: Math.round((now() - started) * 100) / 100, bytes });
    const finish = (response: Response): Response => {
      const length = response.headers.get("content-length");
      if (length !== null || request.method === "HEAD" || response.status === 304 || response.status === 204) {
        line(response.status, request.method === "HEAD" ? 0 : Number(length ?? 0));
        return response;
      }
      return counted(response, (bytes) => line(response.status, bytes));
    };
    const result = fetch(request, ...rest);
    return result instanceof Promise ? result.then(finish) : finish(result);
  }) as F;
}
