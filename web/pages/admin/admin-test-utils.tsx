/**
 * Test wrapper for the admin screens: a MemoryRouter at the given path, an SWR cache of its own per render, the
 * toast viewport, and `fetch` answered by a table of routes ("METHOD /path" → answer) that records every call.
 */
import { afterEach, beforeEach } from "bun:test";
import { cleanup, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { SWRConfig } from "swr";
import { swrOptions } from "../../api/swr";
import type { Article, CvData, Education, Experience, InboxMessage, Project, SiteInfo, Skill, User } from "../../api/types";
import { NavigationGuard } from "../../components/admin/leave-guard";
import { dismissToast, Toaster } from "../../components/ui/toast";
import { LANGUAGE_CODES, type Language } from "../../../src/shared/languages";
import { createI18n } from "../../i18n";
import { adminResources, type AdminResources } from "../../i18n/admin";
import { AdminLanguageProvider } from "./admin-language";

/** The app's shell provides i18next (the shared toast viewport reads its labels from it). */
const i18n = createI18n("es");

export type ApiCall = { method: string; path: string; body: unknown; query: URLSearchParams };
type Answer = { status?: number; body?: unknown };
type Responder = Answer | ((call: ApiCall) => Answer | Promise<Answer>);

export type FakeApi = {
  calls: ApiCall[];
  /** Sets (or replaces) the answer for "METHOD /path" (query string ignored). */
  on(route: string, responder: Responder): FakeApi;
  /** Calls to "METHOD /path" so far. */
  callsTo(route: string): ApiCall[];
};

function readBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== "string") return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** Replaces globalThis.fetch for the duration of each test. Unknown routes answer a JSON 404. */
export function installFakeApi(): FakeApi {
  const realFetch = globalThis.fetch;
  const routes = new Map<string, Responder>();
  const api: FakeApi = {
    calls: [],
    on(route, responder) {
      routes.set(route, responder);
      return api;
    },
    callsTo: (route) => api.calls.filter((c) => `${c.method} ${c.path}` === route),
  };

  beforeEach(() => {
    api.calls.length = 0;
    routes.clear();
    localStorage.clear();
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost:3000");
      const call: ApiCall = { method: (init?.method ?? "GET").toUpperCase(), path: url.pathname, body: readBody(init?.body), query: url.searchParams };
      api.calls.push(call);
      const responder = routes.get(`${call.method} ${call.path}`);
      const answer = typeof responder === "function" ? await responder(call) : (responder ?? { status: 404, body: { message: "Not found" } });
      const status = answer.status ?? 200;
      if (status === 204) return new Response(null, { status });
      return new Response(JSON.stringify(answer.body ?? null), { status, headers: { "content-type": "application/json" } });
    }) as typeof fetch;
  });

  afterEach(() => {
    cleanup();
    dismissToast();
    globalThis.fetch = realFetch;
  });

  return api;
}

/** Shows the current path, so a test can see where a redirect went. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/**
 * Renders `ui` at `path` under a route `pattern` (e.g. "/admin/articles/edit/:id"); "/" and "/login" exist too
 * so redirects land somewhere visible.
 */
export function renderAdmin(ui: ReactElement, { path = "/admin", pattern = "/admin/*" }: { path?: string; pattern?: string } = {}) {
  return render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path={pattern}
              element={
                <AdminLanguageProvider>
                  <NavigationGuard>{ui}</NavigationGuard>
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
      </SWRConfig>
    </I18nextProvider>,
  );
}

export const USER: User = { id: 1, username: "owner", email: "owner@example.com", name: "Lucía Ramírez", role: "admin" };

export const project = (overrides: Partial<Project> = {}): Project => ({
  id: 1,
  title: "Operations dashboard",
  description: "A dashboard for daily warehouse indicators.",
  imageUrl: null,
  projectUrl: "https://github.com/example/dashboard",
  technologies: ["React", "TypeScript"],
  featured: false,
  order: 0,
  period: "",
  translations: {},
  createdAt: null,
  ...overrides,
});

export const article = (overrides: Partial<Article> = {}): Article => ({
  id: 1,
  title: "Measuring what matters",
  slug: "measuring-what-matters",
  summary: "How operations metrics shaped the way I build software.",
  content: `<p>${"Operations teams live by their numbers. ".repeat(5)}</p>`,
  category: "Data",
  imageUrl: null,
  published: true,
  publishAt: null,
  scheduled: false,
  publishedAt: "2025-03-10T12:00:00.000Z",
  createdAt: "2025-03-01T12:00:00.000Z",
  updatedAt: "2025-03-10T12:00:00.000Z",
  translations: {},
  readTime: 1,
  ...overrides,
});

export const message = (overrides: Partial<InboxMessage> = {}): InboxMessage => ({
  id: 1,
  name: "Carlos Pérez",
  email: "carlos@example.com",
  subject: "Project inquiry",
  message: "Hello, I would like to talk about a data project for my company.",
  read: false,
  createdAt: "2025-05-03T12:00:00.000Z",
  delivery: { state: "none", attempts: 0, lastError: null },
  ...overrides,
});

export const experience = (overrides: Partial<Experience> = {}): Experience => ({
  id: 1,
  title: "Full-stack developer",
  company: "Acme",
  description: "Built internal tools.",
  startDate: "2021",
  endDate: null,
  isCurrent: false,
  order: 0,
  translations: {},
  ...overrides,
});

export const education = (overrides: Partial<Education> = {}): Education => ({
  id: 1,
  degree: "BSc Industrial Engineering",
  institution: "Universidad de Lima",
  description: "Operations research.",
  startDate: "2012",
  endDate: "2017",
  order: 0,
  translations: {},
  ...overrides,
});

export const skill = (overrides: Partial<Skill> = {}): Skill => ({
  id: 1,
  category: "Frontend",
  items: ["React", "TypeScript"],
  order: 0,
  translations: {},
  ...overrides,
});

export const cvData = (overrides: Partial<CvData> = {}): CvData => ({ experiences: [], education: [], skills: [], cvFileUrl: null, ...overrides });

export const siteInfo = (overrides: Partial<SiteInfo> = {}): SiteInfo => ({
  id: 1,
  ownerName: "Lucía Ramírez",
  about: "Full-stack developer in Lima.",
  contactEmail: "lucia@example.com",
  contactPhone: "+51 987 654 321",
  contactLocation: "Lima, Perú",
  cvFileUrl: null,
  heroImageUrl: null,
  socialLinks: { github: "https://github.com/lucia" },
  siteTitle: "",
  headline: "",
  availability: "",
  yearsOfExperience: null,
  highlights: [],
  footerNote: "",
  translations: {},
  ...overrides,
});

/** A read that never answers: the screen stays in its loading state. */
export const never = (): Promise<Answer> => new Promise<Answer>(() => undefined);

/** Every text of a translation tree. */
function textsOf(tree: unknown): string[] {
  if (typeof tree === "string") return [tree];
  return tree !== null && typeof tree === "object" ? Object.values(tree).flatMap(textsOf) : [];
}

/** What the page says: its text, and the names, placeholders and titles a reader meets without seeing them. */
function pageText(root: HTMLElement): string {
  const attributes = [...root.querySelectorAll("[aria-label], [placeholder], [title], [alt]")].flatMap((element) =>
    ["aria-label", "placeholder", "title", "alt"].map((name) => element.getAttribute(name) ?? ""),
  );
  return [root.textContent ?? "", ...attributes].join("\n");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The texts of these admin sections in the languages other than `lang` that the page shows: a screen in one
 * language shows none. A text is looked for as whole words, without its {{placeholders}} (each fixed part of at
 * least 6 characters); texts that `lang` writes the same way (a name, "Online"...) are not counted.
 */
export function otherLanguageTexts(sections: (keyof AdminResources)[], lang: Language, root: HTMLElement = document.body): string[] {
  const shown = pageText(root);
  const own = sections.flatMap((section) => textsOf(adminResources[lang][section]));
  const found = new Set<string>();
  for (const other of LANGUAGE_CODES.filter((code) => code !== lang)) {
    for (const text of sections.flatMap((section) => textsOf(adminResources[other][section]))) {
      const parts = text.includes("{{")
        ? text
            .split(/{{\s*\w+\s*}}/)
            .map((part) => part.trim())
            .filter((part) => part.length >= 6)
        : [text];
      for (const part of parts) {
        if (part.length < 4 || own.some((mine) => mine.includes(part))) continue;
        if (new RegExp(`(^|[^\\p{L}])${escapeRegExp(part)}($|[^\\p{L}])`, "u").test(shown)) found.add(part);
      }
    }
  }
  return [...found];
}

/**
 * Catches the files the page makes the browser download (a blob URL on a clicked link): the names, in order. Call it
 * in a describe; it stands in for the download during each test and restores the browser after it.
 */
export function captureDownloads(): { readonly names: string[] } {
  const realCreate = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;
  const realClick = HTMLAnchorElement.prototype.click;
  const captured = { names: [] as string[] };
  beforeEach(() => {
    captured.names = [];
    URL.createObjectURL = () => "blob:download";
    URL.revokeObjectURL = () => undefined;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      captured.names.push(this.download);
    };
  });
  afterEach(() => {
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
    HTMLAnchorElement.prototype.click = realClick;
  });
  return captured;
}
