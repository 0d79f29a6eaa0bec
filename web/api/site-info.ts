import useSWR from "swr";
import { useTranslation } from "react-i18next";
import type { SiteInfoForm } from "../../src/shared/schemas/site-info";
import { apiRequest, apiSend } from "./fetcher";
import { invalidate, invalidateAll, localizedKey } from "./swr";
import type { Localized, SiteInfo } from "./types";

const BASE = "/api/site-info";

/** Public read of site info in the page's language. */
export function useSiteInfo() {
  const { i18n } = useTranslation();
  return useSWR<Localized<SiteInfo>>(localizedKey(BASE, i18n.language));
}

/** The admin's read: Spanish fields plus translations. */
export const useSiteInfoForAdmin = () => useSWR<SiteInfo>(BASE);

const refresh = () => invalidate(BASE, "/api/cv", "/api/config");

export const siteInfoApi = {
  update: (input: SiteInfoForm) => apiSend<SiteInfo>("PUT", BASE, input).finally(refresh),
  setHeroImage: (imageUrl: string) => apiSend<SiteInfo>("POST", "/api/hero-image/url", { imageUrl }).finally(refresh),
  resetHeroImage: () => apiSend<SiteInfo>("POST", "/api/hero-image/reset").finally(refresh),
};

export { DEFAULT_HERO_IMAGE } from "../../src/shared/schemas/site-info";

/** Contract §2: what POST /api/import answers, the number of items it stored per kind. */
export type ImportResult = { imported: { projects: number; articles: number; experiences: number; education: number; skills: number } };

/** GET /api/export and POST /api/import (admin): the whole portfolio as one JSON document. */
export const portfolioDataApi = {
  exportDocument: () => apiRequest<unknown>("/api/export"),
  /** Replaces all content on the server, so every cached read is stale afterwards. */
  importDocument: (document: unknown) =>
    apiSend<ImportResult>("POST", "/api/import", document).then(async (result) => {
      await invalidateAll();
      return result;
    }),
};
