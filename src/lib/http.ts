import type { Context } from "hono";
import { badRequest } from "./errors";

/** The request's JSON body; malformed JSON is a 400, not a 500. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) throw badRequest("Request body must be JSON");
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("Malformed JSON");
  }
}

/** The request's JSON body, or undefined when there is none (for bodies that are optional); malformed JSON is a 400. */
export async function readOptionalJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("Malformed JSON");
  }
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
