import * as v from "valibot";

const NOT_AN_OBJECT = "Expected a JSON object";

/**
 * `v.object` whose missing fields report their own message (spec §5) rather than valibot's generic
 * "Invalid key: Expected ..." one: a field left out is checked as if it were sent empty (undefined).
 */
export function objectWithFieldMessages<T extends v.ObjectEntries>(entries: T) {
  return v.object(entries, (issue) => {
    const missing = issue.path?.at(-1);
    if (missing?.origin !== "key" || typeof missing.key !== "string" || !Object.hasOwn(entries, missing.key)) return NOT_AN_OBJECT;
    const entry = entries[missing.key] as v.GenericSchema;
    return v.safeParse(entry, undefined).issues?.[0]?.message ?? NOT_AN_OBJECT;
  });
}
