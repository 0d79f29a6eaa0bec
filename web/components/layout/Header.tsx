import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";

/** The fixed public header. */
export function Header() {
  const { t } = useTranslation("nav");
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <nav className="container-page flex h-16 items-center justify-between" aria-label="Main">
        <Link to="/" className="text-lg font-bold text-slate-900">Portfolio</Link>
        <ul className="flex list-none gap-4 p-0 text-sm">
          <li><Link to="/#work">{t("projects")}</Link></li>
          <li><Link to="/#contact">{t("contact")}</Link></li>
        </ul>
      </nav>
    </header>
  );
}
