/** Readers for loosely typed source documents (parsed JSON, XML, front matter), which promise no shape. */

import { reportNote } from "../../shared/import-report";
import { type SkippedItem, skippedItem } from "./import-sources.types";

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

/**
 * Reads one item of a source. The libraries doing the reading (Markdown, HTML, YAML parsers) recurse on nesting
 * and may give up on a hostile item (a stack overflow); that item is skipped with the reason, the rest imported.
 */
export function readItem<T>(title: string, read: () => T | SkippedItem): T | SkippedItem {
  try {
    return read();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return skippedItem(title, reportNote("unreadable", { detail: message.split("\n")[0]!.trim() }));
  }
}
