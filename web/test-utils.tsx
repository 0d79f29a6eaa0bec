/**
 * Component-test harness: the providers the app has (i18n, router, SWR, toasts) around the element under test,
 * with an API the test controls. Each render gets a fresh SWR cache, so tests never share data.
 */
import { cleanup, render, type RenderResult } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { SWRConfig } from "swr";
import type { Language } from "../src/shared/languages";
import { ApiError } from "./api/fetcher";
import { swrOptions } from "./api/swr";
import { Toaster, dismissToast } from "./components/ui/toast";
import { createI18n } from "./i18n";

/** How the fake API answers one read: with data, with an HTTP error, or never (the loading state). */
export type Reply = { data: unknown } | { status: number } | "pending";

export const pending: Reply = "pending";
export const ok = (data: unknown): Reply => ({ data });
export const fail = (status = 500): Reply => ({ status });

/** Routes by path without the query string ("/api/cv" answers "/api/cv?lang=es"); unknown paths never answer. */
export type FakeApi = Record<string, Reply>;

/** Every key the SWR hooks asked for, in order, so a test can check the language travelled. */
export type RequestLog = string[];

function fakeFetcher(api: FakeApi, log: RequestLog) {
  return (key: string): Promise<unknown> => {
    log.push(key);
    const reply = api[key] ?? api[key.split("?")[0]!] ?? pending;
    if (reply === "pending") return new Promise(() => {});
    if ("status" in reply) return Promise.reject(new ApiError(reply.status, `{"message":"status ${reply.status}"}`));
    return Promise.resolve(structuredClone(reply.data));
  };
}

type Options = {
  api?: FakeApi;
  lang?: Language;
  /** The URL the router starts at. */
  route?: string;
  /** A route pattern for the element, when it reads params (e.g. "/articles/:slug"). */
  path?: string;
  /** Data as the server renders it into the page (SWR fallback), keyed like the hooks' keys. */
  fallback?: Record<string, unknown>;
};

export type Rendered = RenderResult & { requests: RequestLog };

/** Renders `ui` inside the app's providers with a fake API (every read stays loading unless `api` answers it). */
export function renderWithApp(ui: ReactElement, { api = {}, lang = "es", route = "/", path, fallback = {} }: Options = {}): Rendered {
  // bun test has no global afterEach for Testing Library's auto-cleanup: each render clears the previous one.
  cleanup();
  dismissToast();
  const requests: RequestLog = [];
  const i18n = createI18n(lang);
  const wrap = (children: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ ...swrOptions, fetcher: fakeFetcher(api, requests), fallback, provider: () => new Map() }}>
        <MemoryRouter initialEntries={[route]}>
          {path ? (
            <Routes>
              <Route path={path} element={children} />
            </Routes>
          ) : (
            children
          )}
          <Toaster />
        </MemoryRouter>
      </SWRConfig>
    </I18nextProvider>
  );
  return { ...render(wrap(ui)), requests };
}

/** Minimal entities for tests; override what a test cares about. */
export const fixtures = {
  project: (over: Record<string, unknown> = {}) => ({
    id: 1,
    title: "Panel de ventas",
    description: "Un panel que muestra las ventas en tiempo real.",
    imageUrl: null,
    projectUrl: "https://example.com/ventas",
    technologies: ["React", "SQL"],
    featured: true,
    order: 0,
    ...over,
  }),
  article: (over: Record<string, unknown> = {}) => ({
    id: 1,
    title: "Cómo medir lo que importa",
    slug: "como-medir",
    summary: "Un resumen del artículo con suficiente texto.",
    content: "<h2>Introducción</h2><p>Contenido del artículo.</p>",
    category: "Datos",
    imageUrl: null,
    published: true,
    publishedAt: "2024-03-05T10:00:00Z",
    createdAt: "2024-03-01T10:00:00Z",
    updatedAt: "2024-03-06T10:00:00Z",
    readTime: 4,
    ...over,
  }),
  siteInfo: (over: Record<string, unknown> = {}) => ({
    id: 1,
    ownerName: "Lucía Ramírez",
    about: "Desarrolladora full-stack.",
    contactEmail: "lucia@example.com",
    contactPhone: "+51 912 345 678",
    contactLocation: "Arequipa, Perú",
    cvFileUrl: null,
    heroImageUrl: null,
    socialLinks: { github: "https://github.com/lucia" },
    siteTitle: "",
    headline: "",
    availability: "",
    yearsOfExperience: null,
    highlights: [],
    footerNote: "",
    ...over,
  }),
  cv: (over: Record<string, unknown> = {}) => ({
    experiences: [
      { id: 1, title: "Desarrolladora", company: "Acme", description: "Apps web.", startDate: "2021", endDate: null, isCurrent: false, order: 0 },
      { id: 2, title: "Analista de datos", company: "Beta", description: "Informes.", startDate: "2018", endDate: "2021", isCurrent: false, order: 1 },
    ],
    education: [{ id: 1, degree: "Ingeniería de Sistemas", institution: "UNI", description: "", startDate: "2012", endDate: "2017", order: 0 }],
    skills: [{ id: 1, category: "Frontend", items: ["React", "TypeScript"], order: 0 }],
    cvFileUrl: null,
    ...over,
  }),
};
