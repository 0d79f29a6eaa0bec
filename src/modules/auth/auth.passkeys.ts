import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { Config } from "../../config";
import { badRequest } from "../../lib/errors";
import { siteBase } from "../../lib/request-origin";
import type { PasskeyRow, UserRow } from "./auth.table";

/**
 * Who the passkeys belong to: the site's origin and its host name (the relying party id). A passkey works only on
 * the host it was made for, so it comes from PUBLIC_URL when set (what the owner declared), else from the request.
 */
/** Loaded at the first passkey operation: the WebAuthn library and its certificate parsers are most of a megabyte of code. */
const webauthn = () => import("@simplewebauthn/server");
const helpers = () => import("@simplewebauthn/server/helpers");

export type RelyingParty = { origin: string; rpID: string };

export function relyingPartyOf(request: Request, config: Pick<Config, "publicUrl" | "trustProxy">): RelyingParty {
  const base = siteBase(request, config);
  if (!base) throw badRequest("The request's Host is not a host name: passkeys need the site's own address");
  const url = new URL(base);
  return { origin: url.origin, rpID: url.hostname };
}

/** What a pending registration challenge was issued for; checked when its answer comes back. */
export type RegistrationChallenge = RelyingParty & { userId: number; name: string };

/** The WebAuthn user handle: the user's id, so a discoverable passkey names its account. */
const userHandleOf = (userId: number) => new TextEncoder().encode(`user-${userId}`);

export async function registrationOptions(
  rp: RelyingParty,
  user: UserRow,
  existing: { credentialId: string; transports: string[] }[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { generateRegistrationOptions } = await webauthn();
  return generateRegistrationOptions({
    rpName: rp.rpID,
    rpID: rp.rpID,
    userName: user.email,
    userID: userHandleOf(user.id),
    userDisplayName: user.name,
    attestationType: "none",
    excludeCredentials: existing.map(({ credentialId, transports }) => ({ id: credentialId, transports })),
    // A passkey alone signs in: it must be discoverable (no email typed) and verify its user (PIN, biometrics).
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
}

/** `challenge`: the text the browser is to sign (a signed token: auth.sign-in-challenges.ts). */
export async function signInOptions(rp: RelyingParty, challenge: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { generateAuthenticationOptions } = await webauthn();
  return generateAuthenticationOptions({ rpID: rp.rpID, userVerification: "required", challenge });
}

/** The challenge an authenticator's answer carries, or null when the answer is not one. */
export async function challengeOf(response: { response?: { clientDataJSON?: unknown } }): Promise<string | null> {
  const clientData = response.response?.clientDataJSON;
  if (typeof clientData !== "string") return null;
  const { decodeClientDataJSON } = await helpers();
  try {
    const challenge = decodeClientDataJSON(clientData).challenge;
    return typeof challenge === "string" ? challenge : null;
  } catch {
    return null;
  }
}

/** What an authenticator's answer must match, at registration and at sign-in alike: the challenge, this site, a verified user. */
const expectations = (challenge: string, rp: RelyingParty) => ({
  expectedChallenge: challenge,
  expectedOrigin: rp.origin,
  expectedRPID: rp.rpID,
  requireUserVerification: true,
});

/** The new credential, or null when the answer does not verify (wrong challenge, origin, RP, signature, or malformed). */
export async function verifiedRegistration(response: RegistrationResponseJSON, challenge: string, rp: RelyingParty) {
  const { verifyRegistrationResponse } = await webauthn();
  try {
    const result = await verifyRegistrationResponse({ response, ...expectations(challenge, rp) });
    if (!result.verified) return null;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: response.response.transports ?? credential.transports ?? [],
    };
  } catch {
    return null;
  }
}

/** The authenticator's new signature counter, or null when the answer does not prove possession of `passkey`. */
export async function verifiedSignIn(response: AuthenticationResponseJSON, challenge: string, rp: RelyingParty, passkey: PasskeyRow): Promise<number | null> {
  const [{ verifyAuthenticationResponse }, { isoBase64URL }] = await Promise.all([webauthn(), helpers()]);
  const userHandle = response.response.userHandle;
  if (userHandle && userHandle !== isoBase64URL.fromBuffer(userHandleOf(passkey.userId))) return null;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      ...expectations(challenge, rp),
      credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.counter, transports: passkey.transports },
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
