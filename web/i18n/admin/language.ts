import type { AdminSection } from "./index";

/** The admin's language menu, in every language (Spanish is the reference). */
export default {
  es: {
    label: "Idioma del panel",
    change: "Idioma del panel: {{language}}. Cambiar idioma",
  },
  en: {
    label: "Panel language",
    change: "Panel language: {{language}}. Change language",
  },
  fr: {
    label: "Langue du panneau",
    change: "Langue du panneau : {{language}}. Changer de langue",
  },
  de: {
    label: "Sprache des Dashboards",
    change: "Sprache des Dashboards: {{language}}. Sprache ändern",
  },
  it: {
    label: "Lingua del pannello",
    change: "Lingua del pannello: {{language}}. Cambia lingua",
  },
  pt: {
    label: "Idioma do painel",
    change: "Idioma do painel: {{language}}. Mudar idioma",
  },
  ja: {
    label: "管理画面の言語",
    change: "管理画面の言語: {{language}}。言語を変更",
  },
  zh: {
    label: "面板语言",
    change: "面板语言：{{language}}。更改语言",
  },
} satisfies AdminSection;
