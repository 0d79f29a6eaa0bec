import type sanitizeHtml from "sanitize-html";
import { sniffFileKind } from "../../lib/file-types";

/** The largest icon kept: a favicon or a header logo needs far less, and every page links it. */
export const MAX_ICON_BYTES = 512 * 1024;

/** Drawing elements only: no script, style, foreignObject, image, use, animation or link of any kind. */
const SVG_TAGS = [
  "svg",
  "g",
  "path",
  "circle",
  "ellipse",
  "rect",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "title",
  "desc",
  "defs",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
  "symbol",
];
/** Presentation and geometry; no event handler, no href, no style (whose url() could fetch). */
const SVG_ATTRIBUTES = [
  "xmlns",
  "viewBox",
  "width",
  "height",
  "preserveAspectRatio",
  "id",
  "class",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "d",
  "points",
  "transform",
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "stroke-opacity",
  "opacity",
  "clip-path",
  "clip-rule",
  "mask",
  "offset",
  "stop-color",
  "stop-opacity",
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "maskUnits",
  "clipPathUnits",
  "font-family",
  "font-size",
  "font-weight",
  "text-anchor",
  "dominant-baseline",
  "letter-spacing",
];
/** A value may point inside the drawing (`url(#shade)`), never outside it. */
const EXTERNAL_REFERENCE = /url\s*\(\s*(?!['"]?#)|javascript:|data:|@import|expression\s*\(/i;

let sanitizer: typeof sanitizeHtml | undefined;
/** Loaded at the first SVG icon, like the article sanitiser (src/lib/sanitize.ts). */
const loadSanitizer = (): typeof sanitizeHtml => (sanitizer ??= require("sanitize-html") as typeof sanitizeHtml);

/**
 * An SVG reduced by a real XML parser (sanitize-html's, in XML mode) to an allow-list of drawing elements and
 * attributes; what is outside the list goes, and script, style and foreignObject go with their content. Null when
 * what is left is not one <svg> drawing.
 */
export function sanitizeSvg(text: string): string | null {
  const sanitize = loadSanitizer();
  const clean = sanitize(text, {
    allowedTags: SVG_TAGS,
    allowedAttributes: { "*": SVG_ATTRIBUTES },
    allowedSchemes: [],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    nonTextTags: ["script", "style", "foreignObject", "textarea", "option", "noscript", "iframe"],
    parser: { xmlMode: true },
    transformTags: {
      "*": (tagName, attribs) => ({
        tagName,
        attribs: Object.fromEntries(Object.entries(attribs).filter(([, value]) => !EXTERNAL_REFERENCE.test(value))),
      }),
    },
  }).trim();
  if (!/^<svg[\s>]/.test(clean) || !clean.endsWith("</svg>")) return null;
  // A standalone SVG file draws only with its namespace declared.
  return clean.includes('xmlns="http://www.w3.org/2000/svg"') ? clean : clean.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
}

export type Icon = { bytes: Uint8Array; type: "png" | "svg" };

/** A PNG as sent (judged by its bytes), or an SVG sanitised; null for anything else. */
export function acceptIcon(bytes: Uint8Array): Icon | null {
  if (sniffFileKind(bytes) === "png") return { bytes, type: "png" };
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  if (!/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text)) return null;
  const svg = sanitizeSvg(text);
  return svg ? { bytes: new TextEncoder().encode(svg), type: "svg" } : null;
}
