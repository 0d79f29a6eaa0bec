import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/open";
import { users, type UserRow } from "./auth.table";

export type PublicUser = Omit<UserRow, "password">;

/** The only way a user leaves the repository: without its password hash. */
export function toPublicUser({ password: _hash, ...user }: UserRow): PublicUser {
  return user;
}

export function createUserRepository(db: Db) {
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
