import { useCallback, useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import useSWR, { useSWRConfig } from "swr";
import type { LoginInput } from "../../src/shared/schemas/auth";
import { apiRequest, apiSend } from "./fetcher";
import { clearToken, setToken } from "./token";
import type { User } from "./types";

const ME = "/api/auth/me";

export type AuthState =
  | { status: "loading"; user: null }
  | { status: "authenticated"; user: User }
  | { status: "unauthenticated"; user: null };

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

type LoginAnswer = { token?: string; user: User };

/**
 * Signs in: stores the token when one comes back (the server also sets its HttpOnly cookie) and records the user
 * as the auth check's answer, so the admin opens without asking again. Throws the API error on failure.
 * A hook so the cache it primes is the one the screens read, whichever SWR provider that is.
 */
export function useLogin(): (input: LoginInput) => Promise<User> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: LoginInput) => {
      const { token, user } = await apiSend<LoginAnswer>("POST", "/api/auth/login", input);
      if (token) setToken(token);
      await mutate(ME, user, { revalidate: false });
      return user;
    },
    [mutate],
  );
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
