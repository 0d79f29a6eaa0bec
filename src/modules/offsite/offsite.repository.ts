import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/open";
import { offsiteCopies, offsiteSettings, type OffsiteCopyRow, type OffsiteSettingsRow, type OffsiteState } from "./offsite.table";

const SETTINGS_ID = 1;

/** The admin's storage settings (one row) and each backup's off-site copy. */
export function createOffsiteRepository(db: Db) {
  return {
    settings: (): OffsiteSettingsRow | null => db.select().from(offsiteSettings).where(eq(offsiteSettings.id, SETTINGS_ID)).get() ?? null,

    saveSettings(values: Omit<OffsiteSettingsRow, "id">): void {
      db.insert(offsiteSettings)
        .values({ id: SETTINGS_ID, ...values })
        .onConflictDoUpdate({ target: offsiteSettings.id, set: values })
        .run();
    },

    copies: (): OffsiteCopyRow[] => db.select().from(offsiteCopies).all(),

    copy: (name: string): OffsiteCopyRow | null => db.select().from(offsiteCopies).where(eq(offsiteCopies.name, name)).get() ?? null,

    /** A copy's state; `uploadedAt` only with "uploaded", `lastError` only with "failed". */
    setCopy(name: string, state: OffsiteState, { at = null, error = null }: { at?: string | null; error?: string | null } = {}): void {
      const values = { state, uploadedAt: state === "uploaded" ? at : null, lastError: state === "failed" ? error : null };
      db.insert(offsiteCopies)
        .values({ name, ...values })
        .onConflictDoUpdate({ target: offsiteCopies.name, set: values })
        .run();
    },

    removeCopies: (names: string[]) => db.delete(offsiteCopies).where(inArray(offsiteCopies.name, names)).run(),
  };
}
export type OffsiteRepository = ReturnType<typeof createOffsiteRepository>;
