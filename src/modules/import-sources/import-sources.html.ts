import sanitizeHtml from "sanitize-html";

/** Tags whose edges separate words: without a space there, "<p>one</p><p>two</p>" would read "onetwo". */
const WORD_BOUNDARY_TAGS =
  /<\/?(?:p|div|br|hr|li|dd|dt|h[1-6]|blockquote|pre|tr|td|th|figure|figcaption|ul|ol|dl|table|section|article|header|footer|aside)\b[^>]*>/gi;

/** Elements whose content is not readable text. */
const NON_TEXT_TAGS = ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template", "svg", "math", "head"];

/** sanitize-html writes text with only these escaped; everything else is already decoded. */
const decodeEscapedText = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** The readable text of some HTML (or of plain text that may carry entities), on one line. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(WORD_BOUNDARY_TAGS, " "), { allowedTags: [], allowedAttributes: {}, nonTextTags: NON_TEXT_TAGS });
  return decodeEscapedText(text).replace(/\s+/g, " ").trim();
}

/** The text of the first paragraph that has any, or null. */
export function firstParagraphText(html: string): string | null {
  for (const match of html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)) {
    const text = htmlToText(match[1]!);
    if (text) return text;
  }
  return null;
}

export type UrlPlace = "img" | "a";

/**
 * The same HTML with every image source and link target passed through `rewrite`. Parsed, not matched with
 * patterns, so quoting and entities are read the way a browser would. Nothing else is filtered here: the
 * article sanitiser runs afterwards and decides what stays.
 */
export function rewriteUrls(html: string, rewrite: (url: string, place: UrlPlace) => string): string {
  const withRewritten = (attribute: "src" | "href", place: UrlPlace) => (tagName: string, attribs: sanitizeHtml.Attributes) => ({
    tagName,
    attribs: attribs[attribute] === undefined ? attribs : { ...attribs, [attribute]: rewrite(attribs[attribute], place) },
  });
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    allowedSchemesAppliedToAttributes: [],
    nonTextTags: [],
    transformTags: { img: withRewritten("src", "img"), a: withRewritten("href", "a") },
  });
}

/** Every image source in the HTML, in order, empty ones left out. */
export function imageSources(html: string): string[] {
  const sources: string[] = [];
  rewriteUrls(html, (url, place) => {
    if (place === "img" && url.trim() !== "") sources.push(url.trim());
    return url;
  });
  return sources;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** At most `max` characters, cut at a word boundary with an ellipsis when anything was cut. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
