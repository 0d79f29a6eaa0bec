import { blob, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { belongsTo, bool, timestamp } from "../../db/columns";

export const users = sqliteTable("users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  username: text("username").notNull().unique(),
  /** argon2id hash; never leaves the repository. */
  password: text("password").notNull(),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  role: text("role").notNull().default("admin"),
});
export type UserRow = typeof users.$inferSelect;

/**
 * One row per sign-in: a token is valid only while its session row exists, so ending a session (from the admin or
 * the command line) refuses its token at once. The id is random, not a counter: a restored backup cannot bring an
 * ended session's id back for a new sign-in.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    /** "Chrome 140 · Linux", from the User-Agent when the session began; never a place or an address. */
    device: text("device").notNull(),
    createdAt: timestamp("created_at"),
    /** Refreshed at most once a minute, so an authenticated request is one read and rarely a write. */
    lastSeenAt: timestamp("last_seen_at"),
    /** When the token expires (7 days, or 30 with "remember me"); the session is swept after it. */
    expiresAt: text("expires_at").notNull(),
  },
  (table) => [index("sessions_user_id").on(table.userId)],
);
export type SessionRow = typeof sessions.$inferSelect;

/** The owner's passkeys (WebAuthn credentials): the public key only, the private one never leaves the authenticator. */
export const passkeys = sqliteTable(
  "passkeys",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: belongsTo("user_id", () => users.id),
    /** The credential id, base64url, as the browser sends it back at sign-in. */
    credentialId: text("credential_id").notNull().unique(),
    publicKey: blob("public_key", { mode: "buffer" }).notNull(),
    /** The authenticator's signature counter: a response with a counter that did not grow is a cloned key's. */
    counter: integer("counter").notNull().default(0),
    transports: text("transports", { mode: "json" }).$type<string[]>().notNull().default([]),
    name: text("name").notNull(),
    createdAt: timestamp("created_at"),
    lastUsedAt: text("last_used_at"),
  },
  (table) => [index("passkeys_user_id").on(table.userId)],
);
export type PasskeyRow = typeof passkeys.$inferSelect;

/**
 * A user's TOTP secret (base32). Written by setup with `enabled` false; a correct code turns it on. The secret is
 * stored as is: the server must compute codes from it. `lastStep` is the last 30-second step whose code was
 * accepted, so a code (or an older one) cannot be used twice.
 */
export const totpSecrets = sqliteTable("totp_secrets", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabled: bool("enabled"),
  lastStep: integer("last_step").notNull().default(0),
  createdAt: timestamp("created_at"),
});
export type TotpSecretRow = typeof totpSecrets.$inferSelect;

/** Single-use recovery codes, stored as SHA-256 hashes (see auth.totp.ts for why not argon2). */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: belongsTo("user_id", () => users.id),
    codeHash: text("code_hash").notNull(),
    usedAt: text("used_at"),
  },
  (table) => [index("recovery_codes_user_hash").on(table.userId, table.codeHash)],
);
