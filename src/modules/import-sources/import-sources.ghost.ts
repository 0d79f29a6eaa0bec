import { type ReportNote, reportNote } from "../../shared/import-report";
import { readDate } from "./import-sources.dates";
import { firstParagraphText, rewriteUrls, shorten } from "./import-sources.html";
import { buildPlan, pagesNotImported } from "./import-sources.normalize";
import { asArray, asText, isObject, readItem, type LooseObject } from "./import-sources.source-values";
import { importFailure, importWarning, type ParseResult, type SkippedItem, type SourceArticle, type SourceStatus, skippedItem } from "./import-sources.types";

const SOURCE_NAME = "Ghost export";
/** Ghost 4+ writes its own address as this placeholder (with or without the slash); here it becomes the root path. */
const GHOST_URL = /__GHOST_URL__\/?/g;
const EXCERPT_LENGTH = 300;

const STATUSES: Record<string, SourceStatus> = { published: "published", draft: "draft", scheduled: "scheduled" };

/** `{db: [{meta, data}]}` as Ghost 1.x to 5.x write it, or the bare `{meta, data}` some versions wrote. */
function ghostData(document: unknown): LooseObject | null {
  if (!isObject(document)) return null;
  const candidates = Array.isArray(document.db) ? document.db : [document];
  for (const entry of candidates) {
    if (isObject(entry) && isObject(entry.data) && Array.isArray(entry.data.posts)) return entry.data;
  }
  return null;
}

/** Ghost 5 says `type: "page"`; 1.x to 4.x said `page: true` (or 1, from SQLite). */
const isPage = (post: LooseObject) => post.type === "page" || post.page === true || post.page === 1 || post.page === "1";

/** Tags named "#..." are Ghost's internal tags, for theming, never shown to readers. */
const isInternalTag = (tag: LooseObject) => tag.visibility === "internal" || (asText(tag.name) ?? "").startsWith("#");

/** Each post's first public tag, by `posts_tags.sort_order` (then the order the export lists them). */
function firstTagByPost(data: LooseObject): Map<string, string> {
  const tags = new Map(
    asArray(data.tags)
      .filter(isObject)
      .map((tag) => [asText(tag.id), tag]),
  );
  const links = asArray(data.posts_tags)
    .filter(isObject)
    .map((link, index) => ({
      postId: asText(link.post_id),
      tag: tags.get(asText(link.tag_id)),
      order: typeof link.sort_order === "number" ? link.sort_order : 0,
      index,
    }))
    .sort((a, b) => a.order - b.order || a.index - b.index);
  const firstTags = new Map<string, string>();
  for (const { postId, tag } of links) {
    const name = tag && !isInternalTag(tag) ? asText(tag.name) : null;
    if (postId !== null && name !== null && !firstTags.has(postId)) firstTags.set(postId, name);
  }
  return firstTags;
}

const withoutGhostUrl = (text: string) => text.replace(GHOST_URL, "/");

/**
 * Images Ghost stored itself (`/content/images/...`, written `__GHOST_URL__/content/images/...` since Ghost 4).
 * The export does not hold them and nothing is fetched during an import, so they are left out, each named so the
 * owner can upload it again; a link to an image on another host is kept (and listed as remote by the normaliser).
 */
const GHOST_HOSTED = /^\/content\//;
function withoutGhostHostedImages(html: string, warn: (note: ReportNote) => void): string {
  return rewriteUrls(html, (url, place) => {
    if (place !== "img" || !GHOST_HOSTED.test(url.trim())) return url;
    warn(reportNote("ghost-hosted-image", { path: url.trim() }));
    return "";
  });
}

function toSourceArticle(post: LooseObject, origin: string, category: string | null): SourceArticle | SkippedItem {
  const title = asText(post.title);
  if (typeof post.html !== "string") {
    return skippedItem(title ?? origin, reportNote("no-rendered-html"));
  }
  const warnings: ReportNote[] = [];
  const warn = (note: ReportNote) => {
    if (!warnings.some((warning) => warning.message === note.message)) warnings.push(note);
  };
  const html = withoutGhostHostedImages(withoutGhostUrl(post.html), warn);

  const statusText = asText(post.status) ?? "draft";
  const status = STATUSES[statusText] ?? "draft";
  if (!STATUSES[statusText]) warnings.push(reportNote("status-as-draft", { status: statusText }));
  const visibility = asText(post.visibility);
  if (visibility && visibility !== "public") warnings.push(reportNote("members-only", { visibility }));

  let summary = asText(post.custom_excerpt);
  if (!summary) {
    const paragraph = firstParagraphText(html);
    if (paragraph) {
      summary = shorten(paragraph, EXCERPT_LENGTH);
      warnings.push(reportNote("excerpt-from-paragraph"));
    }
  }
  let featureImage = asText(post.feature_image);
  if (featureImage !== null && GHOST_HOSTED.test(withoutGhostUrl(featureImage))) {
    warn(reportNote("ghost-hosted-cover", { path: withoutGhostUrl(featureImage) }));
    featureImage = null;
  }

  return {
    origin,
    title,
    slug: asText(post.slug),
    html,
    summary,
    category,
    imageUrl: featureImage === null ? null : withoutGhostUrl(featureImage),
    status,
    publishedAt: readDate(post.published_at, "published_at", warnings),
    createdAt: readDate(post.created_at, "created_at", warnings),
    updatedAt: readDate(post.updated_at, "updated_at", warnings),
    warnings,
  };
}

/**
 * A Ghost JSON export (Ghost 1.x to 5.x) as an import plan: its posts, not its pages, from the HTML Ghost
 * rendered (the mobiledoc and lexical sources are Ghost's editor formats and are not read).
 */
export function parseGhostExport(bytes: Uint8Array): ParseResult {
  let document: unknown;
  try {
    document = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    return importFailure("invalid-json", `This file is not valid JSON: ${(error as Error).message}`);
  }
  const data = ghostData(document);
  if (!data) return importFailure("not-ghost-export", 'This JSON is not a Ghost export: it has no "db[0].data.posts" list.');

  const firstTags = firstTagByPost(data);
  const items: SourceArticle[] = [];
  const skipped: SkippedItem[] = [];
  let pages = 0;
  asArray(data.posts).forEach((post, index) => {
    if (!isObject(post)) return;
    if (isPage(post)) {
      pages++;
      return;
    }
    const id = asText(post.id);
    const origin = `post ${id ?? index + 1}`;
    const outcome = readItem(asText(post.title) ?? origin, () => toSourceArticle(post, origin, id === null ? null : (firstTags.get(id) ?? null)));
    if ("reason" in outcome) skipped.push(outcome);
    else items.push(outcome);
  });

  const warnings = pages > 0 ? [importWarning(SOURCE_NAME, pagesNotImported(pages))] : [];
  return { ok: true, plan: buildPlan("ghost", items, { skipped, warnings }) };
}
