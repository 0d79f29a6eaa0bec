import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppDeps, AppEnv } from "../../app-deps";
import { DomainError, unauthorized } from "../../lib/errors";
import { clientIp } from "../../lib/request-origin";
import { SAFE_METHODS } from "../../lib/http";
import { createAuthRepository, toPublicUser } from "./auth.repository";
import { readSessionToken } from "./auth.sessions";

export const SESSION_COOKIE = "portfolio_session";

/** "Last seen" is written at most this often per session, so an authenticated request is one read, rarely a write. */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

/**
 * Resolves who is calling on every /api request. Never throws: a missing, garbage, expired or foreign-signed
 * token, or one whose session has ended, makes the caller a visitor (contract: visitor routes never answer 401
 * for a bad token; admin routes then answer 401).
 */
export function identify({ config, db, clock }: AppDeps): MiddlewareHandler<AppEnv> {
  const sessions = createAuthRepository(db).sessions;
  return async (c, next) => {
    c.set("clientIp", clientIp(c, config));
    c.set("user", null);
    c.set("authVia", null);
    c.set("sessionId", null);
    const header = c.req.header("authorization");
    const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const cookie = getCookie(c, SESSION_COOKIE);
    for (const [token, via] of [
      [bearer, "bearer"],
      [cookie, "cookie"],
    ] as const) {
      if (!token) continue;
      const claims = await readSessionToken(token, config.jwtSecret);
      if (!claims) continue;
      const at = clock.now();
      const found = sessions.findActive(claims.sessionId, claims.userId, new Date(at).toISOString());
      if (!found) continue;
      if (Date.parse(found.lastSeenAt) <= at - LAST_SEEN_RESOLUTION_MS) sessions.touch(claims.sessionId, new Date(at).toISOString());
      c.set("user", toPublicUser(found.user));
      c.set("authVia", via);
      c.set("sessionId", claims.sessionId);
      break;
    }
    await next();
  };
}

/**
 * Admin only. A state-changing request authenticated by the cookie alone must come from the site's own
 * origin; a bearer token cannot be sent by another site's page, so it needs no such check.
 */
export function requireAdmin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get("user")) throw unauthorized();
    if (c.get("authVia") === "cookie" && !SAFE_METHODS.has(c.req.method)) {
      const originHost = hostOf(c.req.header("origin")) ?? hostOf(c.req.header("referer"));
      const ownHost = c.req.header("host") ?? new URL(c.req.url).host;
      if (originHost !== ownHost) throw new DomainError("forbidden", "Cross-origin request refused");
    }
    await next();
  };
}

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
}
