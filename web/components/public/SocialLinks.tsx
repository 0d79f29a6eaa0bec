import type { SocialLinks as SocialLinksData } from "../../../src/shared/api";
import { ownSocialLinks, SOCIAL_LABELS, type SocialNetwork } from "../../lib/social";

const ICONS: Record<SocialNetwork, string> = {
  github: "i-lucide-github",
  linkedin: "i-lucide-linkedin",
  twitter: "i-lucide-twitter",
  dribbble: "i-lucide-dribbble",
};

type SocialLinksProps = {
  links: SocialLinksData | undefined;
  /** Accessible name of the list, e.g. "Redes". */
  label: string;
  /** "dark" on dark panels (footer, contact), "light" on white. */
  tone: "dark" | "light";
};

/** The owner's profiles (spec §2), only those they gave a link for (none: nothing at all); they open in a new tab. */
export function SocialLinks({ links, label, tone }: SocialLinksProps) {
  const own = ownSocialLinks(links);
  if (own.length === 0) return null;
  const style =
    tone === "dark" ? "bg-white/10 text-white hover:bg-white hover:text-slate-900" : "bg-slate-100 text-slate-700 hover:bg-indigo-600 hover:text-white";
  return (
    <ul className="m-0 flex list-none flex-wrap gap-3 p-0" aria-label={label}>
      {own.map(([network, url]) => (
        <li key={network}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            title={SOCIAL_LABELS[network]}
            className={`flex h-10 w-10 items-center justify-center rounded-full transition-colors ${style}`}
          >
            <span className={`${ICONS[network]} h-5 w-5`} aria-hidden="true" />
            <span className="sr-only">{SOCIAL_LABELS[network]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
