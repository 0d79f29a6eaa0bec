import type { Resources } from "../resources";

export default {
  common: {
    loading: "Caricamento…",
    skipToContent: "Vai al contenuto",
    draft: "Bozza",
    readTime: "{{minutes}} min di lettura",
    notifications: "Notifiche (F8)",
    close: "Chiudi",
    notFound: {
      title: "404 Pagina non trovata",
      text: "Hai dimenticato di aggiungere questa pagina al router?",
      backHome: "Torna alla home",
    },
    articles: {
      eyebrow: "Blog",
      title: "Articoli",
      description: "Appunti su sviluppo web, analisi dei dati e ciò che imparo costruendo prodotti.",
      readArticle: "Leggi l'articolo",
      imageAlt: "Immagine dell'articolo «{{title}}»",
      empty: "Non è ancora stato pubblicato nessun articolo.",
      error: "Impossibile caricare gli articoli. Prova a ricaricare la pagina.",
      loading: "Caricamento degli articoli…",
      loadingArticle: "Caricamento dell'articolo…",
      backToList: "Vedi tutti gli articoli",
      notFoundTitle: "Articolo non trovato",
      notFoundText: "Siamo spiacenti, non siamo riusciti a trovare l'articolo che stai cercando.",
      loadError: "Impossibile caricare l'articolo. Prova a ricaricare la pagina.",
      writtenBy: "Scritto da",
      shareTitle: "Ti è piaciuto questo articolo?",
      shareText: "Condividilo con chi potrebbe trovarlo utile.",
      shareOn: "Condividi su {{network}}",
    },
  },
  nav: {
    home: "Home",
    cv: "Curriculum",
    projects: "Progetti",
    articles: "Articoli",
    contact: "Contatti",
    contactMe: "Contattami",
    main: "Navigazione principale",
    openMenu: "Apri il menu",
    closeMenu: "Chiudi il menu",
    language: "Lingua",
    changeLanguage: "Lingua: {{language}}. Cambia lingua",
  },
  home: {
    hero: {
      available: "Disponibile per nuovi progetti",
      greeting: "Ciao, sono {{name}}",
      greetingAnonymous: "Ciao, benvenuto",
      headline: "Sviluppo applicazioni web che trasformano i dati in decisioni.",
      lead: "Oltre cinque anni tra analisi operativa e dei dati e sviluppo full-stack. Capisco il business prima di scrivere la prima riga di codice e consegno prodotti chiari, veloci e facili da mantenere.",
      seeResume: "Vedi il curriculum",
      contactMe: "Contattami",
      highlights: {
        data: "Analisi dei dati",
        fullStack: "Sviluppo full-stack",
        automation: "Automazione dei processi",
      },
      portraitAlt: "Ritratto di {{name}}",
      portraitAltAnonymous: "Ritratto dell'autore del portfolio",
      yearsValue: "5+",
      yearsLabel: "anni di esperienza",
    },
    projects: {
      eyebrow: "Portfolio",
      title: "Progetti in evidenza",
      description: "Una selezione di lavori recenti, dalle dashboard di dati alle applicazioni web complete.",
      viewAll: "Vedi tutti i progetti",
      viewProject: "Vedi il progetto",
      viewProjectLabel: "Vedi il progetto {{title}} (si apre in una nuova scheda)",
      imageAlt: "Anteprima del progetto {{title}}",
      empty: "Non ci sono ancora progetti in evidenza.",
      error: "Impossibile caricare i progetti. Prova a ricaricare la pagina.",
      loading: "Caricamento dei progetti…",
    },
    articles: {
      eyebrow: "Blog",
      title: "Ultimi articoli",
      description: "Idee e lezioni su sviluppo web, dati e prodotto.",
      viewAll: "Vedi tutti gli articoli",
      empty: "Non è ancora stato pubblicato nessun articolo.",
      error: "Impossibile caricare gli articoli. Prova a ricaricare la pagina.",
      loading: "Caricamento degli articoli…",
    },
  },
  cv: {
    eyebrow: "Percorso",
    title: "Curriculum",
    description: "La mia esperienza professionale, la mia formazione e gli strumenti con cui lavoro ogni giorno.",
    download: "Scarica il CV",
    downloadUnavailable: "Il CV non è ancora disponibile per il download.",
    newTab: "(si apre in una nuova scheda)",
    experience: "Esperienza professionale",
    education: "Formazione",
    skills: "Competenze",
    current: "Presente",
    loading: "Caricamento del curriculum…",
    errors: {
      experience: "Errore nel caricamento dell'esperienza. Prova a ricaricare la pagina.",
      education: "Errore nel caricamento della formazione. Prova a ricaricare la pagina.",
      skills: "Errore nel caricamento delle competenze. Prova a ricaricare la pagina.",
    },
    empty: {
      experience: "Nessuna esperienza professionale disponibile.",
      education: "Nessuna informazione sulla formazione disponibile.",
      skills: "Nessuna competenza disponibile.",
    },
  },
  projects: {
    eyebrow: "Progetti",
    title: "Portfolio",
    description: "Applicazioni web, dashboard di dati e automazioni a cui ho lavorato.",
    empty: "Al momento non ci sono progetti disponibili.",
    error: "Impossibile caricare i progetti. Prova a ricaricare la pagina.",
    loading: "Caricamento dei progetti…",
    current: "Presente",
    technologies: "Tecnologie",
    imageAlt: "Anteprima del progetto {{title}}",
    newTab: "(si apre in una nuova scheda)",
  },
  contact: {
    eyebrow: "Contatti",
    title: "Parliamo del tuo progetto",
    description: "Hai un'idea, un'offerta o una domanda? Scrivimi e ti risponderò il prima possibile.",
    panel: {
      title: "Recapiti",
      text: "Puoi scrivermi direttamente o usare il modulo. Rispondo a tutti i messaggi.",
      email: "Email",
      phone: "Telefono",
      location: "Località",
      social: "Seguimi sui social",
    },
    fallback: {
      email: "contatto@esempio.it",
      phone: "+51 999 999 999",
      location: "Lima, Perù",
    },
    form: {
      title: "Inviami un messaggio",
      intro: "Ti risponderò entro uno o due giorni lavorativi.",
      name: "Nome",
      namePlaceholder: "Il tuo nome",
      email: "Email",
      emailPlaceholder: "tu@esempio.it",
      subject: "Oggetto",
      subjectPlaceholder: "Come posso aiutarti?",
      message: "Messaggio",
      messagePlaceholder: "Raccontami del tuo progetto, delle tempistiche e degli obiettivi…",
      honeypot: "Lascia vuoto questo campo",
      privacyNote: "Uso i tuoi dati solo per rispondere al tuo messaggio.",
      privacyLink: "Informativa sulla privacy",
      send: "Invia messaggio",
      sending: "Invio in corso…",
    },
    validation: {
      name: "Il nome deve contenere almeno 2 caratteri",
      email: "Inserisci un indirizzo email valido",
      subject: "L'oggetto deve contenere almeno 5 caratteri",
      message: "Il messaggio deve contenere almeno 10 caratteri",
    },
    toast: {
      successTitle: "Messaggio inviato!",
      successText: "Grazie per avermi contattato. Ti risponderò presto.",
      errorTitle: "Impossibile inviare il messaggio",
      errorText: "Riprova più tardi.",
    },
  },
  footer: {
    defaultOwner: "Portfolio professionale",
    defaultAbout: "Sviluppatore full-stack che trasforma dati e processi in prodotti web chiari, veloci e utili.",
    navigation: "Navigazione",
    legal: "Note legali",
    social: "Social network",
    privacy: "Informativa sulla privacy",
    terms: "Termini di servizio",
    cookies: "Cookie policy",
    admin: "Pannello di amministrazione",
    rights: "© {{year}} {{name}}. Tutti i diritti riservati.",
    madeWith: "Fatto con amore a {{location}}",
    defaultLocation: "Lima, Perù",
  },
  legal: {
    eyebrow: "Note legali",
    backHome: "Torna alla home",
    lastUpdated: "Ultimo aggiornamento:",
    questions: "Hai domande su questo testo? Scrivimi e lo chiariamo.",
    contactLink: "Vai al modulo di contatto",
    ownerFallback: "chi gestisce il sito",
    channelWithEmail: "l'indirizzo {{email}} o il modulo di contatto",
    channelFormOnly: "il modulo di contatto di questo sito",
    documents: {
      privacy: {
        title: "Informativa sulla privacy",
        intro: "Questa informativa spiega quali dati personali raccoglie questo sito, a cosa servono e quali diritti hai. È una traduzione dell'originale spagnolo, che prevale in caso di dubbio.",
        sections: [
          {
            heading: "Titolare del trattamento",
            paragraphs: [
              "I dati personali raccolti su questo sito sono trattati da {{owner}}, in qualità di titolare del trattamento. Per qualsiasi domanda sulla privacy puoi usare {{channel}}.",
            ],
          },
          {
            heading: "Quali dati vengono raccolti",
            paragraphs: ["Questo sito raccoglie solo i dati che scegli di inviare tramite il modulo di contatto:"],
            items: ["Il tuo nome.", "Il tuo indirizzo email.", "L'oggetto e il contenuto del tuo messaggio.", "La data e l'ora dell'invio."],
          },
          {
            heading: "Dati tecnici",
            paragraphs: [
              "Per proteggere il modulo dagli invii massivi, il server usa il tuo indirizzo IP in modo temporaneo e solo in memoria: non viene salvato insieme al messaggio né usato per identificarti.",
              "Il sito non crea profili dei visitatori e non usa cookie di tracciamento o pubblicitari.",
            ],
          },
          {
            heading: "Finalità e base giuridica",
            paragraphs: [
              "I tuoi dati servono solo a leggere il tuo messaggio e a risponderti. La base giuridica è il tuo consenso, che dai inviando il modulo e che puoi revocare in qualsiasi momento. Non vengono mai usati per inviarti pubblicità né per prendere decisioni automatizzate che ti riguardano.",
            ],
          },
          {
            heading: "Dove e per quanto tempo vengono conservati",
            paragraphs: [
              "I messaggi sono salvati nel database proprio di questo sito, sul suo server, e solo il titolare può consultarli tramite un pannello di amministrazione protetto.",
              "Vengono conservati per il tempo necessario a gestire la tua richiesta e comunque non oltre dodici mesi dall'ultimo contatto; poi vengono cancellati.",
            ],
          },
          {
            heading: "Destinatari",
            paragraphs: [
              "I tuoi dati non vengono venduti né ceduti a terzi, salvo obbligo di legge. Per trattarli non si usano servizi esterni di invio massivo, analisi o pubblicità.",
            ],
          },
          {
            heading: "I tuoi diritti",
            paragraphs: [
              "Puoi esercitare in qualsiasi momento i diritti di accesso, rettifica, cancellazione, opposizione, limitazione del trattamento e portabilità tramite {{channel}}. Riceverai una risposta entro un mese al massimo.",
              "Se ritieni che i tuoi diritti non siano stati rispettati, puoi presentare reclamo all'autorità per la protezione dei dati del tuo paese, come il Garante per la protezione dei dati personali in Italia, l'Agenzia spagnola per la protezione dei dati (AEPD) o l'Autorità nazionale per la protezione dei dati personali del Perù.",
            ],
          },
          {
            heading: "Sicurezza",
            paragraphs: [
              "Misure tecniche e organizzative ragionevoli proteggono i tuoi dati, come l'accesso limitato e autenticato al pannello di amministrazione. Nessun sistema è però del tutto invulnerabile, quindi ti consiglio di non inserire dati particolarmente sensibili nei messaggi.",
            ],
          },
          {
            heading: "Modifiche a questa informativa",
            paragraphs: [
              "Questa informativa può essere aggiornata per riflettere cambiamenti del sito o della normativa. La data dell'ultimo aggiornamento è indicata in cima a questa pagina.",
            ],
          },
        ],
      },
      terms: {
        title: "Termini di servizio",
        intro: "Questi termini regolano l'uso di questo sito. Navigandolo li accetti; se non sei d'accordo, ti chiedo di non utilizzarlo. È una traduzione dell'originale spagnolo, che prevale in caso di dubbio.",
        sections: [
          {
            heading: "Informazioni su questo sito",
            paragraphs: [
              "Questo sito è il portfolio professionale e il blog personale di {{owner}}. Serve a presentare progetti, esperienza e articoli e a offrire un modo per mettersi in contatto. Tramite il sito non si vendono prodotti né servizi.",
            ],
          },
          {
            heading: "Uso consentito",
            paragraphs: ["Puoi navigare, leggere e condividere liberamente i contenuti. Usando il sito ti impegni a non:"],
            items: [
              "Inviare messaggi massivi, pubblicitari, illeciti o offensivi tramite il modulo di contatto.",
              "Tentare di accedere senza autorizzazione al pannello di amministrazione, al server o ai suoi dati.",
              "Interferire con il funzionamento del sito, ad esempio con attacchi automatizzati o sovraccaricando il server.",
              "Spacciarti per un'altra persona quando ti metti in contatto.",
            ],
          },
          {
            heading: "Proprietà intellettuale",
            paragraphs: [
              "Testi, immagini, design e altri contenuti di questo sito appartengono a {{owner}} o ai rispettivi titolari e sono tutelati dalle norme sulla proprietà intellettuale. Puoi citare brevi estratti indicando la fonte con un link al contenuto originale.",
              "I frammenti di codice pubblicati negli articoli possono essere riutilizzati liberamente nei tuoi progetti, salvo diversa indicazione. I marchi e i loghi di terzi presenti nei progetti appartengono ai rispettivi proprietari.",
            ],
          },
          {
            heading: "Contenuto degli articoli",
            paragraphs: [
              "Gli articoli riportano opinioni ed esperienze personali a scopo informativo. Pur essendo scritti con cura, possono contenere errori o diventare obsoleti e non costituiscono consulenza professionale: applicali secondo il tuo giudizio.",
            ],
          },
          {
            heading: "Link esterni",
            paragraphs: [
              "Il sito contiene link a progetti, profili e social network di terzi. Questi siti non sono sotto il mio controllo, quindi non sono responsabile dei loro contenuti né delle loro informative sulla privacy.",
            ],
          },
          {
            heading: "Responsabilità",
            paragraphs: [
              "Il sito è fornito così com'è, senza garanzia di disponibilità continua. Nei limiti consentiti dalla legge, {{owner}} non sarà responsabile dei danni derivanti dall'uso del sito o dall'impossibilità di accedervi.",
            ],
          },
          {
            heading: "Modifiche e legge applicabile",
            paragraphs: [
              "Questi termini possono cambiare in qualsiasi momento; la versione in vigore è quella pubblicata in questa pagina. Sono regolati dalla legge del paese di residenza di {{owner}}, fatti salvi i diritti che ti riconosce la normativa del tuo paese.",
            ],
          },
          {
            heading: "Contatti",
            paragraphs: ["Per qualsiasi domanda su questi termini puoi usare {{channel}}."],
          },
        ],
      },
      cookies: {
        title: "Cookie policy",
        intro: "Qui si spiega quali cookie e tecnologie di memorizzazione simili usa questo sito. In breve: nessun cookie di tracciamento né pubblicitario. È una traduzione dell'originale spagnolo, che prevale in caso di dubbio.",
        sections: [
          {
            heading: "Cosa sono i cookie?",
            paragraphs: [
              "I cookie sono piccoli file che un sito salva nel browser per ricordare informazioni tra una visita e l'altra. Altre tecnologie, come la memoria locale del browser, svolgono una funzione simile.",
            ],
          },
          {
            heading: "Cosa usa questo sito",
            paragraphs: ["Ai visitatori questo sito non installa cookie. Salva nel tuo browser solo ciò che è strettamente necessario per funzionare come ti aspetti:"],
            items: [
              "selectedLanguage e i18nextLng (memoria locale): ricordano la lingua che hai scelto.",
              "language (memoria di sessione): evita conflitti quando cambi lingua durante la visita e si cancella alla chiusura della scheda.",
              "Un cookie di sessione e la voce token: solo quando l'amministratore accede al pannello di amministrazione; non vengono mai creati per i visitatori.",
            ],
          },
          {
            heading: "Statistiche",
            paragraphs: [
              "Su questo sito non è attivo alcun servizio di analisi o misurazione dell'audience di terze parti, come Google Analytics. Se in futuro se ne aggiungesse uno, sarebbe uno strumento rispettoso della privacy e ospitato in proprio, senza cookie e senza identificare i visitatori, e questa policy verrebbe aggiornata prima di attivarlo.",
            ],
          },
          {
            heading: "Contenuti di terze parti",
            paragraphs: [
              "Il sito non incorpora video, pulsanti social o altri elementi di terzi che installano cookie. I link di condivisione su X (Twitter), LinkedIn e Facebook sono normali link: quei social possono usare i propri cookie solo se fai clic e visiti il loro sito.",
              "Alcune immagini possono essere caricate da servizi esterni di hosting di immagini, che ricevono il tuo indirizzo IP come in qualsiasi download, senza che questo sito chieda loro di installare cookie.",
            ],
          },
          {
            heading: "Come gestirli",
            paragraphs: [
              "Trattandosi di dati tecnici e necessari, non richiedono il tuo consenso. Puoi comunque cancellarli o bloccarli in qualsiasi momento dalle impostazioni del browser; in tal caso il sito verrà mostrato di nuovo nella lingua rilevata automaticamente.",
            ],
          },
          {
            heading: "Modifiche a questa policy",
            paragraphs: [
              "Se il sito inizierà a usare nuovi cookie o tecnologie simili, questa policy verrà aggiornata e, quando la legge lo richiede, ti verrà chiesto il consenso prima di utilizzarli.",
            ],
          },
        ],
      },
    },
  },
} satisfies Resources;
