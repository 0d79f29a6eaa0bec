import { renamedMessage, SLUG_EXISTS, type CollisionPolicy, type ImportReport } from "../../shared/schemas/import-sources";
import { freeSlug } from "./import-sources.normalize";
import type { ImportPlan, ImportWarning, PlannedArticle, SkippedItem } from "./import-sources.types";

export { SLUG_EXISTS, type CollisionPolicy, type ImportReport };

export type PlannedAction =
  | { action: "create"; item: PlannedArticle }
  /** Created under a free slug (`item.article.slug`); `requestedSlug` is the one that was taken. */
  | { action: "create-renamed"; item: PlannedArticle; requestedSlug: string }
  /** Replaces the existing article that has `item.article.slug`. */
  | { action: "update"; item: PlannedArticle }
  | { action: "skip"; item: PlannedArticle; reason: typeof SLUG_EXISTS };

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
    if (policy === "skip") return { action: "skip", item, reason: SLUG_EXISTS };
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
      skipped.push({ title, reason: action.reason });
      continue;
    }
    if (action.action === "update") updated++;
    else created++;
    warnings.push(...action.item.warnings.map((message) => ({ title, message })));
    if (action.action === "create-renamed") {
      warnings.push({ title, message: renamedMessage(action.requestedSlug, action.item.article.slug) });
    }
  }
  return { created, updated, skipped, warnings };
}
