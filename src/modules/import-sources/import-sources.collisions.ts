import { reportNote } from "../../shared/import-report";
import type { CollisionPolicy, ImportReport } from "../../shared/schemas/import-sources";
import { freeSlug } from "./import-sources.normalize";
import { type ImportPlan, type ImportWarning, importWarning, type PlannedArticle, type SkippedItem, skippedItem } from "./import-sources.types";

export type { CollisionPolicy, ImportReport };

export type PlannedAction =
  | { action: "create"; item: PlannedArticle }
  /** Created under a free slug (`item.article.slug`); `requestedSlug` is the one that was taken. */
  | { action: "create-renamed"; item: PlannedArticle; requestedSlug: string }
  /** Replaces the existing article that has `item.article.slug`. */
  | { action: "update"; item: PlannedArticle }
  /** Left out: an article with its slug exists and the policy keeps it. */
  | { action: "skip"; item: PlannedArticle };

/**
 * What each planned article becomes against the site's existing slugs. Renamed slugs avoid the existing ones
 * and every slug of the import itself (so a later item keeps its own), as `slug-2`, `slug-3`...
 */
export function planCollisions(plan: ImportPlan, existingSlugs: Iterable<string>, policy: CollisionPolicy): PlannedAction[] {
  const existing = new Set(existingSlugs);
  const taken = new Set([...existing, ...plan.articles.map((item) => item.article.slug)]);
  return plan.articles.map((item): PlannedAction => {
    const slug = item.article.slug;
    if (!existing.has(slug)) return { action: "create", item };
    if (policy === "skip") return { action: "skip", item };
    if (policy === "overwrite") return { action: "update", item };
    const renamed = freeSlug(slug, (candidate) => taken.has(candidate));
    taken.add(renamed);
    return { action: "create-renamed", item: { ...item, article: { ...item.article, slug: renamed } }, requestedSlug: slug };
  });
}

/** The report for carrying out these actions: counts, everything not imported and why, and every warning. */
export function buildImportReport(plan: ImportPlan, actions: PlannedAction[]): ImportReport {
  const skipped: SkippedItem[] = [...plan.skipped];
  const warnings: ImportWarning[] = [...plan.warnings];
  let created = 0;
  let updated = 0;
  for (const action of actions) {
    const title = action.item.article.title;
    if (action.action === "skip") {
      skipped.push(skippedItem(title, reportNote("slug-exists")));
      continue;
    }
    if (action.action === "update") updated++;
    else created++;
    warnings.push(...action.item.warnings.map((note) => importWarning(title, note)));
    if (action.action === "create-renamed") {
      warnings.push(importWarning(title, reportNote("slug-renamed", { requested: action.requestedSlug, slug: action.item.article.slug })));
    }
  }
  return { created, updated, skipped, warnings };
}
