import * as v from "valibot";

export const EMAIL_MESSAGE = "Por favor, introduce un correo electrónico válido";
export const PASSWORD_MESSAGE = "La contraseña debe tener al menos 6 caracteres";

export const loginSchema = v.object({
  email: v.pipe(v.string(EMAIL_MESSAGE), v.trim(), v.maxLength(254, EMAIL_MESSAGE), v.email(EMAIL_MESSAGE)),
  password: v.pipe(v.string(PASSWORD_MESSAGE), v.minLength(6, PASSWORD_MESSAGE), v.maxLength(1024, "La contraseña es demasiado larga")),
  rememberMe: v.optional(v.boolean("rememberMe must be true or false"), false),
});
export type LoginInput = v.InferInput<typeof loginSchema>;
