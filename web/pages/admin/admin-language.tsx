import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "../../../src/shared/languages";
import { Flag } from "../../components/layout/Flag";
import { setToastLabels } from "../../components/ui/toast";
import { dateLocaleFor } from "../../lib/dates";
import { notificationsApi } from "../../api/notifications";
import { createAdminI18n, rememberSavedOnServer, savedOnServerAdminLanguage, storeAdminLanguage, storedAdminLanguage } from "../../i18n/admin";

type AdminLanguage = { language: Language; changeLanguage: (lang: Language) => void };
const AdminLanguageContext = createContext<AdminLanguage | null>(null);

/**
 * The admin (and /login) speak the owner's language: Spanish until the owner picks another in the header's menu,
 * which is remembered in this browser. One language at a time, on every screen, dialog and toast, and in the
 * browser's title.
 */
export function AdminLanguageProvider({ children }: { children: ReactNode }) {
  const [i18n] = useState(() => createAdminI18n(storedAdminLanguage()));
  const [language, setLanguage] = useState(i18n.language as Language);
  const changeLanguage = useCallback(
    (lang: Language) => {
      storeAdminLanguage(lang);
      setLanguage(lang);
      void i18n.changeLanguage(lang);
    },
    [i18n],
  );
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = i18n.t("admin:layout.title");
    setToastLabels({ region: i18n.t("admin:common.notifications"), close: i18n.t("admin:common.close") });
  }, [i18n, language]);
  useEffect(() => () => setToastLabels(null), []);
  const value = useMemo(() => ({ language, changeLanguage }), [language, changeLanguage]);
  return (
    <I18nextProvider i18n={i18n}>
      <AdminLanguageContext.Provider value={value}>{children}</AdminLanguageContext.Provider>
    </I18nextProvider>
  );
}

export function useAdminLanguage(): AdminLanguage {
  const value = useContext(AdminLanguageContext);
  if (!value) throw new Error("useAdminLanguage needs an AdminLanguageProvider above it");
  return value;
}

/** The locale the admin writes dates and numbers in: the admin language's (en-US for English, as the spec's dates). */
export function useAdminLocale(): string {
  return dateLocaleFor(useAdminLanguage().language);
}

/** Saves run one after another, so the last choice is the one the server keeps. */
let savingOnServer: Promise<unknown> = Promise.resolve();

/**
 * For the signed-in admin: the server learns the language the owner reads the admin in (notification e-mails are
 * written in it) whenever it differs from what this browser last saved there: after a choice in the menu, after a
 * choice made on /login, and once for an owner who chose before the server kept it. A failure is retried next visit.
 */
export function useAdminLanguageOnServer(): void {
  const { language } = useAdminLanguage();
  useEffect(() => {
    if (savedOnServerAdminLanguage() === language) return;
    savingOnServer = savingOnServer.then(() =>
      notificationsApi.saveLanguage(language).then(
        () => rememberSavedOnServer(language),
        () => undefined,
      ),
    );
  }, [language]);
}

/**
 * The header's language menu: the eight languages by their own names, the current one marked. The button's name is
 * what it shows ("ES") followed by what it does, rather than an aria-label that leaves the shown text out: someone
 * who speaks to their browser says what they see.
 */
export function AdminLanguageMenu() {
  const { t } = useTranslation("admin");
  const { language, changeLanguage } = useAdminLanguage();
  const current = LANGUAGES.find((entry) => entry.code === language)!;
  return (
    <Menu>
      <MenuButton className="btn-ghost h-11 min-w-11 px-2.5 py-0">
        <Flag code={language} className="h-3.5 w-5 rounded-sm" />
        <span className="hidden text-sm font-medium md:inline">{language.toUpperCase()}</span>
        <span className="sr-only"> {t("language.change", { language: current.name })}</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        aria-label={t("language.label")}
        className="z-50 mt-2 w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg outline-none [--anchor-gap:4px]"
      >
        {LANGUAGES.map((entry) => (
          <MenuItem key={entry.code}>
            <button
              type="button"
              lang={entry.code}
              aria-current={entry.code === language ? "true" : undefined}
              onClick={() => changeLanguage(entry.code)}
              className="flex w-full items-center gap-2.5 rounded-lg border-0 bg-transparent px-3 py-2 text-left text-sm text-slate-700 data-[focus]:bg-slate-100 data-[focus]:text-slate-900"
            >
              <Flag code={entry.code} className="h-3.5 w-5 rounded-sm" />
              <span className="flex-1">{entry.name}</span>
              {entry.code === language && <span className="i-lucide-check h-4 w-4 text-indigo-600" aria-hidden="true" />}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
