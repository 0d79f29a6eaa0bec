import { Outlet } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Header } from "./Header";
import { PageErrorBoundary } from "./PageErrorBoundary";
import { Footer } from "./Footer";
import { useHashScroll } from "./use-hash-scroll";
import { usePageViewReport } from "../../lib/page-views";

/** Header, main area and footer shared by every public route (spec §2). `year` comes from outside so server and browser agree. */
export function PublicLayout({ year }: { year: number }) {
  const { t } = useTranslation();
  useHashScroll();
  usePageViewReport();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-800">
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <PageErrorBoundary>
          <Outlet />
        </PageErrorBoundary>
      </main>
      <Footer year={year} />
    </div>
  );
}
