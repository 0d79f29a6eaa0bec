import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { DEFAULT_HERO_IMAGE, useSiteInfo } from "../../api/site-info";
import { ResponsiveImage } from "../ui/ResponsiveImage";

const HIGHLIGHTS = ["data", "fullStack", "automation"] as const;

/** The portrait's width: the column's max-w-[17rem], sm:max-w-xs, lg:max-w-md. */
const PORTRAIT_SIZES = "(min-width: 1024px) 448px, (min-width: 640px) 320px, 272px";

/** #home (spec §2): availability, headline, the two calls to action, portrait and years of experience. */
export function HeroSection() {
  const { t } = useTranslation("home");
  const { data: siteInfo } = useSiteInfo();
  const name = siteInfo?.ownerName?.trim();
  const portrait = siteInfo?.heroImageUrl || DEFAULT_HERO_IMAGE;

  return (
    <section id="home" aria-labelledby="home-title" className="relative overflow-hidden bg-gradient-to-b from-indigo-50/70 via-white to-white">
      <div className="hero-glow" aria-hidden="true" />
      <div className="container-page relative grid items-center gap-14 py-14 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
        <div>
          <p className="m-0 inline-flex items-center gap-2 rounded-full border border-emerald-200 bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800">
            <span className="relative flex h-2 w-2" aria-hidden="true">
              <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:hidden" />
              <span className="relative inline-flex h-2 w-2 rounded-full bg-emerald-500" />
            </span>
            {t("hero.available")}
          </p>
          <p className="mb-0 mt-6 text-lg font-medium text-indigo-700">{name ? t("hero.greeting", { name }) : t("hero.greetingAnonymous")}</p>
          <h1 id="home-title" className="m-0 mt-2 text-4xl font-bold leading-[1.1] tracking-tight text-slate-900 sm:text-5xl xl:text-[3.4rem]">
            {t("hero.headline")}
          </h1>
          <p className="mb-0 mt-6 max-w-xl text-lg leading-relaxed text-slate-600">{siteInfo?.about || t("hero.lead")}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/#cv" className="btn-primary px-6 py-3 text-base">
              <span className="i-lucide-file-text h-5 w-5" aria-hidden="true" />
              {t("hero.seeResume")}
            </Link>
            <Link to="/#contact" className="btn-secondary px-6 py-3 text-base">
              <span className="i-lucide-mail h-5 w-5" aria-hidden="true" />
              {t("hero.contactMe")}
            </Link>
          </div>
          <ul className="m-0 mt-10 flex list-none flex-wrap gap-x-6 gap-y-3 p-0 text-sm font-medium text-slate-600">
            {HIGHLIGHTS.map((key) => (
              <li key={key} className="flex items-center gap-2">
                <span className="i-lucide-circle-check h-4 w-4 text-indigo-600" aria-hidden="true" />
                {t(`hero.highlights.${key}`)}
              </li>
            ))}
          </ul>
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
          <div className="absolute -bottom-6 -left-4 flex items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-xl sm:-left-8">
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-indigo-600 text-white" aria-hidden="true">
              <span className="i-lucide-award h-6 w-6" />
            </span>
            <p className="m-0 leading-tight">
              <span className="block text-2xl font-bold text-slate-900">{t("hero.yearsValue")}</span>
              <span className="block text-sm text-slate-600">{t("hero.yearsLabel")}</span>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
