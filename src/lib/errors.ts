import type { Issue } from "../shared/validation-codes";

/** A field's refusal: `{ path, code, message, params? }`, its code stable for the admin to translate (shared with the SPA). */
export { fieldIssue, type Issue } from "../shared/validation-codes";

/**
 * The HTTP status each refusal maps to (contract §2, "Errors"). Use cases name what went wrong; only the app's error
 * handler knows about HTTP.
 */
export const STATUS_OF = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "unsupported-type": 415,
  "rate-limited": 429,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof STATUS_OF;

/** A refusal that maps to one answer of the contract: thrown anywhere, rendered once by the app's error handler. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: Issue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
  get status(): (typeof STATUS_OF)[ErrorCode] {
    return STATUS_OF[this.code];
  }
}

export const notFound = (what = "Not found") => new DomainError("not-found", what);
export const badRequest = (message: string, issues?: Issue[]) => new DomainError("invalid", message, issues);
export const unauthorized = () => new DomainError("unauthorized", "Authentication required");
