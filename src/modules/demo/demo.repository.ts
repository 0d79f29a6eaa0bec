import { and, eq, or } from "drizzle-orm";
import type { Db } from "../../db/open";
import { articles, education, experiences, projects, siteInfo, skills } from "../../db/schema";
import type { SiteInfoRow } from "../site-info/site-info.table";
import { DEMO_ARTICLES, DEMO_EDUCATION, DEMO_EXPERIENCES, DEMO_PROJECTS, DEMO_SITE_INFO, DEMO_SKILLS } from "./demo.content";

const SITE_INFO_ID = 1;

/**
 * How each demo entry is recognised: by the fields that name it. An entry whose name the owner changed has become
 * theirs and stays; one they left as seeded is demo content, even if they touched its other fields.
 */
const DEMO_ROWS = [
  { name: "projects", table: projects, match: DEMO_PROJECTS.map((p) => and(eq(projects.title, p.title), eq(projects.description, p.description))!) },
  { name: "articles", table: articles, match: DEMO_ARTICLES.map((a) => and(eq(articles.slug, a.slug), eq(articles.title, a.title))!) },
  { name: "experiences", table: experiences, match: DEMO_EXPERIENCES.map((e) => and(eq(experiences.title, e.title), eq(experiences.company, e.company))!) },
  { name: "education", table: education, match: DEMO_EDUCATION.map((e) => and(eq(education.degree, e.degree), eq(education.institution, e.institution))!) },
  { name: "skills", table: skills, match: DEMO_SKILLS.map((s) => eq(skills.category, s.category)) },
] as const;

export type DemoRemoval = Record<(typeof DEMO_ROWS)[number]["name"], number> & { siteInfo: boolean };

type SiteInfoFields = Omit<SiteInfoRow, "id">;
const TEXT_FIELDS = ["ownerName", "about", "contactEmail", "contactPhone", "contactLocation", "siteTitle", "headline", "availability", "footerNote"] as const;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The site info with every value still as the demo seeded it cleared; null when nothing of the demo is left in it. */
function withoutDemoSiteInfo(info: SiteInfoRow): Partial<SiteInfoFields> | null {
  const changes: Partial<SiteInfoFields> = {};
  for (const field of TEXT_FIELDS) if (info[field] !== "" && info[field] === DEMO_SITE_INFO[field]) changes[field] = "";
  if (info.yearsOfExperience !== null && info.yearsOfExperience === DEMO_SITE_INFO.yearsOfExperience) changes.yearsOfExperience = null;
  if (info.highlights.length > 0 && sameValue(info.highlights, DEMO_SITE_INFO.highlights)) changes.highlights = [];
  const demoLinks = DEMO_SITE_INFO.socialLinks as Record<string, string>;
  const links = Object.fromEntries(Object.entries(info.socialLinks).filter(([network, url]) => demoLinks[network] !== url));
  if (Object.keys(links).length !== Object.keys(info.socialLinks).length) changes.socialLinks = links;
  // Per language, each translated text the demo wrote and the owner left as it was.
  const demoTranslations: SiteInfoFields["translations"] = DEMO_SITE_INFO.translations;
  let translationsChanged = false;
  const translations = Object.fromEntries(
    Object.entries(info.translations).flatMap(([lang, fields]) => {
      const demo: Record<string, unknown> = demoTranslations[lang] ?? {};
      const kept = Object.fromEntries(Object.entries(fields ?? {}).filter(([field, value]) => !(field in demo && sameValue(value, demo[field]))));
      if (Object.keys(kept).length !== Object.keys(fields ?? {}).length) translationsChanged = true;
      return Object.keys(kept).length ? [[lang, kept]] : [];
    }),
  );
  if (translationsChanged) changes.translations = translations;
  return Object.keys(changes).length ? changes : null;
}

export function createDemoRepository(db: Db) {
  return {
    /** True while any demo entry the seed wrote is still there, as seeded. */
    present(): boolean {
      if (
        DEMO_ROWS.some(({ table, match }) =>
          db
            .select({ id: table.id })
            .from(table)
            .where(or(...match))
            .limit(1)
            .get(),
        )
      )
        return true;
      const info = db.select().from(siteInfo).where(eq(siteInfo.id, SITE_INFO_ID)).get();
      return info !== undefined && withoutDemoSiteInfo(info) !== null;
    },
    /** Deletes every demo entry still as seeded and clears the demo's site info, in one transaction; the owner's own entries stay. */
    remove(): DemoRemoval {
      return db.transaction((tx) => {
        const removed = Object.fromEntries(
          DEMO_ROWS.map(({ name, table, match }) => [
            name,
            tx
              .delete(table)
              .where(or(...match))
              .returning({ id: table.id })
              .all().length,
          ]),
        ) as Omit<DemoRemoval, "siteInfo">;
        const info = tx.select().from(siteInfo).where(eq(siteInfo.id, SITE_INFO_ID)).get();
        const changes = info && withoutDemoSiteInfo(info);
        if (changes) tx.update(siteInfo).set(changes).where(eq(siteInfo.id, SITE_INFO_ID)).run();
        return { ...removed, siteInfo: Boolean(changes) };
      });
    },
  };
}
