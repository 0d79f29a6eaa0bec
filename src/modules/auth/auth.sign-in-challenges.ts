import { createHmac } from "node:crypto";
import { sign, verify } from "hono/jwt";
import type { RelyingParty } from "./auth.passkeys";
import { randomToken } from "./auth.pending";

/** What a sign-in challenge was issued for, read back from the challenge itself. */
export type IssuedChallenge = RelyingParty & { rememberMe: boolean; nonce: string; expiresAt: number };

/** The claim that tells a challenge from any other token the server signs. */
const PURPOSE = "passkey-sign-in";

/**
 * Passkey sign-in challenges that the server does not keep: each is a short-lived token it signed (a JWT under a key
 * derived from the sign-in secret, so it can never pass for a session token), carrying its relying party, the
 * "remember me" choice, its expiry and a random nonce. Anyone may ask for challenges as fast as they like: nothing is
 * stored per request, so nobody's pending sign-in can be pushed out. Single use is enforced after a successful
 * verification only: the nonce goes into a set of spent ones until the challenge expires. Only a real sign-in (a
 * registered passkey's valid signature) can add to that set, so strangers cannot fill it either; it is bounded all
 * the same.
 */
export function createSignInChallenges({ secret, ttlMs, maxSpent, now }: { secret: string; ttlMs: number; maxSpent: number; now: () => number }) {
  const key = createHmac("sha256", secret).update("passkey sign-in challenges").digest("base64url");
  /** Nonce → when its challenge expires, in the order they were spent. */
  const spent = new Map<string, number>();

  function forgetExpired(at: number): void {
    for (const [nonce, expiresAt] of spent) if (expiresAt <= at) spent.delete(nonce);
  }

  return {
    /** A new challenge: the text whose UTF-8 bytes the browser signs (base64url in the options). */
    issue: (rp: RelyingParty, rememberMe: boolean): Promise<string> =>
      sign({ use: PURPOSE, nonce: randomToken(16), origin: rp.origin, rpID: rp.rpID, rememberMe, until: now() + ttlMs }, key, "HS256"),

    /** The challenge an answer carries (base64url, as in clientDataJSON), when this server issued it, it is live and unspent. */
    async read(challenge: string): Promise<IssuedChallenge | null> {
      let claims: Record<string, unknown>;
      try {
        claims = await verify(Buffer.from(challenge, "base64url").toString("utf8"), key, "HS256");
      } catch {
        return null;
      }
      const { use, nonce, origin, rpID, rememberMe, until } = claims;
      if (use !== PURPOSE || typeof nonce !== "string" || typeof origin !== "string" || typeof rpID !== "string") return null;
      if (typeof rememberMe !== "boolean" || typeof until !== "number" || until <= now() || spent.has(nonce)) return null;
      return { origin, rpID, rememberMe, nonce, expiresAt: until };
    },

    /** Marks a challenge used; false when it already was (two answers to it raced). */
    spend(issued: IssuedChallenge): boolean {
      if (spent.has(issued.nonce)) return false;
      const at = now();
      if (spent.size >= maxSpent) forgetExpired(at);
      // Reached only by maxSpent real sign-ins within one challenge's lifetime; the oldest is the nearest to expiring.
      while (spent.size >= maxSpent) spent.delete(spent.keys().next().value!);
      spent.set(issued.nonce, issued.expiresAt);
      return true;
    },
  };
}
export type SignInChallenges = ReturnType<typeof createSignInChallenges>;
