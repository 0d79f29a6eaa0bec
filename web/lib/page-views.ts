import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";

/** Where a page reports a client-side navigation (the server's statistics, same origin). */
export const PAGE_VIEW_BEACON = "/api/stats/hit";

/**
 * Reports each client-side navigation to another page with navigator.sendBeacon, but not the page the layout first
 * shows (the server counted it when it sent it): no cookie, no storage, nothing sent anywhere but the site, and
 * nothing at all when the browser asks not to be tracked.
 */
export function usePageViewReport(): void {
  const { pathname, search } = useLocation();
  const { i18n } = useTranslation();
  const shown = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new page is a view; a new ?lang= or language is not.
  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    if (previous === null || previous === pathname) return;
    const privacy = navigator as Navigator & { globalPrivacyControl?: boolean };
    if (privacy.doNotTrack === "1" || privacy.globalPrivacyControl || !navigator.sendBeacon) return;
    navigator.sendBeacon(PAGE_VIEW_BEACON, new Blob([JSON.stringify({ path: pathname + search, lang: i18n.language })], { type: "application/json" }));
  }, [pathname]);
}
