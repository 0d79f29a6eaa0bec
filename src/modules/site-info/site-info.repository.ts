import { eq } from "drizzle-orm";
import type { Db } from "../../db/open";
import { siteInfo, type SiteInfoRow } from "./site-info.table";

const ROW_ID = 1;

/** Site info is one row; it is created empty on first read so every caller gets a row. */
export function createSiteInfoRepository(db: Db) {
  function get(): SiteInfoRow {
    const row = db.select().from(siteInfo).where(eq(siteInfo.id, ROW_ID)).get();
    if (row) return row;
    return db.insert(siteInfo).values({ id: ROW_ID }).onConflictDoNothing().returning().get() ??
      db.select().from(siteInfo).where(eq(siteInfo.id, ROW_ID)).get()!;
  }

  /** Fields left out (undefined) keep their value; social links merge per network. */
  function update(patch: Partial<Omit<SiteInfoRow, "id">>): SiteInfoRow {
    const current = get();
    const values = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<SiteInfoRow>;
    if (values.socialLinks) values.socialLinks = { ...current.socialLinks, ...values.socialLinks };
    if (Object.keys(values).length === 0) return current;
    return db.update(siteInfo).set(values).where(eq(siteInfo.id, ROW_ID)).returning().get()!;
  }

  return { get, update };
}
export type SiteInfoRepository = ReturnType<typeof createSiteInfoRepository>;
