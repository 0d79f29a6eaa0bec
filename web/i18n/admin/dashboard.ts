import type { AdminSection } from "./index";

/** The dashboard's cards and their change over the last 30 days, in every language (Spanish is the reference). */
export default {
  es: {
    projects: "Total de proyectos",
    published: "Artículos publicados",
    unread: "Mensajes sin leer",
    added: "+{{count}} en los últimos 30 días",
    noChange: "Sin cambios en los últimos 30 días",
    loading: "Cargando"
  },
  en: {
    projects: "Total Projects",
    published: "Published Articles",
    unread: "Unread Messages",
    added: "+{{count}} in the last 30 days",
    noChange: "No change in the last 30 days",
    loading: "Loading"
  },
  fr: {
    projects: "Total des projets",
    published: "Articles publiés",
    unread: "Messages non lus",
    added: "+{{count}} ces 30 derniers jours",
    noChange: "Aucun changement ces 30 derniers jours",
    loading: "Chargement"
  },
  de: {
    projects: "Projekte insgesamt",
    published: "Veröffentlichte Artikel",
    unread: "Ungelesene Nachrichten",
    added: "+{{count}} in den letzten 30 Tagen",
    noChange: "Keine Änderung in den letzten 30 Tagen",
    loading: "Wird geladen"
  },
  it: {
    projects: "Progetti totali",
    published: "Articoli pubblicati",
    unread: "Messaggi non letti",
    added: "+{{count}} negli ultimi 30 giorni",
    noChange: "Nessuna variazione negli ultimi 30 giorni",
    loading: "Caricamento"
  },
  pt: {
    projects: "Total de projetos",
    published: "Artigos publicados",
    unread: "Mensagens por ler",
    added: "+{{count}} nos últimos 30 dias",
    noChange: "Sem alterações nos últimos 30 dias",
    loading: "A carregar"
  },
  ja: {
    projects: "プロジェクト総数",
    published: "公開済みの記事",
    unread: "未読メッセージ",
    added: "過去 30 日間で +{{count}}",
    noChange: "過去 30 日間で変化なし",
    loading: "読み込み中"
  },
  zh: {
    projects: "项目总数",
    published: "已发布文章",
    unread: "未读消息",
    added: "最近 30 天 +{{count}}",
    noChange: "最近 30 天无变化",
    loading: "正在加载"
  }
} satisfies AdminSection;
