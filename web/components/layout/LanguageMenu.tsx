import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "../../../src/lib/languages";
import { useLanguage } from "../../i18n/use-language";
import { Flag } from "./Flag";

export const languageName = (code: Language) => LANGUAGES.find((l) => l.code === code)?.name ?? code;

/** The desktop language dropdown (Headless UI: arrow keys, Escape and an outside click close it). */
export function LanguageMenu() {
  const { t } = useTranslation("nav");
  const { language, changeLanguage } = useLanguage();

  return (
    <Menu>
      <MenuButton
        className="inline-flex h-10 items-center gap-2 rounded-lg px-2.5 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 data-[open]:bg-slate-100"
        aria-label={t("changeLanguage", { language: languageName(language) })}
      >
        <Flag code={language} />
        <span className="hidden xl:inline">{languageName(language)}</span>
        <span className="uppercase xl:hidden">{language}</span>
        <span className="i-lucide-chevron-down h-4 w-4 text-slate-500" aria-hidden="true" />
      </MenuButton>
      <MenuItems
        anchor={{ to: "bottom end", gap: 8 }}
        className="z-50 w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10 focus:outline-none"
      >
        {LANGUAGES.map(({ code, name }) => (
          <MenuItem key={code}>
            <button
              type="button"
              lang={code}
              onClick={() => changeLanguage(code)}
              aria-current={code === language ? "true" : undefined}
              className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-700 data-[focus]:bg-slate-100 data-[focus]:text-slate-900"
            >
              <Flag code={code} />
              <span className="flex-1">{name}</span>
              {code === language && <span className="i-lucide-check h-4 w-4 text-indigo-600" aria-hidden="true" />}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
