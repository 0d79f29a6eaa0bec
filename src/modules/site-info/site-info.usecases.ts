import type { DbExecutor } from "../../db/open";
import { definedFields } from "../../lib/patch";
import type { SiteInfoUpdate } from "../../shared/schemas/site-info";
import { FILE_TYPES } from "../../shared/files";
import type { UploadsRepository } from "../uploads/uploads.repository";
import { createSiteInfoRepository, EMPTY_SITE_INFO, SITE_INFO_ID, type SiteInfoValues } from "./site-info.repository";
import type { SiteInfoRow } from "./site-info.table";

/**
 * The site's settings are one row. Reading never writes: until the owner saves, it reads as empty. A change sets
 * only the fields it names, and social links merge network by network.
 */
export function createSiteInfoUseCases(db: DbExecutor) {
  const repo = createSiteInfoRepository(db);
  const get = (): SiteInfoRow => repo.find() ?? { id: SITE_INFO_ID, ...EMPTY_SITE_INFO };
  const save = (patch: Partial<SiteInfoValues>): SiteInfoRow => {
    const current = get();
    const values = definedFields(patch);
    if (Object.keys(values).length === 0) return current;
    const { id: _id, ...stored } = current;
    return repo.save({ ...stored, ...values, socialLinks: values.socialLinks ? { ...stored.socialLinks, ...values.socialLinks } : stored.socialLinks });
  };
  return {
    get,
    update: (patch: SiteInfoUpdate) => save(patch),
    setHeroImage: (heroImageUrl: string | null) => save({ heroImageUrl }),
    /** An import puts the settings of its document in place of the current ones (absent ones are reset). */
    replace: (values: Partial<SiteInfoValues>) => repo.save({ ...EMPTY_SITE_INFO, ...definedFields(values) }),
    /**
     * Points the CV at a new location (a URL, an uploaded document, or none), then deletes the document the old one
     * pointed at when it was uploaded (images in uploads/ belong to projects, articles or the hero: never the CV's).
     */
    setCvFile(cvFileUrl: string | null, uploads: UploadsRepository): SiteInfoRow {
      const previous = uploads.openUrl(get().cvFileUrl);
      const updated = save({ cvFileUrl });
      if (previous && FILE_TYPES[previous.kind].document && uploads.nameFromUrl(cvFileUrl) !== previous.name) uploads.remove(previous.name);
      return updated;
    },
  };
}
export type SiteInfoUseCases = ReturnType<typeof createSiteInfoUseCases>;
