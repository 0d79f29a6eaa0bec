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
/** Presentation and geometry; no event handler, no href; values (a style's declarations too) by `cleanAttribute`. */
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
  "style",
];
const SVG_NAMESPACE = "http://www.w3.org/2000/svg";

/**
 * What each attribute may hold, by allow-list rather than by looking for `url(`: presentation attributes are CSS,
 * and CSS reads `\75 rl(`, `\000075rl(` and `u\rl(` as `url(` (issue 31: Chromium fetched both when the saved
 * file was opened outside the site's CSP). A colour is a plain colour, a reference is one inside the drawing
 * (`url(#shade)`), and every other value holds nothing CSS could read as a function or an escape.
 */
const COLOUR = /^(?:#[0-9a-f]{3,8}|[a-z]+|(?:rgba?|hsla?)\([\d\s.,%/+-]*(?:deg|turn|rad)?[\d\s.,%/+-]*\))$/i;
const LOCAL_REFERENCE = /^url\(\s*(['"]?)#[a-z_][\w.-]*\1\s*\)$/i;
/** `url(#shade)`, optionally with a fallback colour, or a colour. */
const PAINT = /^url\(\s*(['"]?)#[a-z_][\w.-]*\1\s*\)(?:\s+(?:#[0-9a-f]{3,8}|[a-z]+))?$/i;
const TRANSFORM = /^(?:\s*(?:matrix|translate|scale|rotate|skewX|skewY)\s*\([\d\s.,eE+-]*\)\s*,?)*\s*$/;
/** Numbers, lengths, path data, keywords, names: no parenthesis, backslash, colon, semicolon or angle bracket. */
const PLAIN = /^[^\\()<>:;@&]*$/;
const PAINTS = new Set(["fill", "stroke"]);
const COLOURS = new Set(["stop-color", "color"]);
const REFERENCES = new Set(["clip-path", "mask"]);
const TRANSFORMS = new Set(["transform", "gradientTransform"]);

function allowedValue(name: string, raw: string): boolean {
  const value = raw.trim();
  if (name === "xmlns") return value === SVG_NAMESPACE;
  if (PAINTS.has(name)) return COLOUR.test(value) || PAINT.test(value);
  if (COLOURS.has(name)) return COLOUR.test(value);
  if (REFERENCES.has(name)) return value === "none" || LOCAL_REFERENCE.test(value);
  if (TRANSFORMS.has(name)) return TRANSFORM.test(value);
  return PLAIN.test(value);
}

/** What a `style` attribute may set (Inkscape writes its colours there): presentation only, each value as its attribute's. */
const STYLE_PROPERTIES = new Set([
  ...["fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit"],
  ...["stroke-dasharray", "stroke-dashoffset", "stroke-opacity", "opacity", "stop-color", "stop-opacity", "color", "clip-rule"],
  ...["clip-path", "mask", "font-family", "font-size", "font-weight", "text-anchor", "dominant-baseline", "letter-spacing"],
]);

/**
 * The declarations of a `style` that pass, rebuilt one by one (null: none). No kept value holds a backslash or a
 * parenthesis outside a plain colour or a reference inside the drawing, so what is rebuilt holds no escape and no
 * `url(` to anywhere else, however the declarations were split.
 */
function cleanStyle(style: string): string | null {
  const kept = style.split(";").flatMap((declaration) => {
    const colon = declaration.indexOf(":");
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    return colon > 0 && STYLE_PROPERTIES.has(property) && allowedValue(property, value) ? [`${property}:${value}`] : [];
  });
  return kept.length > 0 ? kept.join(";") : null;
}

/** An attribute's value as kept, or null when it goes. */
function cleanAttribute(name: string, value: string): string | null {
  if (name === "style") return cleanStyle(value);
  return allowedValue(name, value) ? value : null;
}

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
        attribs: Object.fromEntries(
          Object.entries(attribs).flatMap(([name, value]) => {
            const kept = cleanAttribute(name, value);
            return kept === null ? [] : [[name, kept]];
          }),
        ),
      }),
    },
  }).trim();
  if (!/^<svg[\s>]/.test(clean) || !clean.endsWith("</svg>")) return null;
  // A standalone SVG file draws only with its namespace declared.
  return clean.includes(`xmlns="${SVG_NAMESPACE}"`) ? clean : clean.replace(/^<svg/, `<svg xmlns="${SVG_NAMESPACE}"`);
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
