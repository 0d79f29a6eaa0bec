import { eq } from "drizzle-orm";
import type { Db } from "../../db/open";
import { articles, education, experiences, projects, siteInfo, skills } from "../../db/schema";
import type { SiteInfoRow } from "../site-info/site-info.table";
import { DEMO_ARTICLES, DEMO_EDUCATION, DEMO_EXPERIENCES, DEMO_PROJECTS, DEMO_SITE_INFO, DEMO_SKILLS } from "./demo.content";

const SITE_INFO_ID = 1;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Fills an empty database with the demo portfolio (src/db/demo-content.ts) and returns true; returns false and
 * changes nothing when any content exists: a project, article, experience, education entry or skill, or a site
 * info row with anything filled in. Users and messages do not count as content. The check and the inserts run in
 * one IMMEDIATE transaction, so two processes starting at once cannot both seed.
 */
export function seedDemo(db: Db): boolean {
  return db.transaction(
    (tx) => {
      if (!isEmpty(tx)) return false;
      tx.insert(siteInfo)
        .values({ id: SITE_INFO_ID, ...DEMO_SITE_INFO })
        .onConflictDoUpdate({ target: siteInfo.id, set: DEMO_SITE_INFO })
        .run();
      tx.insert(projects).values(DEMO_PROJECTS).run();
      tx.insert(experiences).values(DEMO_EXPERIENCES).run();
      tx.insert(education).values(DEMO_EDUCATION).run();
      tx.insert(skills).values(DEMO_SKILLS).run();
      tx.insert(articles).values(DEMO_ARTICLES).run();
      return true;
    },
    { behavior: "immediate" },
  );
}

/** True when the owner (or the demo) has written anything: users and messages do not count. */
export function hasContent(db: Db): boolean {
  return !isEmpty(db);
}

function isEmpty(tx: Tx | Db): boolean {
  const hasRows = [projects, articles, experiences, education, skills].some((table) => tx.select({ id: table.id }).from(table).limit(1).get() !== undefined);
  if (hasRows) return false;
  const info = tx.select().from(siteInfo).where(eq(siteInfo.id, SITE_INFO_ID)).get();
  return info === undefined || isBlankSiteInfo(info);
}

/** A row with nothing in it: every text empty, no URLs, links, highlights, years or translations. */
function isBlankSiteInfo(info: SiteInfoRow): boolean {
  const texts = [
    info.ownerName,
    info.about,
    info.contactEmail,
    info.contactPhone,
    info.contactLocation,
    info.cvFileUrl,
    info.heroImageUrl,
    info.siteTitle,
    info.headline,
    info.availability,
    info.footerNote,
    ...info.highlights,
  ];
  const links = Object.values(info.socialLinks ?? {});
  const translated = Object.values(info.translations ?? {}).flatMap((fields) => Object.values(fields ?? {}).flat());
  const blank = [...texts, ...links, ...translated].every((value) => value === null || value === undefined || value.trim() === "");
  return blank && info.yearsOfExperience === null;
}
