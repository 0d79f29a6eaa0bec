import type { DbExecutor } from "../../db/open";
import { definedFields } from "../../lib/patch";
import { DEFAULT_ICON, familiesOf, type Theme, type ThemeUpdate } from "../../shared/theme";
import type { ShellTheme } from "../../platform/spa/spa.html-shell";
import { themeCss } from "./theme.css";
import type { Icon } from "./theme.icon";
import { createThemeRepository, type ThemeValues } from "./theme.repository";

/** Where the owner's icon is served (theme.routes.ts), its version in the query so a new one skips every cache. */
export const iconPath = (type: "png" | "svg") => `/site-icon.${type}`;
const iconUrlOf = (row: ThemeValues) => (row.icon && row.iconType ? `${iconPath(row.iconType)}?v=${row.iconVersion}` : null);

/**
 * The site's look is one row, read as the defaults until the owner saves. An accent reaches here only when shades of
 * it reach WCAG AA contrast in both schemes (the shared schema checks: src/shared/theme.ts); the check runs again on
 * every render, so a stricter rule later falls back to the default accent rather than serving unreadable text.
 */
export function createThemeUseCases(db: DbExecutor) {
  const repo = createThemeRepository(db);
  const toTheme = (row: ThemeValues): Theme => ({ accent: row.accent, font: row.font, colorScheme: row.colorScheme, iconUrl: iconUrlOf(row) });
  return {
    get: (): Theme => toTheme(repo.get()),
    update(patch: ThemeUpdate): Theme {
      const values = definedFields(patch);
      if (Object.keys(values).length === 0) return toTheme(repo.get());
      return toTheme(repo.save({ ...repo.get(), ...values }));
    },
    setIcon: (icon: Icon): Theme =>
      toTheme(repo.save({ ...repo.get(), icon: Buffer.from(icon.bytes), iconType: icon.type, iconVersion: Bun.hash(icon.bytes).toString(16).slice(0, 10) })),
    resetIcon: (): Theme => toTheme(repo.save({ ...repo.get(), icon: null, iconType: null, iconVersion: null })),
    /** The stored icon of this type, or null (none, or the other type). */
    icon(type: "png" | "svg"): Uint8Array | null {
      const row = repo.get();
      return row.icon && row.iconType === type ? new Uint8Array(row.icon) : null;
    },
    shell(): ShellTheme {
      const row = repo.get();
      return {
        css: themeCss(row, iconUrlOf(row)),
        colorScheme: row.colorScheme,
        fontFamilies: familiesOf(row.font),
        iconHref: iconUrlOf(row) ?? DEFAULT_ICON,
        iconType: row.iconType === "png" ? "image/png" : "image/svg+xml",
        ogImage: row.iconType === "png" ? iconUrlOf(row) : null,
      };
    },
  };
}
export type ThemeUseCases = ReturnType<typeof createThemeUseCases>;
