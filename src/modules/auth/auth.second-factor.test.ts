import { describe, expect, test } from "bun:test";
import {
  EMAIL,
  PASSWORD,
  appWithOwner,
  enableTotp,
  fromNewAddress,
  login,
  post,
  secondStep,
  sessionCookieOf,
  ticketFor,
  tokenFor,
  totpCode,
  type OwnerApp,
} from "./auth.test-helpers";

const me = (t: OwnerApp, token: string) => t.request("GET", "/api/auth/me", { token });
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

/** An owner with TOTP on, and the secret and recovery codes enabling gave. */
async function ownerWithTotp(options: Parameters<typeof appWithOwner>[0] = {}) {
  const t = await appWithOwner(options);
  const token = await tokenFor(t);
  const { secret, recoveryCodes } = await enableTotp(t, token);
  // The enabling code's step is spent: sign-ins in these tests start one step later.
  await t.clock.advance(30_000);
  return { t, token, secret, recoveryCodes };
}

describe("turning TOTP on", () => {
  test("setup answers {secret, otpauthUrl} and nothing turns on until a correct code", async () => {
    const t = await appWithOwner();
    const token = await tokenFor(t);
    const res = await post(t, "/api/auth/totp/setup", {}, { token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { secret: string; otpauthUrl: string };
    expect(Object.keys(body).sort()).toEqual(["otpauthUrl", "secret"]);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(body.otpauthUrl);
    expect(url.protocol).toBe("otpauth:");
    expect(url.searchParams.get("secret")).toBe(body.secret);
    expect(url.searchParams.get("issuer")).toBe("localhost");
    expect(decodeURIComponent(url.pathname)).toContain(EMAIL);
    expect(await (await t.request("GET", "/api/auth/totp", { token })).json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const wrong = await post(t, "/api/auth/totp/enable", { code: "000000" === totpCode(t, body.secret) ? "111111" : "000000" }, { token });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { issues: unknown[] }).issues).toEqual([{ path: "code", code: "auth.wrong-code", message: "The code is not correct" }]);
    // Still off: the password alone signs in.
    expect(((await (await login(t)).json()) as { token?: string }).token).toBeString();

    const enabled = await post(t, "/api/auth/totp/enable", { code: totpCode(t, body.secret) }, { token });
    expect(enabled.status).toBe(200);
    const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
    expect(await (await t.request("GET", "/api/auth/totp", { token })).json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  });

  test("the secret is never read back, logged or stored beside its codes in clear", async () => {
    const { t, token, secret, recoveryCodes } = await ownerWithTotp();
    const status = await (await t.request("GET", "/api/auth/totp", { token })).text();
    expect(status).not.toContain(secret);
    expect(await post(t, "/api/auth/totp/setup", {}, { token }).then((res) => res.status)).toBe(409);
    const logged = t.log.lines.map((line) => line.text).join("\n");
    expect(logged).not.toContain(secret);
    for (const code of recoveryCodes) expect(logged).not.toContain(code);
    const stored = t.db.$client.query<{ code_hash: string }, []>("SELECT code_hash FROM recovery_codes").all();
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]!.replaceAll("-", ""));
  });

  test("enable without a setup, or twice, is a 409; admin only", async () => {
    const t = await appWithOwner();
    const token = await tokenFor(t);
    expect((await post(t, "/api/auth/totp/enable", { code: "123456" }, { token })).status).toBe(409);
    expect((await post(t, "/api/auth/totp/setup", {})).status).toBe(401);
    expect((await t.request("GET", "/api/auth/totp")).status).toBe(401);
  });
});

describe("signing in with the password and TOTP", () => {
  test("the password step answers {twoFactorRequired, ticket}: no token, no cookie", async () => {
    const { t } = await ownerWithTotp();
    const res = await login(t);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["ticket", "twoFactorRequired"]);
    expect(body.twoFactorRequired).toBe(true);
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  test("the ticket and a current code: {token, user} and the cookie; the token signs in", async () => {
    const { t, secret } = await ownerWithTotp();
    const res = await secondStep(t, await ticketFor(t), totpCode(t, secret));
    expect(res.status).toBe(200);
    const { token, user } = (await res.json()) as { token: string; user: { email: string } };
    expect(user.email).toBe(EMAIL);
    expect(sessionCookieOf(res)).toContain(token);
    expect((await me(t, token)).status).toBe(200);
  });

  test("a wrong password still fails first, with the same 401 as ever", async () => {
    const { t } = await ownerWithTotp();
    const res = await login(t, { email: EMAIL, password: "not the password" });
    expect(res.status).toBe(401);
    expect(await messageOf(res)).toBe("Invalid email or password");
  });

  test("a wrong code: 401 JSON, no cookie, and the ticket still takes the right code", async () => {
    const { t, secret } = await ownerWithTotp();
    const ticket = await ticketFor(t);
    const right = totpCode(t, secret);
    for (const wrong of [right === "123456" ? "654321" : "123456", "12345", "abcdef", "0000000"]) {
      const res = await secondStep(t, ticket, wrong);
      expect(res.status).toBe(401);
      expect(await messageOf(res)).toBe("The code is not valid");
      expect(sessionCookieOf(res)).toBeUndefined();
    }
    expect((await secondStep(t, ticket, right)).status).toBe(200);
  });

  test("each code works once: the same code, or an older one, is refused afterwards", async () => {
    const { t, secret } = await ownerWithTotp();
    const code = totpCode(t, secret);
    expect((await secondStep(t, await ticketFor(t), code)).status).toBe(200);
    expect((await secondStep(t, await ticketFor(t), code)).status).toBe(401);
    expect((await secondStep(t, await ticketFor(t), totpCode(t, secret, -1))).status).toBe(401);
  });

  test("clock drift: a code one step early or late is accepted, two steps is not", async () => {
    const { t, secret } = await ownerWithTotp();
    // One step further, so the step before the current one is not the step that enabling spent.
    await t.clock.advance(30_000);
    expect((await secondStep(t, await ticketFor(t), totpCode(t, secret, -2))).status).toBe(401);
    expect((await secondStep(t, await ticketFor(t), totpCode(t, secret, 2))).status).toBe(401);
    expect((await secondStep(t, await ticketFor(t), totpCode(t, secret, -1))).status).toBe(200);
    expect((await secondStep(t, await ticketFor(t), totpCode(t, secret, 1))).status).toBe(200);
  });

  test("the ticket works once and lasts five minutes", async () => {
    const { t, secret } = await ownerWithTotp();
    const ticket = await ticketFor(t);
    expect((await secondStep(t, ticket, totpCode(t, secret))).status).toBe(200);
    await t.clock.advance(30_000);
    const reused = await secondStep(t, ticket, totpCode(t, secret));
    expect(reused.status).toBe(401);
    expect(await messageOf(reused)).toContain("sign in again");

    const late = await ticketFor(t);
    await t.clock.advance(5 * 60_000 + 1000);
    expect((await secondStep(t, late, totpCode(t, secret))).status).toBe(401);
    expect((await secondStep(t, "made-up-ticket", totpCode(t, secret))).status).toBe(401);
  });

  test("rememberMe carries over the second step: a 30-day cookie", async () => {
    const { t, secret } = await ownerWithTotp();
    const first = await login(t, { email: EMAIL, password: PASSWORD, rememberMe: true });
    const { ticket } = (await first.json()) as { ticket: string };
    const res = await secondStep(t, ticket, totpCode(t, secret));
    expect(sessionCookieOf(res)).toContain(`Max-Age=${30 * 24 * 3600}`);
  });

  test("bad bodies are 400s with the contract's shape", async () => {
    const { t } = await ownerWithTotp();
    for (const body of [{}, { ticket: "x" }, { code: "123456" }, { ticket: 1, code: 2 }, { ticket: "x", code: "" }]) {
      const res = await post(t, "/api/auth/login/second-factor", body);
      expect(res.status).toBe(400);
      expect(await messageOf(res)).toBeString();
    }
  });
});

describe("recovery codes", () => {
  test("a recovery code signs in once; typed in capitals and without dashes it is the same code", async () => {
    const { t, token, recoveryCodes } = await ownerWithTotp();
    const [first, second] = recoveryCodes as [string, string];
    expect((await secondStep(t, await ticketFor(t), first)).status).toBe(200);
    const reused = await secondStep(t, await ticketFor(t), first);
    expect(reused.status).toBe(401);
    expect((await secondStep(t, await ticketFor(t), ` ${second.replaceAll("-", "").toUpperCase()} `)).status).toBe(200);
    expect(await (await t.request("GET", "/api/auth/totp", { token })).json()).toEqual({ enabled: true, recoveryCodesLeft: 8 });
    expect(t.log.lines.some((line) => line.text.includes("Signed in with a recovery code") && line.text.includes("recoveryCodesLeft=8"))).toBe(true);
  });

  test("a made-up code is refused", async () => {
    const { t } = await ownerWithTotp();
    expect((await secondStep(t, await ticketFor(t), "abcd-efgh-jkmn-pqrs")).status).toBe(401);
  });

  test("regenerating needs the password and replaces every old code", async () => {
    const { t, token, recoveryCodes } = await ownerWithTotp();
    const wrong = await post(t, "/api/auth/recovery-codes", { password: "not the password" }, { token });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { issues: unknown[] }).issues).toEqual([
      { path: "password", code: "auth.wrong-password", message: "The password is not correct" },
    ]);
    expect((await secondStep(t, await ticketFor(t), recoveryCodes[0]!)).status).toBe(200);

    const res = await post(t, "/api/auth/recovery-codes", { password: PASSWORD }, { token });
    expect(res.status).toBe(200);
    const fresh = ((await res.json()) as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => recoveryCodes.includes(code))).toBe(false);
    expect((await secondStep(t, await ticketFor(t), recoveryCodes[1]!)).status).toBe(401);
    expect((await secondStep(t, await ticketFor(t), fresh[0]!)).status).toBe(200);
  });

  test("without TOTP there are no recovery codes to regenerate: 409", async () => {
    const t = await appWithOwner();
    expect((await post(t, "/api/auth/recovery-codes", { password: PASSWORD }, { token: await tokenFor(t) })).status).toBe(409);
  });
});

describe("turning TOTP off", () => {
  test("needs the password; then the password alone signs in and the old codes are gone", async () => {
    const { t, token, secret, recoveryCodes } = await ownerWithTotp();
    expect((await post(t, "/api/auth/totp/disable", { password: "not the password" }, { token })).status).toBe(400);
    expect((await login(t).then((res) => res.json())) as object).toHaveProperty("twoFactorRequired", true);

    expect((await post(t, "/api/auth/totp/disable", { password: PASSWORD }, { token })).status).toBe(204);
    expect((await login(t).then((res) => res.json())) as object).toHaveProperty("token");
    expect(t.db.$client.query("SELECT * FROM recovery_codes").all()).toEqual([]);
    expect(await (await t.request("GET", "/api/auth/totp", { token })).json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    // A new setup gives a new secret.
    const again = (await (await post(t, "/api/auth/totp/setup", {}, { token })).json()) as { secret: string };
    expect(again.secret).not.toBe(secret);
    expect(recoveryCodes).toHaveLength(10);
  });
});

describe("limits on the second step", () => {
  test("10 wrong codes from one address: 429 with Retry-After, even with the right code", async () => {
    const { t, secret } = await ownerWithTotp();
    const ticket = await ticketFor(t);
    for (let attempt = 0; attempt < 10; attempt++) expect((await secondStep(t, ticket, "abcdef")).status).toBe(401);
    const limited = await secondStep(t, ticket, totpCode(t, secret));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(await messageOf(limited)).toBeString();
  });

  test("per account: wrong codes from many addresses are counted together", async () => {
    const { t, secret } = await ownerWithTotp({ config: { trustProxy: 1 } });
    for (let attempt = 0; attempt < 10; attempt++) {
      const headers = fromNewAddress();
      expect((await secondStep(t, await ticketFor(t, headers), "abcdef", headers)).status).toBe(401);
    }
    const headers = fromNewAddress();
    expect((await secondStep(t, await ticketFor(t, headers), totpCode(t, secret), headers)).status).toBe(429);
    // The window passes: the right code works again.
    await t.clock.advance(15 * 60_000 + 1000);
    expect((await secondStep(t, await ticketFor(t, headers), totpCode(t, secret), headers)).status).toBe(200);
  });

  test("made-up tickets count against the address", async () => {
    const { t } = await ownerWithTotp();
    for (let attempt = 0; attempt < 10; attempt++) expect((await secondStep(t, `forged-${attempt}`, "123456")).status).toBe(401);
    expect((await secondStep(t, "forged", "123456")).status).toBe(429);
  });

  test("wrong passwords to turn TOTP off count too: a stolen session cannot guess the password", async () => {
    const { t, token } = await ownerWithTotp();
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await post(t, "/api/auth/totp/disable", { password: `guess-${attempt}` }, { token })).status).toBe(400);
    expect((await post(t, "/api/auth/totp/disable", { password: PASSWORD }, { token })).status).toBe(429);
    expect((await login(t).then((res) => res.json())) as object).toHaveProperty("twoFactorRequired", true);
  });

  test("the password step is limited per account as well: 20 failures from anywhere", async () => {
    const t = await appWithOwner({ config: { trustProxy: 1 } });
    for (let attempt = 0; attempt < 20; attempt++) expect((await login(t, { email: EMAIL, password: `wrong-${attempt}` }, fromNewAddress())).status).toBe(401);
    expect((await login(t, { email: EMAIL, password: PASSWORD }, fromNewAddress())).status).toBe(429);
    // Another account is not affected.
    expect((await login(t, { email: "someone@example.com", password: "whatever1" }, fromNewAddress())).status).toBe(401);
  });
});
