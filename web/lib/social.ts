import type { SocialLinks } from "../../src/shared/api";

export type SocialNetwork = keyof Required<SocialLinks>;

export const SOCIAL_NETWORKS: readonly SocialNetwork[] = ["github", "linkedin", "twitter", "dribbble"];

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  github: "GitHub",
  linkedin: "LinkedIn",
  twitter: "X (Twitter)",
  dribbble: "Dribbble",
};

/** The networks the owner gave a link for, in the usual order, each with its link. */
export function ownSocialLinks(links: SocialLinks | undefined): [SocialNetwork, string][] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = links?.[network]?.trim();
    return url ? [[network, url] as [SocialNetwork, string]] : [];
  });
}
