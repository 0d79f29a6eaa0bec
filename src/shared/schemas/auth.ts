import * as v from "valibot";
import { objectWithFieldMessages } from "../validation";
import { codedMessages } from "../validation-codes";

/** Spec §9. */
export const MIN_PASSWORD_LENGTH = 6;

/** The sign-in's and the account security's field messages (the first three in the spec's Spanish). */
export const AUTH_MESSAGES = codedMessages("auth", {
  email: "Por favor, introduce un correo electrónico válido",
  password: "La contraseña debe tener al menos 6 caracteres",
  passwordTooLong: "La contraseña es demasiado larga",
  code: "Enter the 6-digit code from your app or a recovery code",
  passwordRequired: "Enter your password",
  newPassword: `The new password must have at least ${MIN_PASSWORD_LENGTH} characters`,
  newPasswordTooLong: "The new password is too long",
  wrongPassword: "The password is not correct",
  wrongCode: "The code is not correct",
});
export const EMAIL_MESSAGE = AUTH_MESSAGES.email;
export const PASSWORD_MESSAGE = AUTH_MESSAGES.password;

/**
 * An address with a local part and a host. Looser than valibot's email(), which wants a dotted domain:
 * the bootstrap admin is admin@localhost (contract §1) and must be able to sign in.
 */
const ADDRESS = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*$/;

export const loginSchema = objectWithFieldMessages({
  email: v.pipe(v.string(EMAIL_MESSAGE), v.trim(), v.maxLength(254, EMAIL_MESSAGE), v.regex(ADDRESS, EMAIL_MESSAGE)),
  password: v.pipe(v.string(PASSWORD_MESSAGE), v.minLength(MIN_PASSWORD_LENGTH, PASSWORD_MESSAGE), v.maxLength(1024, AUTH_MESSAGES.passwordTooLong)),
  rememberMe: v.optional(v.boolean("rememberMe must be true or false"), false),
});
export type LoginInput = v.InferInput<typeof loginSchema>;
export type LoginOutput = v.InferOutput<typeof loginSchema>;

/** The second step's refusal when its ticket is gone (used, expired, or the server restarted): the admin starts over. */
export const SIGN_IN_EXPIRED_MESSAGE = "This sign-in has expired or was completed already; sign in again";

const CODE_MESSAGE = AUTH_MESSAGES.code;
const PASSWORD_REQUIRED = AUTH_MESSAGES.passwordRequired;
const NEW_PASSWORD_MESSAGE = AUTH_MESSAGES.newPassword;

/** A TOTP code or a recovery code, as typed: the use case tells them apart. */
const code = v.pipe(v.string(CODE_MESSAGE), v.trim(), v.minLength(1, CODE_MESSAGE), v.maxLength(64, CODE_MESSAGE));
const currentPassword = v.pipe(v.string(PASSWORD_REQUIRED), v.minLength(1, PASSWORD_REQUIRED), v.maxLength(1024, PASSWORD_REQUIRED));

export const secondFactorSchema = objectWithFieldMessages({
  ticket: v.pipe(v.string("ticket is required"), v.minLength(1, "ticket is required"), v.maxLength(128, "ticket is not valid")),
  code,
});

export const totpCodeSchema = objectWithFieldMessages({ code });

/** What a signed-in owner confirms with the password: turning TOTP off, new recovery codes. */
export const passwordConfirmationSchema = objectWithFieldMessages({ password: currentPassword });

export const changePasswordSchema = objectWithFieldMessages({
  currentPassword,
  newPassword: v.pipe(
    v.string(NEW_PASSWORD_MESSAGE),
    v.minLength(MIN_PASSWORD_LENGTH, NEW_PASSWORD_MESSAGE),
    v.maxLength(1024, AUTH_MESSAGES.newPasswordTooLong),
  ),
});
export type ChangePasswordInput = v.InferOutput<typeof changePasswordSchema>;

/** The name the owner gives a passkey ("Laptop", "Phone"); the device's own name when left out. */
export const passkeyRegistrationOptionsSchema = v.optional(
  v.object({ name: v.optional(v.pipe(v.string("name must be text"), v.trim(), v.maxLength(60, "The name can have at most 60 characters"))) }),
  {},
);

export const passkeySignInOptionsSchema = v.optional(v.object({ rememberMe: v.optional(v.boolean("rememberMe must be true or false"), false) }), {});

const base64url = (what: string) =>
  v.pipe(v.string(`${what} must be base64url text`), v.maxLength(16_384, `${what} is too long`), v.regex(/^[A-Za-z0-9_-]*$/, `${what} must be base64url text`));

/**
 * The shape of @simplewebauthn/browser's answers, checked before the library reads them (it verifies the rest):
 * anything else is a 400, never an exception inside the verification.
 */
const credentialAnswer = <T extends v.ObjectEntries>(response: T) =>
  v.looseObject({
    id: base64url("id"),
    rawId: base64url("rawId"),
    type: v.literal("public-key", "type must be public-key"),
    response: v.looseObject(response),
    clientExtensionResults: v.optional(v.record(v.string(), v.unknown()), {}),
  });

export const registrationResponseSchema = credentialAnswer({
  clientDataJSON: base64url("clientDataJSON"),
  attestationObject: base64url("attestationObject"),
  transports: v.optional(v.array(v.pipe(v.string(), v.maxLength(32)))),
});

export const authenticationResponseSchema = credentialAnswer({
  clientDataJSON: base64url("clientDataJSON"),
  authenticatorData: base64url("authenticatorData"),
  signature: base64url("signature"),
  userHandle: v.optional(base64url("userHandle")),
});
