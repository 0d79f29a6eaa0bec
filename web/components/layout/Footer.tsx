import { Link, useLocation } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useSiteInfo } from "../../api/site-info";
import { siteNameOf } from "../../lib/site-name";
import { SocialLinks } from "../public/SocialLinks";
import { SubscribeForm } from "../public/SubscribeForm";
import { ownSocialLinks } from "../../lib/social";
import { NAV_ITEMS } from "./nav-items";

const LEGAL_LINKS = [
  { key: "privacy", to: "/privacy-policy" },
  { key: "terms", to: "/terms-of-service" },
  { key: "cookies", to: "/cookie-policy" },
  { key: "admin", to: "/login" },
] as const;

const linkClass = "text-slate-300 no-underline transition-colors hover:text-white";

/**
 * Spec §2: the site's name and about text, social links, navigation, legal links, copyright with the year, and the
 * owner's footer note. Only what the owner wrote: whatever they left empty is not shown.
 */
export function Footer({ year }: { year: number }) {
  const { t } = useTranslation("footer");
  const { t: tNav } = useTranslation("nav");
  const { data } = useSiteInfo();
  const about = data?.about?.trim();
  const siteName = siteNameOf(data);
  const copyrightName = data?.ownerName?.trim() || siteName;
  const note = data?.footerNote?.trim();
  const hasIntro = Boolean(siteName || about || ownSocialLinks(data?.socialLinks).length);
  // The home page's footer offers the readers' subscription (each article page has it below the text).
  const home = useLocation().pathname === "/";

  return (
    <footer className="on-dark bg-slate-950 text-slate-300">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4 lg:gap-12">
        {/* With nothing of the owner's to show, the column only keeps the links in their place on wide screens. */}
        <div className={hasIntro ? "sm:col-span-2" : "hidden lg:col-span-2 lg:block"}>
          {siteName && <p className="m-0 mb-3 text-lg font-semibold tracking-tight text-white">{siteName}</p>}
          {about && (
            <p className="m-0 mb-6 max-w-md text-sm leading-relaxed text-slate-400" data-testid="footer-about">
              {about}
            </p>
          )}
          <SocialLinks links={data?.socialLinks} label={t("social")} tone="dark" />
        </div>
        <nav aria-label={t("navigation")}>
          <h2 className="m-0 text-xs font-semibold uppercase tracking-wider text-white">{t("navigation")}</h2>
          <ul className="m-0 mt-4 list-none space-y-2.5 p-0 text-sm">
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <Link className={linkClass} to={item.to}>
                  {tNav(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("legal")}>
          <h2 className="m-0 text-xs font-semibold uppercase tracking-wider text-white">{t("legal")}</h2>
          <ul className="m-0 mt-4 list-none space-y-2.5 p-0 text-sm">
            {LEGAL_LINKS.map((link) => (
              <li key={link.key}>
                {/* The admin is its own application with its own stylesheets: enter it with a full page load. */}
                <Link className={linkClass} to={link.to} reloadDocument={link.key === "admin"}>
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {home && (
        <div className="container-page pb-10">
          <SubscribeForm tone="dark" />
        </div>
      )}
      {(copyrightName || note) && (
        <div className="border-t border-white/10">
          <div className="container-page flex flex-col gap-2 py-6 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between">
            {copyrightName && <p className="m-0">{t("rights", { year, name: copyrightName })}</p>}
            {note && (
              <p className="m-0" data-testid="footer-note">
                {note}
              </p>
            )}
          </div>
        </div>
      )}
    </footer>
  );
}
