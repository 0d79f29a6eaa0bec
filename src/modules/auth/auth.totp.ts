import { CryptoHasher } from "bun";
import * as OTPAuth from "otpauth";

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
const DIGITS = 6;
/** One step either side: a phone whose clock is up to 30 seconds off still signs in. */
const DRIFT_STEPS = 1;

export const RECOVERY_CODE_COUNT = 10;

/** A new 160-bit secret (RFC 4226's recommended length), base32 as authenticator apps take it. */
export const newTotpSecret = () => new OTPAuth.Secret({ size: 20 }).base32;

/** The otpauth:// link the QR code carries: the app shows "<issuer> (<account>)". */
export function otpauthUrl(secret: string, issuer: string, account: string): string {
  return new OTPAuth.TOTP({ issuer, label: account, secret: OTPAuth.Secret.fromBase32(secret), digits: DIGITS, period: PERIOD }).toString();
}

/** Six digits, spaces allowed ("123 456" as some apps show it). */
export const looksLikeTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s+/g, ""));

/**
 * The 30-second step whose code `code` is, within the allowed drift of `at`, or null when it is none of them.
 * The caller records the step so the same code (or an older one) is refused afterwards.
 */
export function totpStepOf(secret: string, code: string, at: number): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = OTPAuth.TOTP.validate({ token, secret: OTPAuth.Secret.fromBase32(secret), digits: DIGITS, period: PERIOD, timestamp: at, window: DRIFT_STEPS });
  return delta === null ? null : OTPAuth.TOTP.counter({ period: PERIOD, timestamp: at }) + delta;
}

/** Crockford's base32: no I, L, O or U, so a code copied by hand is read back the same. */
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/**
 * Ten codes of 16 characters (80 random bits each), shown as xxxx-xxxx-xxxx-xxxx. Stored as SHA-256 hashes, not
 * argon2: a slow hash protects guessable secrets (passwords), and 80 random bits cannot be guessed offline
 * either way; argon2 would make every recovery attempt verify ten hashes of 19 MiB each on a Raspberry Pi.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    // 256 is a multiple of 32: masking a byte to 5 bits keeps every character equally likely.
    const chars = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => ALPHABET[byte & 31]).join("");
    return chars.match(/.{4}/g)!.join("-");
  });
}

/** What the owner typed, the way it was issued: case, dashes and spaces ignored, the look-alikes read as Crockford does. */
export function normalizeRecoveryCode(input: string): string | null {
  const code = input
    .toLowerCase()
    .replace(/[\s-]+/g, "")
    .replace(/[il]/g, "1")
    .replace(/o/g, "0");
  return /^[0-9a-hjkmnp-tv-z]{16}$/.test(code) ? code : null;
}

export const hashRecoveryCode = (code: string) => new CryptoHasher("sha256").update(normalizeRecoveryCode(code) ?? code).digest("hex");
