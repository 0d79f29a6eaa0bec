import { describe, expect, test } from "bun:test";
import { buildImportReport, planCollisions } from "./import-sources.collisions";
import { type ReportNote, reportNote } from "../../shared/import-report";
import { type ImportPlan, importWarning, type PlannedArticle, skippedItem } from "./import-sources.types";

const planned = (slug: string, warnings: ReportNote[] = []): PlannedArticle => ({
  origin: `post ${slug}`,
  article: {
    title: `Title of ${slug}`,
    slug,
    summary: "A summary long enough.",
    content: "<p>Content that is long enough to be accepted by the article rules.</p>",
    category: "General",
    imageUrl: null,
    published: true,
    publishAt: null,
    translations: {},
    publishedAt: "2024-01-01T00:00:00.000Z",
    createdAt: null,
    updatedAt: null,
  },
  scheduled: false,
  warnings,
});

const plan: ImportPlan = {
  source: "ghost",
  articles: [planned("fresh", [reportNote("no-category", { fallback: "General" })]), planned("taken"), planned("taken-2")],
  skipped: [skippedItem("Only mobiledoc", reportNote("no-rendered-html"))],
  warnings: [importWarning("Ghost export", reportNote("page-not-imported"))],
  uploads: [],
};
const existing = ["taken", "other"];

describe("planCollisions", () => {
  test("a free slug is created whatever the policy", () => {
    for (const policy of ["skip", "rename", "overwrite"] as const) {
      expect(planCollisions(plan, existing, policy)[0]).toEqual({ action: "create", item: plan.articles[0]! });
    }
  });

  test("skip: a taken slug is skipped with the reason", () => {
    expect(planCollisions(plan, existing, "skip").map((a) => a.action)).toEqual(["create", "skip", "create"]);
    expect(planCollisions(plan, existing, "skip")[1]).toMatchObject({ action: "skip", item: plan.articles[1]! });
  });

  test("overwrite: a taken slug updates the existing article", () => {
    expect(planCollisions(plan, existing, "overwrite")[1]).toEqual({ action: "update", item: plan.articles[1]! });
  });

  test("rename: a taken slug gets the first free suffix, avoiding the import's own slugs too", () => {
    const actions = planCollisions(plan, existing, "rename");
    // "taken-2" is the next item's slug, so the renamed one becomes taken-3.
    expect(actions[1]).toMatchObject({ action: "create-renamed", requestedSlug: "taken", item: { article: { slug: "taken-3" } } });
    expect(actions[2]).toMatchObject({ action: "create", item: { article: { slug: "taken-2" } } });
    expect(plan.articles[1]!.article.slug).toBe("taken");
  });

  test("renames never collide with each other", () => {
    const twice: ImportPlan = { ...plan, articles: [planned("a-post"), planned("b-post")] };
    const actions = planCollisions(twice, ["a-post", "b-post", "a-post-2"], "rename");
    expect(actions.map((a) => a.item.article.slug)).toEqual(["a-post-3", "b-post-2"]);
  });

  test("an empty site creates everything", () => {
    expect(planCollisions(plan, [], "skip").every((a) => a.action === "create")).toBe(true);
  });
});

describe("buildImportReport", () => {
  test("counts, skips (the plan's and the collisions') and warnings (the plan's and each imported item's)", () => {
    expect(buildImportReport(plan, planCollisions(plan, existing, "skip"))).toEqual({
      created: 2,
      updated: 0,
      skipped: [
        {
          title: "Only mobiledoc",
          reason: "no rendered HTML in the export (only its mobiledoc or lexical source)",
          code: "no-rendered-html",
          params: {},
        },
        { title: "Title of taken", reason: "slug exists", code: "slug-exists", params: {} },
      ],
      warnings: [
        { title: "Ghost export", message: "1 page not imported: only posts are", code: "page-not-imported", params: {} },
        { title: "Title of fresh", message: "no category: filed under General", code: "no-category", params: { fallback: "General" } },
      ],
    });
  });

  test("overwrites count as updated; renames say so", () => {
    expect(buildImportReport(plan, planCollisions(plan, existing, "overwrite"))).toMatchObject({ created: 2, updated: 1 });
    expect(buildImportReport(plan, planCollisions(plan, existing, "rename")).warnings).toContainEqual({
      title: "Title of taken",
      message: 'slug "taken" exists: imported as "taken-3"',
      code: "slug-renamed",
      params: { requested: "taken", slug: "taken-3" },
    });
  });
});
