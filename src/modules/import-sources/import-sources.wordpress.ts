import { type ReportNote, reportNote } from "../../shared/import-report";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { readDate, toIsoDate } from "./import-sources.dates";
import { htmlToText } from "./import-sources.html";
import { buildPlan, pagesNotImported } from "./import-sources.normalize";
import { asArray, asText, isObject, readItem, type LooseObject } from "./import-sources.source-values";
import { importFailure, importWarning, type ParseResult, type SkippedItem, type SourceArticle, type SourceStatus, skippedItem } from "./import-sources.types";
import { wordpressContentToHtml } from "./import-sources.wordpress-content";

const SOURCE_NAME = "WordPress export";

/**
 * Any DTD at all is refused before parsing: WordPress never writes one, and a DTD is what lets entities expand
 * exponentially ("billion laughs") or pull in local files and URLs (external entities). Matched anywhere in
 * the text, not only in the prolog, so no comment or CDATA trick can slip one past this check.
 */
const DECLARATION = /<!(DOCTYPE|ENTITY)/i;

/** WordPress's "read more" divider (optionally with its own link text); what precedes it is the teaser. */
const MORE_TAG = /<!--more(?:\s[^>]*)?-->/i;

const LISTS = new Set(["rss.channel.item", "rss.channel.item.category", "rss.channel.item.wp:postmeta"]);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  // Slugs and ids such as "0012" must stay text.
  parseTagValue: false,
  parseAttributeValue: false,
  // Only XML's own five entities; the HTML inside content:encoded is decoded later, by the HTML tools.
  htmlEntities: false,
  isArray: (_name, path) => typeof path === "string" && LISTS.has(path),
});

/** An element's text, whether it was written plain, as CDATA, or with attributes beside it. */
function textOf(value: unknown): string | null {
  if (isObject(value)) return asText(value["#text"]);
  return asText(value);
}

const STATUSES: Record<string, { status: SourceStatus; warning?: ReportNote }> = {
  publish: { status: "published" },
  future: { status: "scheduled" },
  draft: { status: "draft" },
  pending: { status: "draft" },
  private: { status: "draft", warning: reportNote("wordpress-private") },
};
const NOT_POSTS_YET: Record<string, ReportNote> = {
  trash: reportNote("wordpress-trash"),
  "auto-draft": reportNote("wordpress-auto-draft"),
};

function firstCategory(item: LooseObject): string | null {
  const category = asArray(item.category).find((entry) => isObject(entry) && entry["@domain"] === "category");
  return category === undefined ? null : htmlToText(textOf(category) ?? "") || null;
}

/** The text before the "read more" divider, or null when there is none. */
function teaserOf(html: string): string | null {
  const divider = html.search(MORE_TAG);
  return divider < 0 ? null : htmlToText(html.slice(0, divider)) || null;
}

function postMeta(item: LooseObject, key: string): string | null {
  const entry = asArray(item["wp:postmeta"]).find((meta) => isObject(meta) && textOf(meta["wp:meta_key"]) === key);
  return isObject(entry) ? textOf(entry["wp:meta_value"]) : null;
}

function toSourceArticle(item: LooseObject, attachmentUrls: Map<string, string>): SourceArticle | SkippedItem {
  const id = textOf(item["wp:post_id"]);
  const origin = `post ${id ?? "without id"}`;
  const title = htmlToText(textOf(item.title) ?? "") || null;
  const statusText = textOf(item["wp:status"]) ?? "draft";
  if (NOT_POSTS_YET[statusText]) return skippedItem(title ?? origin, NOT_POSTS_YET[statusText]);

  const warnings: ReportNote[] = [];
  const mapped = STATUSES[statusText] ?? { status: "draft" as const, warning: reportNote("status-as-draft", { status: statusText }) };
  let status = mapped.status;
  if (mapped.warning) warnings.push(mapped.warning);
  if (textOf(item["wp:post_password"])) {
    status = "draft";
    warnings.push(reportNote("wordpress-password"));
  }

  const content = wordpressContentToHtml(textOf(item["content:encoded"]) ?? "");
  warnings.push(...content.warnings);

  let imageUrl: string | null = null;
  const thumbnailId = postMeta(item, "_thumbnail_id");
  if (thumbnailId) {
    imageUrl = attachmentUrls.get(thumbnailId) ?? null;
    if (!imageUrl) warnings.push(reportNote("wordpress-featured-missing", { id: thumbnailId }));
  }

  // The GMT column is empty ("0000-00-00 00:00:00") until a post is published; the local one always has a value.
  const date = toIsoDate(textOf(item["wp:post_date_gmt"])) || readDate(textOf(item["wp:post_date"]), "wp:post_date", warnings);
  const modified = toIsoDate(textOf(item["wp:post_modified_gmt"])) || readDate(textOf(item["wp:post_modified"]), "wp:post_modified", warnings);

  return {
    origin,
    title,
    slug: textOf(item["wp:post_name"]),
    html: content.html,
    summary: htmlToText(textOf(item["excerpt:encoded"]) ?? "") || teaserOf(content.html),
    category: firstCategory(item),
    imageUrl,
    status,
    publishedAt: status === "draft" ? null : date,
    // WordPress keeps no creation date; a scheduled post's date is when it will go out, so its last save stands in.
    createdAt: status === "scheduled" ? modified : date,
    updatedAt: modified,
    warnings,
  };
}

/** fast-xml-parser names the elements still open when the text ends; say that plainly. */
function xmlErrorMessage(error: { code: string; msg: string; line: number; col: number }): string {
  if (error.code === "InvalidXml" && error.msg.startsWith("Invalid '[")) {
    return "This file is not valid XML: it ends before its elements are closed (is it truncated?).";
  }
  return `This file is not valid XML (line ${error.line}, column ${error.col}): ${error.msg}`;
}

/**
 * A WordPress export (WXR, Tools → Export) as an import plan: its posts, with attachments used only to find
 * featured images. Pages, menus and other item types are not articles.
 */
export function parseWordpressExport(bytes: Uint8Array): ParseResult {
  const xml = new TextDecoder().decode(bytes);
  const declaration = xml.match(DECLARATION);
  if (declaration) {
    return importFailure(
      "xml-declarations",
      `Refused: the document declares <!${declaration[1]!.toUpperCase()}>. WordPress exports never do, and such declarations can expand entities without bound or read files.`,
    );
  }
  const validation = XMLValidator.validate(xml);
  if (validation !== true) return importFailure("invalid-xml", xmlErrorMessage(validation.err));

  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch (error) {
    return importFailure("invalid-xml", `This file is not valid XML: ${(error as Error).message}`);
  }
  const channel = isObject(document) && isObject(document.rss) ? document.rss.channel : null;
  if (!isObject(channel) || !("wp:wxr_version" in channel)) {
    return importFailure("not-wordpress-export", "This XML is not a WordPress export: it has no <rss><channel> with <wp:wxr_version>.");
  }

  const items = asArray(channel.item).filter(isObject);
  const typeOf = (item: LooseObject) => textOf(item["wp:post_type"]);
  const attachmentUrls = new Map<string, string>();
  for (const item of items.filter((entry) => typeOf(entry) === "attachment")) {
    const id = textOf(item["wp:post_id"]);
    const url = textOf(item["wp:attachment_url"]);
    if (id && url) attachmentUrls.set(id, url);
  }

  const articles: SourceArticle[] = [];
  const skipped: SkippedItem[] = [];
  for (const item of items.filter((entry) => typeOf(entry) === "post")) {
    const outcome = readItem(textOf(item.title) ?? `post ${textOf(item["wp:post_id"]) ?? "without id"}`, () => toSourceArticle(item, attachmentUrls));
    if ("reason" in outcome) skipped.push(outcome);
    else articles.push(outcome);
  }

  const pages = items.filter((entry) => typeOf(entry) === "page").length;
  const warnings = pages > 0 ? [importWarning(SOURCE_NAME, pagesNotImported(pages))] : [];
  return { ok: true, plan: buildPlan("wordpress", articles, { skipped, warnings }) };
}
