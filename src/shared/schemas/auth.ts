import * as v from "valibot";
import { objectWithFieldMessages } from "../validation";

export const EMAIL_MESSAGE = "Por favor, introduce un correo electrónico válido";
export const PASSWORD_MESSAGE = "La contraseña debe tener al menos 6 caracteres";
/** Spec §9. */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * An address with a local part and a host. Looser than valibot's email(), which wants a dotted domain:
 * the bootstrap admin is admin@localhost (contract §1) and must be able to sign in.
 */
const ADDRESS = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*$/;

export const loginSchema = objectWithFieldMessages({
  email: v.pipe(v.string(EMAIL_MESSAGE), v.trim(), v.maxLength(254, EMAIL_MESSAGE), v.regex(ADDRESS, EMAIL_MESSAGE)),
  password: v.pipe(v.string(PASSWORD_MESSAGE), v.minLength(MIN_PASSWORD_LENGTH, PASSWORD_MESSAGE), v.maxLength(1024, "La contraseña es demasiado larga")),
  rememberMe: v.optional(v.boolean("rememberMe must be true or false"), false),
});
export type LoginInput = v.InferInput<typeof loginSchema>;
