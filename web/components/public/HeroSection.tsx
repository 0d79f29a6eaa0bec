import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useLocalizedCv } from "../../api/cv";
import { DEFAULT_HERO_IMAGE, useSiteInfo } from "../../api/site-info";
import type { SiteInfo } from "../../api/types";
import { cvHasContent } from "./CvSection";
import { ResponsiveImage } from "../ui/ResponsiveImage";

/** The portrait's width: the column's max-w-[17rem], sm:max-w-xs, lg:max-w-md. */
const PORTRAIT_SIZES = "(min-width: 1024px) 448px, (min-width: 640px) 320px, 272px";

/** What the hero shows: the owner's texts in one language. */
export type HeroContent = Pick<SiteInfo, "ownerName" | "about" | "headline" | "availability" | "yearsOfExperience" | "highlights" | "heroImageUrl">;

type HeroViewProps = {
  content: HeroContent | undefined;
  /** Whether the CV section has something to see, so the "see my CV" button leads somewhere. */
  showCvLink: boolean;
};

/**
 * #home (spec §2), drawn from the owner's own words only: availability badge, greeting, headline, about, the calls
 * to action, highlights, portrait and years of experience. Whatever the owner left empty is not shown; the heading
 * falls back to a greeting, never to a claim about anyone. The admin's settings draw it too, as a live preview.
 */
export function HeroView({ content, showCvLink }: HeroViewProps) {
  const { t } = useTranslation("home");
  const name = content?.ownerName?.trim() ?? "";
  const headline = content?.headline?.trim() ?? "";
  const availability = content?.availability?.trim() ?? "";
  const about = content?.about?.trim() ?? "";
  const highlights = [...new Set((content?.highlights ?? []).map((item) => item.trim()).filter(Boolean))];
  const years = content?.yearsOfExperience ?? null;
  const portrait = content?.heroImageUrl || DEFAULT_HERO_IMAGE;
  const greeting = name ? t("hero.greeting", { name }) : t("hero.greetingAnonymous");

  return (
    <section id="home" aria-labelledby="home-title" className="relative overflow-hidden bg-gradient-to-b from-indigo-50/70 via-white to-white">
      <div className="hero-glow" aria-hidden="true" />
      <div className="container-page relative grid items-center gap-14 py-14 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
        <div>
          {availability && (
            <p
              className="m-0 mb-6 inline-flex items-center gap-2 rounded-full border border-emerald-200 bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800"
              data-testid="hero-availability"
            >
              <span className="relative flex h-2 w-2" aria-hidden="true">
                <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:hidden" />
                <span className="relative inline-flex h-2 w-2 rounded-full bg-emerald-500" />
              </span>
              {availability}
            </p>
          )}
          {headline && <p className="m-0 mb-2 text-lg font-medium text-indigo-700">{greeting}</p>}
          <h1 id="home-title" className="m-0 text-4xl font-bold leading-[1.1] tracking-tight text-slate-900 sm:text-5xl xl:text-[3.4rem]">
            {headline || greeting}
          </h1>
          {about && <p className="mb-0 mt-6 max-w-xl text-lg leading-relaxed text-slate-600">{about}</p>}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {showCvLink && (
              <Link to="/#cv" className="btn-primary px-6 py-3 text-base">
                <span className="i-lucide-file-text h-5 w-5" aria-hidden="true" />
                {t("hero.seeResume")}
              </Link>
            )}
            <Link to="/#contact" className={`${showCvLink ? "btn-secondary" : "btn-primary"} px-6 py-3 text-base`}>
              <span className="i-lucide-mail h-5 w-5" aria-hidden="true" />
              {t("hero.contactMe")}
            </Link>
          </div>
          {highlights.length > 0 && (
            <ul className="m-0 mt-10 flex list-none flex-wrap gap-x-6 gap-y-3 p-0 text-sm font-medium text-slate-600" data-testid="hero-highlights">
              {highlights.map((highlight) => (
                <li key={highlight} className="flex items-center gap-2">
                  <span className="i-lucide-circle-check h-4 w-4 text-indigo-600" aria-hidden="true" />
                  {highlight}
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="relative mx-auto w-full max-w-[17rem] sm:max-w-xs lg:mr-4 lg:max-w-md">
          <div
            className="absolute inset-0 translate-x-3 translate-y-3 rounded-[1.75rem] bg-gradient-to-br from-indigo-500 to-violet-500 sm:translate-x-4 sm:translate-y-4"
            aria-hidden="true"
          />
          <ResponsiveImage
            src={portrait}
            alt={name ? t("hero.portraitAlt", { name }) : t("hero.portraitAltAnonymous")}
            sizes={PORTRAIT_SIZES}
            priority
            className="relative aspect-square w-full rounded-[1.75rem] bg-indigo-100 object-cover shadow-2xl shadow-indigo-900/20"
          />
          {years !== null && (
            <div
              className="absolute -bottom-6 -left-4 flex items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-xl sm:-left-8"
              data-testid="hero-years"
            >
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-indigo-600 text-white" aria-hidden="true">
                <span className="i-lucide-award h-6 w-6" />
              </span>
              <p className="m-0 leading-tight">
                <span className="block text-2xl font-bold text-slate-900">{years}</span>
                <span className="block text-sm text-slate-600">{t("hero.yearsLabel", { count: years })}</span>
              </p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

/** The home page's hero, in the page's language. */
export function HeroSection() {
  const { i18n } = useTranslation();
  const { data: siteInfo } = useSiteInfo();
  const { data: cv } = useLocalizedCv(i18n.language);
  return <HeroView content={siteInfo} showCvLink={cvHasContent(cv)} />;
}
