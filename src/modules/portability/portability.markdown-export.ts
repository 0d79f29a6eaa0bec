import { readFileSync } from "node:fs";
import { strToU8, zipSync } from "fflate";
import TurndownService from "turndown";
import { stringify } from "yaml";
import type { Db } from "../../db/open";
import type { Clock } from "../../platform/scheduler/scheduler.clock";
import { createArticlesUseCases } from "../articles/articles.usecases";
import type { ArticleRow } from "../articles/articles.table";
import { createUploadsRepository, UPLOADS_URL_PREFIX } from "../uploads/uploads.repository";
import { rewriteUrls } from "../import-sources/import-sources.html";
import { reportNote } from "../../shared/import-report";
import { type ImportWarning, importWarning } from "../import-sources/import-sources.types";

export type ExportableArticle = Pick<
  ArticleRow,
  "title" | "slug" | "summary" | "content" | "category" | "imageUrl" | "published" | "publishedAt" | "createdAt" | "updatedAt" | "translations"
>;

export type MarkdownExport = { zip: Uint8Array; warnings: ImportWarning[] };

const IMAGES_FOLDER = "images";
/** An upload's own name (the store's names are hex, an extension and maybe a size); nothing that could leave the folder. */
const UPLOAD_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const IMAGE_NAME = /\.(png|jpe?g|gif|webp)$/i;
/** Blocks the editor may style (alignment, colour); Markdown would lose the style. */
const STYLABLE_BLOCKS = new Set(["P", "H1", "H2", "H3", "H4", "H5", "H6", "BLOCKQUOTE"]);

/**
 * HTML → Markdown as this site's Markdown import reads it back. Markup Markdown has no syntax for (tables,
 * figures, underline, strike-through, styled text, links opening a new tab) stays as HTML, which Markdown
 * allows. Text that would read as HTML or as an entity is escaped, so "use the &lt;div&gt; element" does not
 * come back as a real div. (A styled list item or a `<pre>`'s own class are what is lost.)
 */
class ArticleTurndown extends TurndownService {
  constructor() {
    super({ headingStyle: "atx", codeBlockStyle: "fenced", bulletListMarker: "-", emDelimiter: "*", hr: "---" });
    this.keep(["figure", "table", "u", "s"]);
    // Rules added here are consulted before the built-in ones, which would turn these into plain Markdown.
    this.addRule("styledBlock", {
      filter: (node) => STYLABLE_BLOCKS.has(node.nodeName) && node.hasAttribute("style"),
      replacement: (_content, node) => `\n\n${node.outerHTML}\n\n`,
    });
    this.addRule("inlineAsHtml", {
      filter: (node) => (node.nodeName === "SPAN" && node.hasAttribute("style")) || (node.nodeName === "A" && node.getAttribute("target") === "_blank"),
      replacement: (_content, node) => node.outerHTML,
    });
  }

  override escape(text: string): string {
    return super
      .escape(text)
      .replace(/&(?=#?\w+;)/g, "&amp;")
      .replace(/<(?=[A-Za-z/!?])/g, "&lt;");
  }
}

const turndown = new ArticleTurndown();

const markdownFile = (frontMatter: Record<string, unknown>, markdown: string) => `---\n${stringify(frontMatter, { lineWidth: 0 })}---\n\n${markdown.trim()}\n`;

/**
 * The articles as a ZIP of Markdown files, one `<slug>.md` per article with every field in its YAML front matter
 * and `<slug>.<lang>.md` per translation, plus the uploaded images they use under `images/` (links rewritten to
 * those relative paths). `readUpload` answers an upload's bytes by its URL, or null when the file is gone (the
 * link is then kept as it was, with a warning). Nothing here reads the disk or the database.
 */
export function exportArticlesAsMarkdown(articles: ExportableArticle[], readUpload: (url: string) => Uint8Array | null): MarkdownExport {
  const files: Record<string, Uint8Array> = {};
  const warnings: ImportWarning[] = [];
  const exported = new Map<string, string | null>();

  /** The relative path an upload is exported at, or null when it is not an upload or cannot be read. */
  function exportedImage(url: string, title: string): string | null {
    if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
    const name = url.slice(UPLOADS_URL_PREFIX.length);
    if (!UPLOAD_NAME.test(name)) return null;
    if (!exported.has(url)) {
      const bytes = readUpload(url);
      exported.set(url, bytes ? `${IMAGES_FOLDER}/${name}` : null);
      if (bytes) files[`${IMAGES_FOLDER}/${name}`] = bytes;
      else warnings.push(importWarning(title, reportNote("image-not-in-uploads", { url })));
    }
    return exported.get(url) ?? null;
  }

  const toMarkdown = (html: string, title: string) =>
    turndown.turndown(rewriteUrls(html, (url, place) => (place === "img" || IMAGE_NAME.test(url) ? (exportedImage(url, title) ?? url) : url)));

  for (const article of articles) {
    const frontMatter = {
      title: article.title,
      slug: article.slug,
      summary: article.summary,
      category: article.category,
      published: article.published,
      publishedAt: article.publishedAt,
      createdAt: article.createdAt,
      updatedAt: article.updatedAt,
      imageUrl: article.imageUrl === null ? null : (exportedImage(article.imageUrl, article.title) ?? article.imageUrl),
    };
    files[`${article.slug}.md`] = strToU8(markdownFile(frontMatter, toMarkdown(article.content, article.title)));

    for (const [language, fields] of Object.entries(article.translations)) {
      if (!fields) continue;
      const { content, ...texts } = fields;
      files[`${article.slug}.${language}.md`] = strToU8(markdownFile(texts, content ? toMarkdown(content, article.title) : ""));
    }
  }
  return { zip: zipSync(files), warnings };
}

/**
 * Every article as a ZIP of Markdown files with the uploaded images they use: the admin's download and
 * `portfolio export --format markdown`. This file (Turndown, YAML, ZIP) loads at the first export, not with the server.
 */
export function exportMarkdown(db: Db, dataDir: string, clock: Clock): MarkdownExport {
  const uploads = createUploadsRepository(dataDir);
  return exportArticlesAsMarkdown(createArticlesUseCases(db, { clock }).exportAll(), (url) => {
    const file = uploads.openUrl(url);
    return file ? readFileSync(file.path) : null;
  });
}
