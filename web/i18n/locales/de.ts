import type { Resources } from "../resources";

export default {
  common: {
    loading: "Wird geladen…",
    skipToContent: "Zum Inhalt springen",
    draft: "Entwurf",
    readTime: "{{minutes}} Min. Lesezeit",
    notifications: "Benachrichtigungen (F8)",
    close: "Schließen",
    notFound: {
      title: "404 Seite nicht gefunden",
      text: "Hast du vergessen, diese Seite zum Router hinzuzufügen?",
      backHome: "Zur Startseite",
    },
    articles: {
      eyebrow: "Blog",
      title: "Artikel",
      description: "Notizen zu Webentwicklung, Datenanalyse und dem, was ich beim Bauen von Produkten lerne.",
      readArticle: "Artikel lesen",
      imageAlt: "Bild zum Artikel „{{title}}“",
      empty: "Es wurden noch keine Artikel veröffentlicht.",
      error: "Die Artikel konnten nicht geladen werden. Bitte lade die Seite neu.",
      loading: "Artikel werden geladen…",
      loadingArticle: "Artikel wird geladen…",
      backToList: "Alle Artikel ansehen",
      notFoundTitle: "Artikel nicht gefunden",
      notFoundText: "Leider konnten wir den gesuchten Artikel nicht finden.",
      loadError: "Der Artikel konnte nicht geladen werden. Bitte lade die Seite neu.",
      writtenBy: "Geschrieben von",
      shareTitle: "Hat dir dieser Artikel gefallen?",
      shareText: "Teile ihn mit jemandem, dem er nützen könnte.",
      shareOn: "Auf {{network}} teilen",
    },
  },
  nav: {
    home: "Start",
    cv: "Lebenslauf",
    projects: "Projekte",
    articles: "Artikel",
    contact: "Kontakt",
    contactMe: "Kontakt aufnehmen",
    main: "Hauptnavigation",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    language: "Sprache",
    changeLanguage: "Sprache: {{language}}. Sprache ändern",
  },
  home: {
    hero: {
      available: "Verfügbar für neue Projekte",
      greeting: "Hallo, ich bin {{name}}",
      greetingAnonymous: "Hallo und willkommen",
      headline: "Ich entwickle Web-Apps, die aus Daten Entscheidungen machen.",
      lead: "Über fünf Jahre zwischen Betriebs- und Datenanalyse und Full-Stack-Entwicklung. Ich verstehe das Geschäft, bevor ich die erste Codezeile schreibe, und liefere Produkte, die klar, schnell und leicht wartbar sind.",
      seeResume: "Lebenslauf ansehen",
      contactMe: "Kontakt aufnehmen",
      highlights: {
        data: "Datenanalyse",
        fullStack: "Full-Stack-Entwicklung",
        automation: "Prozessautomatisierung",
      },
      portraitAlt: "Porträt von {{name}}",
      portraitAltAnonymous: "Porträt des Portfolio-Autors",
      yearsValue: "5+",
      yearsLabel: "Jahre Erfahrung",
    },
    projects: {
      eyebrow: "Portfolio",
      title: "Ausgewählte Projekte",
      description: "Eine Auswahl aktueller Arbeiten – von Daten-Dashboards bis zu vollständigen Webanwendungen.",
      viewAll: "Alle Projekte ansehen",
      viewProject: "Projekt ansehen",
      viewProjectLabel: "Projekt {{title}} ansehen (öffnet in einem neuen Tab)",
      imageAlt: "Vorschau des Projekts {{title}}",
      empty: "Noch keine ausgewählten Projekte.",
      error: "Die Projekte konnten nicht geladen werden. Bitte lade die Seite neu.",
      loading: "Projekte werden geladen…",
    },
    articles: {
      eyebrow: "Blog",
      title: "Neueste Artikel",
      description: "Ideen und Erkenntnisse zu Webentwicklung, Daten und Produkt.",
      viewAll: "Alle Artikel ansehen",
      empty: "Es wurden noch keine Artikel veröffentlicht.",
      error: "Die Artikel konnten nicht geladen werden. Bitte lade die Seite neu.",
      loading: "Artikel werden geladen…",
    },
  },
  cv: {
    eyebrow: "Werdegang",
    title: "Lebenslauf",
    description: "Meine Berufserfahrung, meine Ausbildung und die Werkzeuge, mit denen ich täglich arbeite.",
    download: "Lebenslauf herunterladen",
    downloadUnavailable: "Der Lebenslauf steht noch nicht zum Download bereit.",
    newTab: "(öffnet in einem neuen Tab)",
    experience: "Berufserfahrung",
    education: "Ausbildung",
    skills: "Kenntnisse",
    current: "Heute",
    loading: "Lebenslauf wird geladen…",
    errors: {
      experience: "Fehler beim Laden der Berufserfahrung. Bitte lade die Seite neu.",
      education: "Fehler beim Laden der Ausbildung. Bitte lade die Seite neu.",
      skills: "Fehler beim Laden der Kenntnisse. Bitte lade die Seite neu.",
    },
    empty: {
      experience: "Keine Berufserfahrung vorhanden.",
      education: "Keine Angaben zur Ausbildung vorhanden.",
      skills: "Keine Kenntnisse vorhanden.",
    },
  },
  projects: {
    eyebrow: "Projekte",
    title: "Portfolio",
    description: "Webanwendungen, Daten-Dashboards und Automatisierungen, an denen ich gearbeitet habe.",
    empty: "Derzeit sind keine Projekte verfügbar.",
    error: "Die Projekte konnten nicht geladen werden. Bitte lade die Seite neu.",
    loading: "Projekte werden geladen…",
    current: "Heute",
    technologies: "Technologien",
    imageAlt: "Vorschau des Projekts {{title}}",
    newTab: "(öffnet in einem neuen Tab)",
  },
  contact: {
    eyebrow: "Kontakt",
    title: "Lass uns über dein Projekt sprechen",
    description: "Du hast eine Idee, ein Angebot oder eine Frage? Schreib mir und ich melde mich so schnell wie möglich.",
    panel: {
      title: "Kontaktdaten",
      text: "Du kannst mir direkt schreiben oder das Formular nutzen. Ich beantworte jede Nachricht.",
      email: "E-Mail",
      phone: "Telefon",
      location: "Standort",
      social: "Folge mir",
    },
    fallback: {
      email: "kontakt@beispiel.de",
      phone: "+51 999 999 999",
      location: "Lima, Peru",
    },
    form: {
      title: "Schreib mir eine Nachricht",
      intro: "Ich antworte innerhalb von ein bis zwei Werktagen.",
      name: "Name",
      namePlaceholder: "Dein Name",
      email: "E-Mail",
      emailPlaceholder: "du@beispiel.de",
      subject: "Betreff",
      subjectPlaceholder: "Wie kann ich helfen?",
      message: "Nachricht",
      messagePlaceholder: "Erzähl mir von deinem Projekt, dem Zeitrahmen und deinen Zielen…",
      honeypot: "Dieses Feld leer lassen",
      privacyNote: "Ich verwende deine Angaben nur, um auf deine Nachricht zu antworten.",
      privacyLink: "Datenschutzerklärung",
      send: "Nachricht senden",
      sending: "Wird gesendet…",
    },
    validation: {
      name: "Der Name muss mindestens 2 Zeichen lang sein",
      email: "Bitte gib eine gültige E-Mail-Adresse ein",
      subject: "Der Betreff muss mindestens 5 Zeichen lang sein",
      message: "Die Nachricht muss mindestens 10 Zeichen lang sein",
    },
    toast: {
      successTitle: "Nachricht gesendet!",
      successText: "Danke für deine Nachricht. Ich melde mich bald.",
      errorTitle: "Die Nachricht konnte nicht gesendet werden",
      errorText: "Bitte versuche es später noch einmal.",
    },
  },
  footer: {
    defaultOwner: "Professionelles Portfolio",
    defaultAbout: "Full-Stack-Entwickler, der Daten und Abläufe in klare, schnelle und nützliche Webprodukte verwandelt.",
    navigation: "Navigation",
    legal: "Rechtliches",
    social: "Soziale Netzwerke",
    privacy: "Datenschutzerklärung",
    terms: "Nutzungsbedingungen",
    cookies: "Cookie-Richtlinie",
    admin: "Admin-Bereich",
    rights: "© {{year}} {{name}}. Alle Rechte vorbehalten.",
    madeWith: "Mit Liebe gemacht in {{location}}",
    defaultLocation: "Lima, Peru",
  },
  legal: {
    eyebrow: "Rechtliches",
    backHome: "Zur Startseite",
    lastUpdated: "Zuletzt aktualisiert:",
    questions: "Fragen zu diesem Text? Schreib mir und wir klären es.",
    contactLink: "Zum Kontaktformular",
    ownerFallback: "dem Inhaber der Website",
    channelWithEmail: "die Adresse {{email}} oder das Kontaktformular",
    channelFormOnly: "das Kontaktformular dieser Website",
    documents: {
      privacy: {
        title: "Datenschutzerklärung",
        intro: "Diese Erklärung beschreibt, welche personenbezogenen Daten diese Website erhebt, wofür sie verwendet werden und welche Rechte du hast. Sie ist eine Übersetzung des spanischen Originals, das im Zweifel maßgeblich ist.",
        sections: [
          {
            heading: "Verantwortlicher",
            paragraphs: [
              "Die auf dieser Website erhobenen personenbezogenen Daten werden von {{owner}} als Verantwortlichem verarbeitet. Für Fragen zum Datenschutz kannst du {{channel}} nutzen.",
            ],
          },
          {
            heading: "Welche Daten erhoben werden",
            paragraphs: ["Diese Website erhebt nur die Daten, die du selbst über das Kontaktformular sendest:"],
            items: ["Deinen Namen.", "Deine E-Mail-Adresse.", "Betreff und Inhalt deiner Nachricht.", "Datum und Uhrzeit des Versands."],
          },
          {
            heading: "Technische Daten",
            paragraphs: [
              "Um das Formular vor Massenversand zu schützen, verwendet der Server deine IP-Adresse vorübergehend und nur im Arbeitsspeicher: Sie wird nicht mit deiner Nachricht gespeichert und nicht genutzt, um dich zu identifizieren.",
              "Die Website erstellt keine Besucherprofile und verwendet keine Tracking- oder Werbe-Cookies.",
            ],
          },
          {
            heading: "Zweck und Rechtsgrundlage",
            paragraphs: [
              "Deine Daten werden ausschließlich verwendet, um deine Nachricht zu lesen und zu beantworten. Rechtsgrundlage ist deine Einwilligung, die du mit dem Absenden des Formulars erteilst und jederzeit widerrufen kannst. Sie werden weder für Werbung noch für automatisierte Entscheidungen über dich genutzt.",
            ],
          },
          {
            heading: "Speicherort und Speicherdauer",
            paragraphs: [
              "Nachrichten werden in der eigenen Datenbank dieser Website auf ihrem eigenen Server gespeichert; nur der Verantwortliche kann sie über einen geschützten Admin-Bereich einsehen.",
              "Sie werden so lange aufbewahrt, wie es zur Bearbeitung deiner Anfrage nötig ist, höchstens jedoch zwölf Monate nach dem letzten Kontakt, und danach gelöscht.",
            ],
          },
          {
            heading: "Empfänger",
            paragraphs: [
              "Deine Daten werden weder verkauft noch an Dritte weitergegeben, sofern keine gesetzliche Pflicht besteht. Für ihre Verarbeitung werden keine externen Massenmail-, Analyse- oder Werbedienste eingesetzt.",
            ],
          },
          {
            heading: "Deine Rechte",
            paragraphs: [
              "Du kannst jederzeit deine Rechte auf Auskunft, Berichtigung, Löschung, Widerspruch, Einschränkung der Verarbeitung und Datenübertragbarkeit über {{channel}} ausüben. Du erhältst spätestens innerhalb eines Monats eine Antwort.",
              "Wenn du der Ansicht bist, dass deine Rechte nicht gewahrt wurden, kannst du dich bei der Datenschutzaufsichtsbehörde deines Landes beschweren, etwa bei der zuständigen Landesdatenschutzbehörde in Deutschland, der spanischen Datenschutzbehörde (AEPD) oder der nationalen Datenschutzbehörde Perus.",
            ],
          },
          {
            heading: "Sicherheit",
            paragraphs: [
              "Angemessene technische und organisatorische Maßnahmen schützen deine Daten, etwa ein eingeschränkter und authentifizierter Zugang zum Admin-Bereich. Da kein System völlig unangreifbar ist, solltest du dennoch keine besonders sensiblen Daten in deine Nachrichten schreiben.",
            ],
          },
          {
            heading: "Änderungen dieser Erklärung",
            paragraphs: [
              "Diese Erklärung kann aktualisiert werden, um Änderungen der Website oder der Rechtslage abzubilden. Das Datum der letzten Aktualisierung steht oben auf dieser Seite.",
            ],
          },
        ],
      },
      terms: {
        title: "Nutzungsbedingungen",
        intro: "Diese Bedingungen regeln die Nutzung dieser Website. Mit dem Besuch erklärst du dich mit ihnen einverstanden; andernfalls nutze die Website bitte nicht. Dies ist eine Übersetzung des spanischen Originals, das im Zweifel maßgeblich ist.",
        sections: [
          {
            heading: "Über diese Website",
            paragraphs: [
              "Diese Website ist das berufliche Portfolio und der persönliche Blog von {{owner}}. Sie dient dazu, Projekte, Erfahrung und Artikel vorzustellen und eine Kontaktmöglichkeit zu bieten. Über sie werden keine Produkte oder Dienstleistungen verkauft.",
            ],
          },
          {
            heading: "Zulässige Nutzung",
            paragraphs: ["Du darfst die Inhalte frei ansehen, lesen und teilen. Mit der Nutzung verpflichtest du dich, Folgendes zu unterlassen:"],
            items: [
              "Massen-, Werbe-, rechtswidrige oder beleidigende Nachrichten über das Kontaktformular zu senden.",
              "Unbefugt auf den Admin-Bereich, den Server oder dessen Daten zuzugreifen.",
              "Den Betrieb der Website zu stören, etwa durch automatisierte Angriffe oder eine Überlastung des Servers.",
              "Bei der Kontaktaufnahme die Identität einer anderen Person vorzutäuschen.",
            ],
          },
          {
            heading: "Geistiges Eigentum",
            paragraphs: [
              "Texte, Bilder, Designs und sonstige Inhalte dieser Website gehören {{owner}} oder den jeweiligen Rechteinhabern und sind urheberrechtlich geschützt. Kurze Auszüge darfst du zitieren, wenn du die Quelle mit einem Link auf den Originalinhalt angibst.",
              "In den Artikeln veröffentlichte Codebeispiele darfst du, sofern nicht anders angegeben, frei in eigenen Projekten verwenden. Marken und Logos Dritter in den Projekten gehören ihren Inhabern.",
            ],
          },
          {
            heading: "Inhalt der Artikel",
            paragraphs: [
              "Die Artikel geben persönliche Meinungen und Erfahrungen zu Informationszwecken wieder. Sie werden sorgfältig verfasst, können aber Fehler enthalten oder veralten und stellen keine professionelle Beratung dar: Wende sie nach eigenem Ermessen an.",
            ],
          },
          {
            heading: "Externe Links",
            paragraphs: [
              "Die Website verlinkt auf Projekte, Profile und soziale Netzwerke Dritter. Auf diese Seiten habe ich keinen Einfluss und übernehme daher keine Verantwortung für ihre Inhalte oder Datenschutzrichtlinien.",
            ],
          },
          {
            heading: "Haftung",
            paragraphs: [
              "Die Website wird ohne Gewähr für eine ununterbrochene Verfügbarkeit bereitgestellt. Soweit gesetzlich zulässig, ist eine Haftung von {{owner}} für Schäden, die aus der Nutzung der Website oder ihrer Nichterreichbarkeit entstehen, ausgeschlossen.",
            ],
          },
          {
            heading: "Änderungen und anwendbares Recht",
            paragraphs: [
              "Diese Bedingungen können jederzeit geändert werden; maßgeblich ist die auf dieser Seite veröffentlichte Fassung. Es gilt das Recht des Wohnsitzlandes von {{owner}}, unbeschadet der Rechte, die dir das Recht deines eigenen Landes gewährt.",
            ],
          },
          {
            heading: "Kontakt",
            paragraphs: ["Bei Fragen zu diesen Bedingungen kannst du {{channel}} nutzen."],
          },
        ],
      },
      cookies: {
        title: "Cookie-Richtlinie",
        intro: "Hier wird erklärt, welche Cookies und ähnlichen Speichertechniken diese Website verwendet. Kurz gesagt: keine Tracking- und keine Werbe-Cookies. Dies ist eine Übersetzung des spanischen Originals, das im Zweifel maßgeblich ist.",
        sections: [
          {
            heading: "Was sind Cookies?",
            paragraphs: [
              "Cookies sind kleine Dateien, die eine Website in deinem Browser speichert, um sich Informationen zwischen Besuchen zu merken. Andere Techniken, etwa der lokale Speicher des Browsers, erfüllen einen ähnlichen Zweck.",
            ],
          },
          {
            heading: "Was diese Website verwendet",
            paragraphs: ["Für Besucher setzt diese Website keine Cookies. Sie speichert in deinem Browser nur, was für ihre Funktion unbedingt nötig ist:"],
            items: [
              "selectedLanguage und i18nextLng (lokaler Speicher): merken sich die von dir gewählte Sprache.",
              "language (Sitzungsspeicher): verhindert Konflikte beim Sprachwechsel während des Besuchs und wird beim Schließen des Tabs gelöscht.",
              "Ein Sitzungs-Cookie und der Eintrag token: nur wenn sich der Administrator im Admin-Bereich anmeldet; für Besucher werden sie nie angelegt.",
            ],
          },
          {
            heading: "Webanalyse",
            paragraphs: [
              "Auf dieser Website ist kein Analyse- oder Reichweitenmessdienst Dritter wie Google Analytics aktiv. Sollte künftig ein solches Werkzeug hinzukommen, wäre es datenschutzfreundlich und selbst gehostet, ohne Cookies und ohne Identifizierung von Besuchern, und diese Richtlinie würde vor der Aktivierung aktualisiert.",
            ],
          },
          {
            heading: "Inhalte Dritter",
            paragraphs: [
              "Die Website bindet keine Videos, Social-Media-Buttons oder andere Elemente Dritter ein, die Cookies setzen. Die Teilen-Links zu X (Twitter), LinkedIn und Facebook sind gewöhnliche Links: Diese Netzwerke können ihre eigenen Cookies nur verwenden, wenn du klickst und ihre Seite besuchst.",
              "Manche Bilder werden möglicherweise von externen Bildhosting-Diensten geladen, die wie bei jedem Download deine IP-Adresse erhalten, ohne dass diese Website sie zum Setzen von Cookies auffordert.",
            ],
          },
          {
            heading: "Verwaltung",
            paragraphs: [
              "Da es sich um technisch notwendige Daten handelt, ist keine Einwilligung erforderlich. Du kannst sie dennoch jederzeit in den Browsereinstellungen löschen oder blockieren; die Website wird dann einfach wieder in der automatisch erkannten Sprache angezeigt.",
            ],
          },
          {
            heading: "Änderungen dieser Richtlinie",
            paragraphs: [
              "Wenn die Website neue Cookies oder ähnliche Techniken einsetzt, wird diese Richtlinie aktualisiert und – soweit gesetzlich vorgeschrieben – vorher deine Einwilligung eingeholt.",
            ],
          },
        ],
      },
    },
  },
} satisfies Resources;
