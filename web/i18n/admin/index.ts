import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguage, type Language } from "../../../src/shared/languages";
import appearance from "./appearance";
import articles from "./articles";
import backups from "./backups";
import common from "./common";
import cv from "./cv";
import dashboard from "./dashboard";
import editing from "./editing";
import fediverse from "./fediverse";
import delivery from "./delivery";
import demo from "./demo";
import importTexts from "./import";
import importReport from "./import-report";
import language from "./language";
import layout from "./layout";
import login from "./login";
import messages from "./messages";
import notifications from "./notifications";
import offsite from "./offsite";
import overview from "./overview";
import ownSite from "./own-site";
import portability from "./portability";
import projects from "./projects";
import projectOrder from "./project-order";
import readers from "./readers";
import security from "./security";
import settings from "./settings";
import stats from "./stats";
import undo from "./undo";
import validation from "./validation";
import writing from "./writing";

/**
 * The admin's texts, one file per part of the admin (`<section>.ts`), each holding that part in all eight languages
 * side by side, so a feature brings its texts in one place. Loaded by the admin chunks only: public pages never
 * carry them. Spanish is the reference; admin-locales.test.ts checks every other language against it.
 */
export type AdminSection = Record<Language, Record<string, unknown>>;

const SECTIONS = {
  common,
  layout,
  language,
  demo,
  dashboard,
  overview,
  cv,
  projects,
  articles,
  messages,
  delivery,
  settings,
  appearance,
  backups,
  offsite,
  notifications,
  login,
  security,
  validation,
  import: importTexts,
  importReport,
  portability,
  stats,
  fediverse,
  writing,
  ownSite,
  editing,
  undo,
  projectOrder,
  readers,
} satisfies Record<string, AdminSection>;

type Sections = typeof SECTIONS;
export type AdminResources = { [Name in keyof Sections]: Sections[Name]["es"] };

export const adminResources = Object.fromEntries(
  LANGUAGE_CODES.map((lang) => [lang, Object.fromEntries(Object.entries(SECTIONS).map(([name, texts]) => [name, texts[lang]]))]),
) as Record<Language, AdminResources>;

/** The owner's choice for the admin, kept apart from the public site's (a visitor's language is not the owner's). */
export const ADMIN_LANGUAGE_KEY = "adminLanguage";

export function storedAdminLanguage(): Language {
  try {
    const stored = localStorage.getItem(ADMIN_LANGUAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeAdminLanguage(lang: Language): void {
  try {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, lang);
  } catch {
    // Storage unavailable (a private mode): the choice lasts for this visit.
  }
}

/** The admin language this browser last saved on the server (notification e-mails are written in it). */
export const ADMIN_LANGUAGE_SAVED_KEY = "adminLanguageSaved";

export function savedOnServerAdminLanguage(): string | null {
  try {
    return localStorage.getItem(ADMIN_LANGUAGE_SAVED_KEY);
  } catch {
    return null;
  }
}

export function rememberSavedOnServer(lang: Language): void {
  try {
    localStorage.setItem(ADMIN_LANGUAGE_SAVED_KEY, lang);
  } catch {
    // Storage unavailable: the language is saved again on the next visit, which is harmless.
  }
}

/** The admin's own i18next instance: switching the admin's language never switches the public site's. */
export function createAdminI18n(lang: Language): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(adminResources).map(([code, admin]) => [code, { admin }])),
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGE_CODES,
    ns: ["admin"],
    defaultNS: "admin",
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
