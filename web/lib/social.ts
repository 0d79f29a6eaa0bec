import type { SocialLinks } from "../../src/shared/api";

export type SocialNetwork = keyof Required<SocialLinks>;

export const SOCIAL_NETWORKS: readonly SocialNetwork[] = ["github", "linkedin", "twitter", "dribbble"];

/** Generic defaults when site info has no social links (spec §2). */
export const DEFAULT_SOCIAL_LINKS: Required<SocialLinks> = {
  github: "https://github.com",
  linkedin: "https://linkedin.com",
  twitter: "https://twitter.com",
  dribbble: "https://dribbble.com",
};

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  github: "GitHub",
  linkedin: "LinkedIn",
  twitter: "X (Twitter)",
  dribbble: "Dribbble",
};

/** The owner's links where set, the generic default for each one left empty. */
export function socialLinksWithDefaults(links: SocialLinks | undefined): Required<SocialLinks> {
  const set = Object.fromEntries(Object.entries(links ?? {}).filter(([, url]) => typeof url === "string" && url.trim()));
  return { ...DEFAULT_SOCIAL_LINKS, ...set };
}
