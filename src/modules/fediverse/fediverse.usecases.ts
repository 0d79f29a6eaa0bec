import type { AppDeps } from "../../app-deps";
import { DomainError, notFound } from "../../lib/errors";
import { clientAddress } from "../../lib/request-origin";
import type { OutboxUseCases } from "../../platform/outbox/outbox.usecases";
import { createArticlesUseCases } from "../articles/articles.usecases";
import { createAuthRepository } from "../auth/auth.repository";
import { createSiteInfoUseCases } from "../site-info/site-info.usecases";
import { DEFAULT_HERO_IMAGE } from "../../shared/schemas/site-info";
import type { FediverseProfilePreview } from "../../shared/schemas/fediverse";
import type { FollowFromLookup } from "./fediverse.follow-from";
import type { FederationEngine } from "./fediverse.protocol";
import { FEDIVERSE_SUBJECT_PREFIX } from "./fediverse.queue";
import { createFediverseRepository } from "./fediverse.repository";
import type { ReplyRow } from "./fediverse.table";

export const FEDERATION_OFF_REASON =
  "Federation is off: PUBLIC_URL is not set. An ActivityPub actor's id must never change, so the site can only be followed at the address PUBLIC_URL names.";

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
  /** The handle's user part: the one the owner chose, else the owner account's username. */
  const username = () => repo.actor.username() ?? users.findById(1)?.username ?? "owner";
  // Fedify loads only when the site federates (fediverse.protocol.ts says why).
  const engine: FederationEngine | null = publicUrl
    ? (require("./fediverse.protocol") as typeof import("./fediverse.protocol")).createFederationEngine(deps, {
        publicUrl,
        outbox,
        onReply,
        repo,
        articles,
        username,
      })
    : null;
  const federation = engine?.federation ?? null;
  const host = publicUrl ? new URL(publicUrl).host : null;

  let announcing: Promise<void> = Promise.resolve();
  let followFrom: FollowFromLookup | undefined;

  return {
    /** Whether the site is in the fediverse, and why not. */
    status: () => (federation ? { enabled: true as const, reason: null } : { enabled: false as const, reason: FEDERATION_OFF_REASON }),
    handle: () => (host ? `@${username()}@${host}` : null),
    actorUrl: () => engine?.actorUrl() ?? null,
    /** Whether the owner chose the handle's username (the setup checklist's step), rather than keeping the account's. */
    usernameChosen: () => repo.actor.username() !== null,
    /** How the profile will look on Mastodon: what the actor says (fediverse.objects.ts `personOf`), bio as plain text. */
    profilePreview(): FediverseProfilePreview | null {
      if (!host) return null;
      const site = createSiteInfoUseCases(db).get();
      const user = username();
      return {
        name: site.siteTitle || site.ownerName || user,
        handle: `@${user}@${host}`,
        avatarUrl: site.heroImageUrl ?? DEFAULT_HERO_IMAGE,
        bio: site.about,
      };
    },
    /** "Follow from your server" (fediverse.follow-from.ts, loaded with the rest of federation): null while it is off. */
    followFromLookup(): FollowFromLookup | null {
      if (!engine) return null;
      followFrom ??= (require("./fediverse.follow-from") as typeof import("./fediverse.follow-from")).createFollowFrom({
        allowPrivate: config.fediverseAllowPrivate,
        now: clock.now,
      });
      return followFrom;
    },
    /** Starts Fedify's worker on the outbox. */
    start() {
      if (federation) void federation.startQueue(undefined);
    },
    /** Runs a comparison after the ones already going (one at a time: two at once would announce twice). */
    announce(): Promise<void> {
      announcing = announcing.then(() => engine?.reconcile()).catch((error) => log.error("Announcing articles to the fediverse failed", error));
      return announcing;
    },
    federation,
    /**
     * Fedify answering `request` with the fetches it makes for it (the signer's key, the actor) counted against the
     * client that sent it (decision 0058): `original` is the request as Bun received it, which alone knows its address.
     */
    fetchAs(original: Request, server: unknown, answer: () => Promise<Response>): Promise<Response> {
      if (!engine) return answer();
      return engine.asRequester(clientAddress(original, server, config), answer);
    },
    repo,
    setUsername(value: string) {
      if (!USERNAME.test(value)) throw new DomainError("invalid", "A username is 1 to 30 letters, digits or underscores.");
      if (repo.followers.count() > 0) throw new DomainError("conflict", "The handle cannot change once someone follows it: their servers know it.");
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
