import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { AppDeps } from "../../app-deps";
import { DomainError, badRequest, notFound } from "../../lib/errors";
import { createRateLimiter } from "../../lib/rate-limit";
import {
  challengeOf,
  registrationOptions,
  signInOptions,
  verifiedRegistration,
  verifiedSignIn,
  type RegistrationChallenge,
  type RelyingParty,
} from "./auth.passkeys";
import { hashPassword, timingDummyHash, verifyPassword } from "./auth.passwords";
import { createPendingStore, randomToken } from "./auth.pending";
import { createSignInChallenges } from "./auth.sign-in-challenges";
import { createAuthRepository, toPublicUser, type PasskeySummary, type PublicUser } from "./auth.repository";
import { SIGN_IN_EXPIRED_MESSAGE, type ChangePasswordInput, type LoginOutput } from "../../shared/schemas/auth";
import { createOwnerAddress } from "./auth.owner-address";
import { deviceLabel, newSessionId, signSessionToken } from "./auth.sessions";
import type { UserRow } from "./auth.table";
import { hashRecoveryCode, looksLikeTotpCode, newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, otpauthUrl, totpStepOf } from "./auth.totp";

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const BAD_CREDENTIALS = "Invalid email or password";
/** Contract §2: 10 failed sign-ins from one address within 15 minutes, then 429 until the window passes. */
const LOGIN_LIMIT = { limit: 10, windowMs: 15 * MINUTE_MS };
/**
 * Failed password steps per account, whatever the address: bounds guessing spread over many addresses. Twice the
 * per-address limit, so one address failing cannot lock the owner out on its own (a passkey always still works).
 */
const ACCOUNT_PASSWORD_LIMIT = { limit: 20, windowMs: 15 * MINUTE_MS };
/** The ticket between the password and the second step. */
const TICKET_TTL_MS = 5 * MINUTE_MS;
/** WebAuthn asks the browser to finish within 60 s; the challenge outlives that a little. */
const CHALLENGE_TTL_MS = 5 * MINUTE_MS;
/**
 * At most this many tickets or registration challenges wait at once (only the right password or the admin makes
 * them), and this many used sign-in challenges are remembered until they expire.
 */
const MAX_PENDING = 1000;

/** Who is signing in: the address limits count, the device label, and the site's address as the request gives it (null: not a host name). */
export type Client = { ip: string; userAgent: string | undefined; siteBase: string | null };
export type SignedIn = { token: string; user: PublicUser; maxAgeSeconds: number };
export type PasswordStep = { twoFactorRequired: true; ticket: string } | ({ twoFactorRequired: false } & SignedIn);
export type SessionView = { id: string; device: string; createdAt: string; lastSeenAt: string; current: boolean };
export type TotpStatus = { enabled: boolean; recoveryCodesLeft: number };
/**
 * The password sign-in's per-account lock as the owner's dashboard shows it: failed passwords in the current window
 * and from how many addresses (never which), and until when it is locked (null while it is not).
 */
export type PasswordLockout = { locked: boolean; failures: number; addresses: number; lockedUntil: string | null };

/**
 * The account's rules: signing in (password, second step, passkey), its sessions, its password, TOTP with recovery
 * codes and passkeys. One instance per app: the limits and pending steps live in it.
 */
export function createAuthUseCases({ config, db, log, clock }: AppDeps) {
  const now = () => clock.now();
  const iso = () => new Date(now()).toISOString();
  const { users, sessions, passkeys, totp } = createAuthRepository(db);
  const ownerAddress = createOwnerAddress(db);

  // The password step and the second step each count failures per client address (the contract's limit) and per
  // account. Passkey sign-ins count per address only: the per-account limit must never lock out the owner's passkey.
  const passwordByAddress = createRateLimiter({ ...LOGIN_LIMIT, now });
  const passwordByAccount = createRateLimiter({ ...ACCOUNT_PASSWORD_LIMIT, now });
  const secondByAddress = createRateLimiter({ ...LOGIN_LIMIT, now });
  const secondByAccount = createRateLimiter({ ...LOGIN_LIMIT, now });
  const tickets = createPendingStore<{ userId: number; rememberMe: boolean }>({ ttlMs: TICKET_TTL_MS, max: MAX_PENDING, now });
  const registrations = createPendingStore<RegistrationChallenge>({ ttlMs: CHALLENGE_TTL_MS, max: MAX_PENDING, now });
  // Sign-in challenges are asked for by anyone: signed and handed out, never stored, so a flood cannot evict the owner's.
  const signInChallenges = createSignInChallenges({ secret: config.jwtSecret, ttlMs: CHALLENGE_TTL_MS, maxSpent: MAX_PENDING, now });

  async function startSession(user: UserRow, rememberMe: boolean, client: Client): Promise<SignedIn> {
    const lifetimeMs = (rememberMe ? 30 : 7) * DAY_MS;
    const sessionId = newSessionId();
    const expiresAt = now() + lifetimeMs;
    sessions.create({ id: sessionId, userId: user.id, device: deviceLabel(client.userAgent), at: iso(), expiresAt: new Date(expiresAt).toISOString() });
    const token = await signSessionToken({ userId: user.id, sessionId }, expiresAt, config.jwtSecret);
    // Only a completed sign-in says where the owner reaches the site: links sent to the owner go there.
    if (client.siteBase) ownerAddress.remember(client.siteBase);
    return { token, user: toPublicUser(user), maxAgeSeconds: lifetimeMs / 1000 };
  }

  /** Checks both limits of a step before any work, so a blocked caller learns nothing. */
  function checkSecondStepLimits(ip: string, userId: number) {
    secondByAddress.check(ip);
    secondByAccount.check(String(userId));
  }
  function countSecondStepFailure(ip: string, userId: number) {
    secondByAddress.hit(ip);
    secondByAccount.hit(String(userId));
  }

  /** For what a signed-in owner confirms with the password (TOTP off, new recovery codes, a new password). */
  async function requirePassword(userId: number, password: string, field: string, ip: string): Promise<UserRow> {
    checkSecondStepLimits(ip, userId);
    const user = users.findById(userId);
    if (!user) throw notFound("No such user");
    if (!(await verifyPassword(password, user.password))) {
      countSecondStepFailure(ip, userId);
      log.warn("Wrong password to change account security", { account: user.email });
      throw badRequest("The password is not correct", [{ path: field, message: "The password is not correct" }]);
    }
    return user;
  }

  /** A TOTP code (once per 30-second step) or an unused recovery code; false for anything else. */
  function acceptSecondFactor(user: UserRow, code: string): boolean {
    const secret = totp.find(user.id);
    if (!secret?.enabled) return false;
    if (looksLikeTotpCode(code)) {
      const step = totpStepOf(secret.secret, code, now());
      return step !== null && totp.claimStep(user.id, step);
    }
    const recovery = normalizeRecoveryCode(code);
    if (!recovery || !totp.spendRecoveryCode(user.id, hashRecoveryCode(recovery), iso())) return false;
    log.warn("Signed in with a recovery code", { account: user.email, recoveryCodesLeft: totp.recoveryCodesLeft(user.id) });
    return true;
  }

  return {
    /** POST /auth/login: the password; then a token, or a ticket for the second step when TOTP is on. */
    async passwordStep(input: LoginOutput, client: Client): Promise<PasswordStep> {
      const account = input.email.toLowerCase();
      passwordByAccount.check(account);
      const user = users.findByEmail(input.email);
      // An unknown account costs the same time as a known one: a password is checked against a dummy hash.
      const ok = await verifyPassword(input.password, user ? user.password : await timingDummyHash());
      if (!user || !ok) {
        passwordByAddress.hit(client.ip);
        // The address is kept (in memory, for the window) only for a real account: its owner is told how many there were.
        passwordByAccount.hit(account, user ? client.ip : undefined);
        // Who was tried, never with what: the time is the log line's own.
        log.warn("Failed sign-in", { account: input.email });
        throw new DomainError("unauthorized", BAD_CREDENTIALS);
      }
      if (totp.find(user.id)?.enabled) {
        const ticket = randomToken();
        tickets.put(ticket, { userId: user.id, rememberMe: input.rememberMe });
        return { twoFactorRequired: true, ticket };
      }
      return { twoFactorRequired: false, ...(await startSession(user, input.rememberMe, client)) };
    },

    /** Whether failures spread over many addresses have locked the owner's password sign-in (passkeys never are). */
    passwordLockout(user: PublicUser): PasswordLockout {
      const window = passwordByAccount.state(user.email.toLowerCase());
      if (!window) return { locked: false, failures: 0, addresses: 0, lockedUntil: null };
      return {
        locked: window.limited,
        failures: window.count,
        addresses: window.sources,
        lockedUntil: window.limited ? new Date(window.resetAt).toISOString() : null,
      };
    },

    /** The contract's limit on the password step, checked before the body is read. */
    checkPasswordStepLimit: (ip: string) => passwordByAddress.check(ip),

    /** POST /auth/login/second-factor: the ticket and a TOTP or recovery code. A wrong code keeps the ticket for a retry. */
    async secondStep(ticket: string, code: string, client: Client): Promise<SignedIn> {
      secondByAddress.check(client.ip);
      const pending = tickets.peek(ticket);
      if (!pending) {
        secondByAddress.hit(client.ip);
        throw new DomainError("unauthorized", SIGN_IN_EXPIRED_MESSAGE);
      }
      checkSecondStepLimits(client.ip, pending.userId);
      const user = users.findById(pending.userId);
      if (!user || !acceptSecondFactor(user, code)) {
        countSecondStepFailure(client.ip, pending.userId);
        if (user) log.warn("Failed second sign-in step", { account: user.email });
        throw new DomainError("unauthorized", "The code is not valid");
      }
      // Two requests racing with two valid codes: only the first takes the ticket.
      if (!tickets.take(ticket)) throw new DomainError("unauthorized", SIGN_IN_EXPIRED_MESSAGE);
      return startSession(user, pending.rememberMe, client);
    },

    async passkeySignInOptions(rp: RelyingParty, rememberMe: boolean, ip: string) {
      passwordByAddress.check(ip);
      return signInOptions(rp, await signInChallenges.issue(rp, rememberMe));
    },

    /** POST /auth/passkeys/login: a passkey alone signs in (it proves possession and verifies its user). */
    async signInWithPasskey(response: AuthenticationResponseJSON, client: Client): Promise<SignedIn> {
      passwordByAddress.check(client.ip);
      const refuse = (account?: string) => {
        passwordByAddress.hit(client.ip);
        log.warn("Failed passkey sign-in", account ? { account } : {});
        return new DomainError("unauthorized", "The passkey could not be verified");
      };
      const challenge = await challengeOf(response);
      const issued = challenge ? await signInChallenges.read(challenge) : null;
      if (!challenge || !issued) throw refuse();
      const passkey = passkeys.findByCredentialId(response.id);
      if (!passkey) throw refuse();
      const user = users.findById(passkey.userId);
      const counter = user ? await verifiedSignIn(response, challenge, issued, passkey) : null;
      if (!user || counter === null) throw refuse(user?.email);
      // Checked again after the awaits above: of two copies of one answer racing, only the first signs in.
      if (!signInChallenges.spend(issued)) throw refuse(user.email);
      passkeys.recordUse(passkey.id, counter, iso());
      return startSession(user, issued.rememberMe, client);
    },

    async passkeyRegistrationOptions(user: PublicUser, rp: RelyingParty, name: string | undefined, userAgent: string | undefined) {
      const row = users.findById(user.id);
      if (!row) throw notFound("No such user");
      const options = await registrationOptions(rp, row, passkeys.credentialsOf(user.id));
      registrations.put(options.challenge, { userId: user.id, name: name || deviceLabel(userAgent), ...rp });
      return options;
    },

    /** A refused answer counts like a wrong code: a stolen session cannot try forged answers without limit. */
    async registerPasskey(user: PublicUser, response: RegistrationResponseJSON, ip: string): Promise<PasskeySummary> {
      checkSecondStepLimits(ip, user.id);
      const refuse = (message: string) => {
        countSecondStepFailure(ip, user.id);
        log.warn("Refused passkey registration", { account: user.email });
        return badRequest(message);
      };
      const challenge = await challengeOf(response);
      const pending = challenge ? registrations.take(challenge) : undefined;
      if (!challenge || pending?.userId !== user.id) {
        throw refuse("This answer does not belong to a passkey registration in progress; start again");
      }
      const credential = await verifiedRegistration(response, challenge, pending);
      if (!credential) throw refuse("The passkey could not be verified");
      if (passkeys.findByCredentialId(credential.credentialId)) throw new DomainError("conflict", "This passkey is registered already");
      const created = passkeys.create({ userId: user.id, ...credential, name: pending.name, at: iso() });
      log.info("Passkey added", { account: user.email, passkey: created.name });
      return created;
    },

    listPasskeys: (user: PublicUser) => passkeys.listForUser(user.id),

    removePasskey(user: PublicUser, id: number) {
      if (!passkeys.remove(id, user.id)) throw notFound("Passkey not found");
      log.info("Passkey removed", { account: user.email });
    },

    totpStatus: (user: PublicUser): TotpStatus => ({ enabled: totp.find(user.id)?.enabled ?? false, recoveryCodesLeft: totp.recoveryCodesLeft(user.id) }),

    /** A new secret, not yet on: only a correct code from it (enable) turns it on. */
    totpSetup(user: PublicUser, issuer: string) {
      if (totp.find(user.id)?.enabled) throw new DomainError("conflict", "Two-step sign-in is on already; turn it off first to use another app");
      const secret = newTotpSecret();
      totp.savePending(user.id, secret, iso());
      return { secret, otpauthUrl: otpauthUrl(secret, issuer, user.email) };
    },

    totpEnable(user: PublicUser, code: string, ip: string) {
      checkSecondStepLimits(ip, user.id);
      const secret = totp.find(user.id);
      if (!secret) throw new DomainError("conflict", "Start the setup first");
      if (secret.enabled) throw new DomainError("conflict", "Two-step sign-in is on already");
      const step = totpStepOf(secret.secret, code, now());
      if (step === null) {
        countSecondStepFailure(ip, user.id);
        throw badRequest("The code is not correct", [{ path: "code", message: "The code is not correct" }]);
      }
      const recoveryCodes = newRecoveryCodes();
      totp.enable(user.id, step, recoveryCodes.map(hashRecoveryCode));
      log.info("Two-step sign-in turned on", { account: user.email });
      return { recoveryCodes };
    },

    async totpDisable(user: PublicUser, password: string, ip: string) {
      await requirePassword(user.id, password, "password", ip);
      if (totp.remove(user.id)) log.warn("Two-step sign-in turned off", { account: user.email });
    },

    async regenerateRecoveryCodes(user: PublicUser, password: string, ip: string) {
      await requirePassword(user.id, password, "password", ip);
      if (!totp.find(user.id)?.enabled) throw new DomainError("conflict", "Recovery codes come with two-step sign-in: turn it on first");
      const recoveryCodes = newRecoveryCodes();
      totp.replaceRecoveryCodes(user.id, recoveryCodes.map(hashRecoveryCode));
      log.info("New recovery codes issued", { account: user.email });
      return { recoveryCodes };
    },

    listSessions: (user: PublicUser, currentId: string | null): SessionView[] =>
      sessions.listForUser(user.id, iso()).map(({ id, device, createdAt, lastSeenAt }) => ({ id, device, createdAt, lastSeenAt, current: id === currentId })),

    endSession(user: PublicUser, id: string) {
      if (!sessions.remove(id, user.id)) throw notFound("Session not found");
    },

    endOtherSessions: (user: PublicUser, currentId: string | null) => sessions.removeAllForUser(user.id, currentId ?? undefined),

    /** Signing out ends the session on the server: its token is refused from now on, wherever it was copied. */
    logout(user: PublicUser | null, sessionId: string | null) {
      if (user && sessionId) sessions.remove(sessionId, user.id);
    },

    /** PUT /auth/password: the current password proves it is the owner; every other session ends. */
    async changePassword(user: PublicUser, currentId: string | null, input: ChangePasswordInput, ip: string) {
      await requirePassword(user.id, input.currentPassword, "currentPassword", ip);
      users.setPassword(user.id, await hashPassword(input.newPassword));
      const ended = sessions.removeAllForUser(user.id, currentId ?? undefined);
      log.info("Password changed; other sessions ended", { account: user.email, ended });
    },

    sweepExpiredSessions: () => sessions.removeExpired(iso()),
  };
}
export type AuthUseCases = ReturnType<typeof createAuthUseCases>;
