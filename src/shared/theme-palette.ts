/**
 * The colours every utility class draws with, as CSS variables (docs/decisions/0054-theme.md). Components keep
 * writing `text-slate-600` or `bg-indigo-600`; the design system (scripts/uno.config.ts) points each of those at a
 * variable, and the variables change with the scheme and the owner's accent. So dark mode and the accent reach
 * every page without touching the components' class names.
 *
 * Two roles per colour: ink (text) and paint (backgrounds, borders, rings, gradients). They part in the dark
 * scheme: `text-slate-900` must turn light while `bg-indigo-600` under white text must stay deep.
 */
import type { AccentPalette, Hex, Scale, Step } from "./theme-contrast";
import { channels } from "./theme-contrast";

/** Tailwind's colours the site uses, light scheme; `indigo` is the accent, derived per site instead. */
const TAILWIND: Record<"slate" | "red" | "amber" | "emerald", Scale> = {
  slate: {
    50: "#f8fafc",
    100: "#f1f5f9",
    200: "#e2e8f0",
    300: "#cbd5e1",
    400: "#94a3b8",
    500: "#64748b",
    600: "#475569",
    700: "#334155",
    800: "#1e293b",
    900: "#0f172a",
    950: "#020617",
  },
  red: {
    50: "#fef2f2",
    100: "#fee2e2",
    200: "#fecaca",
    300: "#fca5a5",
    400: "#f87171",
    500: "#ef4444",
    600: "#dc2626",
    700: "#b91c1c",
    800: "#991b1b",
    900: "#7f1d1d",
    950: "#450a0a",
  },
  amber: {
    50: "#fffbeb",
    100: "#fef3c7",
    200: "#fde68a",
    300: "#fcd34d",
    400: "#fbbf24",
    500: "#f59e0b",
    600: "#d97706",
    700: "#b45309",
    800: "#92400e",
    900: "#78350f",
    950: "#451a03",
  },
  emerald: {
    50: "#ecfdf5",
    100: "#d1fae5",
    200: "#a7f3d0",
    300: "#6ee7b7",
    400: "#34d399",
    500: "#10b981",
    600: "#059669",
    700: "#047857",
    800: "#065f46",
    900: "#064e3b",
    950: "#022c22",
  },
};
export type PaletteName = keyof typeof TAILWIND | "indigo";
export const STEPS: readonly Step[] = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];

/** Dark scheme, text: each step takes a lighter step's colour, so deeper text classes stay the more legible. */
const DARK_INK_STEP: Record<Step, Step> = { 50: 900, 100: 800, 200: 700, 300: 600, 400: 500, 500: 400, 600: 400, 700: 300, 800: 200, 900: 100, 950: 50 };
/** Dark scheme, surfaces: the pale steps (cards, chips, borders, notices) become deep ones; solid fills stay. */
const DARK_PAINT_STEP: Partial<Record<Step, Step>> = { 50: 950, 100: 900, 200: 800, 300: 700 };
/** Slate surfaces get their own steps: a card (white) lighter than the page behind it, as light does. */
const DARK_SLATE_PAINT: Partial<Record<Step | "white", Hex>> = { white: "#0f172a", 50: "#020617", 100: "#1e293b", 200: "#334155", 300: "#475569" };
/** The steps whose paint changes between schemes, so only those are variables. */
const FLIPPED_PAINT: readonly Step[] = [50, 100, 200, 300];

export const inkVar = (name: PaletteName, step: Step) => `--ink-${name}-${step}`;
export const paintVar = (name: PaletteName | "white", step?: Step) => (step ? `--paint-${name}-${step}` : `--paint-${name}`);

type Variables = Record<string, string>;

/** The fixed palettes' variables in one scheme (the accent's come from accentVariables). */
export function paletteVariables(scheme: "light" | "dark"): Variables {
  const vars: Variables = { [paintVar("white")]: channels(scheme === "light" ? "#ffffff" : DARK_SLATE_PAINT.white!) };
  for (const [name, scale] of Object.entries(TAILWIND) as [keyof typeof TAILWIND, Scale][]) {
    for (const step of STEPS) vars[inkVar(name, step)] = channels(scheme === "light" ? scale[step] : scale[DARK_INK_STEP[step]]);
    for (const step of FLIPPED_PAINT) {
      const dark = name === "slate" ? DARK_SLATE_PAINT[step]! : scale[DARK_PAINT_STEP[step]!];
      vars[paintVar(name, step)] = channels(scheme === "light" ? scale[step] : dark);
    }
  }
  return vars;
}

/** Ink the fixed palettes draw with in the light scheme: panels that are dark in both schemes (`.on-dark`) keep it. */
export const lightInkVariables = (): Variables => Object.fromEntries(Object.entries(paletteVariables("light")).filter(([name]) => name.startsWith("--ink-")));

/** The accent's variables in one scheme. */
export function accentVariables(palette: AccentPalette, scheme: "light" | "dark"): Variables {
  const vars: Variables = {};
  for (const step of STEPS) {
    vars[inkVar("indigo", step)] = channels(palette[scheme].ink[step]);
    vars[paintVar("indigo", step)] = channels(palette[scheme].paint[step]);
  }
  return vars;
}

export const declarations = (vars: Variables) =>
  Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(";");

/**
 * Rules applying one scheme's declarations to <html>: `data-scheme` is the owner's choice; with `auto` the visitor's
 * toggle (a `light`/`dark` class set before the first paint) wins, else the system's preference.
 */
export function schemeRules(light: string, dark: string, onDark = ""): string {
  const darkBlock = `${dark};color-scheme:dark`;
  return [
    `:root{${light};color-scheme:light}`,
    `:root[data-scheme=dark],:root[data-scheme=auto].dark{${darkBlock}}`,
    `@media (prefers-color-scheme:dark){:root[data-scheme=auto]:not(.light){${darkBlock}}}`,
    ...(onDark ? [`.on-dark{${onDark}}`] : []),
  ].join("");
}

/** What the design system draws each palette step with, per role: `rgb(var(--ink-slate-600) / %alpha)`. */
export function utilityColors(): { ink: Record<string, unknown>; paint: Record<string, unknown> } {
  const ink: Record<string, unknown> = { white: "#fff" };
  const paint: Record<string, unknown> = { white: `rgb(var(${paintVar("white")}) / %alpha)` };
  for (const name of [...Object.keys(TAILWIND), "indigo"] as PaletteName[]) {
    const fixed = name === "indigo" ? undefined : TAILWIND[name];
    ink[name] = Object.fromEntries(STEPS.map((step) => [step, `rgb(var(${inkVar(name, step)}) / %alpha)`]));
    paint[name] = Object.fromEntries(
      STEPS.map((step) => [step, fixed && !FLIPPED_PAINT.includes(step) ? fixed[step] : `rgb(var(${paintVar(name, step)}) / %alpha)`]),
    );
  }
  return { ink, paint };
}

/** The fixed palettes in both schemes, for the site's stylesheet. */
export const staticPaletteCss = () =>
  schemeRules(
    // `--shown-in-light` / `--shown-in-dark`: a display value for what only one scheme shows (the toggle's icons).
    `${declarations(paletteVariables("light"))};--shown-in-light:inline-block;--shown-in-dark:none`,
    `${declarations(paletteVariables("dark"))};--shown-in-light:none;--shown-in-dark:inline-block`,
    declarations(lightInkVariables()),
  );
