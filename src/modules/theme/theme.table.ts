import { blob, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { ColorScheme, ThemeFontId } from "../../shared/theme";

/** A single row (id 1): the site's look. No row means the defaults (src/shared/theme.ts DEFAULT_THEME). */
export const theme = sqliteTable("theme", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** `#rrggbb`, one the contrast check accepted. */
  accent: text("accent").notNull(),
  font: text("font").$type<ThemeFontId>().notNull(),
  colorScheme: text("color_scheme").$type<ColorScheme>().notNull(),
  /** The owner's icon or logo: a PNG as sent, or an SVG as sanitised; null keeps the embedded default. */
  icon: blob("icon", { mode: "buffer" }),
  iconType: text("icon_type").$type<"png" | "svg">(),
  /** A short hash of the icon's bytes, in its URL so a new icon is never answered from a cache. */
  iconVersion: text("icon_version"),
});

export type ThemeRow = typeof theme.$inferSelect;
