import * as v from "valibot";
import type { Db } from "../../db/open";
import { badRequest } from "../../lib/errors";
import { toIssues } from "../../lib/validation";
import { assertPublishable, withSanitizedHtml } from "../articles/articles.content";
import type { ArticleRow } from "../articles/articles.table";
import { createArticlesUseCases } from "../articles/articles.usecases";
import type { EducationRow, ExperienceRow, SkillRow } from "../cv/cv.table";
import { createCvUseCases } from "../cv/cv.usecases";
import type { ProjectRow } from "../projects/projects.table";
import { createProjectsUseCases } from "../projects/projects.usecases";
import type { SiteInfoRow } from "../site-info/site-info.table";
import { createSiteInfoUseCases } from "../site-info/site-info.usecases";
import type { Clock } from "../../platform/scheduler/scheduler.clock";
import { createSubscribersRepository, type SubscriberValues } from "../subscribers/subscribers.repository";
import { EXPORT_FORMAT, EXPORT_VERSION, portfolioDocumentSchema, type PortfolioDocument } from "./portability.schemas";

/** Ids belong to one database; the document carries content only. */
type Content<Row> = Omit<Row, "id">;
export type PortfolioContent = {
  siteInfo: Content<SiteInfoRow>;
  projects: Content<ProjectRow>[];
  articles: Content<ArticleRow>[];
  experiences: Content<ExperienceRow>[];
  education: Content<EducationRow>[];
  skills: Content<SkillRow>[];
  /** The readers, without their tokens. */
  subscribers: SubscriberValues[];
};
export type PortfolioExport = { format: typeof EXPORT_FORMAT; version: typeof EXPORT_VERSION; exportedAt: string } & PortfolioContent;
export type ImportCounts = { projects: number; articles: number; experiences: number; education: number; skills: number; subscribers: number };

const withoutId = <Row extends { id: number }>({ id: _id, ...content }: Row): Content<Row> => content;

/**
 * The document GET /api/export and `portfolio export` write (contract §2): everything the owner wrote, in the order
 * the site lists it, read through each domain, and the readers (an owner moving the site takes them along). No users,
 * no messages, no secrets.
 */
export function exportPortfolio(db: Db, clock: Clock): PortfolioExport {
  const cv = createCvUseCases(db);
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date(clock.now()).toISOString(),
    siteInfo: withoutId(createSiteInfoUseCases(db).get()),
    projects: createProjectsUseCases(db).exportAll().map(withoutId),
    articles: createArticlesUseCases(db, { clock }).exportAll().map(withoutId),
    experiences: cv.experiences.exportAll().map(withoutId),
    education: cv.education.exportAll().map(withoutId),
    skills: cv.skills.exportAll().map(withoutId),
    subscribers: createSubscribersRepository(db)
      .list()
      .reverse()
      .map(({ email, language, status, requestedAt, confirmedAt, unsubscribedAt, createdAt }) => ({
        email,
        language,
        status,
        requestedAt,
        confirmedAt,
        unsubscribedAt,
        createdAt,
      })),
  };
}

/**
 * Validates the whole document first, then each domain replaces its content, all in one transaction: anything
 * invalid is a 400 whose issues point into the document ("projects.2.title") and nothing changes. Users and messages
 * stay. A published article without any date is dated by `clock`.
 */
export function importPortfolio(db: Db, document: unknown, clock: Clock): ImportCounts {
  const result = v.safeParse(portfolioDocumentSchema, document);
  if (!result.success) throw badRequest("Not a valid portfolio export; nothing was imported.", toIssues(result.issues));
  const { format: _format, version: _version, exportedAt: _exportedAt, ...content } = result.output;
  const importedAt = new Date(clock.now()).toISOString();
  const articles = content.articles.map((article, i) => asStoredArticle(article, i, importedAt));
  return db.transaction((tx) => {
    createSiteInfoUseCases(tx).replace(content.siteInfo);
    createProjectsUseCases(tx).replaceAll(content.projects);
    createArticlesUseCases(tx, { clock }).replaceAll(articles);
    const cv = createCvUseCases(tx);
    cv.experiences.replaceAll(content.experiences);
    cv.education.replaceAll(content.education);
    cv.skills.replaceAll(content.skills);
    if (content.subscribers) createSubscribersRepository(tx).replaceAll(content.subscribers);
    return {
      projects: content.projects.length,
      articles: articles.length,
      experiences: content.experiences.length,
      education: content.education.length,
      skills: content.skills.length,
      subscribers: content.subscribers?.length ?? 0,
    };
  });
}

/** Sanitised like any saved article; a published article without a date takes the date it was written, else `importedAt`. */
function asStoredArticle(article: PortfolioDocument["articles"][number], index: number, importedAt: string): PortfolioDocument["articles"][number] {
  const publishedAt = article.publishedAt ?? (article.published ? (article.createdAt ?? importedAt) : null);
  const stored = withSanitizedHtml({ ...article, publishedAt });
  assertPublishable(stored, `articles.${index}.`);
  return stored;
}
