import { useCallback, useEffect, useMemo, useRef } from "react";
import { useNavigate } from "react-router-dom";
import useSWR, { useSWRConfig } from "swr";
import { SIGN_IN_EXPIRED_MESSAGE, type LoginInput } from "../../src/shared/schemas/auth";
import { ApiError, apiRequest, apiSend } from "./fetcher";
import { clearToken, setToken } from "./token";
import type { User } from "./types";

const ME = "/api/auth/me";

export type AuthState = { status: "loading"; user: null } | { status: "authenticated"; user: User } | { status: "unauthenticated"; user: null };

/**
 * Who is signed in (spec §4): loading, then authenticated or not. A failed check, whether a non-OK answer or a
 * network error, forgets the stored token so later reads stop sending a credential the server refused.
 */
export function useAuth(): AuthState {
  const { data, error, isLoading } = useSWR<User>(ME, (key: string) => apiRequest<User>(key), { onError: clearToken });
  // A failed re-check wins over the user an earlier check cached.
  if (error) return { status: "unauthenticated", user: null };
  if (data) return { status: "authenticated", user: data };
  if (isLoading) return { status: "loading", user: null };
  return { status: "unauthenticated", user: null };
}

/** Asks the server again who is signed in, e.g. after a read was refused with 401 (an expired session). */
export function useRecheckAuth(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate(ME), [mutate]);
}

type SignedInAnswer = { token?: string; user: User };
type PasswordStepAnswer = SignedInAnswer | { twoFactorRequired: true; ticket: string };

/** What the password step led to: signed in, or a second step to take with this ticket. */
export type LoginResult = { user: User } | { ticket: string };

/**
 * Stores the token when one comes back (the server also sets its HttpOnly cookie) and records the user as the auth
 * check's answer, so the admin opens without asking again. A hook so the cache it primes is the one the screens
 * read, whichever SWR provider that is.
 */
export function useSignedIn(): (answer: SignedInAnswer) => Promise<User> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async ({ token, user }: SignedInAnswer) => {
      if (token) setToken(token);
      await mutate(ME, user, { revalidate: false });
      return user;
    },
    [mutate],
  );
}

/** Signs in with the password: signed in, or (TOTP on) the ticket for the second step. Throws the API error on failure. */
export function useLogin(): (input: LoginInput) => Promise<LoginResult> {
  const signedIn = useSignedIn();
  return useCallback(
    async (input: LoginInput) => {
      const answer = await apiSend<PasswordStepAnswer>("POST", "/api/auth/login", input);
      if ("twoFactorRequired" in answer) return { ticket: answer.ticket };
      return { user: await signedIn(answer) };
    },
    [signedIn],
  );
}

/** The second step: the ticket and a TOTP or recovery code. */
export function useSecondFactor(): (ticket: string, code: string) => Promise<User> {
  const signedIn = useSignedIn();
  return useCallback(
    async (ticket: string, code: string) => signedIn(await apiSend<SignedInAnswer>("POST", "/api/auth/login/second-factor", { ticket, code })),
    [signedIn],
  );
}

/** The server's own sentence for a refusal, when it sent one. */
export function messageOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    return (JSON.parse(error.body) as { message?: string }).message ?? null;
  } catch {
    return null;
  }
}

/** The second step's ticket is gone (used, expired, or the server restarted): the owner starts over. */
export const isSignInExpired = (error: unknown) => error instanceof ApiError && error.status === 401 && messageOf(error) === SIGN_IN_EXPIRED_MESSAGE;

export type SessionInfo = { id: string; device: string; createdAt: string; lastSeenAt: string; current: boolean };
export type PasskeyInfo = { id: number; name: string; createdAt: string; lastUsedAt: string | null };
export type TotpStatus = { enabled: boolean; recoveryCodesLeft: number };

const SESSIONS = "/api/auth/sessions";
const PASSKEYS = "/api/auth/passkeys";
const TOTP = "/api/auth/totp";

/** Settings → Security's reads (admin only). */
export const useSessions = () => useSWR<SessionInfo[]>(SESSIONS);
export const usePasskeys = () => useSWR<PasskeyInfo[]>(PASSKEYS);
export const useTotpStatus = () => useSWR<TotpStatus>(TOTP);

/** Settings → Security's writes; each re-reads what it changed, in the cache the screens read. */
export function useSecurityApi() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const reread = (key: string) => () => void mutate(key);
    return {
      endSession: (id: string) => apiSend<void>("DELETE", `${SESSIONS}/${encodeURIComponent(id)}`).finally(reread(SESSIONS)),
      endOtherSessions: () => apiSend<{ ended: number }>("DELETE", SESSIONS).finally(reread(SESSIONS)),
      changePassword: (currentPassword: string, newPassword: string) =>
        apiSend<void>("PUT", "/api/auth/password", { currentPassword, newPassword }).finally(reread(SESSIONS)),
      setUpTotp: () => apiSend<{ secret: string; otpauthUrl: string }>("POST", `${TOTP}/setup`),
      enableTotp: (code: string) => apiSend<{ recoveryCodes: string[] }>("POST", `${TOTP}/enable`, { code }).finally(reread(TOTP)),
      disableTotp: (password: string) => apiSend<void>("POST", `${TOTP}/disable`, { password }).finally(reread(TOTP)),
      newRecoveryCodes: (password: string) => apiSend<{ recoveryCodes: string[] }>("POST", "/api/auth/recovery-codes", { password }).finally(reread(TOTP)),
      removePasskey: (id: number) => apiSend<void>("DELETE", `${PASSKEYS}/${id}`).finally(reread(PASSKEYS)),
      /** After a passkey was added in the browser (web/api/passkeys.ts). */
      passkeyAdded: reread(PASSKEYS),
    };
  }, [mutate]);
}

/**
 * Signs out and goes to the public home (spec §4). The token goes even when the server cannot be reached.
 * The cached check is dropped only once the screen that signed out has unmounted: dropped earlier, the admin
 * would see "signed out" before the navigation lands and redirect to /login instead. The next admin visit
 * then asks the server again.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const signedOut = useRef(false);

  useEffect(
    () => () => {
      if (signedOut.current) void mutate(ME, undefined, { revalidate: false });
    },
    [mutate],
  );

  return useCallback(async () => {
    try {
      await apiSend("POST", "/api/auth/logout");
    } catch {
      // The cookie may outlive an unreachable server; the token, the credential this tab sends, is gone below.
    }
    clearToken();
    signedOut.current = true;
    navigate("/", { replace: true });
  }, [navigate]);
}
