import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { join } from "node:path";
import * as OTPAuth from "otpauth";
import { DB_FILE, openDatabase } from "../../db/open";
import { cleanUpAfterEach, cli, startServe, tempDir } from "../../main.test-helpers";
import { createAuthRepository } from "./auth.repository";

// These tests start real processes; a loaded CI machine needs more than the default 5 s.
setDefaultTimeout(30_000);

const EMAIL = "owner@example.com";
const PASSWORD = "a strong password";
cleanUpAfterEach();

/** A data directory with the owner created by `admin create`. */
function dataDirWithOwner(): string {
  const dir = tempDir();
  expect(cli(["admin", "create", "--email", EMAIL, "--password", PASSWORD, "--data-dir", dir]).code).toBe(0);
  return dir;
}

/** Gives the owner two sessions, a passkey and TOTP with recovery codes, written straight into the database. */
function secureAccount(dir: string) {
  const db = openDatabase(join(dir, DB_FILE));
  const { users, sessions, passkeys, totp } = createAuthRepository(db);
  const user = users.findByEmail(EMAIL)!;
  const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
  sessions.create({ id: "AAAAAAAAAAAAAAAAAAAAAA", userId: user.id, device: "Chrome 140 · Linux", at: "2026-01-05T09:00:00.000Z", expiresAt });
  sessions.create({ id: "BBBBBBBBBBBBBBBBBBBBBB", userId: user.id, device: "Safari 17 · iPhone", at: "2026-01-06T10:30:00.000Z", expiresAt });
  passkeys.create({
    userId: user.id,
    credentialId: "Y3JlZGVudGlhbA",
    publicKey: new Uint8Array([1, 2, 3]),
    counter: 0,
    transports: [],
    name: "Laptop",
    at: "2026-01-05T09:00:00.000Z",
  });
  totp.savePending(user.id, "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", "2026-01-05T09:00:00.000Z");
  totp.enable(user.id, 1, ["a".repeat(64)]);
  db.$client.close();
}

function counts(dir: string) {
  const db = openDatabase(join(dir, DB_FILE));
  const count = (table: string) => db.$client.query<{ n: number }, []>(`SELECT count(*) AS n FROM ${table}`).get()!.n;
  const result = { sessions: count("sessions"), passkeys: count("passkeys"), totp: count("totp_secrets"), recoveryCodes: count("recovery_codes") };
  db.$client.close();
  return result;
}

describe("portfolio admin sessions", () => {
  test("one line per session: id, device, dates", () => {
    const dir = dataDirWithOwner();
    secureAccount(dir);
    const result = cli(["admin", "sessions", "--email", EMAIL, "--data-dir", dir]);
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toStartWith("BBBBBBBBBBBBBBBBBBBBBB  Safari 17 · iPhone  created 2026-01-06T10:30:00.000Z  last seen 2026-01-06T10:30:00.000Z  expires ");
    expect(lines[1]).toStartWith("AAAAAAAAAAAAAAAAAAAAAA  Chrome 140 · Linux  created 2026-01-05T09:00:00.000Z");
  });

  test("none: says so", () => {
    const dir = dataDirWithOwner();
    expect(cli(["admin", "sessions", "--email", EMAIL, "--data-dir", dir]).stdout).toBe(`${EMAIL} has no sessions.\n`);
  });
});

describe("portfolio admin logout-all and reset-2fa", () => {
  test("logout-all ends every session and nothing else", () => {
    const dir = dataDirWithOwner();
    secureAccount(dir);
    const result = cli(["admin", "logout-all", "--email", EMAIL, "--data-dir", dir]);
    expect(result).toMatchObject({ code: 0, stdout: `Ended 2 session(s) of ${EMAIL}.\n` });
    expect(counts(dir)).toEqual({ sessions: 0, passkeys: 1, totp: 1, recoveryCodes: 1 });
  });

  test("reset-2fa removes TOTP, the recovery codes and the passkeys, and ends every session", () => {
    const dir = dataDirWithOwner();
    secureAccount(dir);
    const result = cli(["admin", "reset-2fa", "--email", EMAIL, "--data-dir", dir]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("two-step sign-in (TOTP) and its recovery codes removed; 1 passkey(s) removed; 2 session(s) ended.");
    expect(counts(dir)).toEqual({ sessions: 0, passkeys: 0, totp: 0, recoveryCodes: 0 });
    // Again: nothing left to remove, still a success.
    expect(cli(["admin", "reset-2fa", "--email", EMAIL, "--data-dir", dir]).stdout).toContain(
      "two-step sign-in was off; 0 passkey(s) removed; 0 session(s) ended.",
    );
  });

  test("admin password also ends every session", () => {
    const dir = dataDirWithOwner();
    secureAccount(dir);
    const result = cli(["admin", "password", "--email", EMAIL, "--password", "another password", "--data-dir", dir]);
    expect(result).toMatchObject({ code: 0, stdout: `Changed the password of ${EMAIL}; ended 2 session(s).\n` });
    expect(counts(dir).sessions).toBe(0);
  });

  test("an unknown email is one line, exit 1; a missing --email is a usage error, exit 2", () => {
    const dir = dataDirWithOwner();
    for (const command of ["sessions", "logout-all", "reset-2fa"]) {
      const unknown = cli(["admin", command, "--email", "nobody@example.com", "--data-dir", dir]);
      expect(unknown).toMatchObject({ code: 1, stderr: "portfolio: No user with the email nobody@example.com.\n" });
      const missing = cli(["admin", command, "--data-dir", dir]);
      expect(missing.code).toBe(2);
      expect(missing.stderr.split("\n")[0]).toBe("portfolio: --email is required.");
    }
  });
});

describe("on a running server", () => {
  const api = (url: string, method: string, path: string, { token, json }: { token?: string; json?: unknown } = {}) =>
    fetch(`${url}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(json === undefined ? {} : { "content-type": "application/json" }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });

  test("logout-all refuses the server's tokens at once; reset-2fa lets the password alone sign in again", async () => {
    const dir = dataDirWithOwner();
    const { url } = await startServe(dir);
    const signIn = () =>
      api(url, "POST", "/api/auth/login", { json: { email: EMAIL, password: PASSWORD } }).then(
        (res) => res.json() as Promise<{ token?: string; ticket?: string }>,
      );
    const { token } = await signIn();
    expect((await api(url, "GET", "/api/messages", { token })).status).toBe(200);
    expect(cli(["admin", "logout-all", "--email", EMAIL, "--data-dir", dir]).code).toBe(0);
    expect((await api(url, "GET", "/api/messages", { token })).status).toBe(401);

    // The owner turns TOTP on, then loses the phone and the recovery codes.
    const { token: second } = await signIn();
    const { secret } = (await (await api(url, "POST", "/api/auth/totp/setup", { token: second })).json()) as { secret: string };
    const code = OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret) });
    expect((await api(url, "POST", "/api/auth/totp/enable", { token: second, json: { code } })).status).toBe(200);
    expect((await signIn()).ticket).toBeString();

    expect(cli(["admin", "reset-2fa", "--email", EMAIL, "--data-dir", dir]).code).toBe(0);
    expect((await api(url, "GET", "/api/messages", { token: second })).status).toBe(401);
    const after = await signIn();
    expect(after.ticket).toBeUndefined();
    expect((await api(url, "GET", "/api/messages", { token: after.token })).status).toBe(200);
  });
});
