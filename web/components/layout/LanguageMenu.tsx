import { useEffect, useRef, type RefObject } from "react";
import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "../../../src/lib/languages";
import { useLanguage } from "../../i18n/use-language";
import { Flag } from "./Flag";

export const languageName = (code: Language) => LANGUAGES.find((l) => l.code === code)?.name ?? code;

/** Disclosure's close: focuses the given element, or the button when none is given. */
type Close = (focusAfterwards?: HTMLElement | RefObject<HTMLElement | null>) => void;

/**
 * Closes the open dropdown the way a menu would: a press outside it, Escape, or focus tabbing away. Disclosure
 * (unlike Menu) has none of these, and Menu would bring floating-ui and most of Headless UI into every page.
 */
function useDismiss(open: boolean, close: Close, container: RefObject<HTMLDivElement | null>, button: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    if (!open) return;
    const isOutside = (target: EventTarget | null) => target instanceof Node && !container.current?.contains(target);
    // Closing with the pressed element (or the newly focused one) leaves focus to the user's own action instead of
    // pulling it back to the button.
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) close(event.target instanceof HTMLElement ? event.target : undefined);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof HTMLElement && isOutside(event.relatedTarget)) close(event.relatedTarget);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(button);
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
  }, [open, close, container, button]);
}

function LanguageDropdown({ open, close }: { open: boolean; close: Close }) {
  const { t } = useTranslation("nav");
  const { language, changeLanguage } = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  // Focus goes back through this ref: close() alone finds the button by its useId id, which after hydration can
  // differ from the id the server rendered into the page.
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(open, close, container, button);

  return (
    <div ref={container} className="relative">
      <DisclosureButton
        ref={button}
        className="inline-flex h-10 items-center gap-2 rounded-lg px-2.5 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 data-[open]:bg-slate-100"
        aria-label={t("changeLanguage", { language: languageName(language) })}
      >
        <Flag code={language} />
        <span className="hidden xl:inline">{languageName(language)}</span>
        <span className="uppercase xl:hidden">{language}</span>
        <span className={`i-lucide-chevron-down h-4 w-4 text-slate-500 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden="true" />
      </DisclosureButton>
      <DisclosurePanel
        as="ul"
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
                close(button);
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
      </DisclosurePanel>
    </div>
  );
}

/** The desktop language dropdown: Tab, Enter and Space work as on any button; Escape, a press outside or a choice close it. */
export function LanguageMenu() {
  return <Disclosure>{({ open, close }) => <LanguageDropdown open={open} close={close} />}</Disclosure>;
}
