import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useSiteInfo } from "../../api/site-info";

/** Generic defaults when site info has no social links (spec §2). */
export const DEFAULT_SOCIAL_LINKS = {
  github: "https://github.com",
  linkedin: "https://linkedin.com",
  twitter: "https://twitter.com",
  dribbble: "https://dribbble.com",
} as const;

const SOCIAL_ICONS = { github: "i-lucide-github", linkedin: "i-lucide-linkedin", twitter: "i-lucide-twitter", dribbble: "i-lucide-dribbble" } as const;

export function Footer({ year }: { year: number }) {
  const { t } = useTranslation("footer");
  const { t: tNav } = useTranslation("nav");
  const { data } = useSiteInfo();
  const about = data?.about || t("defaultAbout");
  const ownerName = data?.ownerName || t("defaultOwner");
  const location = data?.contactLocation || t("defaultLocation");
  const links = { ...DEFAULT_SOCIAL_LINKS, ...Object.fromEntries(Object.entries(data?.socialLinks ?? {}).filter(([, url]) => url)) };

  return (
    <footer className="border-t border-slate-200 bg-slate-950 text-slate-300">
      <div className="container-page grid gap-10 py-14 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="m-0 text-lg font-semibold text-white">{ownerName}</p>
          <p className="mt-3 max-w-md text-sm leading-relaxed" data-testid="footer-about">
            {about}
          </p>
          <ul className="mt-5 flex list-none gap-3 p-0">
            {(Object.keys(SOCIAL_ICONS) as (keyof typeof SOCIAL_ICONS)[]).map((network) => (
              <li key={network}>
                <a
                  href={links[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={network}
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 transition hover:bg-indigo-600 hover:text-white"
                >
                  <span className={`${SOCIAL_ICONS[network]} h-5 w-5`} aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t("navigation")}>
          <p className="m-0 text-sm font-semibold uppercase tracking-wider text-white">{t("navigation")}</p>
          <ul className="mt-4 list-none space-y-2 p-0 text-sm">
            <li><Link className="hover:text-white" to="/">{tNav("home")}</Link></li>
            <li><Link className="hover:text-white" to="/#cv">{tNav("cv")}</Link></li>
            <li><Link className="hover:text-white" to="/#work">{tNav("projects")}</Link></li>
            <li><Link className="hover:text-white" to="/#articles">{tNav("articles")}</Link></li>
            <li><Link className="hover:text-white" to="/#contact">{tNav("contact")}</Link></li>
          </ul>
        </nav>
        <nav aria-label={t("legal")}>
          <p className="m-0 text-sm font-semibold uppercase tracking-wider text-white">{t("legal")}</p>
          <ul className="mt-4 list-none space-y-2 p-0 text-sm">
            <li><Link className="hover:text-white" to="/privacy-policy">{t("privacy")}</Link></li>
            <li><Link className="hover:text-white" to="/terms-of-service">{t("terms")}</Link></li>
            <li><Link className="hover:text-white" to="/cookie-policy">{t("cookies")}</Link></li>
            <li><Link className="hover:text-white" to="/login">{t("admin")}</Link></li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col gap-2 py-6 text-xs sm:flex-row sm:justify-between">
          <p className="m-0">{t("rights", { year, name: ownerName })}</p>
          <p className="m-0" data-testid="footer-location">{t("madeWith", { location })}</p>
        </div>
      </div>
    </footer>
  );
}
