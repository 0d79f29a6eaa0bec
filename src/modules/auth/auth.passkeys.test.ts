import { describe, expect, test } from "bun:test";
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { CHROME_ON_LINUX, EMAIL, appWithOwner, enableTotp, post, sessionCookieOf, tokenFor, type OwnerApp } from "./auth.test-helpers";
import { createSoftAuthenticator, type SoftAuthenticator } from "../../testing/passkey-authenticator";

/** app.request() URLs are http://localhost/...: the site's origin when PUBLIC_URL is unset. */
const ORIGIN = "http://localhost";

const registrationOptions = async (t: OwnerApp, token: string, body?: unknown) => {
  const res =
    body === undefined
      ? await t.request("POST", "/api/auth/passkeys/register-options", { token })
      : await post(t, "/api/auth/passkeys/register-options", body, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as PublicKeyCredentialCreationOptionsJSON;
};

const signInOptions = async (t: OwnerApp, body?: unknown, headers: Record<string, string> = {}) => {
  const res =
    body === undefined
      ? await t.request("POST", "/api/auth/passkeys/login-options", { headers })
      : await post(t, "/api/auth/passkeys/login-options", body, { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as PublicKeyCredentialRequestOptionsJSON;
};

/** An owner with one passkey registered through the API. */
async function ownerWithPasskey(options: Parameters<typeof appWithOwner>[0] = {}, origin = ORIGIN) {
  const t = await appWithOwner(options);
  const token = await tokenFor(t);
  const authenticator = createSoftAuthenticator({ origin });
  const res = await post(t, "/api/auth/passkeys/register", authenticator.register(await registrationOptions(t, token, { name: "Laptop" })), { token });
  expect(res.status).toBe(201);
  return { t, token, authenticator };
}

const signIn = async (t: OwnerApp, authenticator: SoftAuthenticator, headers: Record<string, string> = {}) =>
  post(t, "/api/auth/passkeys/login", authenticator.signIn(await signInOptions(t)), { headers });

const passkeyCount = (t: OwnerApp) => t.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM passkeys").get()!.n;

describe("registering a passkey", () => {
  test("the options ask for a discoverable, user-verifying passkey for this site and this owner", async () => {
    const t = await appWithOwner();
    const options = await registrationOptions(t, await tokenFor(t));
    expect(options.rp).toEqual({ name: "localhost", id: "localhost" });
    expect(options.user.name).toBe(EMAIL);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    expect(options.attestation).toBe("none");
    expect(options.challenge.length).toBeGreaterThanOrEqual(32);
  });

  test("a verified answer is stored with its name and dates; the list shows it, never the key", async () => {
    const { t, token } = await ownerWithPasskey();
    const res = await t.request("GET", "/api/auth/passkeys", { token });
    const text = await res.text();
    const list = JSON.parse(text) as { id: number; name: string; createdAt: string; lastUsedAt: string | null }[];
    expect(list).toHaveLength(1);
    expect(Object.keys(list[0]!).sort()).toEqual(["createdAt", "id", "lastUsedAt", "name"]);
    expect(list[0]).toMatchObject({ name: "Laptop", lastUsedAt: null });
    expect(list[0]!.createdAt).toMatch(/Z$/);
    expect(text).not.toMatch(/publicKey|credential/i);
  });

  test("without a name the passkey is named after the device", async () => {
    const t = await appWithOwner();
    const token = await tokenFor(t);
    const authenticator = createSoftAuthenticator({ origin: ORIGIN });
    const options = await registrationOptions(t, token);
    const res = await post(t, "/api/auth/passkeys/register", authenticator.register(options), { token });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { name: string }).name).toBe("Unknown device");
    const named = await t.request("POST", "/api/auth/passkeys/register-options", { token, headers: { "user-agent": CHROME_ON_LINUX } });
    const second = createSoftAuthenticator({ origin: ORIGIN });
    const created = await post(t, "/api/auth/passkeys/register", second.register((await named.json()) as PublicKeyCredentialCreationOptionsJSON), { token });
    expect(((await created.json()) as { name: string }).name).toBe("Chrome 140 · Linux");
  });

  test("refused, with nothing stored: another origin, another site's RP id, a replayed answer, no user verification, a forged challenge", async () => {
    const t = await appWithOwner();
    const token = await tokenFor(t);
    const attempts = [
      createSoftAuthenticator({ origin: "https://evil.example" }).register(await registrationOptions(t, token)),
      createSoftAuthenticator({ origin: ORIGIN, rpID: "evil.example" }).register(await registrationOptions(t, token)),
      createSoftAuthenticator({ origin: ORIGIN, userVerified: false }).register(await registrationOptions(t, token)),
      createSoftAuthenticator({ origin: ORIGIN }).register({
        ...(await registrationOptions(t, token)),
        challenge: isoBase64URL.fromUTF8String("made up by the client"),
      }),
    ];
    for (const answer of attempts) {
      const res = await post(t, "/api/auth/passkeys/register", answer, { token });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeString();
    }
    const good = createSoftAuthenticator({ origin: ORIGIN }).register(await registrationOptions(t, token));
    expect((await post(t, "/api/auth/passkeys/register", good, { token })).status).toBe(201);
    expect((await post(t, "/api/auth/passkeys/register", good, { token })).status).toBe(400);
    expect(passkeyCount(t)).toBe(1);
    expect(t.log.lines.filter((line) => line.text.includes("Refused passkey registration"))).toHaveLength(5);
  });

  test("refused answers count against the account: after 10, a 429 even for a good one", async () => {
    const t = await appWithOwner();
    const token = await tokenFor(t);
    const pending = await registrationOptions(t, token);
    for (let attempt = 0; attempt < 10; attempt++) {
      const forged = createSoftAuthenticator({ origin: "https://evil.example" }).register(await registrationOptions(t, token));
      expect((await post(t, "/api/auth/passkeys/register", forged, { token })).status).toBe(400);
    }
    expect((await post(t, "/api/auth/passkeys/register", createSoftAuthenticator({ origin: ORIGIN }).register(pending), { token })).status).toBe(429);
    expect(passkeyCount(t)).toBe(0);
  });

  test("malformed answers are 400s, never 500s; admin only", async () => {
    const t = await appWithOwner();
    const token = await tokenFor(t);
    for (const body of [
      {},
      { id: "x", rawId: "x", type: "public-key", response: {} },
      { id: "x", rawId: "x", type: "public-key", response: { clientDataJSON: "!!", attestationObject: "x" } },
      "text",
      [1],
    ]) {
      expect((await post(t, "/api/auth/passkeys/register", body, { token })).status).toBe(400);
    }
    const garbage = { id: "eA", rawId: "eA", type: "public-key", response: { clientDataJSON: "eA", attestationObject: "eA" } };
    expect((await post(t, "/api/auth/passkeys/register", garbage, { token })).status).toBe(400);
    expect((await t.request("POST", "/api/auth/passkeys/register-options")).status).toBe(401);
    expect((await t.request("GET", "/api/auth/passkeys")).status).toBe(401);
  });
});

describe("signing in with a passkey alone", () => {
  test("login-options need no account; the answer signs in: {token, user}, the cookie, and the last-use date", async () => {
    const { t, authenticator } = await ownerWithPasskey();
    const options = await signInOptions(t);
    expect(options.rpId).toBe("localhost");
    expect(options.userVerification).toBe("required");
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await post(t, "/api/auth/passkeys/login", authenticator.signIn(options));
    expect(res.status).toBe(200);
    const { token, user } = (await res.json()) as { token: string; user: { email: string } };
    expect(user.email).toBe(EMAIL);
    expect(sessionCookieOf(res)).toContain(token);
    expect(sessionCookieOf(res)).toContain(`Max-Age=${7 * 24 * 3600}`);
    expect((await t.request("GET", "/api/auth/me", { token })).status).toBe(200);
    const [passkey] = (await (await t.request("GET", "/api/auth/passkeys", { token })).json()) as { lastUsedAt: string | null }[];
    expect(passkey!.lastUsedAt).toMatch(/Z$/);
  });

  test("rememberMe in the options gives a 30-day session", async () => {
    const { t, authenticator } = await ownerWithPasskey();
    const res = await post(t, "/api/auth/passkeys/login", authenticator.signIn(await signInOptions(t, { rememberMe: true })));
    expect(sessionCookieOf(res)).toContain(`Max-Age=${30 * 24 * 3600}`);
  });

  test("a passkey signs in even when TOTP is on: it is both factors", async () => {
    const { t, token, authenticator } = await ownerWithPasskey();
    await enableTotp(t, token);
    expect((await signIn(t, authenticator)).status).toBe(200);
  });

  test("a replayed answer is refused: its challenge worked once", async () => {
    const { t, authenticator } = await ownerWithPasskey();
    const answer = authenticator.signIn(await signInOptions(t));
    expect((await post(t, "/api/auth/passkeys/login", answer)).status).toBe(200);
    const replay = await post(t, "/api/auth/passkeys/login", answer);
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { message: string }).message).toBe("The passkey could not be verified");
  });

  test("refused with the contract's 401, changing nothing: a forged signature, an unknown key, another origin, another RP id, no user verification, a cloned key's counter", async () => {
    const { t, authenticator } = await ownerWithPasskey();
    expect((await signIn(t, authenticator)).status).toBe(200);
    const forged = authenticator.signIn(await signInOptions(t));
    const signature = isoBase64URL.toBuffer(forged.response.signature);
    signature[signature.length - 1]! ^= 0xff;
    forged.response.signature = isoBase64URL.fromBuffer(signature);
    const attempts = {
      "a forged signature": forged,
      "an unknown key": createSoftAuthenticator({ origin: ORIGIN }).signIn(await signInOptions(t)),
      "a look-alike page's origin": authenticator.signIn(await signInOptions(t), { origin: "https://portfolio-login.example" }),
      "another site's RP id": authenticator.signIn(await signInOptions(t), { rpID: "evil.example" }),
      "no user verification": authenticator.signIn(await signInOptions(t), { userVerified: false }),
      // The successful sign-in above left the server at counter 1: a copy of the key would say 1 again.
      "a counter that did not move": authenticator.signIn(await signInOptions(t), { counter: 1 }),
    };
    const sessionsBefore = t.db.$client.query("SELECT id FROM sessions").all();
    for (const [kind, answer] of Object.entries(attempts)) {
      const res = await post(t, "/api/auth/passkeys/login", answer);
      expect({ kind, status: res.status }).toEqual({ kind, status: 401 });
      expect(((await res.json()) as { message: string }).message).toBe("The passkey could not be verified");
      expect(sessionCookieOf(res)).toBeUndefined();
    }
    expect(t.db.$client.query("SELECT id FROM sessions").all()).toEqual(sessionsBefore);
    expect(t.log.lines.filter((line) => line.text.includes("Failed passkey sign-in"))).toHaveLength(6);
    // The real key still works afterwards.
    expect((await signIn(t, authenticator)).status).toBe(200);
  });

  test("failures count against the address: 429 with Retry-After after 10, for the options too", async () => {
    const { t, authenticator } = await ownerWithPasskey();
    const pending = await signInOptions(t);
    const stranger = createSoftAuthenticator({ origin: ORIGIN });
    for (let attempt = 0; attempt < 10; attempt++) expect((await signIn(t, stranger)).status).toBe(401);
    const options = await t.request("POST", "/api/auth/passkeys/login-options");
    expect(options.status).toBe(429);
    const limited = await post(t, "/api/auth/passkeys/login", authenticator.signIn(pending));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("malformed answers are 400s", async () => {
    const t = await appWithOwner();
    for (const body of [
      {},
      { id: "a", rawId: "a", type: "public-key", response: { clientDataJSON: "a" } },
      { id: "a b", rawId: "a", type: "public-key", response: {} },
      null,
    ]) {
      expect((await post(t, "/api/auth/passkeys/login", body)).status).toBe(400);
    }
    expect((await post(t, "/api/auth/passkeys/login-options", { rememberMe: "yes" })).status).toBe(400);
  });
});

describe("removing a passkey", () => {
  test("204, then it no longer signs in; another's id or a made-up one is a 404", async () => {
    const { t, token, authenticator } = await ownerWithPasskey();
    const [passkey] = (await (await t.request("GET", "/api/auth/passkeys", { token })).json()) as { id: number }[];
    expect((await t.request("DELETE", `/api/auth/passkeys/${passkey!.id + 100}`, { token })).status).toBe(404);
    expect((await t.request("DELETE", "/api/auth/passkeys/abc", { token })).status).toBe(400);
    expect((await t.request("DELETE", `/api/auth/passkeys/${passkey!.id}`, { token })).status).toBe(204);
    expect(passkeyCount(t)).toBe(0);
    expect((await signIn(t, authenticator)).status).toBe(401);
  });
});

describe("the relying party comes from PUBLIC_URL", () => {
  test("options name its host; an answer from the request's own host is then refused", async () => {
    const { t, token, authenticator } = await ownerWithPasskey({ config: { publicUrl: "https://portfolio.example" } }, "https://portfolio.example");
    const options = await signInOptions(t);
    expect(options.rpId).toBe("portfolio.example");
    expect((await post(t, "/api/auth/passkeys/login", authenticator.signIn(options))).status).toBe(200);
    const local = createSoftAuthenticator({ origin: ORIGIN });
    expect((await post(t, "/api/auth/passkeys/register", local.register(await registrationOptions(t, token)), { token })).status).toBe(400);
  });

  test("without PUBLIC_URL, the request's host (a trusted proxy's forwarded host included)", async () => {
    const t = await appWithOwner({ config: { trustProxy: 1 } });
    const res = await t.request("POST", "/api/auth/passkeys/login-options", { headers: { "x-forwarded-host": "me.example", "x-forwarded-proto": "https" } });
    expect(((await res.json()) as { rpId: string }).rpId).toBe("me.example");
  });
});
