import { describe, expect, test } from "bun:test";
import { contrastRatio, DARK_SURFACES, deriveAccent, LIGHT_SURFACES, MIN_CONTRAST, relativeLuminance, type AccentPalette } from "./theme-contrast";

describe("WCAG contrast", () => {
  test("relative luminance: black 0, white 1, and the spec's sRGB mid grey", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBe(1);
    // #808080: ((128/255 + 0.055) / 1.055)^2.4
    expect(relativeLuminance("#808080")).toBeCloseTo(0.2158605, 6);
  });

  test.each([
    ["#000000", "#ffffff", 21],
    ["#ffffff", "#ffffff", 1],
    // The greys accessibility checkers quote at the AA edge: #767676 passes on white, #777777 just fails.
    ["#767676", "#ffffff", 4.54],
    ["#777777", "#ffffff", 4.48],
    ["#595959", "#ffffff", 7.0],
    // Tailwind's indigo-600 under white text, and slate-500 on white.
    ["#4f46e5", "#ffffff", 6.29],
    ["#64748b", "#ffffff", 4.76],
  ])("%s on %s is %d:1, whichever is in front", (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 2);
  });
});

/** Every pairing a page draws with: accent text on each scheme's surfaces and tints, white text on the button. */
function readablePairs(palette: AccentPalette): [string, string][] {
  const { light, dark } = palette;
  const lightBackgrounds = [...LIGHT_SURFACES, light.paint[50], light.paint[100]];
  const darkBackgrounds = [...DARK_SURFACES, dark.paint[50], dark.paint[100]];
  return [
    ...([500, 600, 700, 800, 900, 950] as const).flatMap((step) => lightBackgrounds.map((bg): [string, string] => [light.ink[step], bg])),
    ...([400, 500, 600, 700, 800, 900, 950] as const).flatMap((step) => darkBackgrounds.map((bg): [string, string] => [dark.ink[step], bg])),
    ...[light.paint[600], dark.paint[600], light.paint[700]].map((bg): [string, string] => ["#ffffff", bg]),
  ];
}

describe("deriveAccent", () => {
  test("today's indigo stays the button's shade, with today's tints", () => {
    const verdict = deriveAccent("#4f46e5");
    if (!verdict.ok) throw new Error("refused");
    expect(verdict.palette.light.paint[600]).toBe("#4f46e5");
    expect(verdict.palette.light.ink[600]).toBe("#4f46e5");
  });

  test.each(["#4f46e5", "#0d9488", "#e11d48", "#f97316", "#10b981", "#1e3a8a", "#777777", "#a5b4fc", "#7c3aed", "#eab308"])(
    "%s: every text and button shade reaches 4.5:1 in both schemes",
    (accent) => {
      const verdict = deriveAccent(accent);
      if (!verdict.ok) throw new Error(`${accent} refused for ${verdict.refusedFor}`);
      const failing = readablePairs(verdict.palette).filter(([fg, bg]) => contrastRatio(fg, bg) < MIN_CONTRAST);
      expect(failing).toEqual([]);
    },
  );

  test("a dark accent's text turns lighter in the dark scheme, a light one's darker in the light scheme", () => {
    const verdict = deriveAccent("#1e3a8a");
    if (!verdict.ok) throw new Error("refused");
    expect(relativeLuminance(verdict.palette.dark.ink[600])).toBeGreaterThan(relativeLuminance("#1e3a8a"));
    const orange = deriveAccent("#f97316");
    if (!orange.ok) throw new Error("refused");
    expect(relativeLuminance(orange.palette.light.ink[600])).toBeLessThan(relativeLuminance("#f97316"));
  });

  test.each([
    ["#e0f2fe", ["light"]],
    ["#ffff00", ["light"]],
    ["#ffffff", ["light"]],
    ["#c7d2fe", ["light"]],
    ["#111111", ["dark"]],
    ["#000000", ["dark"]],
    ["#222244", ["dark"]],
  ])("%s is refused for the %j scheme: its readable shades would no longer be the colour chosen", (accent, refusedFor) => {
    expect(deriveAccent(accent)).toEqual({ ok: false, refusedFor: refusedFor as ("light" | "dark")[] });
  });
});
