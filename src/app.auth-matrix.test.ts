import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sign } from "hono/jwt";
import { makeTestApp, type TestApp } from "./testing/test-app";
import { SESSION_COOKIE } from "./modules/auth/auth.middleware";
import { hashPassword } from "./modules/auth/auth.passwords";
import { createAuthRepository } from "./modules/auth/auth.repository";
import { bodyOf, clientRequests, OWN_ORIGIN } from "./app.test-helpers";

/** Every route of contract §2 that needs the admin. */
const ADMIN_ROUTES: [method: string, path: string][] = [
  ["PUT", "/api/site-info"],
  ["POST", "/api/hero-image/url"],
  ["POST", "/api/hero-image/reset"],
  ["POST", "/api/projects"],
  ["PUT", "/api/projects/1"],
  ["DELETE", "/api/projects/1"],
  ["POST", "/api/experiences"],
  ["PUT", "/api/experiences/1"],
  ["DELETE", "/api/experiences/1"],
  ["POST", "/api/education"],
  ["PUT", "/api/education/1"],
  ["DELETE", "/api/education/1"],
  ["POST", "/api/skills"],
  ["PUT", "/api/skills/1"],
  ["DELETE", "/api/skills/1"],
  ["POST", "/api/articles"],
  ["PUT", "/api/articles/1"],
  ["DELETE", "/api/articles/1"],
  ["POST", "/api/articles/1/publish"],
  ["POST", "/api/articles/1/unpublish"],
  ["GET", "/api/messages"],
  ["POST", "/api/messages/1/read"],
  ["DELETE", "/api/messages/1"],
  ["POST", "/api/cv/url"],
  ["POST", "/api/cv/upload"],
  ["POST", "/api/cv/reset"],
  ["GET", "/api/export"],
  ["POST", "/api/import"],
  ["POST", "/api/uploads/images"],
  ["GET", "/api/demo-content"],
  ["DELETE", "/api/demo-content"],
  ["GET", "/api/auth/sessions"],
  ["DELETE", "/api/auth/sessions"],
  ["DELETE", "/api/auth/sessions/AAAAAAAAAAAAAAAAAAAAAA"],
  ["PUT", "/api/auth/password"],
  ["GET", "/api/auth/totp"],
  ["POST", "/api/auth/totp/setup"],
  ["POST", "/api/auth/totp/enable"],
  ["POST", "/api/auth/totp/disable"],
  ["POST", "/api/auth/recovery-codes"],
  ["GET", "/api/auth/passkeys"],
  ["DELETE", "/api/auth/passkeys/1"],
  ["POST", "/api/auth/passkeys/register-options"],
  ["POST", "/api/auth/passkeys/register"],
];

const VISITOR_EMAIL = "visitor-test@example.com";
const VISITOR_PASSWORD = "a real password";

/**
 * Every route a visitor may call, with a request that is valid for a visitor (`null`: no body; every row
 * has all three items because bun passes a `done` callback in place of a missing one).
 */
const VISITOR_ROUTES: [method: string, path: string, body: unknown][] = [
  ["GET", "/api/health", null],
  ["GET", "/api/config", null],
  ["GET", "/api/site-info", null],
  ["GET", "/api/projects", null],
  ["GET", "/api/projects/featured", null],
  ["GET", "/api/projects/1", null],
  ["GET", "/api/cv", null],
  ["GET", "/api/cv/download", null],
  ["GET", "/api/articles", null],
  ["GET", "/api/articles/1", null],
  ["GET", "/api/articles/slug/un-articulo", null],
  ["POST", "/api/messages", { name: "Visitante", email: "v@example.com", subject: "Una consulta", message: "Un mensaje de prueba." }],
  ["POST", "/api/auth/login", { email: VISITOR_EMAIL, password: VISITOR_PASSWORD }],
  ["POST", "/api/auth/logout", null],
  ["POST", "/api/auth/passkeys/login-options", null],
];

/** Sign-in steps a visitor may call whose own refusal is a 401: a bad token must not change their answer either. */
const SIGN_IN_STEPS: [method: string, path: string, body: unknown][] = [
  ["POST", "/api/auth/login/second-factor", { ticket: "no-such-ticket", code: "123456" }],
  [
    "POST",
    "/api/auth/passkeys/login",
    { id: "eA", rawId: "eA", type: "public-key", response: { clientDataJSON: "eA", authenticatorData: "eA", signature: "eA" } },
  ],
];

/** Visitor reads that answer 200 on an empty site. */
const VISITOR_READS_OK = ["/api/health", "/api/config", "/api/site-info", "/api/projects", "/api/projects/featured", "/api/cv", "/api/articles"];

let t: TestApp;
let adminToken: string;
let adminId: number;
/** Tokens that must never make the caller the admin. */
let badTokens: Record<string, string>;

beforeAll(async () => {
  // Each request comes from its own address (see send) so the sign-in and contact rate limits stay out of the way.
  t = makeTestApp({ config: { trustProxy: 1 } });
  adminToken = await t.adminToken();
  createAuthRepository(t.db).users.create({ email: VISITOR_EMAIL, passwordHash: await hashPassword(VISITOR_PASSWORD), name: "Other", username: "other" });
  adminId = JSON.parse(Buffer.from(adminToken.split(".")[1]!, "base64url").toString()).sub;
  const inAnHour = Math.floor(Date.now() / 1000) + 3600;
  const [header, , signature] = adminToken.split(".");
  const forgedPayload = Buffer.from(JSON.stringify({ sub: adminId, exp: inAnHour + 999_999 })).toString("base64url");
  badTokens = {
    garbage: "garbage",
    "garbage with dots": "aaa.bbb.ccc",
    expired: await sign({ sub: adminId, exp: Math.floor(Date.now() / 1000) - 60 }, t.config.jwtSecret, "HS256"),
    "signed by another key": await sign({ sub: adminId, exp: inAnHour }, "another-secret-another-secret-another-secret", "HS256"),
    tampered: `${header}.${forgedPayload}.${signature}`,
    "unsigned (alg none)": `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${forgedPayload}.`,
    "for a user that does not exist": await sign({ sub: adminId + 100, exp: inAnHour }, t.config.jwtSecret, "HS256"),
    "without a session (issued before sessions)": await sign({ sub: adminId, exp: inAnHour }, t.config.jwtSecret, "HS256"),
    "of a session that was ended": await endedSessionToken(),
  };
});
afterAll(() => t.cleanup());

/** A real sign-in of another account, then signed out: its token must be refused at once, not at its expiry. */
async function endedSessionToken(): Promise<string> {
  const res = await send("POST", "/api/auth/login", {}, { email: VISITOR_EMAIL, password: VISITOR_PASSWORD });
  const { token } = (await res.json()) as { token: string };
  expect((await send("POST", "/api/auth/logout", { authorization: `Bearer ${token}` })).status).toBe(204);
  return token;
}
const { send } = clientRequests(() => t);

describe("the auth matrix: admin routes", () => {
  test.each(ADMIN_ROUTES)("%s %s exists and the admin passes the gate", async (method, path) => {
    const res = await send(method, path, { authorization: `Bearer ${adminToken}` });
    expect(res.status).not.toBe(401);
    expect((await bodyOf(res.clone())).message ?? "").not.toStartWith("No API route");
  });

  test.each(ADMIN_ROUTES)("%s %s: 401 JSON without a token", async (method, path) => {
    const res = await send(method, path, {});
    expect(res.status).toBe(401);
    expect((await bodyOf(res)).message).toBeString();
  });

  test.each(ADMIN_ROUTES)("%s %s: 401 for each invalid bearer token and cookie", async (method, path) => {
    for (const [kind, token] of Object.entries(badTokens)) {
      const credentials: Record<string, string>[] = [{ authorization: `Bearer ${token}` }, { cookie: `${SESSION_COOKIE}=${token}`, origin: OWN_ORIGIN }];
      for (const headers of credentials) {
        const res = await send(method, path, headers);
        expect({ kind, via: Object.keys(headers)[0], status: res.status }).toEqual({ kind, via: Object.keys(headers)[0], status: 401 });
      }
    }
  });
});

describe("the auth matrix: visitor routes with a bad token answer as for a visitor", () => {
  test.each(VISITOR_ROUTES)("%s %s", async (method, path, body) => {
    const asVisitor = await send(method, path, {}, body);
    expect(asVisitor.status).not.toBe(401);
    for (const [kind, token] of Object.entries(badTokens)) {
      const credentials: Record<string, string>[] = [{ authorization: `Bearer ${token}` }, { cookie: `${SESSION_COOKIE}=${token}` }];
      for (const headers of credentials) {
        const res = await send(method, path, headers, body);
        expect({ kind, status: res.status }).toEqual({ kind, status: asVisitor.status });
      }
    }
  });

  test.each(SIGN_IN_STEPS)("%s %s answers a bad token's caller as it answers a visitor", async (method, path, body) => {
    const asVisitor = await send(method, path, {}, body);
    for (const [kind, token] of Object.entries(badTokens)) {
      const res = await send(method, path, { authorization: `Bearer ${token}` }, body);
      expect({ kind, status: res.status }).toEqual({ kind, status: asVisitor.status });
    }
  });

  test.each(VISITOR_READS_OK)("GET %s is 200 for a visitor", async (path) => {
    expect((await send("GET", path, { authorization: "Bearer garbage" })).status).toBe(200);
  });

  test("GET /api/auth/me is 401 for a visitor with a bad token", async () => {
    for (const token of Object.values(badTokens)) {
      expect((await send("GET", "/api/auth/me", { authorization: `Bearer ${token}` })).status).toBe(401);
    }
  });
});
