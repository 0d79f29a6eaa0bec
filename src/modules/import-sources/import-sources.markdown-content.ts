import { type ReportNote, reportNote } from "../../shared/import-report";
import { Marked } from "marked";
import { escapeHtml } from "./import-sources.html";

/** Hugo's summary divider: what comes before it is the summary. */
const MORE = /<!--\s*more\s*-->/i;

// `{{< name args >}}` and `{{% name args %}}`, opening or closing. Arguments are bounded so an unclosed one costs a
// bounded look-ahead. `{{</* name */>}}` (Hugo's way to show a shortcode as text) does not match and stays text.
const HUGO_SHORTCODE = /\{\{([<%])\s*(\/?)\s*([\w-]{1,100})([\s\S]{0,2000}?)\s*\/?\s*[>%]\}\}/g;
const SHORTCODE_ARGUMENT = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|`([^`]*)`|(\S+))/g;

const marked = new Marked({ gfm: true });

export type MarkdownBody = {
  /** The body rendered to HTML, image sources as written. */
  html: string;
  /** The part before `<!--more-->`, rendered, when the divider is there. */
  summaryHtml: string | null;
  warnings: ReportNote[];
};

function shortcodeArguments(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const match of text.matchAll(SHORTCODE_ARGUMENT)) {
    values.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? match[5] ?? "");
  }
  return values;
}

/** Hugo's `figure` shortcode as the HTML it renders, on its own lines so Markdown leaves it as a block. */
function figureHtml(argumentText: string): string {
  const args = shortcodeArguments(argumentText);
  const src = args.get("src");
  if (!src) return "";
  const image = `<img src="${escapeHtml(src)}" alt="${escapeHtml(args.get("alt") ?? "")}">`;
  const link = args.get("link");
  const caption = args.get("caption") || args.get("title");
  return [
    "\n\n<figure>",
    link ? `<a href="${escapeHtml(link)}">${image}</a>` : image,
    caption ? `<figcaption>${escapeHtml(caption)}</figcaption>` : "",
    "</figure>\n\n",
  ].join("");
}

/** Hugo shortcodes: `figure` becomes HTML; the others are removed (what they enclose stays), each named once. */
export function expandHugoShortcodes(markdown: string, onRemoved: (name: string) => void): string {
  const removed = new Set<string>();
  const result = markdown.replace(HUGO_SHORTCODE, (_whole, _delimiter, closing: string, name: string, argumentText: string) => {
    if (name === "figure" && !closing) return figureHtml(argumentText);
    if (name !== "figure") removed.add(name);
    return "";
  });
  for (const name of removed) onRemoved(name);
  return result;
}

const render = (markdown: string) => marked.parse(markdown, { async: false });

/** A Markdown body as HTML, with `<!--more-->` read as the end of the summary and Hugo shortcodes handled. */
export function renderMarkdownBody(markdown: string): MarkdownBody {
  const warnings: ReportNote[] = [];
  const expanded = expandHugoShortcodes(markdown, (name) => warnings.push(reportNote("hugo-shortcode-removed", { name })));
  const more = expanded.match(MORE);
  if (!more || more.index === undefined) return { html: render(expanded), summaryHtml: null, warnings };
  const before = expanded.slice(0, more.index);
  return { html: render(before + expanded.slice(more.index + more[0].length)), summaryHtml: render(before), warnings };
}
