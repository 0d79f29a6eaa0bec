import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/open";
import {
  fediverseActor,
  fediverseAnnounced,
  fediverseBlocks,
  fediverseFollowers,
  fediverseReactions,
  fediverseReplies,
  type BlockKind,
  type ReactionKind,
  type StoredKeyPair,
} from "./fediverse.table";

const ACTOR_ROW = 1;
const count = sql<number>`count(*)`;

export type NewFollower = { actorId: string; handle: string; name: string; url: string | null; inbox: string; sharedInbox: string | null };
export type NewReply = Omit<typeof fediverseReplies.$inferInsert, "id" | "state" | "createdAt">;

const COUNTER = { like: "likes", boost: "boosts" } as const;

/** Rows of the fediverse: the actor, its followers, blocks, replies, and what followers were told of each article. */
export function createFediverseRepository(db: Db) {
  /** The article's shown count moves with its reaction rows (never below zero: counts from before 0011 had no rows). */
  const bump = (articleId: number, kind: ReactionKind, by: 1 | -1) => {
    const column = fediverseAnnounced[COUNTER[kind]];
    db.update(fediverseAnnounced)
      .set({ [COUNTER[kind]]: sql`max(0, ${column} + ${by})` })
      .where(eq(fediverseAnnounced.articleId, articleId))
      .run();
  };
  /**
   * Moves whenever the followers change, whoever changes them (an inbox activity, the admin, a delivery that found an
   * inbox gone): the fediverse's memo keys its reads by it, so a collection is never older than its rows.
   */
  let followersVersion = 0;
  const changesFollowers = <T>(result: T): T => {
    followersVersion++;
    return result;
  };
  return {
    actor: {
      /** The actor once its keys exist (a username chosen before the first request leaves a row without keys). */
      get: () => {
        const row = db.select().from(fediverseActor).where(eq(fediverseActor.id, ACTOR_ROW)).get();
        return row && row.keyPairs.length > 0 ? row : undefined;
      },
      /** The handle's user part the owner chose, or null. */
      username: () => db.select({ username: fediverseActor.username }).from(fediverseActor).where(eq(fediverseActor.id, ACTOR_ROW)).get()?.username ?? null,
      /** Stores the key pairs unless some are kept (two first requests at once keep the first's); a chosen username stays. */
      create(keyPairs: StoredKeyPair[]) {
        db.insert(fediverseActor)
          .values({ id: ACTOR_ROW, keyPairs })
          .onConflictDoUpdate({ target: fediverseActor.id, set: { keyPairs }, where: sql`json_array_length(${fediverseActor.keyPairs}) = 0` })
          .run();
        return db.select().from(fediverseActor).where(eq(fediverseActor.id, ACTOR_ROW)).get()!;
      },
      /** Works before the actor's first request too: the row is then made without keys, which that request adds. */
      setUsername: (username: string) =>
        db.insert(fediverseActor).values({ id: ACTOR_ROW, username, keyPairs: [] }).onConflictDoUpdate({ target: fediverseActor.id, set: { username } }).run(),
    },
    followers: {
      list: () => db.select().from(fediverseFollowers).orderBy(desc(fediverseFollowers.id)).all(),
      page: (offset: number, limit: number) => db.select().from(fediverseFollowers).orderBy(asc(fediverseFollowers.id)).limit(limit).offset(offset).all(),
      count: () => db.select({ n: count }).from(fediverseFollowers).get()?.n ?? 0,
      version: () => followersVersion,
      add: (follower: NewFollower) =>
        changesFollowers(db.insert(fediverseFollowers).values(follower).onConflictDoUpdate({ target: fediverseFollowers.actorId, set: follower }).run()),
      get: (id: number) => db.select().from(fediverseFollowers).where(eq(fediverseFollowers.id, id)).get(),
      remove: (id: number) => changesFollowers(db.delete(fediverseFollowers).where(eq(fediverseFollowers.id, id)).returning({ id: sql`1` }).all().length > 0),
      removeByActor: (actorId: string) =>
        changesFollowers(db.delete(fediverseFollowers).where(eq(fediverseFollowers.actorId, actorId)).returning({ id: sql`1` }).all().length > 0),
      /** A gone inbox (410): its followers, or every follower sharing it. */
      removeByInbox: (inbox: string) =>
        changesFollowers(
          db
            .delete(fediverseFollowers)
            .where(sql`${fediverseFollowers.inbox} = ${inbox} OR ${fediverseFollowers.sharedInbox} = ${inbox}`)
            .returning({ id: sql`1` })
            .all().length,
        ),
      removeByHost: (host: string) =>
        changesFollowers(
          db
            .delete(fediverseFollowers)
            .where(sql`${fediverseFollowers.actorId} LIKE ${`%://${host}/%`}`)
            .returning({ id: sql`1` })
            .all().length,
        ),
    },
    blocks: {
      list: () => db.select().from(fediverseBlocks).orderBy(desc(fediverseBlocks.id)).all(),
      add: (kind: BlockKind, value: string) => db.insert(fediverseBlocks).values({ kind, value }).onConflictDoNothing().run(),
      remove: (id: number) => db.delete(fediverseBlocks).where(eq(fediverseBlocks.id, id)).returning({ id: sql`1` }).all().length > 0,
      has: (kind: BlockKind, value: string) =>
        db
          .select({ id: fediverseBlocks.id })
          .from(fediverseBlocks)
          .where(and(eq(fediverseBlocks.kind, kind), eq(fediverseBlocks.value, value)))
          .get() !== undefined,
    },
    replies: {
      /** The row kept, or undefined when the same Note was kept already. */
      add: (reply: NewReply) => db.insert(fediverseReplies).values(reply).onConflictDoNothing().returning().get(),
      get: (id: number) => db.select().from(fediverseReplies).where(eq(fediverseReplies.id, id)).get(),
      list: () => db.select().from(fediverseReplies).orderBy(desc(fediverseReplies.id)).all(),
      approvedFor: (articleId: number) =>
        db
          .select()
          .from(fediverseReplies)
          .where(and(eq(fediverseReplies.articleId, articleId), eq(fediverseReplies.state, "approved")))
          .orderBy(asc(fediverseReplies.publishedAt))
          .all(),
      pendingCount: () => db.select({ n: count }).from(fediverseReplies).where(eq(fediverseReplies.state, "pending")).get()?.n ?? 0,
      approve: (id: number) => db.update(fediverseReplies).set({ state: "approved" }).where(eq(fediverseReplies.id, id)).returning().get(),
      remove: (id: number) => db.delete(fediverseReplies).where(eq(fediverseReplies.id, id)).returning({ id: sql`1` }).all().length > 0,
      removeByNote: (noteId: string, authorId: string) =>
        db
          .delete(fediverseReplies)
          .where(and(eq(fediverseReplies.noteId, noteId), eq(fediverseReplies.authorId, authorId)))
          .returning({ id: sql`1` })
          .all().length > 0,
    },
    announced: {
      all: () => db.select().from(fediverseAnnounced).all(),
      put: (articleId: number, objectId: string, articleUpdatedAt: string) =>
        db
          .insert(fediverseAnnounced)
          .values({ articleId, objectId, articleUpdatedAt })
          .onConflictDoUpdate({ target: fediverseAnnounced.articleId, set: { objectId, articleUpdatedAt } })
          .run(),
      remove: (articleId: number) =>
        db.transaction(() => {
          db.delete(fediverseReactions).where(eq(fediverseReactions.articleId, articleId)).run();
          db.delete(fediverseAnnounced).where(eq(fediverseAnnounced.articleId, articleId)).run();
        }),
      /**
       * `actorId` likes or boosts the article followers know as `objectId`: counted once per actor, article and kind.
       * False when the object is none of ours or the actor had already.
       */
      react(objectId: string, kind: ReactionKind, actorId: string, activityId: string | null): boolean {
        return db.transaction(() => {
          const article = db.select().from(fediverseAnnounced).where(eq(fediverseAnnounced.objectId, objectId)).get();
          if (!article) return false;
          const added = db
            .insert(fediverseReactions)
            .values({ articleId: article.articleId, kind, actorId, activityId })
            .onConflictDoNothing()
            .returning({ id: fediverseReactions.id })
            .all();
          if (added.length > 0) bump(article.articleId, kind, 1);
          return added.length > 0;
        });
      },
      /** An Undo of a like or boost: by the activity's id, or by what it named (actor, object, kind). */
      unreact(actorId: string, match: { activityId: string } | { objectId: string; kind: ReactionKind }): boolean {
        return db.transaction(() => {
          const where =
            "activityId" in match
              ? and(eq(fediverseReactions.actorId, actorId), eq(fediverseReactions.activityId, match.activityId))
              : and(
                  eq(fediverseReactions.actorId, actorId),
                  eq(fediverseReactions.kind, match.kind),
                  sql`${fediverseReactions.articleId} IN (SELECT ${fediverseAnnounced.articleId} FROM ${fediverseAnnounced} WHERE ${fediverseAnnounced.objectId} = ${match.objectId})`,
                );
          const removed = db.delete(fediverseReactions).where(where).returning().all();
          for (const row of removed) bump(row.articleId, row.kind, -1);
          return removed.length > 0;
        });
      },
    },
  };
}
export type FediverseRepository = ReturnType<typeof createFediverseRepository>;
