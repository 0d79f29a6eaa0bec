import { Hono } from "hono";
import type { AppEnv } from "../../app-deps";
import { readId, readJson } from "../../lib/http";
import { parseOrThrow } from "../../lib/validation";
import {
  fediverseServerBlockSchema,
  fediverseUsernameSchema,
  type FediverseAdminReply,
  type FediverseProfile,
  type FediverseReply,
  type FediverseView,
} from "../../shared/schemas/fediverse";
import { requireAdmin } from "../auth/auth.middleware";
import { createArticlesUseCases } from "../articles/articles.usecases";
import type { AppDeps } from "../../app-deps";
import type { ReplyRow } from "./fediverse.table";
import { followFromRoute } from "./fediverse.follow-route";
import type { FediverseUseCases } from "./fediverse.usecases";

const replyOf = ({ id, articleId, authorName, authorHandle, authorUrl, avatarPath, content, url, publishedAt, state }: ReplyRow): FediverseReply => ({
  id,
  articleId,
  authorName,
  authorHandle,
  authorUrl,
  avatarUrl: avatarPath,
  content,
  url,
  publishedAt,
  state,
});

/**
 * The admin's fediverse API (the handle, followers, blocks, deliveries, replies to moderate) and the approved replies
 * under an article, which visitors read.
 */
export function fediverseRoutes(deps: AppDeps, fediverse: FediverseUseCases) {
  const { db, clock } = deps;
  const { repo } = fediverse;
  const articles = createArticlesUseCases(db, { clock });
  const titles = () => new Map(articles.list({ includeDrafts: true }).map((row) => [row.id, row.title]));
  const reactions = () => {
    const title = titles();
    return repo.announced
      .all()
      .filter((row) => row.likes + row.boosts > 0 && title.has(row.articleId))
      .map(({ articleId, likes, boosts }) => ({ articleId, title: title.get(articleId)!, likes, boosts }))
      .sort((a, b) => b.likes + b.boosts - (a.likes + a.boosts));
  };
  const adminReplies = (): FediverseAdminReply[] => {
    const title = titles();
    return repo.replies.list().map((row) => ({ ...replyOf(row), articleTitle: title.get(row.articleId) ?? "" }));
  };
  const view = (): FediverseView => {
    const followers = repo.followers.list();
    return {
      ...fediverse.status(),
      handle: fediverse.handle(),
      actorUrl: fediverse.actorUrl(),
      usernameLocked: followers.length > 0,
      usernameChosen: fediverse.usernameChosen(),
      profile: fediverse.profilePreview(),
      followers: { count: followers.length, items: followers.map(({ id, handle, name, url, createdAt }) => ({ id, handle, name, url, createdAt })) },
      blocks: repo.blocks.list(),
      deliveries: fediverse.deliveries(),
      pendingReplies: repo.replies.pendingCount(),
      reactions: reactions(),
    };
  };
  const done = <T>(c: { body: (body: null, status: 204) => T }) => c.body(null, 204);

  return (
    new Hono<AppEnv>()
      .get("/fediverse", requireAdmin(), (c) => c.json(view()))
      // Anyone's: what the home page shows to be followed (nulls while federation is off).
      .get("/fediverse/profile", (c) => c.json({ handle: fediverse.handle(), actorUrl: fediverse.actorUrl() } satisfies FediverseProfile))
      .route("/", followFromRoute(deps, fediverse))
      .put("/fediverse/username", requireAdmin(), async (c) => {
        fediverse.setUsername(parseOrThrow(fediverseUsernameSchema, await readJson(c)).username);
        return c.json(view());
      })
      .delete("/fediverse/followers/:id", requireAdmin(), (c) => {
        fediverse.removeFollower(readId(c));
        return done(c);
      })
      .post("/fediverse/followers/:id/block", requireAdmin(), (c) => {
        fediverse.blockFollower(readId(c));
        return c.json(view());
      })
      .post("/fediverse/blocks", requireAdmin(), async (c) => {
        fediverse.blockServer(parseOrThrow(fediverseServerBlockSchema, await readJson(c)).server);
        return c.json(view(), 201);
      })
      .delete("/fediverse/blocks/:id", requireAdmin(), (c) => {
        fediverse.unblock(readId(c));
        return done(c);
      })
      .get("/replies", requireAdmin(), (c) => c.json(adminReplies()))
      .post("/replies/:id/approve", requireAdmin(), (c) => c.json(replyOf(fediverse.approveReply(readId(c)))))
      .delete("/replies/:id", requireAdmin(), (c) => {
        fediverse.deleteReply(readId(c));
        return done(c);
      })
      .get("/articles/slug/:slug/replies", (c) => {
        const article = articles.getBySlug(c.req.param("slug"), { signedIn: false });
        return c.json(repo.replies.approvedFor(article.id).map(replyOf));
      })
  );
}
