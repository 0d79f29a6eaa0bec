import { describe, expect, test } from "bun:test";
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { appWithOwner, fromNewAddress, post, sessionCookieOf, tokenFor, type OwnerApp } from "./auth.test-helpers";
import { createSoftAuthenticator } from "../../testing/passkey-authenticator";

const ORIGIN = "http://localhost";
const FAILED = "The passkey could not be verified";

/** An owner with one passkey registered through the API, behind a trusted proxy so each stranger has an address. */
async function ownerWithPasskey() {
  const t = await appWithOwner({ config: { trustProxy: 1 } });
  const token = await tokenFor(t);
  const authenticator = createSoftAuthenticator({ origin: ORIGIN });
  const options = (await (await t.request("POST", "/api/auth/passkeys/register-options", { token })).json()) as PublicKeyCredentialCreationOptionsJSON;
  expect((await post(t, "/api/auth/passkeys/register", authenticator.register(options), { token })).status).toBe(201);
  return { t, token, authenticator };
}

async function signInOptions(t: OwnerApp, headers: Record<string, string> = {}): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const res = await t.request("POST", "/api/auth/passkeys/login-options", { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as PublicKeyCredentialRequestOptionsJSON;
}

const refusal = async (res: Response) => ({ status: res.status, message: ((await res.json()) as { message: string }).message });

describe("passkey sign-in challenges are signed, not stored", () => {
  test("a flood of anonymous login-options cannot push out the owner's pending sign-in", async () => {
    const { t, authenticator } = await ownerWithPasskey();
    const owners = await signInOptions(t);
    // More than the 1,000 pending challenges the server used to keep, from strangers' addresses.
    for (let i = 0; i < 1500; i++) await t.request("POST", "/api/auth/passkeys/login-options", { headers: fromNewAddress() });
    const res = await post(t, "/api/auth/passkeys/login", authenticator.signIn(owners));
    expect(res.status).toBe(200);
    expect(sessionCookieOf(res)).toBeString();
  });

  test("each works once, within 5 minutes", async () => {
    const { t, authenticator } = await ownerWithPasskey();
    const answer = authenticator.signIn(await signInOptions(t));
    expect((await post(t, "/api/auth/passkeys/login", answer)).status).toBe(200);
    expect(await refusal(await post(t, "/api/auth/passkeys/login", answer))).toEqual({ status: 401, message: FAILED });
    // Two copies of one answer at once: one session, not two.
    const raced = authenticator.signIn(await signInOptions(t));
    const sessionsBefore = t.db.$client.query("SELECT id FROM sessions").all().length;
    const statuses = await Promise.all([post(t, "/api/auth/passkeys/login", raced), post(t, "/api/auth/passkeys/login", raced)]);
    expect(statuses.map((res) => res.status).sort()).toEqual([200, 401]);
    expect(t.db.$client.query("SELECT id FROM sessions").all()).toHaveLength(sessionsBefore + 1);

    const late = await signInOptions(t);
    await t.clock.advance(5 * 60_000 + 1000);
    expect(await refusal(await post(t, "/api/auth/passkeys/login", authenticator.signIn(late)))).toEqual({ status: 401, message: FAILED });
  });

  test("what the server signed cannot be changed, and a challenge is never a session token nor a session token a challenge", async () => {
    const { t, token, authenticator } = await ownerWithPasskey();
    const options = await signInOptions(t);
    const [header, payload, signature] = isoBase64URL.toUTF8String(options.challenge).split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString("utf8")) as Record<string, unknown>;
    expect(Object.keys(claims).sort()).toEqual(["nonce", "origin", "rememberMe", "rpID", "until", "use"]);
    const longer = Buffer.from(JSON.stringify({ ...claims, until: Number(claims.until) + 3_600_000 })).toString("base64url");
    const forgeries = {
      "a longer life": `${header}.${longer}.${signature}`,
      "the owner's session token": token,
      "unsigned text": "made up by the client",
    };
    for (const [what, challenge] of Object.entries(forgeries)) {
      const res = await post(t, "/api/auth/passkeys/login", authenticator.signIn({ ...options, challenge: isoBase64URL.fromUTF8String(challenge) }));
      expect({ what, ...(await refusal(res)) }).toEqual({ what, status: 401, message: FAILED });
    }
    const asToken = isoBase64URL.toUTF8String(options.challenge);
    expect((await t.request("GET", "/api/auth/me", { token: asToken })).status).toBe(401);
    expect((await post(t, "/api/auth/passkeys/login", authenticator.signIn(options))).status).toBe(200);
  });
});
