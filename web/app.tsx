import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageErrorBoundary } from "./components/layout/PageErrorBoundary";
import { PublicLayout } from "./components/layout/PublicLayout";
import { Spinner } from "./components/ui/Spinner";
import { Toaster } from "./components/ui/toast";
import { loadChunk } from "./lib/chunk-load";
import { PUBLIC_PAGES, type PublicPageDefinition } from "./pages/public/public-pages";

const LoginPage = lazy(() => loadChunk(() => import("./pages/admin/LoginPage")));
const AdminApp = lazy(() => loadChunk(() => import("./pages/admin/AdminApp")));

/**
 * Every route of spec §2: the public pages of the page table inside the shared layout, the sign-in page and the
 * admin outside it (which set the browser's title in the owner's language; public pages set theirs with
 * usePageTitle, as the server does). `year` comes from outside so server and browser render the same text.
 */
export function App({ year, pages = PUBLIC_PAGES }: { year: number; pages?: PublicPageDefinition[] }) {
  const { t } = useTranslation();
  const loading = <Spinner label={t("loading")} />;
  return (
    <>
      <Routes>
        <Route element={<PublicLayout year={year} />}>
          {pages.map((page) =>
            page.path === "/" ? (
              <Route key={page.path} index element={page.render()} />
            ) : (
              <Route key={page.path} path={page.path === "*" ? "*" : page.path.slice(1)} element={page.render()} />
            ),
          )}
        </Route>
        <Route
          path="login"
          element={
            <PageErrorBoundary>
              <Suspense fallback={loading}>
                <LoginPage />
              </Suspense>
            </PageErrorBoundary>
          }
        />
        <Route
          path="admin/*"
          element={
            <PageErrorBoundary>
              <Suspense fallback={loading}>
                <AdminApp />
              </Suspense>
            </PageErrorBoundary>
          }
        />
      </Routes>
      <Toaster />
    </>
  );
}
