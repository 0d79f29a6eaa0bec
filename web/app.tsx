import { lazy, Suspense, useEffect } from "react";
import { Route, Routes, useLocation } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageErrorBoundary } from "./components/layout/PageErrorBoundary";
import { PublicLayout } from "./components/layout/PublicLayout";
import { Spinner } from "./components/ui/Spinner";
import { Toaster } from "./components/ui/toast";
import { lazyPage } from "./components/layout/lazy-page";
import { loadChunk } from "./lib/chunk-load";
import { HomePage } from "./pages/public/HomePage";
import { NotFoundPage } from "./pages/public/NotFoundPage";
import { matchPublicPage, type PublicPage } from "../src/modules/pages/pages.routing";

const ProjectsPage = lazyPage(() => import("./pages/public/ProjectsPage").then((m) => m.ProjectsPage));
const ArticlesPage = lazyPage(() => import("./pages/public/ArticlesPage").then((m) => m.ArticlesPage));
const ArticlePage = lazyPage(() => import("./pages/public/ArticlePage").then((m) => m.ArticlePage));
const LegalPage = lazyPage(() => import("./pages/public/LegalPage").then((m) => m.LegalPage));

/** The public pages that live in their own chunk, by the kind of page a path shows. */
const PAGE_CHUNKS: Partial<Record<PublicPage["kind"], { preload(): Promise<unknown> }>> = {
  projects: ProjectsPage,
  articles: ArticlesPage,
  article: ArticlePage,
  legal: LegalPage,
};

/** The server renders with every public page loaded. */
export const preloadPublicPages = () => Promise.all(Object.values(PAGE_CHUNKS).map((page) => page.preload()));

/**
 * Loads the chunk of the page at `pathname` (nothing for the home page, which is in the main script), so the
 * browser hydrates the whole server-rendered page in one pass.
 */
export const preloadPageAt = (pathname: string): Promise<unknown> => PAGE_CHUNKS[matchPublicPage(pathname).kind]?.preload() ?? Promise.resolve();

const LoginPage = lazy(() => loadChunk(() => import("./pages/admin/LoginPage")));
const AdminApp = lazy(() => loadChunk(() => import("./pages/admin/AdminApp")));

/** The admin area's browser title (spec §1); public pages set theirs with usePageTitle, as the server does. */
function AdminDocumentTitle() {
  const { pathname } = useLocation();
  const isAdmin = pathname === "/login" || pathname.startsWith("/admin");
  useEffect(() => {
    if (isAdmin) document.title = "Panel de Control";
  }, [isAdmin]);
  return null;
}

/** Every route of spec §2. `year` comes from outside so server and browser render the same text. */
export function App({ year }: { year: number }) {
  const { t } = useTranslation();
  const loading = <Spinner label={t("loading")} />;
  return (
    <>
      <AdminDocumentTitle />
      <Routes>
        <Route element={<PublicLayout year={year} />}>
          <Route index element={<HomePage />} />
          <Route path="projects" element={<ProjectsPage />} />
          <Route path="articles" element={<ArticlesPage />} />
          <Route path="articles/:slug" element={<ArticlePage />} />
          <Route path="privacy-policy" element={<LegalPage kind="privacy" />} />
          <Route path="terms-of-service" element={<LegalPage kind="terms" />} />
          <Route path="cookie-policy" element={<LegalPage kind="cookies" />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="login" element={<PageErrorBoundary><Suspense fallback={loading}><LoginPage /></Suspense></PageErrorBoundary>} />
        <Route path="admin/*" element={<PageErrorBoundary><Suspense fallback={loading}><AdminApp /></Suspense></PageErrorBoundary>} />
      </Routes>
      <Toaster />
    </>
  );
}
