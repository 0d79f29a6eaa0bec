/**
 * Short-lived, single-use values kept in memory: the ticket between the password and the second step, and the
 * WebAuthn challenges. One process serves the site, so memory is enough; a restart only asks the owner to start the
 * sign-in again. Bounded: expired entries are dropped, and past `max` the oldest goes first, so requests from
 * outside cannot grow it without limit.
 */
export function createPendingStore<T>({ ttlMs, max, now }: { ttlMs: number; max: number; now: () => number }) {
  const entries = new Map<string, { value: T; expiresAt: number }>();

  function live(key: string) {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    put(key: string, value: T) {
      const at = now();
      for (const [old, entry] of entries) {
        if (entry.expiresAt <= at) entries.delete(old);
      }
      // A Map iterates in insertion order: the first key is the oldest.
      while (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expiresAt: at + ttlMs });
    },
    /** The value while it lasts, left in place. */
    peek: (key: string): T | undefined => live(key)?.value,
    /** The value while it lasts, removed: it works once. */
    take(key: string): T | undefined {
      const entry = live(key);
      entries.delete(key);
      return entry?.value;
    },
    delete(key: string) {
      entries.delete(key);
    },
  };
}

/** 256 random bits, base64url: a value nobody can guess. */
export const randomToken = (bytes = 32) => Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString("base64url");
