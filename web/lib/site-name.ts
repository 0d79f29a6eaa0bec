import type { SiteInfo } from "../../src/shared/api";

/** A page title's last resort, while the owner has named neither the site nor themselves (a title cannot be empty). */
export const SITE_TITLE = "Portafolio Profesional";

type Named = Pick<SiteInfo, "siteTitle" | "ownerName"> | null | undefined;

/** The site's name as visitors see it (header brand, footer): its own title, else the owner's name; empty while they gave neither. */
export const siteNameOf = (siteInfo: Named): string => siteInfo?.siteTitle?.trim() || siteInfo?.ownerName?.trim() || "";

/** The suffix of every page's title and the feeds' title. */
export const titleSuffixOf = (siteInfo: Named): string => siteNameOf(siteInfo) || SITE_TITLE;
