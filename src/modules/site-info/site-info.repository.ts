import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/open";
import { siteInfo, type SiteInfoRow } from "./site-info.table";

/** The one row of site settings. */
export const SITE_INFO_ID = 1;

export type SiteInfoValues = Omit<SiteInfoRow, "id">;

/** What a site that has saved nothing yet shows: every text empty, no links, no translations. */
export const EMPTY_SITE_INFO: SiteInfoValues = {
  ownerName: "",
  about: "",
  contactEmail: "",
  contactPhone: "",
  contactLocation: "",
  cvFileUrl: null,
  heroImageUrl: null,
  socialLinks: {},
  siteTitle: "",
  headline: "",
  availability: "",
  yearsOfExperience: null,
  highlights: [],
  footerNote: "",
  translations: {},
};

export function createSiteInfoRepository(db: DbExecutor) {
  return {
    /** The row, or undefined while nothing was ever saved. */
    find: (): SiteInfoRow | undefined => db.select().from(siteInfo).where(eq(siteInfo.id, SITE_INFO_ID)).get(),
    /** Writes the whole row (created on the first save). */
    save: (values: SiteInfoValues): SiteInfoRow =>
      db
        .insert(siteInfo)
        .values({ id: SITE_INFO_ID, ...values })
        .onConflictDoUpdate({ target: siteInfo.id, set: values })
        .returning()
        .get(),
  };
}
