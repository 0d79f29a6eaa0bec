import { afterEach, describe, expect, test } from "bun:test";
import { makeTestApp, type TestApp, type TestAppOptions } from "../../testing/test-app";
import { SESSION_COOKIE } from "./auth.middleware";
import { hashPassword } from "./auth.passwords";
import { createAuthRepository } from "./auth.repository";
import { EMAIL_MESSAGE, PASSWORD_MESSAGE } from "../../shared/schemas/auth";

const EMAIL = "owner@example.com";
const PASSWORD = "correct horse";
const DAY = 24 * 60 * 60;

let apps: TestApp[] = [];
afterEach(() => {
  for (const app of apps) app.cleanup();
  apps = [];
});

/** An app with one admin whose password is PASSWORD (a real argon2id hash, as sign-in needs). */
async function appWithOwner(options: TestAppOptions = {}) {
  const t = makeTestApp(options);
  apps.push(t);
  const owner = createAuthRepository(t.db).users.create({ email: EMAIL, passwordHash: await hashPassword(PASSWORD), name: "Owner", username: "owner" });
  return { ...t, owner };
}

const login = (t: TestApp, body: unknown, headers: Record<string, string> = {}) => t.request("POST", "/api/auth/login", { json: body, headers });

function jwtPayload(token: string): { sub: number; exp: number } {
  return JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8"));
}

/** The attributes of the session cookie a response sets, lower-cased names. */
function sessionCookie(res: Response): { value: string; attributes: Map<string, string> } {
  const header = res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (!header) throw new Error(`no ${SESSION_COOKIE} cookie in ${JSON.stringify(res.headers.getSetCookie())}`);
  const [pair, ...parts] = header.split(";").map((part) => part.trim());
  const attributes = new Map(
    parts.map((part) => {
      const [name, ...value] = part.split("=");
      return [name!.toLowerCase(), value.join("=")] as const;
    }),
  );
  return { value: pair!.slice(SESSION_COOKIE.length + 1), attributes };
}

describe("POST /api/auth/login", () => {
  test("200 {token, user} with the public user only, never a password or hash", async () => {
    const t = await appWithOwner();
    const res = await login(t, { email: EMAIL, password: PASSWORD });
    expect(res.status).toBe(200);
    const text = await res.text();
    const body = JSON.parse(text) as { token: string; user: Record<string, unknown> };
    expect(Object.keys(body).sort()).toEqual(["token", "user"]);
    expect(body.user).toEqual({ id: t.owner.id, username: "owner", email: EMAIL, name: "Owner", role: "admin" });
    expect(body.token.split(".")).toHaveLength(3);
    expect(text).not.toContain("password");
    expect(text).not.toContain("$argon2");
  });

  test("the email is matched regardless of case and surrounding spaces", async () => {
    const t = await appWithOwner();
    expect((await login(t, { email: "  Owner@Example.COM ", password: PASSWORD })).status).toBe(200);
  });

  test("sets an HttpOnly SameSite=Lax cookie holding the same token, not Secure over plain http", async () => {
    const t = await appWithOwner();
    const res = await login(t, { email: EMAIL, password: PASSWORD });
    const { token } = (await res.json()) as { token: string };
    const cookie = sessionCookie(res);
    expect(cookie.value).toBe(token);
    expect(cookie.attributes.has("httponly")).toBe(true);
    expect(cookie.attributes.get("samesite")).toBe("Lax");
    expect(cookie.attributes.get("path")).toBe("/");
    expect(cookie.attributes.has("secure")).toBe(false);
  });

  test("the cookie is Secure behind a trusted proxy speaking https", async () => {
    const t = await appWithOwner({ config: { trustProxy: 1 } });
    const res = await login(t, { email: EMAIL, password: PASSWORD }, { "x-forwarded-proto": "https" });
    expect(sessionCookie(res).attributes.has("secure")).toBe(true);
  });

  test("X-Forwarded-Proto is ignored when the proxy is not trusted", async () => {
    const t = await appWithOwner();
    const res = await login(t, { email: EMAIL, password: PASSWORD }, { "x-forwarded-proto": "https" });
    expect(sessionCookie(res).attributes.has("secure")).toBe(false);
  });

  test("the cookie is Secure when the request came over https", async () => {
    const t = await appWithOwner();
    const res = await t.app.request("https://portfolio.example/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    expect(sessionCookie(res).attributes.has("secure")).toBe(true);
  });

  test("the token lasts 7 days, or 30 days with rememberMe; the cookie lives as long", async () => {
    const t = await appWithOwner();
    for (const [rememberMe, days] of [
      [undefined, 7],
      [false, 7],
      [true, 30],
    ] as const) {
      // The token expires by the app's clock (a manual one, set when the app was made), not by the wall clock.
      const before = Math.floor(t.clock.now() / 1000);
      const res = await login(t, { email: EMAIL, password: PASSWORD, ...(rememberMe === undefined ? {} : { rememberMe }) });
      const { token } = (await res.json()) as { token: string };
      const payload = jwtPayload(token);
      expect(payload.sub).toBe(t.owner.id);
      expect(payload.exp - before).toBeGreaterThanOrEqual(days * DAY);
      expect(payload.exp - before).toBeLessThanOrEqual(days * DAY + 5);
      expect(sessionCookie(res).attributes.get("max-age")).toBe(String(days * DAY));
    }
  });

  test("bad credentials: 401 with the same message whether the email exists or not", async () => {
    const t = await appWithOwner();
    const wrongPassword = await login(t, { email: EMAIL, password: "not the password" });
    const unknownEmail = await login(t, { email: "nobody@example.com", password: PASSWORD });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    const [a, b] = [await wrongPassword.json(), await unknownEmail.json()];
    expect(a).toEqual(b);
    expect((a as { message: string }).message).toBeString();
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });

  test("the spec §5 messages word for word", async () => {
    const t = await appWithOwner();
    const res = await login(t, { email: "not-an-email", password: "12345" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; issues: unknown[] };
    expect(body.issues).toEqual([
      { path: "email", message: "Por favor, introduce un correo electrónico válido" },
      { path: "password", message: "La contraseña debe tener al menos 6 caracteres" },
    ]);
    expect([EMAIL_MESSAGE, PASSWORD_MESSAGE]).toEqual(["Por favor, introduce un correo electrónico válido", "La contraseña debe tener al menos 6 caracteres"]);
  });

  test("missing fields and a non-boolean rememberMe are 400s", async () => {
    const t = await appWithOwner();
    expect((await login(t, {})).status).toBe(400);
    expect((await login(t, { email: EMAIL, password: PASSWORD, rememberMe: "yes" })).status).toBe(400);
  });

  test("after 10 failed attempts: 429 with Retry-After, even with the right password", async () => {
    const t = await appWithOwner();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await login(t, { email: EMAIL, password: `wrong-${attempt}` })).status).toBe(401);
    }
    const limited = await login(t, { email: EMAIL, password: PASSWORD });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(((await limited.json()) as { message: string }).message).toBeString();
  });

  test("successful sign-ins do not count towards the limit", async () => {
    const t = await appWithOwner();
    for (let attempt = 1; attempt <= 11; attempt++) {
      expect((await login(t, { email: EMAIL, password: PASSWORD })).status).toBe(200);
    }
  });

  test("behind one trusted proxy the limit counts the address it appended, whatever the client wrote before it", async () => {
    const t = await appWithOwner({ config: { trustProxy: 1 } });
    // The client writes its own X-Forwarded-For, a new one each time; the proxy appends the real address.
    const from = (ip: string, attempt: number) => ({ "x-forwarded-for": `10.9.${attempt}.1, 192.0.2.${attempt}, ${ip}` });
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await login(t, { email: EMAIL, password: "wrong-pass" }, from("203.0.113.7", attempt))).status).toBe(401);
    }
    expect((await login(t, { email: EMAIL, password: PASSWORD }, from("203.0.113.7", 11))).status).toBe(429);
    expect((await login(t, { email: EMAIL, password: PASSWORD }, from("198.51.100.2", 12))).status).toBe(200);
  });

  test("behind a chain of N trusted proxies (TRUST_PROXY=N) the client is the N-th address from the right", async () => {
    const t = await appWithOwner({ config: { trustProxy: 2 } });
    const from = (ip: string, attempt: number) => ({ "x-forwarded-for": `172.16.${attempt}.9, ${ip}, 10.0.0.5` });
    for (let attempt = 1; attempt <= 10; attempt++) await login(t, { email: EMAIL, password: "wrong-pass" }, from("203.0.113.7", attempt));
    expect((await login(t, { email: EMAIL, password: PASSWORD }, from("203.0.113.7", 11))).status).toBe(429);
    // Reaching the nearer proxy directly: the only entry is the one it appended.
    expect((await login(t, { email: EMAIL, password: PASSWORD }, { "x-forwarded-for": "198.51.100.2" })).status).toBe(200);
  });

  test("X-Forwarded-For counts for nothing when no proxy is trusted", async () => {
    const t = await appWithOwner();
    for (let attempt = 1; attempt <= 10; attempt++) await login(t, { email: EMAIL, password: "wrong-pass" }, { "x-forwarded-for": `192.0.2.${attempt}` });
    expect((await login(t, { email: EMAIL, password: PASSWORD }, { "x-forwarded-for": "192.0.2.99" })).status).toBe(429);
  });

  test("a failed sign-in is logged with its time and account, never the password or the client address", async () => {
    const t = await appWithOwner({ config: { trustProxy: 1 } });
    await login(t, { email: EMAIL, password: "the-wrong-secret" }, { "x-forwarded-for": "203.0.113.77" });
    const lines = t.log.lines.filter((line) => line.text.includes("Failed sign-in"));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe("warn");
    expect(lines[0]!.text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z WARN {2}Failed sign-in account=owner@example.com$/);
    expect(t.log.lines.map((line) => line.text).join("\n")).not.toMatch(/the-wrong-secret|203\.0\.113\.77/);
    await login(t, { email: EMAIL, password: PASSWORD });
    expect(t.log.lines.filter((line) => line.text.includes("sign-in"))).toHaveLength(1);
  });
});

describe("GET /api/auth/me", () => {
  test("200 with the user for a bearer token", async () => {
    const t = await appWithOwner();
    const { token } = (await (await login(t, { email: EMAIL, password: PASSWORD })).json()) as { token: string };
    const res = await t.request("GET", "/api/auth/me", { token });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ id: t.owner.id, username: "owner", email: EMAIL, name: "Owner", role: "admin" });
    expect(text).not.toContain("password");
  });

  test("200 with the sign-in cookie alone", async () => {
    const t = await appWithOwner();
    const { value } = sessionCookie(await login(t, { email: EMAIL, password: PASSWORD }));
    const res = await t.request("GET", "/api/auth/me", { headers: { cookie: `${SESSION_COOKIE}=${value}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { email: string }).email).toBe(EMAIL);
  });

  test("a bad bearer token does not hide a good cookie", async () => {
    const t = await appWithOwner();
    const { value } = sessionCookie(await login(t, { email: EMAIL, password: PASSWORD }));
    const res = await t.request("GET", "/api/auth/me", { token: "garbage", headers: { cookie: `${SESSION_COOKIE}=${value}` } });
    expect(res.status).toBe(200);
  });

  test("401 JSON without a token, with garbage, or for a user that no longer exists", async () => {
    const t = await appWithOwner();
    const { token } = (await (await login(t, { email: EMAIL, password: PASSWORD })).json()) as { token: string };
    t.db.$client.run("DELETE FROM users");
    for (const credentials of [{}, { token: "garbage" }, { token }]) {
      const res = await t.request("GET", "/api/auth/me", credentials);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBeString();
    }
  });
});

describe("POST /api/auth/logout", () => {
  test("204 and the cookie cleared", async () => {
    const t = await appWithOwner();
    const { value } = sessionCookie(await login(t, { email: EMAIL, password: PASSWORD }));
    const res = await t.request("POST", "/api/auth/logout", { headers: { cookie: `${SESSION_COOKIE}=${value}`, origin: "http://localhost" } });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    const cleared = sessionCookie(res);
    expect(cleared.value).toBe("");
    expect(cleared.attributes.get("max-age")).toBe("0");
    expect(cleared.attributes.get("path")).toBe("/");
  });

  test("a visitor may call it too", async () => {
    const t = await appWithOwner();
    expect((await t.request("POST", "/api/auth/logout")).status).toBe(204);
  });
});
