import { Hono } from "hono";
import type { AppEnv } from "../../app-deps";
import { readId, readJson } from "../../lib/http";
import { readBounded } from "../../lib/request-body";
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
import type { FediverseUseCases } from "./fediverse.usecases";

/** Inbox bodies: an activity is a few KB; Mastodon refuses more than this too. */
export const INBOX_MAX_BYTES = 256 * 1024;

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
export function fediverseRoutes({ db, clock }: AppDeps, fediverse: FediverseUseCases) {
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

type Fetch = (request: Request, server?: unknown) => Response | Promise<Response>;

const FEDERATION_PATHS = ["/.well-known/webfinger", "/.well-known/nodeinfo", "/nodeinfo/", "/fediverse/"];
const wantsActivityJson = (request: Request) => /application\/(activity\+json|ld\+json)/i.test(request.headers.get("accept") ?? "");

/**
 * Fedify in front of the site: its own paths, and an article's URL asked for as ActivityPub JSON. Everything else, and
 * whatever Fedify does not answer (an HTML request, an unknown article), goes on to the site unchanged. It sits
 * outside the response memo, so a cached page is never what an ActivityPub client gets, and article pages say they
 * vary by Accept for caches in front.
 */
export function fediverseEdge(fediverse: FediverseUseCases, next: Fetch): Fetch {
  const federation = fediverse.federation;
  if (!federation) return next;
  return async (request, server) => {
    const { pathname } = new URL(request.url);
    const article = pathname.startsWith("/articles/");
    if (!FEDERATION_PATHS.some((path) => pathname.startsWith(path)) && !(article && wantsActivityJson(request))) {
      const response = await next(request);
      if (article) response.headers.append("Vary", "Accept");
      return response;
    }
    let forwarded = request;
    if (request.method === "POST") {
      const declared = Number(request.headers.get("content-length") ?? 0);
      const body = declared > INBOX_MAX_BYTES ? null : await readBounded(new Response(request.body), INBOX_MAX_BYTES).catch(() => null);
      if (body === null) return Response.json({ message: "Request body too large" }, { status: 413 });
      forwarded = new Request(request, { body });
    }
    return fediverse.fetchAs(request, server, () =>
      federation.fetch(forwarded, { contextData: undefined, onNotFound: () => next(request), onNotAcceptable: () => next(request) }),
    );
  };
}
