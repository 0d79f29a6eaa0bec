import type { Context } from "hono";
import { badRequest } from "./errors";

/** The request's JSON body; malformed JSON, or JSON that is not an object, is a 400, not a 500. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) throw badRequest("Request body must be JSON");
  return parseObject(text);
}

/** The request's JSON body, or undefined when there is none (for bodies that are optional); malformed JSON is a 400. */
export async function readOptionalJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return undefined;
  return parseObject(text);
}

/**
 * Every body of the API is a JSON object. An array must be refused here: valibot's object schemas take an array
 * for an object, so `[]` sent to an update whose fields are all optional was an accepted change of nothing.
 */
function parseObject(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest("Malformed JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw badRequest("Request body must be a JSON object");
  return value as Record<string, unknown>;
}

/** A positive integer id from the path; anything else is a 400 ("bad id"). */
export function readId(c: Context, name = "id"): number {
  const raw = c.req.param(name) ?? "";
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw badRequest(`Invalid id "${raw}"`);
  return id;
}

/** Methods that never change state: no CSRF check, and no cache invalidation. */
export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Lifts Bun's idle timeout (10 s without a byte either way) for a request whose answer takes long to compute: a
 * backup or restore of hundreds of megabytes writes for 20 s or more before it can answer. `env` is the Bun server
 * (Hono's env under Bun.serve); app.request() in tests has none, and has no timeout to lift.
 */
export function withoutIdleTimeout(c: Context): void {
  const server = c.env as { timeout?(request: Request, seconds: number): void } | undefined;
  server?.timeout?.(c.req.raw, 0);
}
