import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { verify } from "hono/jwt";
import type { AppDeps, AppEnv } from "../../app-deps";
import { DomainError, unauthorized } from "../../lib/errors";
import { clientIp } from "../../lib/request-origin";
import { SAFE_METHODS } from "../../lib/http";
import { createUserRepository, toPublicUser } from "./auth.repository";

export const SESSION_COOKIE = "portfolio_session";

/**
 * Resolves who is calling on every /api request. Never throws: a missing, garbage, expired or foreign-signed
 * token makes the caller a visitor (contract: visitor routes never answer 401 for a bad token).
 */
export function identify({ config, db }: AppDeps): MiddlewareHandler<AppEnv> {
  const users = createUserRepository(db);
  return async (c, next) => {
    c.set("clientIp", clientIp(c, config));
    c.set("user", null);
    c.set("authVia", null);
    const header = c.req.header("authorization");
    const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const cookie = getCookie(c, SESSION_COOKIE);
    for (const [token, via] of [[bearer, "bearer"], [cookie, "cookie"]] as const) {
      if (!token) continue;
      try {
        const payload = await verify(token, config.jwtSecret, "HS256");
        const row = typeof payload.sub === "number" ? users.findById(payload.sub) : undefined;
        if (row) {
          c.set("user", toPublicUser(row));
          c.set("authVia", via);
          break;
        }
      } catch {
        // Invalid token: try the next credential, else stay a visitor.
      }
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
