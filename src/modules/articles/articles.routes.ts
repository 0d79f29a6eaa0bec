import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { readId, readJson } from "../../lib/http";
import { siteBase } from "../../lib/request-origin";
import { localize, requestedLanguage } from "../../lib/translate";
import { parseOrThrow } from "../../lib/validation";
import type { AnyLanguage, Article, ArticleSearchResult, PreviewLink, PreviewLinkState } from "../../shared/api";
import { DEFAULT_LANGUAGE } from "../../shared/languages";
import { articleInputSchema, articleUpdateSchema } from "../../shared/schemas/articles";
import { requireAdmin } from "../auth/auth.middleware";
import { readTimeMinutes } from "./articles.content";
import type { ArticleRow } from "./articles.table";
import { createArticlesUseCases, isScheduled, type PublicationListener } from "./articles.usecases";

/** The public path of a private preview (the request log masks its token). */
export const previewPath = (token: string) => `/preview/${token}`;

/** Preview answers are for whoever holds the link: never kept by a cache, never indexed. */
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export function articlesRoutes({ db, config, clock }: AppDeps, { listeners }: { listeners: PublicationListener[] }) {
  const articles = createArticlesUseCases(db, { clock, listeners });
  const signedIn = (c: Context<AppEnv>) => ({ signedIn: c.get("user") !== null });

  /**
   * An article as the API answers it: in the asked language, with its reading time computed from that text. The
   * admin's reads (and a preview's) also say whether it is scheduled.
   */
  const present = (row: ArticleRow, c: Context<AppEnv>, withState = c.get("user") !== null): AnyLanguage<Article> => {
    // Whether readers are mailed is the owner's business, never shown to visitors.
    const { mailReaders, ...article } = localize(row, requestedLanguage(c));
    return {
      ...article,
      readTime: readTimeMinutes(article.content),
      ...(withState ? { scheduled: isScheduled(row, new Date(clock.now())) } : {}),
      ...(c.get("user") ? { mailReaders } : {}),
    };
  };

  return new Hono<AppEnv>()
    .get("/articles", (c) => {
      const query = c.req.query("q");
      if (query !== undefined) {
        const hits = articles.search(query, requestedLanguage(c) ?? DEFAULT_LANGUAGE);
        return c.json(hits.map(({ article, snippet, matchedLanguage }): ArticleSearchResult => ({ ...present(article, c), snippet, matchedLanguage })));
      }
      return c.json(articles.list({ includeDrafts: c.get("user") !== null }).map((row) => present(row, c)));
    })
    .get("/articles/slug/:slug", (c) => c.json(present(articles.getBySlug(c.req.param("slug"), signedIn(c)), c)))
    .get("/articles/slug/:slug/related", (c) => {
      const article = articles.getBySlug(c.req.param("slug"), signedIn(c));
      return c.json(articles.relatedTo(article).map((row) => present(row, c)));
    })
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
    })
    .get("/articles/:id/preview-link", requireAdmin(), (c) => c.json({ createdAt: articles.preview.createdAt(readId(c)) } satisfies PreviewLinkState))
    .post("/articles/:id/preview-link", requireAdmin(), (c) => {
      const token = articles.preview.create(readId(c));
      const base = siteBase(c.req.raw, config) ?? "";
      return c.json({ url: `${base}${previewPath(token)}`, token } satisfies PreviewLink, 201);
    })
    .delete("/articles/:id/preview-link", requireAdmin(), (c) => {
      articles.preview.revoke(readId(c));
      return c.body(null, 204);
    })
    .get("/preview/:token", (c) => c.json(present(articles.preview.open(c.req.param("token")), c, true), 200, PRIVATE_HEADERS))
    .get("/preview/:token/related", (c) => {
      const article = articles.preview.open(c.req.param("token"));
      return c.json(
        articles.relatedTo(article).map((row) => present(row, c)),
        200,
        PRIVATE_HEADERS,
      );
    });
}
