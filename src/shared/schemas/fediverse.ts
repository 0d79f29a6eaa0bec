import * as v from "valibot";
import type { DeliverySummary } from "../api";
import { codedMessages } from "../validation-codes";

export const FEDIVERSE_MESSAGES = codedMessages("fediverse", {
  username: "A username is 1 to 30 letters, digits or underscores.",
  server: "Enter a server's name, such as mastodon.social.",
});

/** PUT /api/fediverse/username: the handle's user part (until the first follower). */
export const fediverseUsernameSchema = v.object({
  username: v.pipe(v.string(FEDIVERSE_MESSAGES.username), v.trim(), v.regex(/^[a-z0-9_]{1,30}$/i, FEDIVERSE_MESSAGES.username)),
});

/** POST /api/fediverse/blocks: a whole server, by its host name (and port, if any). */
export const fediverseServerBlockSchema = v.object({
  server: v.pipe(
    v.string(FEDIVERSE_MESSAGES.server),
    v.trim(),
    v.toLowerCase(),
    v.maxLength(253, FEDIVERSE_MESSAGES.server),
    v.regex(/^[a-z0-9.-]+\.[a-z0-9-]+(:\d{1,5})?$/, FEDIVERSE_MESSAGES.server),
  ),
});

/**
 * GET /api/fediverse/follow?server=: where a visitor follows from, their server (`mastodon.social`) or their whole
 * handle (`@me@mastodon.social`, then asked for by name); an address pasted with `https://` or a final `/` is read too.
 */
export const fediverseFollowFromSchema = v.object({
  server: v.pipe(
    v.string(FEDIVERSE_MESSAGES.server),
    v.trim(),
    v.toLowerCase(),
    v.maxLength(320, FEDIVERSE_MESSAGES.server),
    v.transform((text) =>
      text
        .replace(/^https?:\/\//, "")
        .replace(/\/+$/, "")
        .replace(/^@/, ""),
    ),
    v.regex(/^([a-z0-9_.-]{1,64}@)?[a-z0-9.-]+\.[a-z0-9-]+(:\d{1,5})?$/, FEDIVERSE_MESSAGES.server),
  ),
});
export const FEDIVERSE_FOLLOW_PATH = "/api/fediverse/follow";

export type FediverseFollower = { id: number; handle: string; name: string; url: string | null; createdAt: string };
export type FediverseBlock = { id: number; kind: "actor" | "server"; value: string; createdAt: string };
export type FediverseDelivery = DeliverySummary & { server: string };
/** Likes and boosts received by an article followers were told of. */
export type FediverseReactions = { articleId: number; title: string; likes: number; boosts: number };

/** GET /api/fediverse/profile (anyone): the handle to follow and the actor, or nulls while federation is off. */
export type FediverseProfile = { handle: string | null; actorUrl: string | null };
export const FEDIVERSE_PROFILE_PATH = "/api/fediverse/profile";

/** How the site's profile looks on Mastodon: what the actor says (name, handle, avatar, bio as plain text). */
export type FediverseProfilePreview = { name: string; handle: string; avatarUrl: string; bio: string };

/** GET /api/fediverse (admin): the handle, followers, blocks and the state of deliveries; `reason` says why it is off. */
export type FediverseView = {
  enabled: boolean;
  reason: string | null;
  handle: string | null;
  actorUrl: string | null;
  /** The username can change until the first follower arrives. */
  usernameLocked: boolean;
  /** Whether the owner chose the username (else it is the sign-in account's). */
  usernameChosen: boolean;
  /** The profile as followers will see it, or null while federation is off. */
  profile: FediverseProfilePreview | null;
  followers: { count: number; items: FediverseFollower[] };
  blocks: FediverseBlock[];
  deliveries: FediverseDelivery[];
  pendingReplies: number;
  /** Articles that were liked or boosted, most reactions first. */
  reactions: FediverseReactions[];
};

/** A reply from the fediverse. The admin's list has every one with its state; visitors get approved ones only. */
export type FediverseReply = {
  id: number;
  articleId: number;
  authorName: string;
  authorHandle: string;
  authorUrl: string;
  /** A copy among this site's uploads, or null. */
  avatarUrl: string | null;
  /** Sanitised HTML. */
  content: string;
  url: string | null;
  publishedAt: string;
  state: "pending" | "approved";
};

/** A reply as the admin's list has it: with the title of the article it answers. */
export type FediverseAdminReply = FediverseReply & { articleTitle: string };
