import type { Federation } from "@fedify/fedify";
import { Delete, PUBLIC_COLLECTION, Tombstone, Update, type Activity } from "@fedify/vocab";
import type { AppDeps } from "../../app-deps";
import { DomainError, notFound } from "../../lib/errors";
import { createRateLimiter } from "../../lib/rate-limit";
import type { OutboxUseCases } from "../../platform/outbox/outbox.usecases";
import { createArticlesUseCases } from "../articles/articles.usecases";
import { createAuthRepository } from "../auth/auth.repository";
import { createBoundedLoader, type FetchBounds } from "./fediverse.fetch";
import { createFediverseFederation } from "./fediverse.federation";
import { createInboxHandlers } from "./fediverse.inbox";
import { createSqliteKvStore } from "./fediverse.kv";
import { ACTOR_IDENTIFIER, articleObject, createOf } from "./fediverse.objects";
import { createOutboxMessageQueue, FEDIVERSE_SUBJECT_PREFIX } from "./fediverse.queue";
import { createFediverseRepository } from "./fediverse.repository";
import type { ReplyRow } from "./fediverse.table";

export const FEDERATION_OFF_REASON =
  "Federation is off: PUBLIC_URL is not set. An ActivityPub actor's id must never change, so the site can only be followed at the address PUBLIC_URL names.";

/** An article that became visible this recently is news for followers; older ones (an import, a restore) are not sent. */
const FRESH_MS = 24 * 60 * 60 * 1000;
/** Fetches of remote documents per remote server and minute. */
const FETCHES_PER_SERVER_PER_MINUTE = 60;
const USERNAME = /^[a-z0-9_]{1,30}$/i;

/**
 * The site in the fediverse: Fedify mounted in front of the site (`serve`), articles announced to followers after
 * every write (`announce`), and what the admin shows and changes. Everything is off without PUBLIC_URL.
 */
export function createFediverseUseCases(
  deps: Pick<AppDeps, "config" | "db" | "clock" | "log">,
  /** `onReply` runs in the transaction that keeps a new reply (the owner's notification is queued with it). */
  { outbox, onReply }: { outbox: OutboxUseCases; onReply: (reply: ReplyRow) => void },
) {
  const { config, db, clock, log } = deps;
  const repo = createFediverseRepository(db);
  const articles = createArticlesUseCases(db, { clock });
  const users = createAuthRepository(db).users;
  const publicUrl = config.publicUrl;
  const bounds: FetchBounds = {
    allowPrivate: config.fediverseAllowPrivate,
    limiter: createRateLimiter({ limit: FETCHES_PER_SERVER_PER_MINUTE, windowMs: 60_000, now: clock.now }),
  };
  /** The handle's user part: the one the owner chose, else the owner account's username. */
  const username = () => repo.actor.get()?.username ?? users.findById(1)?.username ?? "owner";
  const federation: Federation<void> | null = publicUrl
    ? createFediverseFederation(deps, {
        publicUrl,
        kv: createSqliteKvStore(db, clock),
        queue: createOutboxMessageQueue(outbox, clock),
        loader: createBoundedLoader(bounds),
        repo,
        username,
        inbox: createInboxHandlers(deps, { repo, bounds, onReply, wake: outbox.wake }),
      })
    : null;
  const context = () => federation!.createContext(new URL(publicUrl!), undefined);
  const host = publicUrl ? new URL(publicUrl).host : null;

  const toFollowers = async (activity: Activity) => {
    await context().sendActivity({ identifier: ACTOR_IDENTIFIER }, "followers", activity, { preferSharedInbox: true });
  };

  /**
   * Tells followers what changed since they were last told: a newly visible article (Create), an edited one
   * (Update), one deleted or taken back (Delete). Comparing with what was announced covers every way an article
   * changes (the admin, a scheduled go-live, an import, a restore) without the articles module knowing of followers.
   */
  async function reconcile(): Promise<void> {
    if (!federation) return;
    const ctx = context();
    const now = clock.now();
    const stamp = new Date(now).toISOString().replace(/\D/g, "");
    const known = new Map(repo.announced.all().map((row) => [row.articleId, row]));
    for (const row of articles.list({ includeDrafts: false })) {
      if (!row.publishedAt) continue;
      const object = articleObject(ctx, { ...row, publishedAt: row.publishedAt });
      const objectId = object.id!.href;
      const before = known.get(row.id);
      known.delete(row.id);
      if (before && before.objectId === objectId) {
        if (before.articleUpdatedAt === row.updatedAt) continue;
        await toFollowers(new Update({ id: new URL(`${objectId}#update-${stamp}`), actor: ctx.getActorUri(ACTOR_IDENTIFIER), object, to: PUBLIC_COLLECTION }));
      } else {
        if (before) await toFollowers(deletion(before.objectId, stamp));
        const fresh = now - Date.parse(row.publishedAt) <= FRESH_MS || now - Date.parse(row.updatedAt) <= FRESH_MS;
        if (!before && !fresh) continue;
        await toFollowers(createOf(ctx, object));
      }
      repo.announced.put(row.id, objectId, row.updatedAt);
    }
    for (const gone of known.values()) {
      await toFollowers(deletion(gone.objectId, stamp));
      repo.announced.remove(gone.articleId);
    }
  }
  const deletion = (objectId: string, stamp: string) =>
    new Delete({
      id: new URL(`${objectId}#delete-${stamp}`),
      actor: context().getActorUri(ACTOR_IDENTIFIER),
      object: new Tombstone({ id: new URL(objectId) }),
      to: PUBLIC_COLLECTION,
    });

  let announcing: Promise<void> = Promise.resolve();

  return {
    /** Whether the site is in the fediverse, and why not. */
    status: () => (federation ? { enabled: true as const, reason: null } : { enabled: false as const, reason: FEDERATION_OFF_REASON }),
    handle: () => (host ? `@${username()}@${host}` : null),
    actorUrl: () => (federation ? context().getActorUri(ACTOR_IDENTIFIER).href : null),
    /** Starts Fedify's worker on the outbox. */
    start() {
      if (federation) void federation.startQueue(undefined);
    },
    /** Runs a comparison after the ones already going (one at a time: two at once would announce twice). */
    announce(): Promise<void> {
      announcing = announcing.then(reconcile).catch((error) => log.error("Announcing articles to the fediverse failed", error));
      return announcing;
    },
    federation,
    repo,
    setUsername(value: string) {
      if (!USERNAME.test(value)) throw new DomainError("invalid", "A username is 1 to 30 letters, digits or underscores.");
      if (repo.followers.count() > 0) throw new DomainError("conflict", "The handle cannot change once someone follows it: their servers know it.");
      if (!repo.actor.get()) throw new DomainError("conflict", "The actor is made at its first request; ask for it once first.");
      repo.actor.setUsername(value);
    },
    removeFollower(id: number) {
      if (!repo.followers.remove(id)) throw notFound("There is no such follower.");
    },
    blockFollower(id: number) {
      const follower = repo.followers.get(id);
      if (!follower) throw notFound("There is no such follower.");
      db.transaction(() => {
        repo.blocks.add("actor", follower.actorId);
        repo.followers.remove(id);
      });
    },
    blockServer(server: string) {
      db.transaction(() => {
        repo.blocks.add("server", server);
        repo.followers.removeByHost(server);
      });
    },
    unblock(id: number) {
      if (!repo.blocks.remove(id)) throw notFound("There is no such block.");
    },
    approveReply(id: number): ReplyRow {
      const row = repo.replies.approve(id);
      if (!row) throw notFound("There is no such reply.");
      return row;
    },
    deleteReply(id: number) {
      if (!repo.replies.remove(id)) throw notFound("There is no such reply.");
    },
    /** How deliveries to each remote server stand, by server. */
    deliveries: () =>
      [...outbox.summariesByPrefix(FEDIVERSE_SUBJECT_PREFIX)]
        .filter(([key]) => key.includes("."))
        .map(([key, summary]) => ({ server: key.slice(FEDIVERSE_SUBJECT_PREFIX.length), ...summary })),
  };
}
export type FediverseUseCases = ReturnType<typeof createFediverseUseCases>;
