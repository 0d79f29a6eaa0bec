import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/open";
import { articles, type ArticleRow } from "../articles/articles.table";
import { education, experiences, skills, type EducationRow, type ExperienceRow, type SkillRow } from "../cv/cv.table";
import { projects, type ProjectRow } from "../projects/projects.table";
import { siteInfo, type SiteInfoRow } from "../site-info/site-info.table";
import type { PortfolioDocument } from "./portability.schemas";

/** Ids belong to one database; the document carries content only. */
type Content<Row> = Omit<Row, "id">;

export type PortfolioContent = {
  siteInfo: Content<SiteInfoRow>;
  projects: Content<ProjectRow>[];
  articles: Content<ArticleRow>[];
  experiences: Content<ExperienceRow>[];
  education: Content<EducationRow>[];
  skills: Content<SkillRow>[];
};

/** The import's already validated and sanitised content. */
export type ContentToImport = Omit<PortfolioDocument, "format" | "version" | "exportedAt">;

export type ImportCounts = { projects: number; articles: number; experiences: number; education: number; skills: number };

const SITE_INFO_ID = 1;

const EMPTY_SITE_INFO: Content<SiteInfoRow> = {
  ownerName: "",
  about: "",
  contactEmail: "",
  contactPhone: "",
  contactLocation: "",
  cvFileUrl: null,
  heroImageUrl: null,
  socialLinks: {},
  translations: {},
};

const withoutId = <Row extends { id: number }>({ id: _id, ...content }: Row): Content<Row> => content;

/**
 * Everything the owner wrote, in the order the site lists it (order, then id), so importing it recreates
 * the same lists. Articles in the order they were written. No users, no messages, no secrets.
 */
export function readContent(db: Db): PortfolioContent {
  const settings = db.select().from(siteInfo).where(eq(siteInfo.id, SITE_INFO_ID)).get();
  return {
    siteInfo: settings ? withoutId(settings) : EMPTY_SITE_INFO,
    projects: db.select().from(projects).orderBy(asc(projects.order), asc(projects.id)).all().map(withoutId),
    articles: db.select().from(articles).orderBy(asc(articles.id)).all().map(withoutId),
    experiences: db.select().from(experiences).orderBy(asc(experiences.order), asc(experiences.id)).all().map(withoutId),
    education: db.select().from(education).orderBy(asc(education.order), asc(education.id)).all().map(withoutId),
    skills: db.select().from(skills).orderBy(asc(skills.order), asc(skills.id)).all().map(withoutId),
  };
}

/** Replaces all content in one transaction: any failure leaves the database as it was. Users and messages stay. */
export function replaceContent(db: Db, content: ContentToImport): ImportCounts {
  return db.transaction((tx) => {
    for (const table of [projects, articles, experiences, education, skills, siteInfo]) tx.delete(table).run();
    tx.insert(siteInfo).values({ ...EMPTY_SITE_INFO, ...definedOnly(content.siteInfo), id: SITE_INFO_ID }).run();
    for (const project of content.projects) tx.insert(projects).values(project).run();
    for (const article of content.articles) tx.insert(articles).values(article).run();
    for (const experience of content.experiences) tx.insert(experiences).values(experience).run();
    for (const entry of content.education) tx.insert(education).values(entry).run();
    for (const skill of content.skills) tx.insert(skills).values(skill).run();
    return {
      projects: content.projects.length,
      articles: content.articles.length,
      experiences: content.experiences.length,
      education: content.education.length,
      skills: content.skills.length,
    };
  });
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
