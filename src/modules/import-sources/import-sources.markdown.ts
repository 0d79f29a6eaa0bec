import { posix } from "node:path";
import { inTranslation, type ReportNote, reportNote } from "../../shared/import-report";
import { TRANSLATION_LANGUAGES, type Language } from "../../shared/languages";
import { slugify } from "../../shared/schemas/articles";
import { UPLOADS_URL_PREFIX } from "../uploads/uploads.repository";
import { readDate } from "./import-sources.dates";
import { type FrontMatterProblem, splitFrontMatter } from "./import-sources.front-matter";
import { htmlToText, rewriteUrls } from "./import-sources.html";
import { renderMarkdownBody } from "./import-sources.markdown-content";
import { buildPlan } from "./import-sources.normalize";
import { asText, isObject, readItem, type LooseObject } from "./import-sources.source-values";
import { type ParseResult, type SkippedItem, type SourceArticle, type SourceTranslation, skippedItem } from "./import-sources.types";
import { createUploadCollector } from "./import-sources.uploads";
import { readZipArchive, type ArchiveContents, type ArchiveLimits } from "./import-sources.zip";

export type MarkdownImportOptions = { limits?: Partial<ArchiveLimits> };

const MARKDOWN_FILE = /\.(md|markdown)$/i;
/** Inflated so that their content can be sniffed; only PNG, JPEG, GIF and WebP content is kept. */
const IMAGE_FILE = /\.(png|jpe?g|gif|webp|svg|avif|bmp|tiff?|heic|ico)$/i;
/** Folders of a site that hold no posts of its own: build output, themes (and their example sites), dependencies. */
const NOT_CONTENT = new Set(["node_modules", "themes", "public", "static", "resources", "vendor", "_site", "dist"]);
const JEKYLL_NAME = /^(\d{4}-\d{2}-\d{2})-(.+)$/;
/** `<name>.<lang>.md` beside `<name>.md`: a translation, as this site's export and Hugo both name them. */
const TRANSLATION_FILE = new RegExp(`^(.+)\\.(${TRANSLATION_LANGUAGES.join("|")})\\.(?:md|markdown)$`);
const IMAGE_LINK = /\.(png|jpe?g|gif|webp)$/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

const isContentMarkdown = (path: string) => MARKDOWN_FILE.test(path) && !path.split("/").some((segment) => NOT_CONTENT.has(segment) || segment.startsWith("."));

const decode = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

function firstText(value: unknown): string | null {
  if (Array.isArray(value)) return value.map(asText).find((text) => text !== null) ?? null;
  return asText(value);
}

/** The slug a file's place suggests: its name, or its folder's for Hugo's `index.md`, without Jekyll's date. */
function nameOf(path: string): { slug: string; date: string | null } {
  const name = posix.basename(path).replace(MARKDOWN_FILE, "");
  const stem = name.toLowerCase() === "index" ? posix.basename(posix.dirname(path)) : name;
  const jekyll = stem.match(JEKYLL_NAME);
  return { slug: slugify(jekyll ? jekyll[2]! : stem), date: jekyll ? jekyll[1]! : null };
}

/**
 * Finds the archive entries Markdown points at and turns them into upload tokens. Relative references are
 * resolved against the file's folder; absolute ones (`/images/a.png`, served from a static folder) against the
 * archive's `static/` or `public/` folders, or its root.
 */
function createImageResolver(archive: ArchiveContents) {
  const collector = createUploadCollector(archive);
  const paths = [...archive.paths];

  function archivePath(reference: string, folder: string): string | null {
    const bare = reference.split(/[?#]/)[0]!;
    let decoded = bare;
    try {
      decoded = decodeURI(bare);
    } catch {
      // A malformed escape: look the reference up as written.
    }
    if (decoded.startsWith("/")) {
      const served = paths.find((path) => [`static${decoded}`, `public${decoded}`].some((end) => path === end || path.endsWith(`/${end}`)));
      return served ?? (archive.paths.has(decoded.slice(1)) ? decoded.slice(1) : null);
    }
    const joined = posix.normalize(posix.join(folder, decoded));
    return joined === ".." || joined.startsWith("../") ? null : joined;
  }

  const isLocal = (reference: string) => reference !== "" && !HAS_SCHEME.test(reference) && !reference.startsWith("//");

  /** The source to write for an image reference: a token, the reference itself when remote, or "" (dropped). */
  function imageSource(reference: string, folder: string, warn: (note: ReportNote) => void): string {
    const trimmed = reference.trim();
    if (!isLocal(trimmed)) return trimmed;
    const path = archivePath(trimmed, folder);
    if (path === null && trimmed.startsWith(UPLOADS_URL_PREFIX)) {
      // This site's own upload URL (an export whose file was gone): it still means something here.
      warn(reportNote("image-kept-as-upload-link", { path: trimmed }));
      return trimmed;
    }
    if (path === null) {
      warn(reportNote("image-not-in-archive", { path: trimmed }));
      return "";
    }
    const lookup = collector.tokenFor(path);
    if (lookup.ok) return lookup.token;
    warn(lookup.problem);
    return "";
  }

  /** A link to an image of the archive (a thumbnail's full size) points at its upload too; other links stay. */
  function linkTarget(reference: string, folder: string): string {
    const trimmed = reference.trim();
    if (!isLocal(trimmed) || !IMAGE_LINK.test(trimmed.split(/[?#]/)[0]!)) return reference;
    const path = archivePath(trimmed, folder);
    const lookup = path === null || !archive.sizes.has(path) ? null : collector.tokenFor(path);
    return lookup?.ok ? lookup.token : reference;
  }

  function rewrite(html: string, folder: string, warn: (note: ReportNote) => void): string {
    return rewriteUrls(html, (url, place) => (place === "img" ? imageSource(url, folder, warn) : linkTarget(url, folder)));
  }

  return { imageSource, rewrite, uploads: collector.uploads };
}
type ImageResolver = ReturnType<typeof createImageResolver>;

function coverReference(fields: LooseObject): string | null {
  const cover = fields.cover;
  return asText(fields.imageUrl) ?? asText(fields.image) ?? asText(cover) ?? (isObject(cover) ? asText(cover.image) : null) ?? asText(fields.featured_image);
}

function isDraft(fields: LooseObject, path: string): boolean {
  return fields.draft === true || fields.draft === "true" || fields.published === false || fields.published === "false" || path.split("/").includes("_drafts");
}

/** Why front matter could not be read, as a report line (about a translation at `translationPath`, if given). */
function frontMatterNote({ format, detail }: FrontMatterProblem, translationPath?: string): ReportNote {
  if (translationPath === undefined)
    return detail === null ? reportNote("front-matter-not-table", { format }) : reportNote("front-matter-invalid", { format, detail });
  return detail === null
    ? reportNote("translation-front-matter-not-table", { path: translationPath, format })
    : reportNote("translation-front-matter-invalid", { path: translationPath, format, detail });
}

function readTranslation(path: string, archive: ArchiveContents, images: ImageResolver, warn: (note: ReportNote) => void): SourceTranslation | null {
  const front = splitFrontMatter(decode(archive.files.get(path)));
  if (!front.ok) {
    warn(frontMatterNote(front.problem, path));
    return null;
  }
  const fields = front.data ?? {};
  const body = renderMarkdownBody(front.body);
  body.warnings.forEach(warn);
  const html = body.html.trim() ? images.rewrite(body.html, posix.dirname(path), warn) : undefined;
  return {
    title: asText(fields.title) ?? undefined,
    summary: asText(fields.summary) ?? asText(fields.description) ?? undefined,
    category: asText(fields.category) ?? firstText(fields.categories) ?? undefined,
    html,
  };
}

function readPost(
  path: string,
  translationPaths: { language: Language; path: string }[],
  archive: ArchiveContents,
  images: ImageResolver,
): SourceArticle | SkippedItem {
  if (posix.basename(path).startsWith("_index.")) return skippedItem(path, reportNote("hugo-section-page"));
  const front = splitFrontMatter(decode(archive.files.get(path)));
  if (!front.ok) return skippedItem(path, frontMatterNote(front.problem));
  if (!front.data) return skippedItem(path, reportNote("no-front-matter"));

  const fields = front.data;
  const folder = posix.dirname(path);
  const warnings: ReportNote[] = [];
  const warn = (note: ReportNote) => warnings.push(note);
  const body = renderMarkdownBody(front.body);
  warnings.push(...body.warnings);
  const html = images.rewrite(body.html, folder, warn);

  const translations: Partial<Record<Language, SourceTranslation>> = {};
  for (const translation of translationPaths) {
    const read = readTranslation(translation.path, archive, images, (note) => warn(inTranslation(translation.language, note)));
    if (read) translations[translation.language] = read;
  }

  const cover = coverReference(fields);
  const named = nameOf(path);
  const published = !isDraft(fields, path);
  const date = readDate(fields.date ?? named.date, "date", warnings);
  // This site's export says `publishedAt` outright (a draft may have been out before); elsewhere a draft's `date`
  // is when it was written, and only a published post's date (or Hugo's publishDate) is its publication.
  const publishedAt =
    "publishedAt" in fields
      ? readDate(fields.publishedAt, "publishedAt", warnings)
      : published
        ? (readDate(fields.publishDate, "publishDate", warnings) ?? date)
        : null;

  return {
    origin: path,
    title: asText(fields.title),
    slug: asText(fields.slug) ?? named.slug,
    html,
    summary:
      asText(fields.summary) ?? asText(fields.description) ?? asText(fields.excerpt) ?? (body.summaryHtml === null ? null : htmlToText(body.summaryHtml)),
    category: asText(fields.category) ?? firstText(fields.categories) ?? firstText(fields.tags),
    imageUrl: cover === null ? null : images.imageSource(cover, folder, warn) || null,
    status: published ? "published" : "draft",
    publishedAt,
    createdAt: readDate(fields.createdAt, "createdAt", warnings) ?? date,
    updatedAt: readDate(fields.updatedAt ?? fields.lastmod ?? fields.updated, "updatedAt", warnings),
    translations,
    warnings,
  };
}

/**
 * A ZIP of Markdown posts (a Hugo, Jekyll or Astro site, or this site's own Markdown export) as an import plan.
 * Each `.md` with front matter is a post; `<name>.<lang>.md` beside it is its translation; the images it uses
 * from the archive become planned uploads.
 */
export function parseMarkdownArchive(bytes: Uint8Array, options: MarkdownImportOptions = {}): ParseResult {
  const archive = readZipArchive(bytes, {
    wanted: (path) => isContentMarkdown(path) || IMAGE_FILE.test(path),
    // An image's kind is all a plan needs; its bytes are read again, one image at a time, when it is stored.
    headOnly: (path) => !isContentMarkdown(path),
    limits: options.limits,
  });
  if (!archive.ok) return archive;

  const markdownPaths = [...archive.files.keys()].filter(isContentMarkdown).sort();
  const present = new Set(markdownPaths);
  const skipped: SkippedItem[] = [...archive.tooLarge].filter(isContentMarkdown).map((path) => skippedItem(path, reportNote("file-too-large")));
  const posts: string[] = [];
  const translationsByPost = new Map<string, { language: Language; path: string }[]>();
  for (const path of markdownPaths) {
    const translation = path.match(TRANSLATION_FILE);
    if (!translation) {
      posts.push(path);
      continue;
    }
    const base = [`${translation[1]}.md`, `${translation[1]}.markdown`].find((candidate) => present.has(candidate));
    const language = translation[2] as Language;
    if (base === undefined) skipped.push(skippedItem(path, reportNote("translation-without-base", { language })));
    else translationsByPost.set(base, [...(translationsByPost.get(base) ?? []), { language, path }]);
  }

  const images = createImageResolver(archive);
  const items: SourceArticle[] = [];
  for (const path of posts) {
    const outcome = readItem(path, () => readPost(path, translationsByPost.get(path) ?? [], archive, images));
    if ("reason" in outcome) skipped.push(outcome);
    else items.push(outcome);
  }
  return { ok: true, plan: buildPlan("markdown", items, { skipped, warnings: archive.warnings, uploads: images.uploads, readUploadFiles: archive.readEach }) };
}
