import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "../../../src/shared/languages";
import { useLanguage } from "../../i18n/use-language";
import { Flag } from "./Flag";

export const languageName = (code: Language) => LANGUAGES.find((l) => l.code === code)?.name ?? code;

/**
 * Closes the open dropdown the way a menu would: a press outside it, Escape, or focus tabbing away. Closing with the
 * pressed element (or the newly focused one) leaves focus to the user's own action; Escape returns it to the button.
 */
function useDismiss(open: boolean, close: (focusButton: boolean) => void, container: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (!open) return;
    const isOutside = (target: EventTarget | null) => target instanceof Node && !container.current?.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) close(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof HTMLElement && isOutside(event.relatedTarget)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    const element = container.current;
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    element?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      element?.removeEventListener("focusout", onFocusOut);
    };
  }, [open, close, container]);
}

/**
 * The desktop language dropdown: a disclosure button like the mobile menu's (Tab, Enter and Space work as on any
 * button); Escape, a press outside or a choice close it. Plain state rather than Headless UI, which would bring
 * about 9 KiB of gzipped script into every public page for one toggle.
 */
export function LanguageMenu() {
  const { t } = useTranslation("nav");
  const { language, changeLanguage } = useLanguage();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  }, []);
  useDismiss(open, close, container);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="language-menu"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 items-center gap-2 rounded-lg px-2.5 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 aria-expanded:bg-slate-100"
      >
        <Flag code={language} />
        {/* The name is what the button shows, then what it does: an aria-label would leave "ES" out of it. */}
        <span className="hidden xl:inline">{languageName(language)}</span>
        <span className="xl:hidden">{language.toUpperCase()}</span>
        <span className="sr-only"> {t("changeLanguage", { language: languageName(language) })}</span>
        <span className={`i-lucide-chevron-down h-4 w-4 text-slate-500 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden="true" />
      </button>
      {open && (
        <ul
          id="language-menu"
          aria-label={t("language")}
          className="absolute right-0 top-full z-50 m-0 mt-2 w-52 list-none rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10"
        >
          {LANGUAGES.map(({ code, name }) => (
            <li key={code}>
              <button
                type="button"
                lang={code}
                onClick={() => {
                  changeLanguage(code);
                  close(true);
                }}
                aria-current={code === language ? "true" : undefined}
                className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:bg-slate-100 focus-visible:text-slate-900 aria-[current]:font-semibold aria-[current]:text-indigo-700"
              >
                <Flag code={code} />
                <span className="flex-1">{name}</span>
                {code === language && <span className="i-lucide-check h-4 w-4 text-indigo-600" aria-hidden="true" />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
