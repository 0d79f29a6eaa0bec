import type { Resources } from "../resources";

export default {
  common: {
    loading: "Loading…",
    skipToContent: "Skip to content",
    draft: "Draft",
    readTime: "{{minutes}} min read",
    notifications: "Notifications (F8)",
    close: "Close",
    notFound: {
      title: "404 Page Not Found",
      text: "Did you forget to add this page to the router?",
      backHome: "Back to home",
    },
    articles: {
      eyebrow: "Blog",
      title: "Articles",
      description: "Notes on web development, data analysis and what I learn while building products.",
      readArticle: "Read Article",
      imageAlt: "Image for the article “{{title}}”",
      empty: "No articles have been published yet.",
      error: "The articles could not be loaded. Please try reloading the page.",
      loading: "Loading articles…",
      loadingArticle: "Loading article…",
      backToList: "View all articles",
      notFoundTitle: "Article not found",
      notFoundText: "Sorry, we couldn't find the article you were looking for.",
      loadError: "The article could not be loaded. Please try reloading the page.",
      writtenBy: "Written by",
      shareTitle: "Did you enjoy this article?",
      shareText: "Share it with someone who might find it useful.",
      shareOn: "Share on {{network}}",
    },
  },
  nav: {
    home: "Home",
    cv: "Résumé",
    projects: "Projects",
    articles: "Articles",
    contact: "Contact",
    contactMe: "Contact me",
    main: "Main navigation",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    language: "Language",
    changeLanguage: "Language: {{language}}. Change language",
  },
  home: {
    hero: {
      available: "Available for new projects",
      greeting: "Hi, I'm {{name}}",
      greetingAnonymous: "Hi, welcome",
      headline: "I build web apps that turn data into decisions.",
      lead: "Over five years across operations and data analysis and full-stack development. I understand the business before I write the first line of code, and I ship products that are clear, fast and easy to maintain.",
      seeResume: "See résumé",
      contactMe: "Contact me",
      highlights: {
        data: "Data analysis",
        fullStack: "Full-stack development",
        automation: "Process automation",
      },
      portraitAlt: "Portrait of {{name}}",
      portraitAltAnonymous: "Portrait of the portfolio's author",
      yearsValue: "5+",
      yearsLabel: "years of experience",
    },
    projects: {
      eyebrow: "Portfolio",
      title: "Featured projects",
      description: "A selection of recent work, from data dashboards to complete web applications.",
      viewAll: "View all projects",
      viewProject: "View project",
      viewProjectLabel: "View the project {{title}} (opens in a new tab)",
      imageAlt: "Preview of the project {{title}}",
      empty: "There are no featured projects yet.",
      error: "The projects could not be loaded. Please try reloading the page.",
      loading: "Loading projects…",
    },
    articles: {
      eyebrow: "Blog",
      title: "Latest articles",
      description: "Ideas and lessons on web development, data and product.",
      viewAll: "View all articles",
      empty: "No articles have been published yet.",
      error: "The articles could not be loaded. Please try reloading the page.",
      loading: "Loading articles…",
    },
  },
  cv: {
    eyebrow: "Career",
    title: "Résumé",
    description: "My professional experience, my education and the tools I work with every day.",
    download: "Download CV",
    downloadUnavailable: "The CV is not available for download yet.",
    newTab: "(opens in a new tab)",
    experience: "Professional experience",
    education: "Education",
    skills: "Skills",
    current: "Present",
    loading: "Loading résumé…",
    errors: {
      experience: "Error loading experience data. Please try reloading the page.",
      education: "Error loading education data. Please try reloading the page.",
      skills: "Error loading skills data. Please try reloading the page.",
    },
    empty: {
      experience: "No professional experience available.",
      education: "No education information available.",
      skills: "No skills available.",
    },
  },
  projects: {
    eyebrow: "Projects",
    title: "Portfolio",
    description: "Web applications, data dashboards and automations I have worked on.",
    empty: "There are no projects available at the moment.",
    error: "The projects could not be loaded. Please try reloading the page.",
    loading: "Loading projects…",
    current: "Present",
    technologies: "Technologies",
    imageAlt: "Preview of the project {{title}}",
    newTab: "(opens in a new tab)",
  },
  contact: {
    eyebrow: "Contact",
    title: "Let's talk about your project",
    description: "Have an idea, an offer or a question? Write to me and I'll get back to you as soon as I can.",
    panel: {
      title: "Contact details",
      text: "You can write to me directly or use the form. I answer every message.",
      email: "Email",
      phone: "Phone",
      location: "Location",
      social: "Find me online",
    },
    fallback: {
      email: "hello@example.com",
      phone: "+51 999 999 999",
      location: "Lima, Peru",
    },
    form: {
      title: "Send me a message",
      intro: "I'll reply within one or two working days.",
      name: "Name",
      namePlaceholder: "Your name",
      email: "Email",
      emailPlaceholder: "you@example.com",
      subject: "Subject",
      subjectPlaceholder: "How can I help you?",
      message: "Message",
      messagePlaceholder: "Tell me about your project, timeline and goals…",
      honeypot: "Leave this field empty",
      privacyNote: "I only use your details to reply to your message.",
      privacyLink: "Privacy policy",
      send: "Send message",
      sending: "Sending…",
    },
    validation: {
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      subject: "Subject must be at least 5 characters",
      message: "Message must be at least 10 characters",
    },
    toast: {
      successTitle: "Message sent!",
      successText: "Thanks for getting in touch. I'll reply soon.",
      errorTitle: "The message could not be sent",
      errorText: "Please try again later.",
    },
  },
  footer: {
    defaultOwner: "Professional Portfolio",
    defaultAbout: "Full-stack developer turning data and operations into clear, fast and useful web products.",
    navigation: "Navigation",
    legal: "Legal",
    social: "Social networks",
    privacy: "Privacy policy",
    terms: "Terms of service",
    cookies: "Cookie policy",
    admin: "Admin panel",
    rights: "© {{year}} {{name}}. All rights reserved.",
    madeWith: "Made with love in {{location}}",
    defaultLocation: "Lima, Peru",
  },
  legal: {
    eyebrow: "Legal",
    backHome: "Back to home",
    lastUpdated: "Last updated:",
    questions: "Any questions about this text? Write to me and we'll sort it out.",
    contactLink: "Go to the contact form",
    ownerFallback: "its owner",
    channelWithEmail: "the address {{email}} or the contact form",
    channelFormOnly: "this site's contact form",
    documents: {
      privacy: {
        title: "Privacy policy",
        intro: "This policy explains which personal data this website collects, what it is used for and what rights you have over it. It is a translation of the Spanish original, which prevails in case of doubt.",
        sections: [
          {
            heading: "Data controller",
            paragraphs: [
              "The personal data collected on this website is processed by {{owner}}, as data controller. For any privacy question you can use {{channel}}.",
            ],
          },
          {
            heading: "What data is collected",
            paragraphs: ["This site only collects the data you choose to send through the contact form:"],
            items: ["Your name.", "Your email address.", "The subject and content of your message.", "The date and time it was sent."],
          },
          {
            heading: "Technical data",
            paragraphs: [
              "To protect the form against bulk submissions, the server uses your IP address temporarily and in memory only: it is not stored with your message and is not used to identify you.",
              "The site does not build visitor profiles and uses no tracking or advertising cookies.",
            ],
          },
          {
            heading: "Purpose and legal basis",
            paragraphs: [
              "Your data is used only to read your message and reply to you. The legal basis is your consent, which you give by sending the form and can withdraw at any time. It is never used to send you advertising or to make automated decisions about you.",
            ],
          },
          {
            heading: "Where it is stored and for how long",
            paragraphs: [
              "Messages are stored in this site's own database, on its own server, and only the controller can read them through a protected admin panel.",
              "They are kept for as long as needed to handle your enquiry and for no more than twelve months after the last contact; after that they are deleted.",
            ],
          },
          {
            heading: "Recipients",
            paragraphs: [
              "Your data is not sold or passed on to third parties unless the law requires it. No external mass-mailing, analytics or advertising services are used to process it.",
            ],
          },
          {
            heading: "Your rights",
            paragraphs: [
              "You may at any time exercise your rights of access, rectification, erasure, objection, restriction of processing and portability through {{channel}}. You will receive an answer within one month at the latest.",
              "If you believe your rights have not been respected, you can lodge a complaint with the data protection authority of your country, such as the Spanish Data Protection Agency (AEPD) in Spain or the National Authority for Personal Data Protection in Peru.",
            ],
          },
          {
            heading: "Security",
            paragraphs: [
              "Reasonable technical and organisational measures protect your data, such as restricted, authenticated access to the admin panel. Even so, no system is completely invulnerable, so please do not include especially sensitive data in your messages.",
            ],
          },
          {
            heading: "Changes to this policy",
            paragraphs: [
              "This policy may be updated to reflect changes to the site or to the law. The date of the last update is shown at the top of this page.",
            ],
          },
        ],
      },
      terms: {
        title: "Terms of service",
        intro: "These terms govern the use of this website. By browsing it you agree to them; if you do not agree, please do not use it. This is a translation of the Spanish original, which prevails in case of doubt.",
        sections: [
          {
            heading: "About this site",
            paragraphs: [
              "This website is the professional portfolio and personal blog of {{owner}}. Its purpose is to present projects, experience and articles and to offer a way to get in touch. No products or services are sold through it.",
            ],
          },
          {
            heading: "Acceptable use",
            paragraphs: ["You are free to browse, read and share the content. By using the site you agree not to:"],
            items: [
              "Send bulk, promotional, unlawful or offensive messages through the contact form.",
              "Try to gain unauthorised access to the admin panel, the server or its data.",
              "Interfere with the site's operation, for example with automated attacks or by overloading the server.",
              "Impersonate someone else when getting in touch.",
            ],
          },
          {
            heading: "Intellectual property",
            paragraphs: [
              "The texts, images, designs and other content of this site belong to {{owner}} or to their respective owners and are protected by intellectual property law. You may quote short excerpts as long as you credit the source with a link to the original content.",
              "Code snippets published in the articles may be reused freely in your own projects unless stated otherwise. Third-party trademarks and logos shown in the projects belong to their owners.",
            ],
          },
          {
            heading: "Article content",
            paragraphs: [
              "The articles share personal opinions and experience for information purposes. Although they are written with care, they may contain mistakes or become outdated and are not professional advice: apply them at your own discretion.",
            ],
          },
          {
            heading: "External links",
            paragraphs: [
              "The site links to third-party projects, profiles and social networks. Those sites are outside my control, so I am not responsible for their content or their privacy policies.",
            ],
          },
          {
            heading: "Liability",
            paragraphs: [
              "The site is provided as is, with no guarantee of continuous availability. To the extent permitted by law, {{owner}} shall not be liable for any damage arising from the use of the site or from being unable to access it.",
            ],
          },
          {
            heading: "Changes and governing law",
            paragraphs: [
              "These terms may change at any time; the version in force is the one published on this page. They are governed by the law of the country where {{owner}} resides, without prejudice to the rights granted to you by the law of your own country.",
            ],
          },
          {
            heading: "Contact",
            paragraphs: ["If you have any questions about these terms, you can use {{channel}}."],
          },
        ],
      },
      cookies: {
        title: "Cookie policy",
        intro: "This page explains which cookies and similar storage technologies this site uses. In short: there are no tracking or advertising cookies. It is a translation of the Spanish original, which prevails in case of doubt.",
        sections: [
          {
            heading: "What are cookies?",
            paragraphs: [
              "Cookies are small files a website stores in your browser to remember information between visits. Other technologies, such as the browser's local storage, serve a similar purpose.",
            ],
          },
          {
            heading: "What this site uses",
            paragraphs: ["As a visitor, this site sets no cookies for you. It only keeps in your browser what is strictly necessary for it to work as you expect:"],
            items: [
              "selectedLanguage and i18nextLng (local storage): remember the language you chose.",
              "language (session storage): avoids conflicts when you switch languages during a visit and is deleted when you close the tab.",
              "A session cookie and the token entry: only when the administrator signs in to the admin panel; they are never created for visitors.",
            ],
          },
          {
            heading: "Analytics",
            paragraphs: [
              "This site has no third-party analytics or audience measurement service active, such as Google Analytics. Should one ever be added, it would be a privacy-friendly, self-hosted tool that uses no cookies and does not identify visitors, and this policy would be updated before turning it on.",
            ],
          },
          {
            heading: "Third-party content",
            paragraphs: [
              "The site embeds no videos, social buttons or other third-party elements that set cookies. The share links for X (Twitter), LinkedIn and Facebook are ordinary links: those networks can only use their own cookies if you click and visit their site.",
              "Some images may be loaded from external image-hosting services, which receive your IP address as with any download, without this site asking them to set cookies.",
            ],
          },
          {
            heading: "How to manage them",
            paragraphs: [
              "Because this data is technical and necessary, it does not require your consent. You can still delete or block it at any time in your browser settings; if you do, the site will simply be shown again in the automatically detected language.",
            ],
          },
          {
            heading: "Changes to this policy",
            paragraphs: [
              "If the site starts using new cookies or similar technologies, this policy will be updated and, where the law requires it, you will be asked for your consent before they are used.",
            ],
          },
        ],
      },
    },
  },
} satisfies Resources;
