import type { Db } from "../../db/open";
import { DomainError } from "../../lib/errors";
import { isDue, latestScheduleTime, MAX_SCHEDULE_YEARS } from "../../shared/schemas/articles";
import { type ReportNote, reportNote } from "../../shared/import-report";
import type { CollisionPolicy, ImportReport } from "../../shared/schemas/import-sources";
import { createArticlesUseCases } from "../articles/articles.usecases";
import { createUploadsRepository, type UploadsRepository } from "../uploads/uploads.repository";
import type { Clock } from "../../platform/scheduler/scheduler.clock";
import { buildImportReport, planCollisions, type PlannedAction } from "./import-sources.collisions";
import { parseGhostExport } from "./import-sources.ghost";
import { parseMarkdownArchive } from "./import-sources.markdown";
import type { ImportPlan, ImportSource, ParseResult, PlannedArticle, PlannedUpload } from "./import-sources.types";
import { replaceUploadTokens, uploadTokensIn } from "./import-sources.uploads";
import { parseWordpressExport } from "./import-sources.wordpress";

export type ImportRequest = { source: ImportSource; bytes: Uint8Array; onCollision: CollisionPolicy };

const PARSERS: Record<ImportSource, (bytes: Uint8Array) => ParseResult> = {
  ghost: parseGhostExport,
  wordpress: parseWordpressExport,
  markdown: (bytes) => parseMarkdownArchive(bytes),
};

type FileShape = "ZIP" | "XML" | "JSON";

const SHAPE_NAMES: Record<FileShape, string> = { ZIP: "a ZIP archive", XML: "an XML document", JSON: "a JSON document" };

const EXPECTED: Record<ImportSource, { name: string; shape: FileShape }> = {
  ghost: { name: "a Ghost export", shape: "JSON" },
  wordpress: { name: "a WordPress export", shape: "XML" },
  markdown: { name: "a Markdown archive", shape: "ZIP" },
};

/** What a file looks like from its first bytes, to name a file of the wrong kind for what it is. */
function shapeOf(bytes: Uint8Array): FileShape | null {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return "ZIP";
  const start = new TextDecoder()
    .decode(bytes.subarray(0, 64))
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (start.startsWith("<")) return "XML";
  if (start.startsWith("{") || start.startsWith("[")) return "JSON";
  return null;
}

/**
 * Scheduled in the source (Ghost "scheduled", WordPress "future"): the article is scheduled here for the same time,
 * and goes out then. A time already past (the export was taken before it) publishes it with that date; a post with
 * no date, or one further ahead than the site schedules, comes in as a draft. The report names each case.
 */
export function asScheduledHere(item: PlannedArticle, now: Date): PlannedArticle {
  if (!item.scheduled) return item;
  const due = item.article.publishedAt;
  const draft = (reason: ReportNote): PlannedArticle => ({
    ...item,
    article: { ...item.article, published: false, publishAt: null, publishedAt: null },
    warnings: [...item.warnings, reason],
  });
  if (due === null) return draft(reportNote("scheduled-unknown-date"));
  if (Date.parse(due) > latestScheduleTime(now).getTime()) return draft(reportNote("scheduled-too-far", { date: due, years: MAX_SCHEDULE_YEARS }));
  if (isDue(due, now)) return { ...item, warnings: [...item.warnings, reportNote("scheduled-past", { date: due })] };
  return {
    ...item,
    article: { ...item.article, published: true, publishAt: due, publishedAt: null },
    warnings: [...item.warnings, reportNote("scheduled", { date: due })],
  };
}

/** The source read into a plan, or a 400 that says why the whole file cannot be imported. */
function readPlan({ source, bytes }: ImportRequest, now: Date): ImportPlan {
  const expected = EXPECTED[source];
  const shape = shapeOf(bytes);
  if (shape !== null && shape !== expected.shape) {
    throw new DomainError("invalid", `This file is ${SHAPE_NAMES[shape]}, not ${expected.name} (${SHAPE_NAMES[expected.shape]}). Nothing was imported.`);
  }
  const result = PARSERS[source](bytes);
  if (!result.ok) throw new DomainError("invalid", `${result.error.message} Nothing was imported.`);
  return { ...result.plan, articles: result.plan.articles.map((item) => asScheduledHere(item, now)) };
}

/** The archive images that the articles about to be written use (a skipped article's images are not stored). */
function uploadsUsedBy(uploads: PlannedUpload[], actions: PlannedAction[]): PlannedUpload[] {
  const used = new Set(actions.flatMap((action) => (action.action === "skip" ? [] : uploadTokensIn(JSON.stringify(action.item.article)))));
  return uploads.filter((upload) => used.has(upload.token));
}

/**
 * Stores each image as it is read from the archive (one in memory at a time), noting its URL in `stored` as it goes
 * so that a failure later can take them all back. Answers the stored URL of each upload token.
 */
function storeUploads(plan: ImportPlan, uploads: PlannedUpload[], store: UploadsRepository, stored: string[]): Map<string, string> {
  const urlByToken = new Map<string, string>();
  if (uploads.length === 0) return urlByToken;
  if (!plan.readUploadFiles) throw new Error("The plan has uploads but no archive to read them from.");
  const bySourcePath = new Map(uploads.map((upload) => [upload.sourcePath, upload]));
  plan.readUploadFiles(new Set(bySourcePath.keys()), (sourcePath, bytes) => {
    const upload = bySourcePath.get(sourcePath)!;
    const url = store.save(bytes, upload.kind);
    stored.push(url);
    urlByToken.set(upload.token, url);
  });
  return urlByToken;
}

/**
 * Importing articles from Ghost, WordPress or Markdown (the export to Markdown is portability's). The admin's
 * POST /api/import/preview and /apply and `portfolio import --from` all go through `preview` and `apply`.
 */
export function createImportSourcesUseCases({ db, dataDir, clock }: { db: Db; dataDir: string; clock: Clock }) {
  const now = () => new Date(clock.now());
  return {
    /** What `apply` would do with this file now, changing nothing. */
    preview(request: ImportRequest): ImportReport {
      const plan = readPlan(request, now());
      return buildImportReport(plan, planCollisions(plan, createArticlesUseCases(db, { clock }).slugs(), request.onCollision));
    },

    /**
     * Imports the file, all of it or nothing: in one synchronous run the slugs in use are read, the images the
     * written articles use are stored, and every article is written through the articles' rules in one transaction.
     * If anything fails the transaction rolls back and the images stored for it are deleted.
     */
    apply(request: ImportRequest): ImportReport {
      const plan = readPlan(request, now());
      const store = createUploadsRepository(dataDir);
      const stored: string[] = [];
      try {
        return db.transaction((tx) => {
          const articles = createArticlesUseCases(tx, { clock });
          const actions = planCollisions(plan, articles.slugs(), request.onCollision);
          const urlByToken = storeUploads(plan, uploadsUsedBy(plan.uploads, actions), store, stored);
          for (const action of actions) {
            if (action.action === "skip") continue;
            const article = replaceUploadTokens(action.item.article, urlByToken);
            if (action.action === "update") articles.overwriteBySlug(article);
            else articles.importArticle(article);
          }
          return buildImportReport(plan, actions);
        });
      } catch (error) {
        for (const url of stored) store.remove(store.nameFromUrl(url) ?? "");
        throw error;
      }
    },
  };
}
export type ImportSourcesUseCases = ReturnType<typeof createImportSourcesUseCases>;
