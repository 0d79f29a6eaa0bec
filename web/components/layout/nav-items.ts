/** Spec §2 public navigation, in order. `section` is the home-page section the link scrolls to. */
export const NAV_ITEMS = [
  { key: "home", to: "/", section: "home" },
  { key: "cv", to: "/#cv", section: "cv" },
  { key: "projects", to: "/#work", section: "work" },
  { key: "articles", to: "/#articles", section: "articles" },
  { key: "contact", to: "/#contact", section: "contact" },
] as const;

export type NavKey = (typeof NAV_ITEMS)[number]["key"];
