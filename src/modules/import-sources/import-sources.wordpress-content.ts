import { type ReportNote, reportNote } from "../../shared/import-report";
/**
 * WordPress stores a post's body as it was typed, and builds the page at display time: block comments are
 * markers for the block editor, [shortcodes] are expanded by PHP, and classic-editor text gets its paragraphs
 * from `wpautop`. Here the same steps turn `content:encoded` into the HTML a reader saw.
 */

/** Tags `wpautop` treats as blocks (wp-includes/formatting.php). */
const ALL_BLOCKS =
  "table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary";

const BLOCK_COMMENT = /<!--\s*\/?wp:[\s\S]*?-->/;
// Attribute lists are bounded so that brackets never closed cost a bounded look-ahead each, not the rest of the text.
const CAPTION = /\[caption\b([^\]]{0,1000})\]([\s\S]*?)\[\/caption\]/gi;
/** The image (maybe inside a link) a caption shortcode starts with, then the caption text. */
const IMAGE_THEN_TEXT = /^\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i;
const CAPTION_ATTRIBUTE = /\bcaption=("|')([\s\S]*?)\1/i;
const SHORTCODE_TAG = /\[(\/?)([a-zA-Z][\w-]{0,100})((?:\s[^\]]{0,1000})?)\]/g;
/** Shortcodes WordPress itself registers; others are recognised by attributes or a closing tag. */
const CORE_SHORTCODES = new Set(["audio", "caption", "embed", "gallery", "playlist", "video", "wp_caption"]);

export type WordpressHtml = { html: string; warnings: ReportNote[] };

/** The HTML a reader saw for this `content:encoded`, and what could not be carried over. */
export function wordpressContentToHtml(content: string): WordpressHtml {
  const warnings: ReportNote[] = [];
  // WordPress only runs wpautop on classic content: block-editor content is already HTML.
  const hasBlocks = BLOCK_COMMENT.test(content);
  // The whitespace around a block comment only ever separates blocks, so it goes with the comment.
  let html = content
    .split(BLOCK_COMMENT)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== "")
    .join("\n");
  html = captionsToFigures(html);
  html = withoutShortcodes(html, (name) => warnings.push(reportNote("wordpress-shortcode-removed", { name })));
  return { html: hasBlocks ? html : autop(html), warnings };
}

/** `[caption ...]<img ...> Text[/caption]` → `<figure><img ...><figcaption>Text</figcaption></figure>`. */
export function captionsToFigures(html: string): string {
  return html.replace(CAPTION, (_whole, attributes: string, inner: string) => {
    const parts = inner.match(IMAGE_THEN_TEXT);
    if (!parts) return inner;
    // Before WordPress 3.4 the caption was an attribute rather than the text after the image.
    const caption = parts[2]!.trim() || (attributes.match(CAPTION_ATTRIBUTE)?.[2] ?? "").trim();
    return `<figure>${parts[1]}${caption ? `<figcaption>${caption}</figcaption>` : ""}</figure>`;
  });
}

/**
 * Shortcode tags removed, what they enclosed kept (it is text the author wrote). A bracketed word is only taken
 * for a shortcode when WordPress would: a core one, one with attributes, or one with a closing tag; so "[sic]"
 * stays text. `onRemoved` hears each removed name once.
 */
export function withoutShortcodes(html: string, onRemoved: (name: string) => void): string {
  const names = new Set<string>();
  for (const [, closing, name, attributes] of html.matchAll(SHORTCODE_TAG)) {
    if (closing || CORE_SHORTCODES.has(name!.toLowerCase()) || attributes!.includes("=")) names.add(name!);
  }
  if (names.size === 0) return html;
  const removed = new Set<string>();
  const result = html.replace(SHORTCODE_TAG, (tag, _closing, name: string) => {
    if (!names.has(name)) return tag;
    removed.add(name);
    return "";
  });
  for (const name of removed) onRemoved(name);
  return result;
}

/**
 * WordPress's `wpautop`, ported: blank lines separate paragraphs, a single newline is a line break, and text
 * already inside block elements is left as it is. `<pre>` keeps its newlines, and a `<figure>` (a caption
 * shortcode once) stays whole, as WordPress expands captions only after wpautop.
 */
export function autop(text: string): string {
  if (text.trim() === "") return "";
  const setAside: string[] = [];
  let pee = text.replace(/<(pre|figure)\b[\s\S]*?<\/\1>/gi, (block) => {
    setAside.push(block);
    return `<pre data-autop="${setAside.length - 1}"></pre>`;
  });
  pee = `${pee.replace(/\r\n?/g, "\n")}\n`;
  // A newline inside a tag (between attributes) is not a line break.
  pee = pee.replace(/<[^>]*>/g, (tag) => tag.replace(/\n/g, " "));
  pee = pee.replace(/<br\s*\/?>\s*<br\s*\/?>/gi, "\n\n");
  pee = pee.replace(new RegExp(`(<(?:${ALL_BLOCKS})[\\s/>])`, "gi"), "\n\n$1");
  pee = pee.replace(new RegExp(`(</(?:${ALL_BLOCKS})>)`, "gi"), "$1\n\n");
  pee = pee.replace(/\n\n+/g, "\n\n");

  pee = pee
    .split(/\n\s*\n/)
    .filter((chunk) => chunk.trim() !== "")
    .map((chunk) => `<p>${chunk.replace(/^\n+|\n+$/g, "")}</p>\n`)
    .join("");

  const block = `</?(?:${ALL_BLOCKS})[^>]*>`;
  pee = pee.replace(/<p>\s*<\/p>/g, "");
  pee = pee.replace(/<p>([^<]+)<\/(div|address|form)>/gi, "<p>$1</p></$2>");
  pee = pee.replace(new RegExp(`<p>\\s*(${block})\\s*</p>`, "gi"), "$1");
  pee = pee.replace(/<p>(<li.+?)<\/p>/gi, "$1");
  pee = pee.replace(/<p><blockquote([^>]*)>/gi, "<blockquote$1><p>");
  pee = pee.replace(/<\/blockquote><\/p>/gi, "</p></blockquote>");
  pee = pee.replace(new RegExp(`<p>\\s*(${block})`, "gi"), "$1");
  pee = pee.replace(new RegExp(`(${block})\\s*</p>`, "gi"), "$1");

  pee = pee.replace(/(?<!<br \/>)\s*\n/g, "<br />\n");
  pee = pee.replace(new RegExp(`(${block})\\s*<br />`, "gi"), "$1");
  pee = pee.replace(/<br \/>(\s*<\/?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)/gi, "$1");
  pee = pee.replace(/\n<\/p>$/, "</p>");

  return pee.replace(/<pre data-autop="(\d+)"><\/pre>/g, (_placeholder, index: string) => setAside[Number(index)]!).trim();
}
