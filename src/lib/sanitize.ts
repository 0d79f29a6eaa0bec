import type sanitizeHtml from "sanitize-html";

/**
 * sanitize-html and its HTML parser load at the first article written, not with the server: no read needs them,
 * and they were a large share of what an idle server held. `require` runs the bundled module there, synchronously.
 */
let sanitizer: typeof sanitizeHtml | undefined;
const loadSanitizer = (): typeof sanitizeHtml => (sanitizer ??= require("sanitize-html") as typeof sanitizeHtml);

const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"];
const TEXT = ["p", "br", "hr", "strong", "b", "em", "i", "u", "s", "blockquote", "pre", "code", "span"];
const LISTS = ["ul", "ol", "li"];
const TABLES = ["table", "thead", "tbody", "tr", "th", "td"];
const MEDIA = ["a", "img", "figure", "figcaption"];

/** Layout the rich-text editor writes as inline styles; anything else (positioning, urls, expressions) is dropped. */
const ALIGN = /^(left|right|center|justify)$/;
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;
const TEXT_STYLES = { "text-align": [ALIGN], color: [COLOR], "background-color": [COLOR] };

/** Control characters and whitespace browsers ignore inside a scheme ("java\tscript:"). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these characters inside a URL scheme, so they are stripped before it is checked.
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f]/g;

function scheme(url: string): string | null {
  const match = url.replace(IGNORED_IN_SCHEME, "").match(/^([a-z][a-z0-9+.-]*):/i);
  return match ? match[1]!.toLowerCase() : null;
}

const isSitePath = (url: string) => url.startsWith("/") && !url.startsWith("//") && !url.includes("\\");

/** Links: http(s), mailto, a path on the site or an anchor in the page. */
function isAllowedHref(href: string): boolean {
  const url = href.trim();
  const kind = scheme(url);
  if (kind) return kind === "http" || kind === "https" || kind === "mailto";
  return isSitePath(url) || url.startsWith("#");
}

/** Images: http(s) or an upload of this site. */
function isAllowedImageSrc(src: string): boolean {
  const url = src.trim();
  const kind = scheme(url);
  if (kind) return kind === "http" || kind === "https";
  return isSitePath(url) && url.startsWith("/uploads/");
}

function withoutAttribute(attribs: sanitizeHtml.Attributes, name: string): sanitizeHtml.Attributes {
  const { [name]: _dropped, ...rest } = attribs;
  return rest;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...HEADINGS, ...TEXT, ...LISTS, ...TABLES, ...MEDIA],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["colspan", "rowspan", "style"],
    td: ["colspan", "rowspan", "style"],
    code: ["class"],
    pre: ["class"],
    ...Object.fromEntries([...HEADINGS, "p", "span", "li", "blockquote", "figure"].map((tag) => [tag, ["style"]])),
  },
  allowedClasses: { code: [/^language-[\w-]+$/], pre: [/^language-[\w-]+$/] },
  allowedStyles: { "*": TEXT_STYLES },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  // Dropped with everything inside them, not just their tags.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template", "title", "head", "svg", "math"],
  transformTags: {
    a: (tagName, attribs) => {
      let result = attribs.href !== undefined && !isAllowedHref(attribs.href) ? withoutAttribute(attribs, "href") : attribs;
      result = result.target === "_blank" ? result : withoutAttribute(result, "target");
      // A page opened from the article must not get a handle on it, nor learn where the reader came from.
      return { tagName, attribs: { ...result, rel: "noopener noreferrer" } };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: attribs.src !== undefined && isAllowedImageSrc(attribs.src) ? attribs : withoutAttribute(attribs, "src"),
    }),
  },
  // An image whose source was refused shows nothing; drop it rather than leave an empty <img>.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/**
 * Article HTML as stored: an allow-list of text, list, table, link and image markup (contract §2, "Limits and
 * protection"). Scripts, styles, frames, event handlers and script-bearing URLs never survive.
 */
export function sanitizeArticleHtml(html: string): string {
  return loadSanitizer()(html, OPTIONS);
}

/**
 * A reply from the fediverse, as visitors see it under an article: paragraphs, line breaks, emphasis and links (which
 * are marked as the author's, not the site's). No images nor styles: visitors' pages load nothing from another server.
 */
const REPLY_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "blockquote", "code", "pre", "a", "span", "ul", "ol", "li"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https"],
  allowProtocolRelative: false,
  nonTextTags: OPTIONS.nonTextTags,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href && /^https?:/i.test(attribs.href.trim()) ? { href: attribs.href } : {}), rel: "nofollow ugc noopener noreferrer" },
    }),
  },
};

export function sanitizeReplyHtml(html: string): string {
  return loadSanitizer()(html, REPLY_OPTIONS);
}
