import type { AdminResources } from "./index";

/** The admin in German. */
export default {
  "language": {
    "label": "Sprache des Dashboards",
    "change": "Sprache des Dashboards: {{language}}. Sprache ändern"
  },
  "demo": {
    "region": "Demo-Inhalte",
    "notice": "Ihre Website zeigt Demo-Inhalte.",
    "explanation": "Die Beispielprojekte, -artikel und der Beispiel-Lebenslauf sind für Ihre Besucher sichtbar, bis Sie sie entfernen.",
    "remove": "Demo-Inhalte entfernen",
    "confirmTitle": "Alle Demo-Inhalte entfernen?",
    "confirmText": "Die Beispielprojekte, -artikel, -erfahrungen, -ausbildungen, -fähigkeiten und -kontaktdaten werden entfernt. Was Sie selbst geschrieben oder umbenannt haben, bleibt erhalten.",
    "confirm": "Entfernen",
    "cancel": "Abbrechen",
    "removedTitle": "Demo-Inhalte entfernt",
    "removedText": "Ihre Website zeigt das Beispiel-Portfolio nicht mehr.",
    "error": "Fehler",
    "failed": "Die Demo-Inhalte konnten nicht entfernt werden."
  }
} satisfies AdminResources;
