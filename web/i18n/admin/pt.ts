import type { AdminResources } from "./index";

/** The admin in Portuguese. */
export default {
  "language": {
    "label": "Idioma do painel",
    "change": "Idioma do painel: {{language}}. Mudar idioma"
  },
  "demo": {
    "region": "Conteúdo de demonstração",
    "notice": "O seu site mostra conteúdo de demonstração.",
    "explanation": "Os projetos, artigos e o CV de exemplo ficam visíveis para os visitantes até que os remova.",
    "remove": "Remover o conteúdo de demonstração",
    "confirmTitle": "Remover todo o conteúdo de demonstração?",
    "confirmText": "São removidos os projetos, artigos, experiência, formação, competências e contactos de exemplo. O que escreveu ou renomeou mantém-se.",
    "confirm": "Remover",
    "cancel": "Cancelar",
    "removedTitle": "Conteúdo de demonstração removido",
    "removedText": "O seu site já não mostra o portfólio de exemplo.",
    "error": "Erro",
    "failed": "Não foi possível remover o conteúdo de demonstração."
  }
} satisfies AdminResources;
