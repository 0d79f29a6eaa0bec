import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/open";
import { DEFAULT_THEME } from "../../shared/theme";
import { theme, type ThemeRow } from "./theme.table";

const THEME_ID = 1;
export type ThemeValues = Omit<ThemeRow, "id">;

export function createThemeRepository(db: DbExecutor) {
  const find = (): ThemeRow | undefined => db.select().from(theme).where(eq(theme.id, THEME_ID)).get();
  return {
    /** The stored look, or the defaults while nothing was saved. */
    get: (): ThemeValues => find() ?? { ...DEFAULT_THEME, icon: null, iconType: null, iconVersion: null },
    /** Writes the whole row (created on the first save). */
    save: (values: ThemeValues): ThemeValues => {
      const { id: _id, ...saved } = db
        .insert(theme)
        .values({ id: THEME_ID, ...values })
        .onConflictDoUpdate({ target: theme.id, set: values })
        .returning()
        .get();
      return saved;
    },
  };
}
