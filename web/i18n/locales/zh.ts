import type { Resources } from "../resources";

export default {
  common: {
    loading: "Loading…",
  },
  nav: {
    home: "Home",
    cv: "Résumé",
    projects: "Projects",
    articles: "Articles",
    contact: "Contact",
  },
  home: {},
  cv: {},
  projects: {},
  contact: {},
  footer: {
    defaultOwner: "Professional Portfolio",
    defaultAbout: "Full-stack developer turning data and operations into clear, fast and useful web products.",
    navigation: "Navigation",
    legal: "Legal",
    social: "Social",
    privacy: "Privacy policy",
    terms: "Terms of service",
    cookies: "Cookie policy",
    admin: "Admin panel",
    rights: "© {{year}} {{name}}. All rights reserved.",
    madeWith: "Made with love in {{location}}",
    defaultLocation: "Lima, Peru",
  },
  legal: {},
} satisfies Resources;
