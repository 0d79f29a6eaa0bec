import type { AdminResources } from "./index";

/** The admin in Italian. */
export default {
  "language": {
    "label": "Lingua del pannello",
    "change": "Lingua del pannello: {{language}}. Cambia lingua"
  },
  "demo": {
    "region": "Contenuti dimostrativi",
    "notice": "Il tuo sito mostra contenuti dimostrativi.",
    "explanation": "I progetti, gli articoli e il CV di esempio sono visibili ai visitatori finché non li elimini.",
    "remove": "Elimina i contenuti dimostrativi",
    "confirmTitle": "Eliminare tutti i contenuti dimostrativi?",
    "confirmText": "Vengono eliminati progetti, articoli, esperienze, formazione, competenze e contatti di esempio. Ciò che hai scritto o rinominato tu viene conservato.",
    "confirm": "Elimina",
    "cancel": "Annulla",
    "removedTitle": "Contenuti dimostrativi eliminati",
    "removedText": "Il tuo sito non mostra più il portfolio di esempio.",
    "error": "Errore",
    "failed": "Non è stato possibile eliminare i contenuti dimostrativi."
  }
} satisfies AdminResources;
