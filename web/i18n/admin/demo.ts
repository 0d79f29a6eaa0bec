import type { AdminSection } from "./index";

/** The admin's texts for the demo content banner, in every language (Spanish is the reference). */
export default {
  es: {
    region: "Contenido de demostración",
    notice: "Tu sitio muestra contenido de demostración.",
    explanation: "Los proyectos, artículos y el CV de ejemplo son visibles para tus visitantes hasta que los elimines.",
    remove: "Eliminar el contenido de demostración",
    confirmTitle: "¿Eliminar todo el contenido de demostración?",
    confirmText: "Se eliminan los proyectos, artículos, experiencia, formación, habilidades y datos de contacto de ejemplo. Lo que hayas escrito o renombrado tú se conserva.",
    confirm: "Eliminar",
    removedTitle: "Contenido de demostración eliminado",
    removedText: "Tu sitio ya no muestra el portafolio de ejemplo.",
    failed: "No se pudo eliminar el contenido de demostración."
  },
  en: {
    region: "Demo content",
    notice: "Your site is showing demo content.",
    explanation: "The sample projects, articles and CV are visible to your visitors until you remove them.",
    remove: "Remove the demo content",
    confirmTitle: "Remove all demo content?",
    confirmText: "The sample projects, articles, experience, education, skills and contact details are removed. Whatever you wrote or renamed yourself is kept.",
    confirm: "Remove",
    removedTitle: "Demo content removed",
    removedText: "Your site no longer shows the sample portfolio.",
    failed: "The demo content could not be removed."
  },
  fr: {
    region: "Contenu de démonstration",
    notice: "Votre site affiche du contenu de démonstration.",
    explanation: "Les projets, articles et le CV d’exemple restent visibles pour vos visiteurs jusqu’à ce que vous les supprimiez.",
    remove: "Supprimer le contenu de démonstration",
    confirmTitle: "Supprimer tout le contenu de démonstration ?",
    confirmText: "Les projets, articles, expériences, formations, compétences et coordonnées d’exemple sont supprimés. Ce que vous avez écrit ou renommé vous-même est conservé.",
    confirm: "Supprimer",
    removedTitle: "Contenu de démonstration supprimé",
    removedText: "Votre site n’affiche plus le portfolio d’exemple.",
    failed: "Le contenu de démonstration n’a pas pu être supprimé."
  },
  de: {
    region: "Demo-Inhalte",
    notice: "Ihre Website zeigt Demo-Inhalte.",
    explanation: "Die Beispielprojekte, -artikel und der Beispiel-Lebenslauf sind für Ihre Besucher sichtbar, bis Sie sie entfernen.",
    remove: "Demo-Inhalte entfernen",
    confirmTitle: "Alle Demo-Inhalte entfernen?",
    confirmText: "Die Beispielprojekte, -artikel, -erfahrungen, -ausbildungen, -fähigkeiten und -kontaktdaten werden entfernt. Was Sie selbst geschrieben oder umbenannt haben, bleibt erhalten.",
    confirm: "Entfernen",
    removedTitle: "Demo-Inhalte entfernt",
    removedText: "Ihre Website zeigt das Beispiel-Portfolio nicht mehr.",
    failed: "Die Demo-Inhalte konnten nicht entfernt werden."
  },
  it: {
    region: "Contenuti dimostrativi",
    notice: "Il tuo sito mostra contenuti dimostrativi.",
    explanation: "I progetti, gli articoli e il CV di esempio sono visibili ai visitatori finché non li elimini.",
    remove: "Elimina i contenuti dimostrativi",
    confirmTitle: "Eliminare tutti i contenuti dimostrativi?",
    confirmText: "Vengono eliminati progetti, articoli, esperienze, formazione, competenze e contatti di esempio. Ciò che hai scritto o rinominato tu viene conservato.",
    confirm: "Elimina",
    removedTitle: "Contenuti dimostrativi eliminati",
    removedText: "Il tuo sito non mostra più il portfolio di esempio.",
    failed: "Non è stato possibile eliminare i contenuti dimostrativi."
  },
  pt: {
    region: "Conteúdo de demonstração",
    notice: "O seu site mostra conteúdo de demonstração.",
    explanation: "Os projetos, artigos e o CV de exemplo ficam visíveis para os visitantes até que os remova.",
    remove: "Remover o conteúdo de demonstração",
    confirmTitle: "Remover todo o conteúdo de demonstração?",
    confirmText: "São removidos os projetos, artigos, experiência, formação, competências e contactos de exemplo. O que escreveu ou renomeou mantém-se.",
    confirm: "Remover",
    removedTitle: "Conteúdo de demonstração removido",
    removedText: "O seu site já não mostra o portfólio de exemplo.",
    failed: "Não foi possível remover o conteúdo de demonstração."
  },
  ja: {
    region: "デモコンテンツ",
    notice: "サイトにデモコンテンツが表示されています。",
    explanation: "サンプルのプロジェクト、記事、経歴は削除するまで訪問者に表示されます。",
    remove: "デモコンテンツを削除",
    confirmTitle: "デモコンテンツをすべて削除しますか？",
    confirmText: "サンプルのプロジェクト、記事、職歴、学歴、スキル、連絡先が削除されます。ご自身で書いたものや名前を変更したものは残ります。",
    confirm: "削除",
    removedTitle: "デモコンテンツを削除しました",
    removedText: "サイトにサンプルのポートフォリオは表示されなくなりました。",
    failed: "デモコンテンツを削除できませんでした。"
  },
  zh: {
    region: "演示内容",
    notice: "您的网站正在显示演示内容。",
    explanation: "示例项目、文章和简历会一直对访客可见，直到您将其删除。",
    remove: "删除演示内容",
    confirmTitle: "删除所有演示内容？",
    confirmText: "将删除示例项目、文章、工作经历、教育经历、技能和联系信息。您自己撰写或重命名的内容会保留。",
    confirm: "删除",
    removedTitle: "演示内容已删除",
    removedText: "您的网站不再显示示例作品集。",
    failed: "无法删除演示内容。"
  }
} satisfies AdminSection;
