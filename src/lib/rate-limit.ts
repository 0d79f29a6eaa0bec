import { DomainError } from "./errors";

/** A key's live window: its hits, from how many distinct sources, when it ends, and whether it is used up. */
export type WindowState = { count: number; sources: number; resetAt: number; limited: boolean };

/** Distinct sources remembered per window; a key's hits are bounded by its limit anyway when callers check first. */
const MAX_SOURCES = 1000;

/**
 * A fixed-window counter per key (client address), in memory: one process serves the site, so no shared store
 * is needed. Windows are dropped once expired so the map cannot grow without bound. A hit may name its source (the
 * address an account's failure came from) so that how many there were can be told; the sources themselves are
 * never handed out.
 */
export function createRateLimiter({ limit, windowMs, now }: { limit: number; windowMs: number; now: () => number }) {
  const windows = new Map<string, { count: number; resetAt: number; sources?: Set<string> }>();

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
    /** Counts one hit against `key`, from `source` when given. */
    hit(key: string, source?: string) {
      const at = now();
      sweep(at);
      let w = windows.get(key);
      if (!w || w.resetAt <= at) {
        w = { count: 1, resetAt: at + windowMs };
        windows.set(key, w);
      } else w.count++;
      if (source === undefined) return;
      w.sources ??= new Set();
      if (w.sources.size < MAX_SOURCES) w.sources.add(source);
    },
    /** `key`'s window while it lasts, or null. */
    state(key: string): WindowState | null {
      const w = windows.get(key);
      if (!w || w.resetAt <= now()) return null;
      return { count: w.count, sources: w.sources?.size ?? 0, resetAt: w.resetAt, limited: w.count >= limit };
    },
    reset(key: string) {
      windows.delete(key);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
