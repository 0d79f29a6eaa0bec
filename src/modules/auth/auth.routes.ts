import { Hono } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { sign } from "hono/jwt";
import type { AppDeps, AppEnv } from "../../app-deps";
import { DomainError, unauthorized } from "../../lib/errors";
import { isHttps } from "../../lib/request-origin";
import { createRateLimiter } from "../../lib/rate-limit";
import { parseOrThrow } from "../../lib/validation";
import { readJson } from "../../lib/http";
import { SESSION_COOKIE } from "./auth.middleware";
import { verifyPassword, timingDummyHash } from "./auth.passwords";
import { createUserRepository, toPublicUser } from "./auth.repository";
import { loginSchema } from "../../shared/schemas/auth";

const DAY = 24 * 60 * 60;
const BAD_CREDENTIALS = "Invalid email or password";

export function authRoutes(deps: AppDeps) {
  const { config, db, log } = deps;
  const users = createUserRepository(db);
  // Contract: after 10 failed sign-ins from one address within 15 minutes, 429 until the window passes.
  const failures = createRateLimiter({ limit: 10, windowMs: 15 * 60 * 1000 });

  return new Hono<AppEnv>()
    .post("/auth/login", async (c) => {
      const ip = c.get("clientIp");
      failures.check(ip);
      const input = parseOrThrow(loginSchema, await readJson(c));
      const user = users.findByEmail(input.email);
      const ok = user ? await verifyPassword(input.password, user.password) : (await verifyPassword(input.password, await timingDummyHash()), false);
      if (!user || !ok) {
        failures.hit(ip);
        // Who was tried, never with what: the time is the log line's own.
        log.warn("Failed sign-in", { account: input.email });
        throw new DomainError("unauthorized", BAD_CREDENTIALS);
      }
      const lifetime = (input.rememberMe ? 30 : 7) * DAY;
      const token = await sign({ sub: user.id, exp: Math.floor(Date.now() / 1000) + lifetime }, config.jwtSecret, "HS256");
      setCookie(c, SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: "Lax",
        secure: isHttps(c.req.raw, config),
        path: "/",
        maxAge: lifetime,
      });
      return c.json({ token, user: toPublicUser(user) });
    })
    .get("/auth/me", (c) => {
      const user = c.get("user");
      if (!user) throw unauthorized();
      return c.json(user);
    })
    .post("/auth/logout", (c) => {
      deleteCookie(c, SESSION_COOKIE, { path: "/", secure: isHttps(c.req.raw, config) });
      return c.body(null, 204);
    });
}
