import type { Resources } from "../resources";

export default {
  common: {
    loading: "Chargement…",
    skipToContent: "Aller au contenu",
    draft: "Brouillon",
    readTime: "{{minutes}} min de lecture",
    notifications: "Notifications (F8)",
    close: "Fermer",
    notFound: {
      title: "404 Page introuvable",
      text: "Avez-vous oublié d'ajouter cette page au routeur ?",
      backHome: "Retour à l'accueil",
    },
    articles: {
      eyebrow: "Blog",
      title: "Articles",
      description: "Notes sur le développement web, l'analyse de données et ce que j'apprends en construisant des produits.",
      readArticle: "Lire l'article",
      imageAlt: "Image de l'article « {{title}} »",
      empty: "Aucun article n'a encore été publié.",
      error: "Impossible de charger les articles. Veuillez recharger la page.",
      loading: "Chargement des articles…",
      loadingArticle: "Chargement de l'article…",
      backToList: "Voir tous les articles",
      notFoundTitle: "Article introuvable",
      notFoundText: "Désolé, nous n'avons pas trouvé l'article que vous cherchez.",
      loadError: "Impossible de charger l'article. Veuillez recharger la page.",
      writtenBy: "Écrit par",
      shareTitle: "Cet article vous a plu ?",
      shareText: "Partagez-le avec quelqu'un à qui il pourrait être utile.",
      shareOn: "Partager sur {{network}}",
    },
  },
  nav: {
    home: "Accueil",
    cv: "CV",
    projects: "Projets",
    articles: "Articles",
    contact: "Contact",
    contactMe: "Me contacter",
    main: "Navigation principale",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    language: "Langue",
    changeLanguage: "Langue : {{language}}. Changer de langue",
  },
  home: {
    hero: {
      available: "Disponible pour de nouveaux projets",
      greeting: "Bonjour, je suis {{name}}",
      greetingAnonymous: "Bonjour et bienvenue",
      headline: "Je développe des applications web qui transforment les données en décisions.",
      lead: "Plus de cinq ans entre l'analyse des opérations et des données et le développement full-stack. Je comprends le métier avant d'écrire la première ligne de code et je livre des produits clairs, rapides et faciles à maintenir.",
      seeResume: "Voir le CV",
      contactMe: "Me contacter",
      highlights: {
        data: "Analyse de données",
        fullStack: "Développement full-stack",
        automation: "Automatisation des processus",
      },
      portraitAlt: "Portrait de {{name}}",
      portraitAltAnonymous: "Portrait de l'auteur du portfolio",
      yearsValue: "5+",
      yearsLabel: "ans d'expérience",
    },
    projects: {
      eyebrow: "Portfolio",
      title: "Projets à la une",
      description: "Une sélection de travaux récents, des tableaux de bord de données aux applications web complètes.",
      viewAll: "Voir tous les projets",
      viewProject: "Voir le projet",
      viewProjectLabel: "Voir le projet {{title}} (s'ouvre dans un nouvel onglet)",
      imageAlt: "Aperçu du projet {{title}}",
      empty: "Aucun projet à la une pour le moment.",
      error: "Impossible de charger les projets. Veuillez recharger la page.",
      loading: "Chargement des projets…",
    },
    articles: {
      eyebrow: "Blog",
      title: "Derniers articles",
      description: "Idées et enseignements sur le développement web, les données et le produit.",
      viewAll: "Voir tous les articles",
      empty: "Aucun article n'a encore été publié.",
      error: "Impossible de charger les articles. Veuillez recharger la page.",
      loading: "Chargement des articles…",
    },
  },
  cv: {
    eyebrow: "Parcours",
    title: "CV",
    description: "Mon expérience professionnelle, ma formation et les outils avec lesquels je travaille au quotidien.",
    download: "Télécharger le CV",
    downloadUnavailable: "Le CV n'est pas encore disponible au téléchargement.",
    newTab: "(s'ouvre dans un nouvel onglet)",
    experience: "Expérience professionnelle",
    education: "Formation",
    skills: "Compétences",
    current: "Aujourd'hui",
    loading: "Chargement du CV…",
    errors: {
      experience: "Erreur lors du chargement de l'expérience. Veuillez recharger la page.",
      education: "Erreur lors du chargement de la formation. Veuillez recharger la page.",
      skills: "Erreur lors du chargement des compétences. Veuillez recharger la page.",
    },
    empty: {
      experience: "Aucune expérience professionnelle disponible.",
      education: "Aucune information sur la formation disponible.",
      skills: "Aucune compétence disponible.",
    },
  },
  projects: {
    eyebrow: "Projets",
    title: "Portfolio",
    description: "Applications web, tableaux de bord de données et automatisations sur lesquels j'ai travaillé.",
    empty: "Aucun projet n'est disponible pour le moment.",
    error: "Impossible de charger les projets. Veuillez recharger la page.",
    loading: "Chargement des projets…",
    current: "Aujourd'hui",
    technologies: "Technologies",
    imageAlt: "Aperçu du projet {{title}}",
    newTab: "(s'ouvre dans un nouvel onglet)",
  },
  contact: {
    eyebrow: "Contact",
    title: "Parlons de votre projet",
    description: "Une idée, une offre ou une question ? Écrivez-moi et je vous répondrai dès que possible.",
    panel: {
      title: "Coordonnées",
      text: "Vous pouvez m'écrire directement ou utiliser le formulaire. Je réponds à tous les messages.",
      email: "E-mail",
      phone: "Téléphone",
      location: "Localisation",
      social: "Retrouvez-moi en ligne",
    },
    fallback: {
      email: "contact@exemple.com",
      phone: "+51 999 999 999",
      location: "Lima, Pérou",
    },
    form: {
      title: "Envoyez-moi un message",
      intro: "Je vous répondrai sous un à deux jours ouvrés.",
      name: "Nom",
      namePlaceholder: "Votre nom",
      email: "E-mail",
      emailPlaceholder: "vous@exemple.com",
      subject: "Objet",
      subjectPlaceholder: "Comment puis-je vous aider ?",
      message: "Message",
      messagePlaceholder: "Parlez-moi de votre projet, de vos délais et de vos objectifs…",
      honeypot: "Laissez ce champ vide",
      privacyNote: "Vos données servent uniquement à répondre à votre message.",
      privacyLink: "Politique de confidentialité",
      send: "Envoyer le message",
      sending: "Envoi…",
    },
    validation: {
      name: "Le nom doit contenir au moins 2 caractères",
      email: "Veuillez saisir une adresse e-mail valide",
      subject: "L'objet doit contenir au moins 5 caractères",
      message: "Le message doit contenir au moins 10 caractères",
    },
    toast: {
      successTitle: "Message envoyé !",
      successText: "Merci de m'avoir contacté. Je vous répondrai bientôt.",
      errorTitle: "Échec de l'envoi du message",
      errorText: "Veuillez réessayer plus tard.",
    },
  },
  footer: {
    defaultOwner: "Portfolio professionnel",
    defaultAbout: "Développeur full-stack qui transforme données et opérations en produits web clairs, rapides et utiles.",
    navigation: "Navigation",
    legal: "Mentions légales",
    social: "Réseaux sociaux",
    privacy: "Politique de confidentialité",
    terms: "Conditions d'utilisation",
    cookies: "Politique relative aux cookies",
    admin: "Panneau d'administration",
    rights: "© {{year}} {{name}}. Tous droits réservés.",
    madeWith: "Fait avec amour à {{location}}",
    defaultLocation: "Lima, Pérou",
  },
  legal: {
    eyebrow: "Informations légales",
    backHome: "Retour à l'accueil",
    lastUpdated: "Dernière mise à jour :",
    questions: "Une question sur ce texte ? Écrivez-moi et nous la clarifierons.",
    contactLink: "Aller au formulaire de contact",
    ownerFallback: "son titulaire",
    channelWithEmail: "l'adresse {{email}} ou le formulaire de contact",
    channelFormOnly: "le formulaire de contact de ce site",
    documents: {
      privacy: {
        title: "Politique de confidentialité",
        intro: "Cette politique explique quelles données personnelles ce site collecte, à quoi elles servent et quels sont vos droits. Il s'agit d'une traduction de l'original espagnol, qui prévaut en cas de doute.",
        sections: [
          {
            heading: "Responsable du traitement",
            paragraphs: [
              "Les données personnelles collectées sur ce site sont traitées par {{owner}}, en qualité de responsable du traitement. Pour toute question relative à la vie privée, vous pouvez utiliser {{channel}}.",
            ],
          },
          {
            heading: "Données collectées",
            paragraphs: ["Ce site ne collecte que les données que vous choisissez d'envoyer via le formulaire de contact :"],
            items: ["Votre nom.", "Votre adresse e-mail.", "L'objet et le contenu de votre message.", "La date et l'heure de l'envoi."],
          },
          {
            heading: "Données techniques",
            paragraphs: [
              "Pour protéger le formulaire contre les envois massifs, le serveur utilise votre adresse IP de manière temporaire et uniquement en mémoire : elle n'est pas enregistrée avec votre message et ne sert pas à vous identifier.",
              "Le site ne crée aucun profil de visiteur et n'utilise aucun cookie de suivi ou publicitaire.",
            ],
          },
          {
            heading: "Finalité et base légale",
            paragraphs: [
              "Vos données servent uniquement à lire votre message et à vous répondre. La base légale est votre consentement, donné en envoyant le formulaire et que vous pouvez retirer à tout moment. Elles ne sont jamais utilisées pour vous adresser de la publicité ni pour prendre des décisions automatisées à votre sujet.",
            ],
          },
          {
            heading: "Lieu et durée de conservation",
            paragraphs: [
              "Les messages sont enregistrés dans la base de données propre à ce site, sur son propre serveur, et seul le responsable peut les consulter via un panneau d'administration protégé.",
              "Ils sont conservés le temps nécessaire au traitement de votre demande et au maximum douze mois après le dernier échange ; ils sont ensuite supprimés.",
            ],
          },
          {
            heading: "Destinataires",
            paragraphs: [
              "Vos données ne sont ni vendues ni cédées à des tiers, sauf obligation légale. Aucun service externe d'envoi massif, d'analyse d'audience ou de publicité n'est utilisé pour les traiter.",
            ],
          },
          {
            heading: "Vos droits",
            paragraphs: [
              "Vous pouvez à tout moment exercer vos droits d'accès, de rectification, d'effacement, d'opposition, de limitation du traitement et de portabilité via {{channel}}. Vous recevrez une réponse dans un délai d'un mois au plus.",
              "Si vous estimez que vos droits n'ont pas été respectés, vous pouvez introduire une réclamation auprès de l'autorité de protection des données de votre pays, par exemple la CNIL en France, l'Agence espagnole de protection des données (AEPD) en Espagne ou l'Autorité nationale de protection des données personnelles au Pérou.",
            ],
          },
          {
            heading: "Sécurité",
            paragraphs: [
              "Des mesures techniques et organisationnelles raisonnables protègent vos données, comme un accès restreint et authentifié au panneau d'administration. Aucun système n'étant totalement invulnérable, évitez toutefois d'inclure des données particulièrement sensibles dans vos messages.",
            ],
          },
          {
            heading: "Modifications de cette politique",
            paragraphs: [
              "Cette politique peut être mise à jour pour refléter des changements du site ou de la réglementation. La date de la dernière mise à jour figure en haut de cette page.",
            ],
          },
        ],
      },
      terms: {
        title: "Conditions d'utilisation",
        intro: "Ces conditions encadrent l'utilisation de ce site. En le parcourant, vous les acceptez ; si vous n'êtes pas d'accord, merci de ne pas l'utiliser. Il s'agit d'une traduction de l'original espagnol, qui prévaut en cas de doute.",
        sections: [
          {
            heading: "À propos de ce site",
            paragraphs: [
              "Ce site est le portfolio professionnel et le blog personnel de {{owner}}. Il a pour but de présenter des projets, une expérience et des articles, et d'offrir un moyen de prise de contact. Aucun produit ni service n'y est vendu.",
            ],
          },
          {
            heading: "Utilisation acceptable",
            paragraphs: ["Vous êtes libre de naviguer, de lire et de partager le contenu. En utilisant le site, vous vous engagez à ne pas :"],
            items: [
              "Envoyer des messages en masse, publicitaires, illicites ou offensants via le formulaire de contact.",
              "Tenter d'accéder sans autorisation au panneau d'administration, au serveur ou à ses données.",
              "Perturber le fonctionnement du site, par exemple par des attaques automatisées ou en surchargeant le serveur.",
              "Usurper l'identité d'une autre personne lors d'une prise de contact.",
            ],
          },
          {
            heading: "Propriété intellectuelle",
            paragraphs: [
              "Les textes, images, designs et autres contenus de ce site appartiennent à {{owner}} ou à leurs titulaires respectifs et sont protégés par le droit de la propriété intellectuelle. Vous pouvez citer de courts extraits en indiquant la source par un lien vers le contenu original.",
              "Les extraits de code publiés dans les articles peuvent être réutilisés librement dans vos propres projets, sauf mention contraire. Les marques et logos de tiers visibles dans les projets appartiennent à leurs propriétaires.",
            ],
          },
          {
            heading: "Contenu des articles",
            paragraphs: [
              "Les articles partagent des opinions et des expériences personnelles à titre informatif. Bien que rédigés avec soin, ils peuvent contenir des erreurs ou devenir obsolètes et ne constituent pas un conseil professionnel : appliquez-les selon votre propre jugement.",
            ],
          },
          {
            heading: "Liens externes",
            paragraphs: [
              "Le site contient des liens vers des projets, des profils et des réseaux sociaux de tiers. Ces sites échappent à mon contrôle ; je ne suis donc pas responsable de leur contenu ni de leurs politiques de confidentialité.",
            ],
          },
          {
            heading: "Responsabilité",
            paragraphs: [
              "Le site est fourni en l'état, sans garantie de disponibilité continue. Dans la mesure permise par la loi, {{owner}} ne saurait être tenu responsable des dommages résultant de l'utilisation du site ou de l'impossibilité d'y accéder.",
            ],
          },
          {
            heading: "Modifications et droit applicable",
            paragraphs: [
              "Ces conditions peuvent être modifiées à tout moment ; la version en vigueur est celle publiée sur cette page. Elles sont régies par le droit du pays de résidence de {{owner}}, sans préjudice des droits que vous confère la législation de votre propre pays.",
            ],
          },
          {
            heading: "Contact",
            paragraphs: ["Pour toute question sur ces conditions, vous pouvez utiliser {{channel}}."],
          },
        ],
      },
      cookies: {
        title: "Politique relative aux cookies",
        intro: "Cette page explique quels cookies et technologies de stockage similaires ce site utilise. En bref : aucun cookie de suivi ni publicitaire. Il s'agit d'une traduction de l'original espagnol, qui prévaut en cas de doute.",
        sections: [
          {
            heading: "Qu'est-ce qu'un cookie ?",
            paragraphs: [
              "Un cookie est un petit fichier qu'un site enregistre dans votre navigateur pour mémoriser des informations d'une visite à l'autre. D'autres technologies, comme le stockage local du navigateur, jouent un rôle comparable.",
            ],
          },
          {
            heading: "Ce que ce site utilise",
            paragraphs: ["En tant que visiteur, ce site ne dépose aucun cookie. Il conserve seulement dans votre navigateur ce qui est strictement nécessaire à son bon fonctionnement :"],
            items: [
              "selectedLanguage et i18nextLng (stockage local) : mémorisent la langue que vous avez choisie.",
              "language (stockage de session) : évite les conflits lorsque vous changez de langue pendant la visite et s'efface à la fermeture de l'onglet.",
              "Un cookie de session et l'entrée token : uniquement lorsque l'administrateur se connecte au panneau d'administration ; ils ne sont jamais créés pour les visiteurs.",
            ],
          },
          {
            heading: "Mesure d'audience",
            paragraphs: [
              "Aucun service tiers d'analyse ou de mesure d'audience, comme Google Analytics, n'est actif sur ce site. Si un outil devait être ajouté un jour, ce serait une solution respectueuse de la vie privée et auto-hébergée, sans cookies et sans identification des visiteurs, et cette politique serait mise à jour avant son activation.",
            ],
          },
          {
            heading: "Contenus de tiers",
            paragraphs: [
              "Le site n'intègre ni vidéos, ni boutons sociaux, ni autres éléments tiers qui déposeraient des cookies. Les liens de partage vers X (Twitter), LinkedIn et Facebook sont de simples liens : ces réseaux ne peuvent utiliser leurs propres cookies que si vous cliquez et visitez leur site.",
              "Certaines images peuvent être chargées depuis des services d'hébergement d'images externes, qui reçoivent votre adresse IP comme pour tout téléchargement, sans que ce site leur demande de déposer des cookies.",
            ],
          },
          {
            heading: "Comment les gérer",
            paragraphs: [
              "Ces données étant techniques et nécessaires, elles ne requièrent pas votre consentement. Vous pouvez néanmoins les supprimer ou les bloquer à tout moment dans les réglages de votre navigateur ; le site s'affichera alors simplement dans la langue détectée automatiquement.",
            ],
          },
          {
            heading: "Modifications de cette politique",
            paragraphs: [
              "Si le site commence à utiliser de nouveaux cookies ou des technologies similaires, cette politique sera mise à jour et, lorsque la loi l'exige, votre consentement vous sera demandé avant leur utilisation.",
            ],
          },
        ],
      },
    },
  },
} satisfies Resources;
