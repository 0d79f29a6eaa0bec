import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/** Spec §9: room for the fixed header above the element scrolled to. */
export const SCROLL_OFFSET_PX = 80;

/** Navigations that change the URL without asking to move, e.g. a language change rewriting `?lang=`. */
export type KeepScrollState = { keepScroll: true };

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/** Scrolls so the element with this id sits just below the header; instantly when the visitor asked for less motion. */
export function scrollToId(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? "auto" : "smooth" });
  return true;
}

/**
 * Spec §2: on load and on every hash change, scroll smoothly to the element the hash names (80 px offset).
 * Without a hash, a new page starts at the top; the very first load keeps the browser's restored position.
 */
export function useHashScroll(): void {
  const location = useLocation();
  const firstRun = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (its key and state included) scrolls, not only a new path or hash.
  useEffect(() => {
    const isFirstRun = firstRun.current;
    firstRun.current = false;
    if ((location.state as KeepScrollState | null)?.keepScroll) return;
    if (!location.hash) {
      if (!isFirstRun) window.scrollTo({ top: 0, behavior: "auto" });
      return;
    }
    const id = decodeURIComponent(location.hash.slice(1));
    // The target may render a frame later (a page that just mounted).
    let frame = requestAnimationFrame(() => {
      if (!scrollToId(id)) frame = requestAnimationFrame(() => scrollToId(id));
    });
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.pathname, location.hash, location.state]);
}
