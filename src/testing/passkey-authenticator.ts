/**
 * TEST ONLY: a software passkey, so the server's WebAuthn verification runs on real attestation and assertion
 * responses. It holds an ECDSA P-256 key (node:crypto) and builds what an authenticator and a browser would send:
 * clientDataJSON, authenticator data, a CBOR attestation object ("none" format) and DER signatures, encoded with
 * @simplewebauthn's own CBOR and base64url helpers. Never imported by the application.
 */
import { createHash, generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

type CBORType = Parameters<typeof isoCBOR.encode>[0];

const sha256 = (data: Uint8Array) => new Uint8Array(createHash("sha256").update(data).digest());
const utf8 = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/** Flags of the authenticator data: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export type SoftAuthenticatorOptions = {
  /** The origin the "browser" reports in clientDataJSON (a phishing page's, to test a refusal). */
  origin: string;
  /** The relying party id whose hash goes into the authenticator data. */
  rpID?: string;
  /** Whether the authenticator says it verified its user (PIN, biometrics). */
  userVerified?: boolean;
};

/** One sign-in answered differently: from another page, for another site, without verifying the user, by a cloned key (a counter the server has seen). */
export type SignInOverrides = { origin?: string; rpID?: string; userVerified?: boolean; counter?: number };

export function createSoftAuthenticator({ origin, rpID = new URL(origin).hostname, userVerified = true }: SoftAuthenticatorOptions) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const credentialId = crypto.getRandomValues(new Uint8Array(32));
  const id = isoBase64URL.fromBuffer(credentialId);
  let counter = 0;
  let userHandle: string | undefined;

  const flags = (extra = 0) => new Uint8Array([UP | (userVerified ? UV : 0) | extra]);
  const counterBytes = (value: number) => {
    const bytes = new Uint8Array(4);
    new DataView(bytes.buffer).setUint32(0, value);
    return bytes;
  };

  function cosePublicKey(key: KeyObject): Uint8Array {
    const jwk = key.export({ format: "jwk" });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
  }

  const clientData = (type: string, challenge: string, from = origin) => utf8(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));

  return {
    id,
    /** What navigator.credentials.create() would give for these options, as @simplewebauthn/browser encodes it. */
    register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
      userHandle = options.user.id;
      const authData = concat(
        sha256(utf8(rpID)),
        flags(AT),
        counterBytes(counter),
        new Uint8Array(16), // AAGUID: none
        new Uint8Array([credentialId.length >> 8, credentialId.length & 0xff]),
        credentialId,
        cosePublicKey(publicKey),
      );
      const attestationObject = isoCBOR.encode(
        new Map<string, CBORType>([
          ["fmt", "none"],
          ["attStmt", new Map<string, CBORType>()],
          ["authData", authData],
        ]),
      );
      return {
        id,
        rawId: id,
        type: "public-key",
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientData("webauthn.create", options.challenge)),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },
    /** What navigator.credentials.get() would give: a signature over the authenticator data and the client data's hash. */
    signIn(options: PublicKeyCredentialRequestOptionsJSON, answer: SignInOverrides = {}): AuthenticationResponseJSON {
      counter = answer.counter ?? counter + 1;
      const verified = answer.userVerified ?? userVerified;
      const authData = concat(sha256(utf8(answer.rpID ?? rpID)), new Uint8Array([UP | (verified ? UV : 0)]), counterBytes(counter));
      const clientDataJSON = clientData("webauthn.get", options.challenge, answer.origin);
      const signature = new Uint8Array(sign("sha256", concat(authData, sha256(clientDataJSON)), privateKey));
      return {
        id,
        rawId: id,
        type: "public-key",
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
          authenticatorData: isoBase64URL.fromBuffer(authData),
          signature: isoBase64URL.fromBuffer(signature),
          ...(userHandle ? { userHandle } : {}),
        },
        clientExtensionResults: {},
      };
    },
  };
}
export type SoftAuthenticator = ReturnType<typeof createSoftAuthenticator>;
