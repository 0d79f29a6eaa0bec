import type { Db } from "./open";
/** Placeholder until the demo content lands. */
export function seedDemo(_db: Db): boolean {
  return false;
}
