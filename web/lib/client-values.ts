import { useSyncExternalStore } from "react";

/**
 * Values only the browser knows (today's date, the site's origin). The server render and the hydration pass see
 * null, the browser fills them in right after, so the two renders always match (no hydration mismatch).
 */
const neverChanges = () => () => {};

const always = () => true;
const todayInUtc = () => new Date().toISOString().slice(0, 10);
const currentOrigin = () => window.location.origin;
const onServer = () => null;

/** Today as YYYY-MM-DD (UTC), or null before the browser has taken over. */
export const useToday = (): string | null => useSyncExternalStore(neverChanges, todayInUtc, onServer);

/** The page's origin (https://example.com), or null before the browser has taken over. */
export const useOrigin = (): string | null => useSyncExternalStore(neverChanges, currentOrigin, onServer);

/** True once the browser has taken over (false on the server and while hydrating). */
export const useHydrated = (): boolean => useSyncExternalStore(neverChanges, always, () => false);
