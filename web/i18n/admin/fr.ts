import type { AdminResources } from "./index";

/** The admin in French. */
export default {
  "language": {
    "label": "Langue du panneau",
    "change": "Langue du panneau : {{language}}. Changer de langue"
  },
  "demo": {
    "region": "Contenu de démonstration",
    "notice": "Votre site affiche du contenu de démonstration.",
    "explanation": "Les projets, articles et le CV d’exemple restent visibles pour vos visiteurs jusqu’à ce que vous les supprimiez.",
    "remove": "Supprimer le contenu de démonstration",
    "confirmTitle": "Supprimer tout le contenu de démonstration ?",
    "confirmText": "Les projets, articles, expériences, formations, compétences et coordonnées d’exemple sont supprimés. Ce que vous avez écrit ou renommé vous-même est conservé.",
    "confirm": "Supprimer",
    "cancel": "Annuler",
    "removedTitle": "Contenu de démonstration supprimé",
    "removedText": "Votre site n’affiche plus le portfolio d’exemple.",
    "error": "Erreur",
    "failed": "Le contenu de démonstration n’a pas pu être supprimé."
  }
} satisfies AdminResources;
