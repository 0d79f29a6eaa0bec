import {
  createFederation,
  exportJwk,
  generateCryptoKeyPair,
  importJwk,
  type DocumentLoader,
  type Federation,
  type KvStore,
  type MessageQueue,
} from "@fedify/fedify";
import { Accept, Announce, Article, Create, Delete, Follow, Like, Undo } from "@fedify/vocab";
import type { AppDeps } from "../../app-deps";
import { PACKAGE_VERSION } from "../../shared/version";
import { createArticlesUseCases } from "../articles/articles.usecases";
import { createSiteInfoUseCases } from "../site-info/site-info.usecases";
import type { InboxHandlers } from "./fediverse.inbox";
import {
  ACTOR_IDENTIFIER,
  ACTOR_PATH,
  ARTICLE_PATH,
  articleObject,
  createOf,
  FOLLOWERS_PATH,
  INBOX_PATH,
  OUTBOX_PATH,
  personOf,
  SHARED_INBOX_PATH,
} from "./fediverse.objects";
import type { FediverseRepository } from "./fediverse.repository";
import type { StoredKeyPair } from "./fediverse.table";

/** The outbox collection lists this many latest articles: a follower's server reads a page, not the archive. */
const OUTBOX_ITEMS = 20;

export type FederationParts = {
  publicUrl: string;
  kv: KvStore;
  queue: MessageQueue;
  loader: DocumentLoader;
  /** The same bounded loader, signing each fetch as the actor (Fedify's authorized fetch: the inbox's key and actor fetches). */
  signedLoader: (identity: { keyId: URL; privateKey: CryptoKey }) => DocumentLoader;
  repo: FediverseRepository;
  username: () => string;
  inbox: InboxHandlers;
};

/**
 * One shared inbox per server: the one its earliest follower named. A shared inbox hands an activity to every local
 * follower it is addressed to (cc followers), so a server whose followers each name a different shared-inbox URL still
 * gets one delivery of each activity, not one per follower.
 */
export function sharedInboxPerServer(followers: { id: number; sharedInbox: string | null }[]): Map<string, string> {
  const chosen = new Map<string, { id: number; url: string }>();
  for (const { id, sharedInbox } of followers) {
    if (!sharedInbox) continue;
    const host = new URL(sharedInbox).host;
    const current = chosen.get(host);
    if (!current || id < current.id) chosen.set(host, { id, url: sharedInbox });
  }
  return new Map([...chosen].map(([host, { url }]) => [host, url]));
}

/** The actor's key pairs, made once (RSA for HTTP Signatures, Ed25519 for Object Integrity Proofs) and kept in the database. */
async function keyPairsOf(repo: FediverseRepository): Promise<CryptoKeyPair[]> {
  let row = repo.actor.get();
  if (!row) {
    const made: StoredKeyPair[] = [];
    for (const algorithm of ["RSASSA-PKCS1-v1_5", "Ed25519"] as const) {
      const pair = await generateCryptoKeyPair(algorithm);
      made.push({ privateJwk: await exportJwk(pair.privateKey), publicJwk: await exportJwk(pair.publicKey) });
    }
    row = repo.actor.create(made);
  }
  return Promise.all(
    row.keyPairs.map(async ({ privateJwk, publicJwk }) => ({
      privateKey: await importJwk(privateJwk, "private"),
      publicKey: await importJwk(publicJwk, "public"),
    })),
  );
}

/**
 * Fedify, set up for the site's one actor: WebFinger and NodeInfo, the actor with its keys, the outbox of published
 * articles, the followers collection, articles as objects at their public URLs, and the inbox listeners. Signatures
 * are checked by Fedify before any listener runs; deliveries go through `queue` (the outbox).
 */
export function createFediverseFederation({ db, clock, log }: Pick<AppDeps, "db" | "clock" | "log">, parts: FederationParts): Federation<void> {
  const { repo, inbox } = parts;
  const articles = createArticlesUseCases(db, { clock });
  const site = createSiteInfoUseCases(db);
  let keys: Promise<CryptoKeyPair[]> | undefined;
  const federation = createFederation<void>({
    kv: parts.kv,
    queue: { outbox: parts.queue, fanout: parts.queue },
    manuallyStartQueue: true,
    origin: parts.publicUrl,
    documentLoaderFactory: () => parts.loader,
    contextLoaderFactory: () => parts.loader,
    // Without it Fedify's own loader signs and fetches, outside FEDIVERSE_ALLOW_PRIVATE and our time, size and rate bounds.
    authenticatedDocumentLoaderFactory: (identity) => parts.signedLoader(identity),
    // Mastodon checks draft-cavage signatures; starting with them spares every first delivery a refused knock.
    firstKnock: "draft-cavage-http-signatures-12",
    // The outbox retries each inbox on its own with its back-off; Fedify's circuit would hold messages of its own.
    circuitBreaker: false,
  });

  federation
    .setActorDispatcher(ACTOR_PATH, async (ctx, identifier) => {
      if (identifier !== ACTOR_IDENTIFIER) return null;
      return personOf(ctx, { site: site.get(), username: parts.username(), keys: await ctx.getActorKeyPairs(identifier) });
    })
    .setKeyPairsDispatcher((_ctx, identifier) => {
      if (identifier !== ACTOR_IDENTIFIER) return [];
      // Made once; a failure is not remembered, so the next request tries again.
      keys ??= keyPairsOf(repo).catch((error) => {
        keys = undefined;
        throw error;
      });
      return keys;
    })
    .mapHandle((_ctx, username) => (username.toLowerCase() === parts.username().toLowerCase() ? ACTOR_IDENTIFIER : null));

  federation.setObjectDispatcher(Article, ARTICLE_PATH, (ctx, { slug }) => {
    const row = articles.list({ includeDrafts: false }).find((article) => article.slug === slug);
    return row?.publishedAt ? articleObject(ctx, { ...row, publishedAt: row.publishedAt }) : null;
  });

  federation
    .setOutboxDispatcher(OUTBOX_PATH, (ctx, identifier) => {
      if (identifier !== ACTOR_IDENTIFIER) return null;
      const items = published()
        .slice(0, OUTBOX_ITEMS)
        .map((row) => createOf(ctx, articleObject(ctx, row)));
      return { items };
    })
    .setCounter((_ctx, identifier) => (identifier === ACTOR_IDENTIFIER ? published().length : null));

  federation
    .setFollowersDispatcher(FOLLOWERS_PATH, (_ctx, identifier) => {
      if (identifier !== ACTOR_IDENTIFIER) return null;
      const followers = repo.followers.list();
      const sharedInboxes = sharedInboxPerServer(followers);
      const items = followers.map((follower) => {
        const sharedInbox = follower.sharedInbox ? sharedInboxes.get(new URL(follower.sharedInbox).host)! : null;
        return { id: new URL(follower.actorId), inboxId: new URL(follower.inbox), endpoints: sharedInbox ? { sharedInbox: new URL(sharedInbox) } : null };
      });
      return { items };
    })
    .setCounter((_ctx, identifier) => (identifier === ACTOR_IDENTIFIER ? repo.followers.count() : null));

  federation.setNodeInfoDispatcher("/nodeinfo/2.1", () => {
    return {
      software: { name: "portfolio", version: PACKAGE_VERSION },
      protocols: ["activitypub"],
      usage: { users: { total: 1, activeHalfyear: 1, activeMonth: 1 }, localPosts: published().length, localComments: 0 },
      openRegistrations: false,
    };
  });

  federation
    .setInboxListeners(INBOX_PATH, SHARED_INBOX_PATH)
    .on(Follow, inbox.follow)
    .on(Undo, inbox.undo)
    .on(Create, inbox.create)
    .on(Delete, inbox.delete)
    .on(Like, inbox.like)
    .on(Announce, inbox.announce)
    .on(Accept, () => {})
    .onError((_ctx, error) => log.warn("A fediverse activity could not be handled", { reason: error.message }));

  // A follower's server answered 404 or 410 for its inbox: whoever it served is gone.
  federation.setOutboxPermanentFailureHandler((_ctx, { inbox: gone, statusCode }) => {
    const removed = repo.followers.removeByInbox(gone.href);
    if (removed > 0) log.info("Removed fediverse followers whose server said they are gone", { inbox: gone.host, status: statusCode, removed });
  });

  /** Visible articles with their first publication date, newest first. */
  function published() {
    return articles
      .list({ includeDrafts: false })
      .flatMap((row) => (row.publishedAt ? [{ ...row, publishedAt: row.publishedAt }] : []))
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  }

  return federation;
}
