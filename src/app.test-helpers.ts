/**
 * TEST ONLY: what app.auth-matrix.test.ts and app.edges.test.ts share: requests to the app behind one trusted proxy,
 * each from its own client address, and the error body they read.
 */
import type { TestApp } from "./testing/test-app";

export const OWN_ORIGIN = "http://localhost";

export const bodyOf = (res: Response) => res.json() as Promise<{ message: string }>;

/** `send` and `nextClientAddress` against the app `current()` returns (the test file's own, made in its beforeAll). */
export function clientRequests(current: () => TestApp) {
  let requestCounter = 0;
  // The right-most entry is the one the trusted proxy appended: it changes with every request.
  const nextClientAddress = () => `203.0.113.9, 198.51.${Math.floor(++requestCounter / 250)}.${requestCounter % 250}`;

  /** A request from a fresh client address; writes carry `body` (an empty object by default) as JSON. */
  function send(method: string, path: string, headers: Record<string, string>, body: unknown = null) {
    const hasBody = body !== null || (method !== "GET" && method !== "DELETE");
    const common = { "x-forwarded-for": nextClientAddress(), ...headers };
    return current().app.request(path, {
      method,
      headers: hasBody ? { "content-type": "application/json", ...common } : common,
      body: hasBody ? JSON.stringify(body ?? {}) : undefined,
    });
  }

  return { send, nextClientAddress };
}
