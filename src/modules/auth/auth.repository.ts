import { and, asc, desc, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/open";
import { passkeys, recoveryCodes, sessions, totpSecrets, users, type PasskeyRow, type UserRow } from "./auth.table";

export type PublicUser = Omit<UserRow, "password">;

/** The only way a user leaves the repository: without its password hash. */
export function toPublicUser({ password: _hash, ...user }: UserRow): PublicUser {
  return user;
}

function userRepository(db: Db) {
  return {
    count: () => db.select({ n: sql<number>`count(*)` }).from(users).get()?.n ?? 0,
    findByEmail: (email: string) => db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).get(),
    findById: (id: number) => db.select().from(users).where(eq(users.id, id)).get(),
    create: (user: { email: string; passwordHash: string; name: string; username: string }) =>
      db
        .insert(users)
        .values({ email: user.email.trim().toLowerCase(), password: user.passwordHash, name: user.name, username: user.username })
        .returning()
        .get(),
    setPassword: (id: number, passwordHash: string) => db.update(users).set({ password: passwordHash }).where(eq(users.id, id)).run(),
  };
}

/** Times are ISO 8601 strings in UTC, all of one length, so they compare as text. */
function sessionRepository(db: Db) {
  return {
    create: (session: { id: string; userId: number; device: string; at: string; expiresAt: string }) =>
      db
        .insert(sessions)
        .values({ id: session.id, userId: session.userId, device: session.device, createdAt: session.at, lastSeenAt: session.at, expiresAt: session.expiresAt })
        .run(),
    /** The one read of an authenticated request (by primary key): the session's user while the session lasts. */
    findActive(id: string, userId: number, at: string): { user: UserRow; lastSeenAt: string } | undefined {
      return db
        .select({ user: users, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), eq(sessions.userId, userId), gt(sessions.expiresAt, at)))
        .get();
    },
    touch: (id: string, at: string) => db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id)).run(),
    listForUser: (userId: number, at: string) =>
      db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, at)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
        .all(),
    /** Ends one of the user's sessions; false when it is not theirs or already gone. */
    remove: (id: string, userId: number) =>
      db
        .delete(sessions)
        .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
        .returning({ id: sessions.id })
        .all().length > 0,
    /** Ends every session of the user but `keep`; returns how many ended. */
    removeAllForUser: (userId: number, keep?: string) =>
      db
        .delete(sessions)
        .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId))
        .returning({ id: sessions.id })
        .all().length,
    removeExpired: (at: string) => db.delete(sessions).where(lt(sessions.expiresAt, at)).returning({ id: sessions.id }).all().length,
  };
}

export type PasskeySummary = Pick<PasskeyRow, "id" | "name" | "createdAt" | "lastUsedAt">;
const passkeySummary = { id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt };

function passkeyRepository(db: Db) {
  return {
    listForUser: (userId: number): PasskeySummary[] =>
      db.select(passkeySummary).from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id)).all(),
    credentialsOf: (userId: number) =>
      db.select({ credentialId: passkeys.credentialId, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, userId)).all(),
    findByCredentialId: (credentialId: string) => db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).get(),
    create: (passkey: {
      userId: number;
      credentialId: string;
      publicKey: Uint8Array;
      counter: number;
      transports: string[];
      name: string;
      at: string;
    }): PasskeySummary =>
      db
        .insert(passkeys)
        .values({
          userId: passkey.userId,
          credentialId: passkey.credentialId,
          publicKey: Buffer.from(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports,
          name: passkey.name,
          createdAt: passkey.at,
        })
        .returning(passkeySummary)
        .get(),
    recordUse: (id: number, counter: number, at: string) => db.update(passkeys).set({ counter, lastUsedAt: at }).where(eq(passkeys.id, id)).run(),
    remove: (id: number, userId: number) =>
      db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id })
        .all().length > 0,
    removeAllForUser: (userId: number) => db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id }).all().length,
  };
}

function totpRepository(db: Db) {
  return {
    find: (userId: number) => db.select().from(totpSecrets).where(eq(totpSecrets.userId, userId)).get(),
    /** A new secret waiting for its first code; replaces one that was never confirmed. */
    savePending: (userId: number, secret: string, at: string) =>
      db
        .insert(totpSecrets)
        .values({ userId, secret, enabled: false, lastStep: 0, createdAt: at })
        .onConflictDoUpdate({ target: totpSecrets.userId, set: { secret, enabled: false, lastStep: 0, createdAt: at } })
        .run(),
    /** Turns TOTP on with the codes' hashes, in one transaction: never on without recovery codes. */
    enable(userId: number, step: number, codeHashes: string[]) {
      db.transaction((tx) => {
        tx.update(totpSecrets).set({ enabled: true, lastStep: step }).where(eq(totpSecrets.userId, userId)).run();
        tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
        tx.insert(recoveryCodes)
          .values(codeHashes.map((codeHash) => ({ userId, codeHash })))
          .run();
      });
    },
    /**
     * Records that the code of `step` was used, only if no code of that step or a later one was: two requests racing
     * with the same code cannot both pass.
     */
    claimStep: (userId: number, step: number) =>
      db
        .update(totpSecrets)
        .set({ lastStep: step })
        .where(and(eq(totpSecrets.userId, userId), eq(totpSecrets.enabled, true), lt(totpSecrets.lastStep, step)))
        .returning({ userId: totpSecrets.userId })
        .all().length === 1,
    replaceRecoveryCodes(userId: number, codeHashes: string[]) {
      db.transaction((tx) => {
        tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
        tx.insert(recoveryCodes)
          .values(codeHashes.map((codeHash) => ({ userId, codeHash })))
          .run();
      });
    },
    /** Marks an unused code as used; false when there is none with that hash (never issued, or used already). */
    spendRecoveryCode: (userId: number, codeHash: string, at: string) =>
      db
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id })
        .all().length > 0,
    recoveryCodesLeft: (userId: number) =>
      db
        .select({ n: sql<number>`count(*)` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
        .get()?.n ?? 0,
    /** Removes TOTP and its recovery codes; true when there was something to remove. */
    remove(userId: number): boolean {
      return db.transaction((tx) => {
        const codes = tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).returning({ id: recoveryCodes.id }).all().length;
        const secret = tx.delete(totpSecrets).where(eq(totpSecrets.userId, userId)).returning({ userId: totpSecrets.userId }).all().length;
        return codes + secret > 0;
      });
    },
  };
}

/** The account's rows, one part per table group: the user, its sessions, its passkeys and its TOTP secret with recovery codes. */
export function createAuthRepository(db: Db) {
  return { users: userRepository(db), sessions: sessionRepository(db), passkeys: passkeyRepository(db), totp: totpRepository(db) };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
