import type { Federation } from "@fedify/fedify";
import { Delete, PUBLIC_COLLECTION, Tombstone, Update, type Activity } from "@fedify/vocab";
import type { AppDeps } from "../../app-deps";
import { createRateLimiter } from "../../lib/rate-limit";
import type { OutboxUseCases } from "../../platform/outbox/outbox.usecases";
import type { ArticlesUseCases } from "../articles/articles.usecases";
import { asRequester, createBoundedLoader, type FetchBounds } from "./fediverse.fetch";
import { createFediverseFederation } from "./fediverse.federation";
import { createInboxHandlers } from "./fediverse.inbox";
import { createSqliteKvStore } from "./fediverse.kv";
import { ACTOR_IDENTIFIER, articleObject, createOf } from "./fediverse.objects";
import { createOutboxMessageQueue } from "./fediverse.queue";
import type { FediverseRepository } from "./fediverse.repository";
import type { ReplyRow } from "./fediverse.table";

/** An article that became visible this recently is news for followers; older ones (an import, a restore) are not sent. */
const FRESH_MS = 24 * 60 * 60 * 1000;
/** Fetches of remote documents per requester (the inbox request's sender, or the site itself) and remote server, a minute. */
const FETCHES_PER_REQUESTER_PER_SERVER_PER_MINUTE = 60;
/** Fetches from one remote server a minute, whoever asks: ten senders' worth, so no one sender can use it up. */
const FETCHES_PER_SERVER_PER_MINUTE = 600;

/**
 * Everything that speaks ActivityPub, through Fedify: the federation (discovery, actor, inbox, signed deliveries) and
 * the announcing of articles. Only loaded when federation is on (fediverse.usecases.ts `require`s it): Fedify's
 * vocabulary and JSON-LD contexts weigh about 15 MiB of resident memory that a site without PUBLIC_URL never needs.
 */
export function createFederationEngine(
  deps: Pick<AppDeps, "config" | "db" | "clock" | "log">,
  options: {
    publicUrl: string;
    outbox: OutboxUseCases;
    onReply: (reply: ReplyRow) => void;
    repo: FediverseRepository;
    articles: ArticlesUseCases;
    username: () => string;
  },
) {
  const { config, db, clock } = deps;
  const { publicUrl, outbox, onReply, repo, articles, username } = options;
  const bounds: FetchBounds = {
    allowPrivate: config.fediverseAllowPrivate,
    limiter: createRateLimiter({ limit: FETCHES_PER_REQUESTER_PER_SERVER_PER_MINUTE, windowMs: 60_000, now: clock.now }),
    serverLimiter: createRateLimiter({ limit: FETCHES_PER_SERVER_PER_MINUTE, windowMs: 60_000, now: clock.now }),
  };
  const federation: Federation<void> = createFediverseFederation(deps, {
    publicUrl,
    kv: createSqliteKvStore(db, clock),
    queue: createOutboxMessageQueue(outbox, clock),
    loader: createBoundedLoader(bounds),
    signedLoader: (identity) => createBoundedLoader(bounds, identity),
    repo,
    username,
    inbox: createInboxHandlers(deps, { repo, bounds, onReply, wake: outbox.wake }),
  });
  const context = () => federation.createContext(new URL(publicUrl), undefined);

  const toFollowers = async (activity: Activity) => {
    await context().sendActivity({ identifier: ACTOR_IDENTIFIER }, "followers", activity, { preferSharedInbox: true });
  };
  const deletion = (objectId: string, stamp: string) =>
    new Delete({
      id: new URL(`${objectId}#delete-${stamp}`),
      actor: context().getActorUri(ACTOR_IDENTIFIER),
      object: new Tombstone({ id: new URL(objectId) }),
      to: PUBLIC_COLLECTION,
      cc: context().getFollowersUri(ACTOR_IDENTIFIER),
    });

  /**
   * Tells followers what changed since they were last told: a newly visible article (Create), an edited one
   * (Update), one deleted or taken back (Delete). Comparing with what was announced covers every way an article
   * changes (the admin, a scheduled go-live, an import, a restore) without the articles module knowing of followers.
   */
  async function reconcile(): Promise<void> {
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
        // Addressed like the Create (Public, cc followers): a server passes an activity on to the followers it names.
        const update = new Update({
          id: new URL(`${objectId}#update-${stamp}`),
          actor: ctx.getActorUri(ACTOR_IDENTIFIER),
          object,
          to: PUBLIC_COLLECTION,
          cc: ctx.getFollowersUri(ACTOR_IDENTIFIER),
        });
        await toFollowers(update);
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

  return {
    federation,
    reconcile,
    actorUrl: () => context().getActorUri(ACTOR_IDENTIFIER).href,
    asRequester,
  };
}
export type FederationEngine = ReturnType<typeof createFederationEngine>;
