import type { Db } from "../../db/open";
export function exportPortfolio(_db: Db): unknown {
  throw new Error("not yet");
}
export function importPortfolio(_db: Db, _doc: unknown): Record<string, number> {
  throw new Error("not yet");
}
