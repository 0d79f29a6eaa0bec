import { browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError } from "@simplewebauthn/browser";
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { apiSend } from "./fetcher";
import type { PasskeyInfo } from "./auth";
import type { User } from "./types";

/**
 * Passkeys in the browser (@simplewebauthn/browser): only /login and Settings → Security import this file, so the
 * library loads in admin chunks only. Each call asks the server for options, lets the browser and the
 * authenticator answer, and sends the answer back as is.
 */
export const passkeysSupported = () => browserSupportsWebAuthn();

/** Adds a passkey under `name` (the device's name when empty). */
export async function registerPasskey(name: string): Promise<PasskeyInfo> {
  const optionsJSON = await apiSend<PublicKeyCredentialCreationOptionsJSON>(
    "POST",
    "/api/auth/passkeys/register-options",
    name.trim() ? { name: name.trim() } : {},
  );
  const answer = await startRegistration({ optionsJSON });
  return apiSend<PasskeyInfo>("POST", "/api/auth/passkeys/register", answer);
}

/** Signs in with a passkey alone (a discoverable one: no email asked). */
export async function signInWithPasskey(rememberMe: boolean): Promise<{ token?: string; user: User }> {
  const optionsJSON = await apiSend<PublicKeyCredentialRequestOptionsJSON>("POST", "/api/auth/passkeys/login-options", { rememberMe });
  const answer = await startAuthentication({ optionsJSON });
  return apiSend<{ token?: string; user: User }>("POST", "/api/auth/passkeys/login", answer);
}

export type PasskeyProblem = "cancelled" | "alreadyRegistered" | "wrongSite" | "unsupported" | null;

/** Why the browser's part failed, in the terms the screens explain; null when it is not the browser's part. */
export function passkeyProblemOf(error: unknown): PasskeyProblem {
  if (!(error instanceof Error)) return null;
  const code = error instanceof WebAuthnError ? error.code : undefined;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || error.name === "InvalidStateError") return "alreadyRegistered";
  if (code === "ERROR_INVALID_DOMAIN" || code === "ERROR_INVALID_RP_ID" || error.name === "SecurityError") return "wrongSite";
  if (error.name === "NotAllowedError" || error.name === "AbortError" || code === "ERROR_CEREMONY_ABORTED") return "cancelled";
  if (error.name === "NotSupportedError" || /does not support WebAuthn/i.test(error.message)) return "unsupported";
  return null;
}
