import { DomainError } from "./errors";

/**
 * A fixed-window counter per key (client address), in memory: one process serves the site, so no shared store
 * is needed. Windows are dropped once expired so the map cannot grow without bound.
 */
export function createRateLimiter({ limit, windowMs, now = Date.now }: { limit: number; windowMs: number; now?: () => number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(at: number) {
    if (windows.size < 10_000) return;
    for (const [key, w] of windows) if (w.resetAt <= at) windows.delete(key);
  }

  return {
    /** Throws 429 with Retry-After when `key` has used up its window. */
    check(key: string) {
      const at = now();
      const w = windows.get(key);
      if (w && w.resetAt > at && w.count >= limit) {
        const retryAfter = Math.max(1, Math.ceil((w.resetAt - at) / 1000));
        throw new DomainError("rate-limited", "Too many requests. Please try again later.", undefined, { "Retry-After": String(retryAfter) });
      }
    },
    /** Counts one hit against `key`. */
    hit(key: string) {
      const at = now();
      sweep(at);
      const w = windows.get(key);
      if (!w || w.resetAt <= at) windows.set(key, { count: 1, resetAt: at + windowMs });
      else w.count++;
    },
    reset(key: string) {
      windows.delete(key);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
