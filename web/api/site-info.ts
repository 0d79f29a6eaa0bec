import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { SiteInfoForm } from "../../src/modules/site-info/site-info.schemas";
import { apiSend } from "./fetcher";
import { invalidate, localizedKey } from "./swr";
import type { SiteInfo } from "./types";

const BASE = "/api/site-info";

/** Public read of site info in the page's language. */
export function useSiteInfo() {
  const { i18n } = useTranslation();
  return useSWR<SiteInfo>(localizedKey(BASE, i18n.language));
}

/** The admin's read: Spanish fields plus translations. */
export const useSiteInfoForAdmin = () => useSWR<SiteInfo>(BASE);

const refresh = () => invalidate(BASE, "/api/cv", "/api/config");

export const siteInfoApi = {
  update: (input: SiteInfoForm) => apiSend<SiteInfo>("PUT", BASE, input).finally(refresh),
  setHeroImage: (imageUrl: string) => apiSend<SiteInfo>("POST", "/api/hero-image/url", { imageUrl }).finally(refresh),
  resetHeroImage: () => apiSend<SiteInfo>("POST", "/api/hero-image/reset").finally(refresh),
};

/** The embedded default portrait, used when site info has no hero image (spec §3). */
export const DEFAULT_HERO_IMAGE = "/images/default-hero.svg";
