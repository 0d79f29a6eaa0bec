import useSWR from "swr";
import { useTranslation } from "react-i18next";
import { localizedKey } from "./swr";
import type { SiteInfo } from "./types";

/** Public read of site info in the page's language. */
export function useSiteInfo() {
  const { i18n } = useTranslation();
  return useSWR<SiteInfo>(localizedKey("/api/site-info", i18n.language));
}

/** The embedded default portrait, used when site info has no hero image (spec §3). */
export const DEFAULT_HERO_IMAGE = "/images/default-hero.svg";
