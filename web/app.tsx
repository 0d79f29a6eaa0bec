import { lazy, Suspense, useEffect } from "react";
import { Route, Routes, useLocation } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PublicLayout } from "./components/layout/PublicLayout";
import { Spinner } from "./components/ui/Spinner";
import { Toaster } from "./components/ui/toast";
import { lazyPage } from "./components/layout/lazy-page";
import { HomePage } from "./pages/public/HomePage";
import { NotFoundPage } from "./pages/public/NotFoundPage";

const ProjectsPage = lazyPage(() => import("./pages/public/ProjectsPage").then((m) => m.ProjectsPage));
const ArticlesPage = lazyPage(() => import("./pages/public/ArticlesPage").then((m) => m.ArticlesPage));
const ArticlePage = lazyPage(() => import("./pages/public/ArticlePage").then((m) => m.ArticlePage));
const LegalPage = lazyPage(() => import("./pages/public/LegalPage").then((m) => m.LegalPage));

/** The server renders with every public page loaded. */
export const preloadPublicPages = () => Promise.all([ProjectsPage, ArticlesPage, ArticlePage, LegalPage].map((page) => page.preload()));

const LEGAL_PATHS = new Set(["/privacy-policy", "/terms-of-service", "/cookie-policy"]);

/**
 * Loads the chunk of the page at `pathname` (nothing for the home page, which is in the main script), so the
 * browser hydrates the whole server-rendered page in one pass.
 */
export function preloadPageAt(pathname: string): Promise<unknown> {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/projects") return ProjectsPage.preload();
  if (path === "/articles") return ArticlesPage.preload();
  if (path.startsWith("/articles/")) return ArticlePage.preload();
  if (LEGAL_PATHS.has(path)) return LegalPage.preload();
  return Promise.resolve();
}

const LoginPage = lazy(() => import("./pages/admin/LoginPage"));
const AdminApp = lazy(() => import("./pages/admin/AdminApp"));

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
        <Route path="login" element={<Suspense fallback={loading}><LoginPage /></Suspense>} />
        <Route path="admin/*" element={<Suspense fallback={loading}><AdminApp /></Suspense>} />
      </Routes>
      <Toaster />
    </>
  );
}
