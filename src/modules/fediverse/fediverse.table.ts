import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { belongsTo, timestamp } from "../../db/columns";
import { articles } from "../articles/articles.table";

/** A key pair as JWK, generated once: the private half never leaves the server (no API read, no log). */
export type StoredKeyPair = { privateJwk: JsonWebKey; publicJwk: JsonWebKey };

/**
 * The site's one ActivityPub actor (a single row, id 1). Its id is a fixed path under PUBLIC_URL, so changing the
 * username (allowed until the first follower) changes the handle, never the actor.
 */
export const fediverseActor = sqliteTable("fediverse_actor", {
  id: integer("id").primaryKey(),
  /** The handle's user part; null: the owner's account username. */
  username: text("username"),
  /** RSA (HTTP Signatures, as Mastodon checks them) then Ed25519 (Object Integrity Proofs). */
  keyPairs: text("key_pairs", { mode: "json" }).$type<StoredKeyPair[]>().notNull(),
  createdAt: timestamp("created_at"),
});

/**
 * Fedify's key–value store (remote documents it cached, inbox idempotence, signature-spec memory). Bounded: expired
 * rows go on each write and the oldest go past `KV_MAX_ROWS` (fediverse.kv.ts).
 */
export const fediverseKv = sqliteTable(
  "fediverse_kv",
  {
    key: text("key").primaryKey(),
    /** Whatever Fedify stores, null included (its key cache remembers "this key could not be had" as null). */
    value: text("value", { mode: "json" }).$type<unknown>(),
    /** ISO 8601 UTC, or null: kept until replaced. */
    expiresAt: text("expires_at"),
    createdAt: timestamp("created_at"),
  },
  (table) => [index("fediverse_kv_expires").on(table.expiresAt), index("fediverse_kv_created").on(table.createdAt)],
);

export const fediverseFollowers = sqliteTable("fediverse_followers", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** The remote actor's id (a URL). */
  actorId: text("actor_id").notNull().unique(),
  /** "@user@host", or the actor id's host when it has no preferredUsername. */
  handle: text("handle").notNull(),
  name: text("name").notNull(),
  /** Its profile page, shown as a link in the admin. */
  url: text("url"),
  inbox: text("inbox").notNull(),
  sharedInbox: text("shared_inbox"),
  createdAt: timestamp("created_at"),
});
export type FollowerRow = typeof fediverseFollowers.$inferSelect;

export const BLOCK_KINDS = ["actor", "server"] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** Who may not follow nor reply: one actor (by id) or a whole server (by host). */
export const fediverseBlocks = sqliteTable(
  "fediverse_blocks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").$type<BlockKind>().notNull(),
    value: text("value").notNull(),
    createdAt: timestamp("created_at"),
  },
  (table) => [uniqueIndex("fediverse_blocks_kind_value").on(table.kind, table.value)],
);
export type BlockRow = typeof fediverseBlocks.$inferSelect;

export const REPLY_STATES = ["pending", "approved"] as const;
export type ReplyState = (typeof REPLY_STATES)[number];

/** A reply from the fediverse to one of our articles; visitors see it only once approved. */
export const fediverseReplies = sqliteTable(
  "fediverse_replies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The Note's id: the same reply delivered twice is kept once. */
    noteId: text("note_id").notNull().unique(),
    articleId: belongsTo("article_id", () => articles.id),
    authorId: text("author_id").notNull(),
    authorName: text("author_name").notNull(),
    authorHandle: text("author_handle").notNull(),
    /** The author's profile page, or the Note's own URL. */
    authorUrl: text("author_url").notNull(),
    /** A copy of the author's avatar among our uploads ("/uploads/…"), or null: none, or it did not pass the checks. */
    avatarPath: text("avatar_path"),
    /** Sanitised HTML. */
    content: text("content").notNull(),
    url: text("url"),
    publishedAt: text("published_at").notNull(),
    state: text("state").$type<ReplyState>().notNull().default("pending"),
    createdAt: timestamp("created_at"),
  },
  (table) => [index("fediverse_replies_article").on(table.articleId, table.state)],
);
export type ReplyRow = typeof fediverseReplies.$inferSelect;

/**
 * What followers were told of each article: a row once its Create went out, updated by each Update, removed with its
 * Delete. Comparing it with the articles is how a write anywhere (the admin, a scheduled go-live, an import) becomes
 * the right activity. Likes and boosts received are counted here.
 */
export const fediverseAnnounced = sqliteTable("fediverse_announced", {
  /** No foreign key: the row outlives a deleted article until its Delete is sent. */
  articleId: integer("article_id").primaryKey(),
  /** The object id followers know it by (its public URL at the time). */
  objectId: text("object_id").notNull(),
  /** The article's `updated_at` last announced. */
  articleUpdatedAt: text("article_updated_at").notNull(),
  likes: integer("likes").notNull().default(0),
  boosts: integer("boosts").notNull().default(0),
  createdAt: timestamp("created_at"),
});
export type AnnouncedRow = typeof fediverseAnnounced.$inferSelect;

export const REACTION_KINDS = ["like", "boost"] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

/**
 * Who liked or boosted which article: one row per actor, article and kind, so a repeated Like counts once and an
 * Undo takes back exactly the one it names. The counts in `fediverse_announced` move only when a row comes or goes.
 */
export const fediverseReactions = sqliteTable(
  "fediverse_reactions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** No foreign key, like `fediverse_announced`: the article the object id named when the reaction came. */
    articleId: integer("article_id").notNull(),
    kind: text("kind").$type<ReactionKind>().notNull(),
    /** The remote actor's id (a URL). */
    actorId: text("actor_id").notNull(),
    /** The Like's or Announce's own id, so an Undo that names only the id finds it. */
    activityId: text("activity_id"),
    createdAt: timestamp("created_at"),
  },
  (table) => [
    uniqueIndex("fediverse_reactions_once").on(table.articleId, table.kind, table.actorId),
    index("fediverse_reactions_activity").on(table.activityId),
  ],
);
