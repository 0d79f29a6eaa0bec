import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useSiteInfo } from "../../api/site-info";
import { useToday } from "../../lib/client-values";
import { dateLocaleFor, formatDate } from "../../lib/dates";
import { usePageTitle } from "../../lib/use-page-title";
import { LEGAL_DOCUMENTS_LANGUAGE, legalDocument, type LegalKind } from "./legal-documents";
import { PageHeader } from "./PageHeader";

/**
 * The three legal pages (spec §2). The document is Spanish only (./legal-documents) and marked so; the page around it
 * speaks the interface language, is titled as its link and browser title are, and says the document is in Spanish
 * when the interface is not. Owner and e-mail come from site info.
 */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const { t, i18n } = useTranslation("legal");
  const { t: tFooter } = useTranslation("footer");
  const { data: siteInfo } = useSiteInfo();
  const today = useToday();
  usePageTitle({ kind: "legal", page: LEGAL_PAGES[kind] });
  const legalText = legalDocument(kind, siteInfo ?? {});
  const notice =
    i18n.language === LEGAL_DOCUMENTS_LANGUAGE ? null : (
      <p className="mb-0 mt-4 flex w-fit items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900">
        <span className="i-lucide-languages h-4 w-4 shrink-0" aria-hidden="true" />
        {t("publishedInSpanish")}
      </p>
    );

  return (
    <>
      <PageHeader
        eyebrow={t("eyebrow")}
        title={tFooter(kind)}
        notice={notice}
        description={legalText.intro}
        descriptionLang={LEGAL_DOCUMENTS_LANGUAGE}
        width="narrow"
      >
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
        <div lang={LEGAL_DOCUMENTS_LANGUAGE} className="prose mt-8">
          {legalText.sections.map((section) => (
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
