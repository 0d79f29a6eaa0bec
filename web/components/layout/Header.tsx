import { useEffect, useRef, useState, type RefObject } from "react";
import { Link, useLocation } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "../../../src/shared/languages";
import { useSiteInfo } from "../../api/site-info";
import { useLanguage } from "../../i18n/use-language";
import { initialsOf } from "../../lib/placeholder";
import { siteNameOf } from "../../lib/site-name";
import { Flag } from "./Flag";
import { LanguageMenu } from "./LanguageMenu";
import { SchemeToggle } from "./SchemeToggle";
import { NAV_ITEMS, type NavKey } from "./nav-items";

/** Spec §9: the header gets its shadow once the page has scrolled this far. */
export const HEADER_SHADOW_THRESHOLD_PX = 10;

/** Scroll position: whether the page left the top, and the reading progress drawn straight onto the bar (no re-render per frame). */
function useScrollState(progressBar: RefObject<HTMLDivElement | null>) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const progress = max > 0 ? Math.min(1, window.scrollY / max) : 0;
      if (progressBar.current) progressBar.current.style.transform = `scaleX(${progress})`;
      setScrolled(window.scrollY > HEADER_SHADOW_THRESHOLD_PX);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [progressBar]);
  return scrolled;
}

/** Which home section is under the header, so its link can say so (home page only). */
function useActiveSection(enabled: boolean): NavKey | null {
  const [active, setActive] = useState<NavKey | null>(null);
  useEffect(() => {
    if (!enabled) {
      setActive(null);
      return;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: NavKey | null = null;
      for (const item of NAV_ITEMS) {
        const section = document.getElementById(item.section);
        if (section && section.getBoundingClientRect().top <= 120) current = item.key;
      }
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
    };
  }, [enabled]);
  return active;
}

/** The fixed public header (spec §2): brand, navigation, progress bar, language choice, contact button, mobile menu. */
export function Header() {
  const { t } = useTranslation("nav");
  const { data: siteInfo } = useSiteInfo();
  const { language, changeLanguage } = useLanguage();
  const { pathname } = useLocation();
  const progressBar = useRef<HTMLDivElement>(null);
  const scrolled = useScrollState(progressBar);
  const onHome = pathname === "/";
  const section = useActiveSection(onHome);
  // On the home page the link of the section in view is current; elsewhere the link of the page's own area.
  const active: NavKey | null = onHome ? section : pathname.startsWith("/projects") ? "projects" : pathname.startsWith("/articles") ? "articles" : null;
  const currentKind = onHome ? "location" : "page";
  const [menuOpen, setMenuOpen] = useState(false);
  const siteName = siteNameOf(siteInfo);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 border-b bg-white/90 backdrop-blur-md transition-shadow duration-200 ${
        scrolled || menuOpen ? "border-slate-200 shadow-md shadow-slate-900/5" : "border-transparent"
      }`}
      data-scrolled={scrolled ? "true" : undefined}
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        {/* The brand is the site's own name; while it has none, a house leads home, named for screen readers. */}
        <Link
          to="/"
          className="group flex min-w-0 items-center gap-2.5 rounded-lg text-slate-900 no-underline"
          onClick={closeMenu}
          aria-label={siteName ? undefined : t("home")}
        >
          <span
            className="site-logo flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-indigo-600 text-sm font-bold tracking-tight text-white shadow-sm transition-colors group-hover:bg-indigo-700"
            aria-hidden="true"
          >
            {siteName ? initialsOf(siteName) : <span className="i-lucide-house h-5 w-5" />}
          </span>
          {siteName && <span className="truncate text-base font-semibold tracking-tight">{siteName}</span>}
        </Link>

        <nav aria-label={t("main")} className="hidden md:block">
          <ul className="m-0 flex list-none items-center gap-1 p-0">
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <Link
                  to={item.to}
                  aria-current={active === item.key ? currentKind : undefined}
                  className={`rounded-lg px-2.5 py-2 text-sm font-medium no-underline transition-colors lg:px-3 ${
                    active === item.key ? "text-indigo-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                  }`}
                >
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-2">
          <SchemeToggle />
          <div className="hidden md:block">
            <LanguageMenu />
          </div>
          <Link to="/#contact" className="btn-primary hidden lg:inline-flex">
            <span className="i-lucide-mail h-4 w-4" aria-hidden="true" />
            {t("contactMe")}
          </Link>
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t("closeMenu") : t("openMenu")}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className={`${menuOpen ? "i-lucide-x" : "i-lucide-menu"} h-6 w-6`} aria-hidden="true" />
          </button>
        </div>
      </div>

      <div id="mobile-menu" hidden={!menuOpen} className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white md:hidden">
        <nav aria-label={t("main")} className="container-page py-4">
          <ul className="m-0 list-none space-y-1 p-0">
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <Link
                  to={item.to}
                  onClick={closeMenu}
                  aria-current={active === item.key ? currentKind : undefined}
                  className="block rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 no-underline hover:bg-slate-100 aria-[current]:bg-indigo-50 aria-[current]:text-indigo-700"
                >
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mb-2 mt-5 px-3 text-xs font-semibold uppercase tracking-wider text-slate-500" id="mobile-languages">
            {t("language")}
          </p>
          <ul className="m-0 grid list-none grid-cols-2 gap-2 p-0" aria-labelledby="mobile-languages">
            {LANGUAGES.map(({ code, name }) => (
              <li key={code}>
                <button
                  type="button"
                  lang={code}
                  aria-pressed={code === language}
                  onClick={() => {
                    changeLanguage(code);
                    closeMenu();
                  }}
                  className={`flex w-full items-center gap-2.5 rounded-lg border px-3 py-2.5 text-left text-sm font-medium transition-colors ${
                    code === language ? "border-indigo-300 bg-indigo-50 text-indigo-800" : "border-slate-200 text-slate-700 hover:bg-slate-50"
                  }`}
                >
                  <Flag code={code} />
                  {name}
                </button>
              </li>
            ))}
          </ul>
          <Link to="/#contact" onClick={closeMenu} className="btn-primary mt-5 w-full">
            <span className="i-lucide-mail h-4 w-4" aria-hidden="true" />
            {t("contactMe")}
          </Link>
        </nav>
      </div>

      <div className="absolute inset-x-0 bottom-0 h-0.5 translate-y-full overflow-hidden" aria-hidden="true">
        <div ref={progressBar} data-testid="scroll-progress" className="h-full origin-left scale-x-0 bg-gradient-to-r from-indigo-500 to-violet-500" />
      </div>
    </header>
  );
}
