/**
 * Issue 31, point 6: presentation attributes are CSS, and CSS unescapes `\75 rl(` to `url(`. The sanitiser keeps
 * only plain colours, references inside the drawing and values with nothing CSS could read as a function or escape.
 */
import { describe, expect, test } from "bun:test";
import { sanitizeSvg } from "./theme.icon";

const OUTSIDE = "http://evil.example/beacon";
const drawing = (attributes: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="8" height="8" ${attributes}/></svg>`;
/** The rect as kept, with nothing but its size. */
const BARE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="8" height="8"></rect></svg>';

/** Each a way to write url() that CSS reads as url(), or a fetch by another name. */
const ESCAPED_URLS = [
  `\\75 rl(${OUTSIDE})`,
  `\\000075rl(${OUTSIDE})`,
  `\\75rl(${OUTSIDE})`,
  `\\55 RL(${OUTSIDE})`,
  `u\\72 l(${OUTSIDE})`,
  `u\\rl(${OUTSIDE})`,
  `\\0075\\0072\\006c(${OUTSIDE})`,
  `url/**/(${OUTSIDE})`,
  `u/**/rl(${OUTSIDE})`,
  `url( ${OUTSIDE} )`,
  `url(\n${OUTSIDE})`,
  `URL(${OUTSIDE})`,
  `url("${OUTSIDE}")`,
  `url(#a) , url(${OUTSIDE})`,
  `#f00 url(${OUTSIDE})`,
  `url(#a)\\,url(${OUTSIDE})`,
  `image-set("${OUTSIDE}" 1x)`,
  `src(${OUTSIDE})`,
  `var(--x, url(${OUTSIDE}))`,
  `expression(alert(1))`,
  `&#x75;rl(${OUTSIDE})`,
  `&#117;rl(${OUTSIDE})`,
  `&#x5c;75 rl(${OUTSIDE})`,
];

describe("the icon sanitiser's values", () => {
  for (const name of ["fill", "stroke", "stop-color", "clip-path", "mask", "font-family", "transform", "d", "class", "stroke-dasharray", "style"])
    for (const value of ESCAPED_URLS)
      test(`${name}="${value.replaceAll("\n", "\\n")}" goes`, () => {
        const attribute = `${name}="${value.replaceAll('"', "&quot;")}"`;
        const clean = sanitizeSvg(drawing(attribute));
        expect(clean).toBe(BARE);
        expect(clean).not.toContain("evil.example");
      });

  test("plain colours, references inside the drawing and ordinary geometry are kept as they were", () => {
    const kept = [
      'fill="#f00"',
      'fill="#ff000080"',
      'fill="none"',
      'fill="currentColor"',
      'fill="rgb(255, 0, 0)"',
      'fill="rgba(255 0 0 / 50%)"',
      'fill="hsl(120deg 50% 50%)"',
      'stroke="url(#shade)"',
      "stroke=\"url('#shade') red\"",
      'clip-path="url(#clip)"',
      'mask="none"',
      'transform="translate(1, 2) rotate(45) scale(0.5e0)"',
      "font-family=\"'Open Sans', sans-serif\"",
      'stroke-dasharray="1 2 3"',
    ];
    for (const attribute of kept) expect(sanitizeSvg(drawing(attribute))).toBe(BARE.replace('height="8"', `height="8" ${attribute}`));
    const full = sanitizeSvg(drawing('fill="url(#shade) #00f" stroke="rgb(1,2,3)" transform="matrix(1 0 0 1 2 3)"'));
    expect(full).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="8" height="8" fill="url(#shade) #00f" stroke="rgb(1,2,3)" transform="matrix(1 0 0 1 2 3)"></rect></svg>',
    );
  });

  test("a style keeps its plain presentation declarations, one by one, and loses every other", () => {
    const style = [
      "fill:#ff0000",
      `stroke:\\75 rl(${OUTSIDE})`,
      "stroke-width:2",
      `background:url(${OUTSIDE})`,
      `fill-opacity:0.5;f\\69ll:url(${OUTSIDE})`,
      `stop-color:u/**/rl(${OUTSIDE})`,
      "font-family:'Open Sans'",
      "position:fixed",
    ].join(";");
    expect(sanitizeSvg(drawing(`style="${style}"`))).toBe(
      BARE.replace('height="8"', `height="8" style="fill:#ff0000;stroke-width:2;fill-opacity:0.5;font-family:'Open Sans'"`),
    );
    expect(sanitizeSvg(drawing(`style="fill:url(${OUTSIDE})"`))).toBe(BARE);
  });

  test("a namespace that is not SVG's is replaced by SVG's", () => {
    const clean = sanitizeSvg(`<svg xmlns="${OUTSIDE}" viewBox="0 0 1 1"><path d="M0 0h1v1z"/></svg>`);
    expect(clean).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1z"></path></svg>');
  });
});
