import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { notFound } from "../../lib/errors";
import { readId, readJson } from "../../lib/http";
import { localize, requestedLanguage } from "../../lib/translate";
import { parseOrThrow } from "../../lib/validation";
import { requireAdmin } from "../auth/auth.middleware";
import { readTimeMinutes } from "./articles.content";
import { createArticleRepository } from "./articles.repository";
import { articleInputSchema, articleUpdateSchema } from "../../shared/schemas/articles";
import type { ArticleRow } from "./articles.table";

const NOT_FOUND = "Article not found";

/** An article as the API answers it: in the asked language, with its reading time computed from that text. */
function present(row: ArticleRow, c: Context<AppEnv>) {
  const article = localize(row, requestedLanguage(c));
  return { ...article, readTime: readTimeMinutes(article.content) };
}

export function articlesRoutes({ db }: AppDeps) {
  const repo = createArticleRepository(db);

  /** Visitors never see drafts: a draft is "not found" for them (contract §2). */
  function visible(row: ArticleRow | undefined, c: Context<AppEnv>): ArticleRow {
    if (!row || (!row.published && !c.get("user"))) throw notFound(NOT_FOUND);
    return row;
  }

  function found(row: ArticleRow | undefined): ArticleRow {
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  return new Hono<AppEnv>()
    .get("/articles", (c) => c.json(repo.list({ includeDrafts: c.get("user") !== null }).map((row) => present(row, c))))
    .get("/articles/slug/:slug", (c) => c.json(present(visible(repo.findBySlug(c.req.param("slug")), c), c)))
    .get("/articles/:id", (c) => c.json(present(visible(repo.findById(readId(c)), c), c)))
    .post("/articles", requireAdmin(), async (c) => {
      const input = parseOrThrow(articleInputSchema, await readJson(c));
      return c.json(present(repo.create(input), c), 201);
    })
    .put("/articles/:id", requireAdmin(), async (c) => {
      const id = readId(c);
      const patch = parseOrThrow(articleUpdateSchema, await readJson(c));
      return c.json(present(found(repo.update(id, patch)), c));
    })
    .post("/articles/:id/publish", requireAdmin(), (c) => c.json(present(found(repo.setPublished(readId(c), true)), c)))
    .post("/articles/:id/unpublish", requireAdmin(), (c) => c.json(present(found(repo.setPublished(readId(c), false)), c)))
    .delete("/articles/:id", requireAdmin(), (c) => {
      if (!repo.remove(readId(c))) throw notFound(NOT_FOUND);
      return c.body(null, 204);
    });
}
