import type { InboxContext } from "@fedify/fedify";
import { Accept, Announce, Article, type Create, type Delete, Follow, Like, Link, Note, type Undo, type Actor } from "@fedify/vocab";
import { instantAt } from "./fediverse.instant";
import type { AppDeps } from "../../app-deps";
import { sanitizeReplyHtml } from "../../lib/sanitize";
import { createArticlesUseCases } from "../articles/articles.usecases";
import { createUploadsRepository } from "../uploads/uploads.repository";
import { assertReachable, fetchAvatar, type FetchBounds } from "./fediverse.fetch";
import { ACTOR_IDENTIFIER } from "./fediverse.objects";
import type { FediverseRepository } from "./fediverse.repository";
import type { ReplyRow } from "./fediverse.table";

/** Bounds that keep an inbox flood from growing the database: past them, new followers and replies are not kept. */
export const MAX_FOLLOWERS = 50_000;
export const MAX_PENDING_REPLIES = 200;
/** A reply's text is a toot or a comment, not an article. */
export const MAX_REPLY_CHARS = 20_000;
const MAX_NAME_CHARS = 200;

type Listener<T> = (ctx: InboxContext<void>, activity: T) => Promise<void>;
export type InboxHandlers = {
  follow: Listener<Follow>;
  undo: Listener<Undo>;
  create: Listener<Create>;
  delete: Listener<Delete>;
  like: Listener<Like>;
  announce: Listener<Announce>;
};

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const handleOf = (actor: Actor) => `@${actor.preferredUsername ?? "?"}@${actor.id!.host}`;
const nameOf = (actor: Actor) => clip((actor.name?.toString() || actor.preferredUsername?.toString() || actor.id!.host).trim(), MAX_NAME_CHARS);
const linkOf = (actor: Actor) => {
  const url = actor.url;
  const href = url instanceof URL ? url : url instanceof Link ? url.href : null;
  return href?.protocol.startsWith("http") ? href.href : actor.id!.href;
};

/**
 * What the site does with each activity its inbox accepts (Fedify has verified the signature and that the signer is
 * the activity's actor): follows are accepted and answered with a signed Accept, undone follows removed, replies to
 * our articles kept for the owner, deletions honoured, likes and boosts counted. Blocked actors and servers are ignored.
 */
export function createInboxHandlers(
  { db, clock, config, log }: Pick<AppDeps, "db" | "clock" | "config" | "log">,
  { repo, bounds, onReply, wake }: { repo: FediverseRepository; bounds: FetchBounds; onReply: (reply: ReplyRow) => void; wake: () => void },
): InboxHandlers {
  const articles = createArticlesUseCases(db, { clock });
  const uploads = createUploadsRepository(config.dataDir);
  const blocked = (actorId: URL | null) => !actorId || repo.blocks.has("actor", actorId.href) || repo.blocks.has("server", actorId.host);
  const reachable = (url: URL | null) =>
    url
      ? assertReachable(url.href, bounds.allowPrivate).then(
          () => true,
          () => false,
        )
      : Promise.resolve(false);
  const unfetched = (actorId: URL | null, error: Error) => {
    log.warn("A fediverse actor could not be fetched; its activity was not kept", { server: actorId?.host ?? "?", reason: error.message });
    return null;
  };
  const isOurActor = (ctx: InboxContext<void>, id: URL | null) => {
    const parsed = ctx.parseUri(id);
    return parsed?.type === "actor" && parsed.identifier === ACTOR_IDENTIFIER;
  };

  /** A copy of the author's avatar among our uploads, or null (none, refused, or not an image we serve). */
  async function avatarOf(ctx: InboxContext<void>, author: Actor): Promise<string | null> {
    const icon = await author.getIcon(ctx).catch(() => null);
    const url = icon?.url instanceof URL ? icon.url : icon?.url instanceof Link ? icon.url.href : null;
    if (!url) return null;
    const image = await fetchAvatar(url.href, bounds);
    return image ? uploads.save(image.bytes, image.kind) : null;
  }

  return {
    async follow(ctx, follow) {
      if (!follow.id || !isOurActor(ctx, follow.objectId) || blocked(follow.actorId)) return;
      // An actor we may not fetch now (its server down, or over its budget) is logged and left: never a 500.
      const follower = await follow.getActor(ctx).catch((error: Error) => unfetched(follow.actorId, error));
      if (!follower?.id || follower.id.href !== follow.actorId?.href || !follower.inboxId) return;
      const sharedInbox = follower.endpoints?.sharedInbox ?? null;
      if (!(await reachable(follower.inboxId)) || (sharedInbox && !(await reachable(sharedInbox)))) {
        log.warn("Refused a fediverse follower whose inbox is on a private address", { actor: follower.id.host });
        return;
      }
      if (repo.followers.count() >= MAX_FOLLOWERS) return;
      repo.followers.add({
        actorId: follower.id.href,
        handle: handleOf(follower),
        name: nameOf(follower),
        url: linkOf(follower),
        inbox: follower.inboxId.href,
        sharedInbox: sharedInbox?.href ?? null,
      });
      const actor = ctx.getActorUri(ACTOR_IDENTIFIER);
      const accept = new Accept({ id: new URL(`#accept/${encodeURIComponent(follow.id.href)}`, actor), actor, object: follow });
      await ctx.sendActivity({ identifier: ACTOR_IDENTIFIER }, follower, accept);
    },

    async undo(ctx, undo) {
      const actorId = undo.actorId;
      if (!actorId) return;
      const object = await undo.getObject(ctx).catch(() => null);
      // Only the actor who followed, liked or boosted can take it back.
      if ((object instanceof Follow || object instanceof Like || object instanceof Announce) && object.actorId?.href !== actorId.href) return;
      if (object instanceof Follow) repo.followers.removeByActor(actorId.href);
      else if ((object instanceof Like || object instanceof Announce) && object.objectId)
        repo.announced.unreact(actorId.href, { objectId: object.objectId.href, kind: object instanceof Like ? "like" : "boost" });
      // An Undo that names its Like by id alone (the Like not fetchable, or not worth fetching).
      else if (!object && undo.objectId) repo.announced.unreact(actorId.href, { activityId: undo.objectId.href });
    },

    async create(ctx, create) {
      const note = await create.getObject(ctx).catch(() => null);
      if (!(note instanceof Note) || !note.id || !create.actorId || blocked(create.actorId)) return;
      // A note is its author's: one server cannot slip a reply in under another's name.
      if (note.id.host !== create.actorId.host || (note.attributionId && note.attributionId.href !== create.actorId.href)) return;
      const target = ctx.parseUri(note.replyTargetId);
      if (target?.type !== "object" || target.class !== Article) return;
      const article = articles.list({ includeDrafts: false }).find((row) => row.slug === target.values.slug);
      if (!article) return;
      if (repo.replies.pendingCount() >= MAX_PENDING_REPLIES) {
        log.warn("A fediverse reply was not kept: too many replies wait for moderation", { actor: create.actorId.host });
        return;
      }
      const author = await create.getActor(ctx).catch((error: Error) => unfetched(create.actorId, error));
      if (!author?.id) return;
      const content = sanitizeReplyHtml(clip(note.content?.toString() ?? "", MAX_REPLY_CHARS));
      const noteUrl = note.url instanceof URL ? note.url.href : note.url instanceof Link ? (note.url.href?.href ?? null) : null;
      const reply = {
        noteId: note.id.href,
        articleId: article.id,
        authorId: author.id.href,
        authorName: nameOf(author),
        authorHandle: handleOf(author),
        authorUrl: linkOf(author),
        avatarPath: await avatarOf(ctx, author),
        content,
        url: noteUrl?.startsWith("http") ? noteUrl : note.id.href,
        publishedAt: (note.published ?? instantAt(clock.now())).toString(),
      };
      // The owner's notification is queued with the reply or not at all.
      db.transaction(() => {
        const kept = repo.replies.add(reply);
        if (kept) onReply(kept);
      });
      wake();
    },

    async delete(_ctx, deletion) {
      const objectId = deletion.objectId;
      if (!objectId || !deletion.actorId) return;
      if (objectId.href === deletion.actorId.href) repo.followers.removeByActor(objectId.href);
      else repo.replies.removeByNote(objectId.href, deletion.actorId.href);
    },

    async like(_ctx, like) {
      if (like.objectId && like.actorId && !blocked(like.actorId)) repo.announced.react(like.objectId.href, "like", like.actorId.href, like.id?.href ?? null);
    },

    async announce(_ctx, announce) {
      if (announce.objectId && announce.actorId && !blocked(announce.actorId))
        repo.announced.react(announce.objectId.href, "boost", announce.actorId.href, announce.id?.href ?? null);
    },
  };
}
