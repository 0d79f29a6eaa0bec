import { useTranslation } from "react-i18next";
import { SCHEME_STORAGE_KEY } from "../../../src/shared/color-scheme";

/** Whether the page shows dark now: the visitor's earlier choice, else the system's preference. */
function showsDark(root: HTMLElement): boolean {
  if (root.dataset.scheme === "dark") return true;
  if (root.dataset.scheme === "light") return false;
  return root.classList.contains("dark") || (!root.classList.contains("light") && window.matchMedia?.("(prefers-color-scheme: dark)").matches === true);
}

/**
 * The visitor's light/dark switch, shown while the owner leaves the scheme on `auto` (CSS hides it otherwise). The
 * choice goes to localStorage (no cookie), where the head's script finds it before the next page's first paint.
 * Which icon shows is CSS's business, so the server's markup and the browser's agree.
 */
export function SchemeToggle() {
  const { t } = useTranslation("nav");
  const toggle = () => {
    const root = document.documentElement;
    const next = showsDark(root) ? "light" : "dark";
    root.classList.remove("light", "dark");
    root.classList.add(next);
    try {
      localStorage.setItem(SCHEME_STORAGE_KEY, next);
    } catch {
      // Storage refused (private mode): the choice holds for this page only.
    }
  };
  return (
    <button
      type="button"
      className="scheme-toggle inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100"
      aria-label={t("colorScheme")}
      title={t("colorScheme")}
      onClick={toggle}
    >
      <span className="scheme-icon-light i-lucide-moon h-5 w-5" aria-hidden="true" />
      <span className="scheme-icon-dark i-lucide-sun h-5 w-5" aria-hidden="true" />
    </button>
  );
}
