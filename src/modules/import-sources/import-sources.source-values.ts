/** Readers for loosely typed source documents (parsed JSON, XML, front matter), which promise no shape. */

export type LooseObject = Record<string, unknown>;

export const isObject = (value: unknown): value is LooseObject => typeof value === "object" && value !== null && !Array.isArray(value);

export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A string or number as trimmed text; null for anything else or blank. */
export function asText(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const text = value.trim();
  return text === "" ? null : text;
}
