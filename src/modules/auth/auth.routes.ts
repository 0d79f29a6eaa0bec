import { Hono, type Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { AppDeps, AppEnv } from "../../app-deps";
import { badRequest, unauthorized } from "../../lib/errors";
import { isHttps, siteBase } from "../../lib/request-origin";
import { parseOrThrow } from "../../lib/validation";
import { readId, readJson, readOptionalJson } from "../../lib/http";
import { requireAdmin, SESSION_COOKIE } from "./auth.middleware";
import { relyingPartyOf } from "./auth.passkeys";
import type { PublicUser } from "./auth.repository";
import {
  authenticationResponseSchema,
  changePasswordSchema,
  loginSchema,
  passkeyRegistrationOptionsSchema,
  passkeySignInOptionsSchema,
  passwordConfirmationSchema,
  registrationResponseSchema,
  secondFactorSchema,
  totpCodeSchema,
} from "../../shared/schemas/auth";
import { isSessionId } from "./auth.sessions";
import { createAuthUseCases, type AuthUseCases, type Client, type SignedIn } from "./auth.usecases";

type Ctx = Context<AppEnv>;

/** Behind requireAdmin() the user is set. */
const adminOf = (c: Ctx): PublicUser => c.get("user")!;

export function authRoutes(deps: AppDeps, auth: AuthUseCases = createAuthUseCases(deps)) {
  const { config } = deps;
  const clientOf = (c: Ctx): Client => ({ ip: c.get("clientIp"), userAgent: c.req.header("user-agent"), siteBase: siteBase(c.req.raw, config) });

  /** Contract §2: the token in the answer and in an HttpOnly SameSite=Lax cookie that lives as long as the session. */
  function signedIn(c: Ctx, { token, user, maxAgeSeconds }: SignedIn) {
    setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: "Lax", secure: isHttps(c.req.raw, config), path: "/", maxAge: maxAgeSeconds });
    return c.json({ token, user });
  }

  /** The name authenticator apps show for the site: its host, e.g. "example.com". */
  const issuerOf = (c: Ctx) => {
    const base = siteBase(c.req.raw, config);
    return base ? new URL(base).hostname : "Portfolio";
  };

  const readSessionId = (c: Ctx) => {
    const id = c.req.param("id") ?? "";
    if (!isSessionId(id)) throw badRequest(`Invalid session id "${id}"`);
    return id;
  };

  return new Hono<AppEnv>()
    .post("/auth/login", async (c) => {
      auth.checkPasswordStepLimit(c.get("clientIp"));
      const input = parseOrThrow(loginSchema, await readJson(c));
      const result = await auth.passwordStep(input, clientOf(c));
      if (result.twoFactorRequired) return c.json({ twoFactorRequired: true, ticket: result.ticket });
      return signedIn(c, result);
    })
    .post("/auth/login/second-factor", async (c) => {
      const { ticket, code } = parseOrThrow(secondFactorSchema, await readJson(c));
      return signedIn(c, await auth.secondStep(ticket, code, clientOf(c)));
    })
    .get("/auth/me", (c) => {
      const user = c.get("user");
      if (!user) throw unauthorized();
      return c.json(user);
    })
    .post("/auth/logout", (c) => {
      auth.logout(c.get("user"), c.get("sessionId"));
      deleteCookie(c, SESSION_COOKIE, { path: "/", secure: isHttps(c.req.raw, config) });
      return c.body(null, 204);
    })

    .get("/auth/sessions", requireAdmin(), (c) => c.json(auth.listSessions(adminOf(c), c.get("sessionId"))))
    .delete("/auth/sessions", requireAdmin(), (c) => c.json({ ended: auth.endOtherSessions(adminOf(c), c.get("sessionId")) }))
    .delete("/auth/sessions/:id", requireAdmin(), (c) => {
      auth.endSession(adminOf(c), readSessionId(c));
      return c.body(null, 204);
    })
    .put("/auth/password", requireAdmin(), async (c) => {
      const input = parseOrThrow(changePasswordSchema, await readJson(c));
      await auth.changePassword(adminOf(c), c.get("sessionId"), input, c.get("clientIp"));
      return c.body(null, 204);
    })

    .get("/auth/totp", requireAdmin(), (c) => c.json(auth.totpStatus(adminOf(c))))
    .post("/auth/totp/setup", requireAdmin(), (c) => c.json(auth.totpSetup(adminOf(c), issuerOf(c))))
    .post("/auth/totp/enable", requireAdmin(), async (c) => {
      const { code } = parseOrThrow(totpCodeSchema, await readJson(c));
      return c.json(auth.totpEnable(adminOf(c), code, c.get("clientIp")));
    })
    .post("/auth/totp/disable", requireAdmin(), async (c) => {
      const { password } = parseOrThrow(passwordConfirmationSchema, await readJson(c));
      await auth.totpDisable(adminOf(c), password, c.get("clientIp"));
      return c.body(null, 204);
    })
    .post("/auth/recovery-codes", requireAdmin(), async (c) => {
      const { password } = parseOrThrow(passwordConfirmationSchema, await readJson(c));
      return c.json(await auth.regenerateRecoveryCodes(adminOf(c), password, c.get("clientIp")));
    })

    .get("/auth/passkeys", requireAdmin(), (c) => c.json(auth.listPasskeys(adminOf(c))))
    .delete("/auth/passkeys/:id", requireAdmin(), (c) => {
      auth.removePasskey(adminOf(c), readId(c));
      return c.body(null, 204);
    })
    .post("/auth/passkeys/register-options", requireAdmin(), async (c) => {
      const { name } = parseOrThrow(passkeyRegistrationOptionsSchema, await readOptionalJson(c));
      return c.json(await auth.passkeyRegistrationOptions(adminOf(c), relyingPartyOf(c.req.raw, config), name, c.req.header("user-agent")));
    })
    .post("/auth/passkeys/register", requireAdmin(), async (c) => {
      const response = parseOrThrow(registrationResponseSchema, await readJson(c)) as RegistrationResponseJSON;
      return c.json(await auth.registerPasskey(adminOf(c), response, c.get("clientIp")), 201);
    })
    .post("/auth/passkeys/login-options", async (c) => {
      const { rememberMe } = parseOrThrow(passkeySignInOptionsSchema, await readOptionalJson(c));
      return c.json(await auth.passkeySignInOptions(relyingPartyOf(c.req.raw, config), rememberMe, c.get("clientIp")));
    })
    .post("/auth/passkeys/login", async (c) => {
      const response = parseOrThrow(authenticationResponseSchema, await readJson(c)) as AuthenticationResponseJSON;
      return signedIn(c, await auth.signInWithPasskey(response, clientOf(c)));
    });
}
