import { describe, expect, test } from "bun:test";
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { createManualClock } from "../../platform/scheduler/scheduler.clock";
import { EMAIL, appWithOwner, login, post, tokenFor } from "./auth.test-helpers";
import { createSoftAuthenticator } from "../../testing/passkey-authenticator";

/** Now: the session token the test signs in with is checked against the real time. */
const START = Math.floor(Date.now() / 1000) * 1000;
const WINDOW_MS = 15 * 60_000;
type Health = { signIn?: { locked: boolean; failures: number; addresses: number; lockedUntil: string | null } };

describe("the password sign-in locked by failures from many addresses, as the admin's health read says it", () => {
  test("N failed sign-ins from M addresses, until when; never which addresses; passkeys still sign in", async () => {
    const t = await appWithOwner({ config: { trustProxy: 1 }, clock: createManualClock(START) });
    const token = await tokenFor(t);
    const authenticator = createSoftAuthenticator({ origin: "http://localhost" });
    const registration = (await (await t.request("POST", "/api/auth/passkeys/register-options", { token })).json()) as PublicKeyCredentialCreationOptionsJSON;
    expect((await post(t, "/api/auth/passkeys/register", authenticator.register(registration), { token })).status).toBe(201);
    const health = async () => (await (await t.request("GET", "/api/health", { token })).text()) as string;

    expect((JSON.parse(await health()) as Health).signIn).toEqual({ locked: false, failures: 0, addresses: 0, lockedUntil: null });
    // 20 wrong passwords from 7 addresses, none of which reaches its own limit of 10.
    const addresses = Array.from({ length: 7 }, (_, i) => `203.0.113.${10 + i}`);
    for (let attempt = 0; attempt < 19; attempt++) {
      const res = await login(t, { email: EMAIL.toUpperCase(), password: `wrong-${attempt}` }, { "x-forwarded-for": addresses[attempt % 7]! });
      expect(res.status).toBe(401);
    }
    expect((JSON.parse(await health()) as Health).signIn).toEqual({ locked: false, failures: 19, addresses: 7, lockedUntil: null });
    await t.clock.advance(60_000);
    expect((await login(t, { email: EMAIL, password: "wrong-last" }, { "x-forwarded-for": addresses[0]! })).status).toBe(401);

    // Locked: even the right password, from anywhere.
    expect((await login(t, undefined, { "x-forwarded-for": "198.51.100.200" })).status).toBe(429);
    const text = await health();
    expect((JSON.parse(text) as Health).signIn).toEqual({ locked: true, failures: 20, addresses: 7, lockedUntil: new Date(START + WINDOW_MS).toISOString() });
    for (const address of addresses) expect(text).not.toContain(address);

    // Passkeys are exempt from the account's lock.
    const options = (await (await t.request("POST", "/api/auth/passkeys/login-options")).json()) as PublicKeyCredentialRequestOptionsJSON;
    expect((await post(t, "/api/auth/passkeys/login", authenticator.signIn(options))).status).toBe(200);

    // Visitors never see it; once the window has passed, neither does the owner.
    expect(Object.keys((await (await t.request("GET", "/api/health")).json()) as object).sort()).toEqual(["status", "uptimeSeconds", "version"]);
    await t.clock.advanceTo(START + WINDOW_MS);
    expect((JSON.parse(await health()) as Health).signIn).toEqual({ locked: false, failures: 0, addresses: 0, lockedUntil: null });
    expect((await login(t, undefined, { "x-forwarded-for": "198.51.100.200" })).status).toBe(200);
  });

  test("failures for accounts that do not exist keep no address", async () => {
    const t = await appWithOwner({ config: { trustProxy: 1 } });
    const token = await tokenFor(t);
    for (let attempt = 0; attempt < 5; attempt++)
      await login(t, { email: "nobody@example.com", password: `wrong-${attempt}` }, { "x-forwarded-for": `203.0.113.${attempt}` });
    expect(((await (await t.request("GET", "/api/health", { token })).json()) as Health).signIn).toMatchObject({ failures: 0, addresses: 0 });
  });
});
