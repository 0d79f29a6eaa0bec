/**
 * The shells the component tests render in: the public site's providers (renderWithApp) and the admin's
 * (renderAdmin). Both read and write through the file's fake API (installFakeApi), each render with an SWR cache of
 * its own so tests never share data.
 */
import { cleanup, render, type RenderResult } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import type { i18n as I18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { SWRConfig } from "swr";
import type { Language } from "../../src/shared/languages";
import { swrOptions } from "../api/swr";
import { NavigationGuard } from "../components/admin/leave-guard";
import { dismissToast, Toaster } from "../components/ui/toast";
import { createI18n } from "../i18n";
import { AdminLanguageProvider } from "../pages/admin/admin-language";
import type { ArticleEditorProps } from "../pages/admin/articles/ArticleEditor";
import { RichTextEditorContext } from "../pages/admin/articles/RichTextField";
import { currentFakeApi, type Responder } from "./fake-api";

/** i18next and a fresh SWR cache (with the data the server would have rendered into the page, if any). */
function AppData({ i18n, fallback = {}, children }: { i18n: I18n; fallback?: Record<string, unknown>; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ ...swrOptions, fallback, provider: () => new Map() }}>{children}</SWRConfig>
    </I18nextProvider>
  );
}

type PublicOptions = {
  /** GET answers by path ("/api/cv" answers "/api/cv?lang=es" too); set on the fake API before rendering. */
  api?: Record<string, Responder>;
  lang?: Language;
  /** The URL the router starts at. */
  route?: string;
  /** A route pattern for the element, when it reads params (e.g. "/articles/:slug"). */
  path?: string;
  /** Data as the server renders it into the page (SWR fallback), keyed like the hooks' keys. */
  fallback?: Record<string, unknown>;
};

/** Every URL the page read, in order (the fake API's `reads`). */
export type Rendered = RenderResult & { requests: string[] };

/** Renders `ui` inside the public site's providers (i18n, router, SWR, toasts). */
export function renderWithApp(ui: ReactElement, { api = {}, lang = "es", route = "/", path, fallback }: PublicOptions = {}): Rendered {
  const fake = currentFakeApi();
  for (const [apiPath, responder] of Object.entries(api)) fake.on(`GET ${apiPath}`, responder);
  // Each render replaces the one before it in the same test.
  cleanup();
  dismissToast();
  const element = (
    <AppData i18n={createI18n(lang)} fallback={fallback}>
      <MemoryRouter initialEntries={[route]}>
        {path ? (
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        ) : (
          ui
        )}
        <Toaster />
      </MemoryRouter>
    </AppData>
  );
  return { ...render(element), requests: fake.reads };
}

/** The admin's shell provides i18next in Spanish (the shared toast viewport reads its labels from it). */
const adminShellI18n = createI18n("es");

/** Shows the current path, so a test can see where a redirect went. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** Jodit needs a real browser (the browser tests drive it): in the admin's shell a textarea stands in, with its props. */
function TextareaEditor({ id, initialValue, onChange }: ArticleEditorProps) {
  return <textarea data-testid={`editor-${id}`} defaultValue={initialValue} onChange={(event) => onChange(event.target.value)} />;
}

/**
 * Renders `ui` at `path` under a route `pattern` (e.g. "/admin/articles/edit/:id"), inside the admin's providers;
 * "/" and "/login" exist too so redirects land somewhere visible.
 */
export function renderAdmin(ui: ReactElement, { path = "/admin", pattern = "/admin/*" }: { path?: string; pattern?: string } = {}) {
  currentFakeApi();
  return render(
    <AppData i18n={adminShellI18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path={pattern}
            element={
              <AdminLanguageProvider>
                <RichTextEditorContext.Provider value={TextareaEditor}>
                  <NavigationGuard>{ui}</NavigationGuard>
                </RichTextEditorContext.Provider>
              </AdminLanguageProvider>
            }
          />
          <Route path="/" element={<h1>Public home</h1>} />
          {pattern !== "/login" && <Route path="/login" element={<h1>Login screen</h1>} />}
          <Route path="*" element={<h1>Elsewhere</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </AppData>,
  );
}
