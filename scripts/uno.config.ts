import presetIcons from "@unocss/preset-icons";
import presetWind3 from "@unocss/preset-wind3";
import type { UserConfig } from "@unocss/core";
import { staticPaletteCss, utilityColors } from "../src/shared/theme-palette";

/** Text and surfaces draw from CSS variables that follow the scheme and the owner's accent (src/shared/theme-palette.ts). */
const { ink, paint } = utilityColors();

/**
 * The design system: one spacing scale and palette (Tailwind's), a few shortcuts used across pages, Lucide icons inlined.
 * Buttons and fields are at least 44 px tall on a phone, the smallest comfortable tap target.
 */
export default {
  presets: [
    presetWind3(),
    presetIcons({
      collections: { lucide: () => import("@iconify-json/lucide/icons.json").then((m) => m.default as never) },
      extraProperties: { display: "inline-block", "vertical-align": "middle", "flex-shrink": "0" },
    }),
  ],
  shortcuts: {
    "container-page": "mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8",
    btn: "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm sm:min-h-0 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 no-underline",
    "btn-primary": "btn bg-indigo-600 text-white hover:bg-indigo-700 shadow-sm",
    "btn-secondary": "btn border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
    "btn-danger": "btn bg-red-600 text-white hover:bg-red-700",
    "btn-ghost": "btn text-slate-700 hover:bg-slate-100",
    input:
      "block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm sm:min-h-0 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 aria-[invalid=true]:border-red-500",
    label: "mb-1.5 block text-sm font-medium text-slate-700",
    "field-error": "mt-1.5 text-sm text-red-600",
    card: "rounded-2xl border border-slate-200 bg-white shadow-sm",
    skeleton: "animate-pulse rounded-md bg-slate-200",
    tag: "inline-flex items-center rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-700",
  },
  // The fixed palettes' variables in both schemes ride with the utilities (the accent's are in each page's <head>).
  preflights: [{ getCSS: () => staticPaletteCss() }],
  theme: {
    colors: paint,
    textColor: ink,
    fontFamily: {
      // The owner's pairing (src/shared/theme.ts), set in each page's <head>.
      sans: 'var(--font-body, "Inter Variable", ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif)',
    },
  },
} satisfies UserConfig;
