import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Route, Routes } from "react-router-dom";
import { SWRConfig, type SWRConfiguration } from "swr";
import { useAuth, useRecheckAuth } from "../../api/auth";
import { ApiError } from "../../api/fetcher";
import { NavigationGuard } from "../../components/admin/leave-guard";
import { Spinner } from "../../components/ui/Spinner";
import { AdminLayout } from "./AdminLayout";
import { DashboardPage } from "./DashboardPage";
import { StatsPage } from "./stats/StatsPage";
import { CvEditorPage } from "./cv/CvEditorPage";
import { ArticlesPage } from "./articles/ArticlesPage";
import { ArticleFormPage } from "./articles/ArticleFormPage";
import { ProjectsPage } from "./projects/ProjectsPage";
import { ProjectFormPage } from "./projects/ProjectFormPage";
import { MessagesPage } from "./messages/MessagesPage";
import { ReadersPage } from "./readers/ReadersPage";
import { FediversePage } from "./fediverse/FediversePage";
import { SettingsPage } from "./settings/SettingsPage";
import { AdminNotFound } from "./AdminNotFound";
import { AdminLanguageProvider } from "./admin-language";

/**
 * How the admin's reads differ from the site's. A write invalidates the lists it touched, but a list whose
 * screen is not open keeps its cached copy and the app's reads never re-read cached data: the admin re-reads a
 * list when its screen opens (reads not invalidated stay deduplicated for the usual five minutes). A read
 * refused with 401 means the session ended (expired, or signed out elsewhere): the sign-in is checked again,
 * which sends the owner to /login instead of leaving every screen with an error.
 */
function useAdminReads(): SWRConfiguration {
  const recheckAuth = useRecheckAuth();
  return useMemo(
    () => ({
      revalidateIfStale: true,
      onError: (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) recheckAuth();
      },
    }),
    [recheckAuth],
  );
}

/** Every /admin screen, in its own lazily loaded chunk: public pages never load admin code. Signed-out visitors go to /login. */
export default function AdminApp() {
  return (
    <AdminLanguageProvider>
      <NavigationGuard>
        <AdminScreens />
      </NavigationGuard>
    </AdminLanguageProvider>
  );
}

function AdminScreens() {
  const { t } = useTranslation("admin");
  const auth = useAuth();
  const adminReads = useAdminReads();
  if (auth.status === "loading") return <Spinner label={t("common.loading")} />;
  if (auth.status === "unauthenticated") return <Navigate to="/login" replace />;
  return (
    <SWRConfig value={adminReads}>
      <AdminLayout user={auth.user}>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="stats" element={<StatsPage />} />
          <Route path="cv" element={<CvEditorPage />} />
          <Route path="articles" element={<ArticlesPage />} />
          <Route path="articles/new" element={<ArticleFormPage />} />
          <Route path="articles/edit/:id" element={<ArticleFormPage />} />
          <Route path="projects" element={<ProjectsPage />} />
          <Route path="projects/new" element={<ProjectFormPage />} />
          <Route path="projects/edit/:id" element={<ProjectFormPage />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route path="readers" element={<ReadersPage />} />
          <Route path="fediverse" element={<FediversePage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Routes>
      </AdminLayout>
    </SWRConfig>
  );
}
