import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useSiteInfo } from "../../api/site-info";
import { useToday } from "../../lib/client-values";
import { dateLocaleFor, formatDate } from "../../lib/dates";
import { usePageTitle } from "../../lib/use-page-title";
import { PageHeader } from "./PageHeader";

export type LegalKind = "privacy" | "terms" | "cookies";

type LegalSection = { heading: string; paragraphs: string[]; items?: string[] };
type LegalDocument = { title: string; intro: string; sections: LegalSection[] };

/** The three legal pages (spec §2): the text lives in the `legal` namespace; owner and e-mail come from site info. */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const { t, i18n } = useTranslation("legal");
  const { t: tFooter } = useTranslation("footer");
  const { data: siteInfo } = useSiteInfo();
  const today = useToday();
  usePageTitle({ kind: "legal", page: LEGAL_PAGES[kind] });
  const owner = siteInfo?.ownerName || t("ownerFallback");
  const channel = siteInfo?.contactEmail ? t("channelWithEmail", { email: siteInfo.contactEmail }) : t("channelFormOnly");
  const text = t(`documents.${kind}`, { returnObjects: true, owner, channel }) as LegalDocument;

  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={text.title} description={text.intro} width="narrow">
        <Link to="/" className="mb-8 inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 no-underline hover:text-indigo-800">
          <span className="i-lucide-arrow-left h-4 w-4" aria-hidden="true" />
          {t("backHome")}
        </Link>
      </PageHeader>
      <div className="container-page max-w-3xl py-12 sm:py-16">
        <p className="m-0 flex items-center gap-2 text-sm text-slate-500" data-testid="legal-updated">
          <span className="i-lucide-calendar h-4 w-4" aria-hidden="true" />
          <span>
            {t("lastUpdated")} {today && <time dateTime={today}>{formatDate(today, dateLocaleFor(i18n.language))}</time>}
          </span>
        </p>
        <div className="prose mt-8">
          {text.sections.map((section) => (
            <section key={section.heading} aria-label={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
        <aside className="mt-12 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="m-0 font-medium text-slate-800">{t("questions")}</p>
          {/* The spec's /contact is not a route: the contact form lives on the home page. */}
          <Link to="/#contact" className="btn-primary shrink-0">
            <span className="i-lucide-mail h-4 w-4" aria-hidden="true" />
            {t("contactLink")}
          </Link>
        </aside>
        <nav aria-label={tFooter("legal")} className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {(["privacy", "terms", "cookies"] as const)
            .filter((other) => other !== kind)
            .map((other) => (
              <Link key={other} to={LEGAL_PATHS[other]} className="font-medium text-indigo-700 underline-offset-2 hover:underline">
                {tFooter(other)}
              </Link>
            ))}
        </nav>
      </div>
    </>
  );
}

const LEGAL_PAGES = {
  privacy: "privacy-policy",
  terms: "terms-of-service",
  cookies: "cookie-policy",
} as const satisfies Record<LegalKind, string>;

const LEGAL_PATHS = Object.fromEntries(Object.entries(LEGAL_PAGES).map(([kind, page]) => [kind, `/${page}`])) as Record<LegalKind, string>;
