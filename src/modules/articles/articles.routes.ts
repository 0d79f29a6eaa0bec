import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { readId, readJson } from "../../lib/http";
import { localize, requestedLanguage } from "../../lib/translate";
import { parseOrThrow } from "../../lib/validation";
import type { AnyLanguage, Article } from "../../shared/api";
import { articleInputSchema, articleUpdateSchema } from "../../shared/schemas/articles";
import { requireAdmin } from "../auth/auth.middleware";
import { readTimeMinutes } from "./articles.content";
import type { ArticleRow } from "./articles.table";
import { createArticleUseCases } from "./articles.usecases";

/** An article as the API answers it: in the asked language, with its reading time computed from that text. */
function present(row: ArticleRow, c: Context<AppEnv>): AnyLanguage<Article> {
  const article = localize(row, requestedLanguage(c));
  return { ...article, readTime: readTimeMinutes(article.content) };
}

export function articlesRoutes({ db }: AppDeps) {
  const articles = createArticleUseCases(db);
  const signedIn = (c: Context<AppEnv>) => ({ signedIn: c.get("user") !== null });
  return new Hono<AppEnv>()
    .get("/articles", (c) => c.json(articles.list({ includeDrafts: c.get("user") !== null }).map((row) => present(row, c))))
    .get("/articles/slug/:slug", (c) => c.json(present(articles.getBySlug(c.req.param("slug"), signedIn(c)), c)))
    .get("/articles/:id", (c) => c.json(present(articles.get(readId(c), signedIn(c)), c)))
    .post("/articles", requireAdmin(), async (c) => c.json(present(articles.create(parseOrThrow(articleInputSchema, await readJson(c))), c), 201))
    .put("/articles/:id", requireAdmin(), async (c) => {
      const id = readId(c);
      return c.json(present(articles.update(id, parseOrThrow(articleUpdateSchema, await readJson(c))), c));
    })
    .post("/articles/:id/publish", requireAdmin(), (c) => c.json(present(articles.setPublished(readId(c), true), c)))
    .post("/articles/:id/unpublish", requireAdmin(), (c) => c.json(present(articles.setPublished(readId(c), false), c)))
    .delete("/articles/:id", requireAdmin(), (c) => {
      articles.remove(readId(c));
      return c.body(null, 204);
    });
}
