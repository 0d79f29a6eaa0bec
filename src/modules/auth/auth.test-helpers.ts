/** TEST ONLY: an app with a real owner account, and the calls the account-security tests make again and again. */
import { afterEach, expect } from "bun:test";
import * as OTPAuth from "otpauth";
import { makeTestApp, type TestApp, type TestAppOptions } from "../../testing/test-app";
import { SESSION_COOKIE } from "./auth.middleware";
import { hashPassword } from "./auth.passwords";
import { createAuthRepository } from "./auth.repository";
import type { UserRow } from "./auth.table";

export const EMAIL = "owner@example.com";
export const PASSWORD = "correct horse";
export const CHROME_ON_LINUX = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

let apps: TestApp[] = [];
afterEach(() => {
  for (const app of apps) app.cleanup();
  apps = [];
});

export type OwnerApp = TestApp & { owner: UserRow };

/** An app with one admin whose password is PASSWORD (a real argon2id hash, as sign-in needs). Cleaned up after each test. */
export async function appWithOwner(options: TestAppOptions = {}): Promise<OwnerApp> {
  const t = makeTestApp(options);
  apps.push(t);
  const owner = createAuthRepository(t.db).users.create({ email: EMAIL, passwordHash: await hashPassword(PASSWORD), name: "Owner", username: "owner" });
  return { ...t, owner };
}

export const post = (t: TestApp, path: string, json: unknown, init: { token?: string; headers?: Record<string, string> } = {}) =>
  t.request("POST", path, { json, ...init });

export const login = (t: TestApp, body: unknown = { email: EMAIL, password: PASSWORD }, headers: Record<string, string> = {}) =>
  post(t, "/api/auth/login", body, { headers });

/** Signs in with the password (TOTP off) and returns the token. */
export async function tokenFor(t: TestApp, headers: Record<string, string> = {}): Promise<string> {
  const res = await login(t, { email: EMAIL, password: PASSWORD }, headers);
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** The code an authenticator app shows for `secret`, `offsetSteps` 30-second steps from the app's clock. */
export const totpCode = (t: TestApp, secret: string, offsetSteps = 0) =>
  OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: t.clock.now() + offsetSteps * 30_000 });

/** Turns TOTP on for the owner through the API; returns its secret and recovery codes. */
export async function enableTotp(t: TestApp, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await post(t, "/api/auth/totp/setup", {}, { token });
  expect(setup.status).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await post(t, "/api/auth/totp/enable", { code: totpCode(t, secret) }, { token });
  expect(enabled.status).toBe(200);
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

/** The ticket of a password step that asks for a second one. */
export async function ticketFor(t: TestApp, headers: Record<string, string> = {}): Promise<string> {
  const res = await login(t, { email: EMAIL, password: PASSWORD }, headers);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { twoFactorRequired: boolean; ticket: string };
  expect(body.twoFactorRequired).toBe(true);
  return body.ticket;
}

export const secondStep = (t: TestApp, ticket: string, code: string, headers: Record<string, string> = {}) =>
  post(t, "/api/auth/login/second-factor", { ticket, code }, { headers });

/** The sign-in cookie a response sets, or undefined. */
export const sessionCookieOf = (res: Response) => res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));

/** From a fresh client address each time (behind a trusted proxy), so only per-account limits can apply. */
let addressCounter = 0;
export const fromNewAddress = () => ({ "x-forwarded-for": `198.51.100.${++addressCounter % 250}` });
