import { deriveAccent, type AccentPalette } from "../../shared/theme-contrast";
import { accentVariables, declarations, inkVar, schemeRules, STEPS } from "../../shared/theme-palette";
import { DEFAULT_THEME, fontStacks, type Theme } from "../../shared/theme";

/** The default accent's shades, for a stored accent that no longer passes (it was accepted by an older rule). */
const fallbackPalette = (): AccentPalette => {
  const verdict = deriveAccent(DEFAULT_THEME.accent);
  if (!verdict.ok) throw new Error("The default accent must pass its own contrast check");
  return verdict.palette;
};

/**
 * The CSS custom properties every page carries in <head>: the accent's shades for both schemes (the scheme rules
 * pick one before the first paint) and the pairing's font stacks. Panels dark in both schemes (`.on-dark`) keep the
 * light scheme's accent ink. `iconHref` is the owner's icon, null for the default.
 */
export function themeCss(theme: Pick<Theme, "accent" | "font">, iconHref: string | null): string {
  const verdict = deriveAccent(theme.accent);
  const palette = verdict.ok ? verdict.palette : fallbackPalette();
  const light = accentVariables(palette, "light");
  const lightInk = Object.fromEntries(STEPS.map((step) => [inkVar("indigo", step), light[inkVar("indigo", step)]!]));
  const fonts = fontStacks(theme.font);
  // The owner's icon takes the place of the header's initials (the mark is decorative: the site's name is beside it).
  const logo = iconHref ? `:root .site-logo{background:url("${iconHref}") center/contain no-repeat}:root .site-logo>*{visibility:hidden}` : "";
  return `${schemeRules(declarations(light), declarations(accentVariables(palette, "dark")), declarations(lightInk))}:root{--font-body:${fonts.body};--font-heading:${fonts.heading}}${logo}`;
}
