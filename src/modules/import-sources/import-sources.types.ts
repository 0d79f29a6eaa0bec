import type * as v from "valibot";
import type { FileKind } from "../../shared/files";
import type { Language } from "../../shared/languages";
import type { articleInputSchema } from "../../shared/schemas/articles";
import type { ReportNote } from "../../shared/import-report";
import type { ImportSource, ReportLine } from "../../shared/schemas/import-sources";

export type { ReportNote };

export type { ImportSource };

/** An article exactly as the API accepts it (the output of `articleInputSchema`), plus the dates the source kept. */
export type ImportedArticle = Omit<v.InferOutput<typeof articleInputSchema>, "slug"> & {
  /** Always named: the import decides it (and its collisions) before anything is written. */
  slug: string;
  /** ISO 8601 in UTC. Null when the source never published it or gave no date (the apply step stamps it). */
  publishedAt: string | null;
  /** ISO 8601 in UTC; null lets the database write its own. */
  createdAt: string | null;
  updatedAt: string | null;
};

export type PlannedArticle = {
  /** Where the item came from, to name it to the owner: "post 12", "content/posts/hello.md". */
  origin: string;
  article: ImportedArticle;
  /**
   * Scheduled in the source: `article.published` is true and `publishedAt` is the (usually future) date it was
   * due, so the apply step can hold it back until then.
   */
  scheduled: boolean;
  /** What was changed, derived or dropped on the way in. */
  warnings: ReportNote[];
};

/**
 * An image from the archive, at `sourcePath`. The apply step reads it (`ImportPlan.readUploadFiles`) and stores it
 * as an upload, then replaces `token` (which stands wherever the image is used: content, cover, translations)
 * with the stored URL; see `replaceUploadTokens`.
 */
export type PlannedUpload = { token: string; kind: FileKind; sourcePath: string };

/** Reads the files at these archive paths one at a time, handing each one's bytes over before the next is read. */
export type UploadFileReader = (sourcePaths: ReadonlySet<string>, each: (sourcePath: string, bytes: Uint8Array) => void) => void;

export type SkippedItem = { title: string; reason: string } & ReportLine;
export type ImportWarning = { title: string; message: string } & ReportLine;

/** An item skipped for the reason `note` gives. */
export const skippedItem = (title: string, { message, ...line }: ReportNote): SkippedItem => ({ title, reason: message, ...line });
/** A warning about `title` (an article, an archive entry, the source as a whole). */
export const importWarning = (title: string, { message, ...line }: ReportNote): ImportWarning => ({ title, message, ...line });

/** Everything one import would write, computed without touching the database. */
export type ImportPlan = {
  source: ImportSource;
  articles: PlannedArticle[];
  /** Items of the source that will not become articles, and why. */
  skipped: SkippedItem[];
  /** About the input as a whole rather than one article (an archive entry ignored, pages left out). */
  warnings: ImportWarning[];
  uploads: PlannedUpload[];
  /**
   * Where the uploads' bytes come from (the archive, read again): an archive's images are never all in memory at
   * once. Absent when the source holds no files.
   */
  readUploadFiles?: UploadFileReader;
};

export type ImportErrorCode =
  | "invalid-json"
  | "not-ghost-export"
  | "invalid-xml"
  | "xml-declarations"
  | "not-wordpress-export"
  | "not-a-zip"
  | "truncated-zip"
  | "zip-bomb"
  | "unsafe-path"
  | "too-many-entries";

/** Why a whole input was refused; nothing of it is imported. */
export type ImportError = { code: ImportErrorCode; message: string };

export type ParseResult = { ok: true; plan: ImportPlan } | { ok: false; error: ImportError };

export const importFailure = (code: ImportErrorCode, message: string): ParseResult => ({ ok: false, error: { code, message } });

/** published, draft, or published at a date still to come. */
export type SourceStatus = "published" | "draft" | "scheduled";

export type SourceTranslation = { title?: string; summary?: string; html?: string; category?: string };

/**
 * One item as a parser read it from its source, before our rules are applied (`normalizeArticles`). Text fields
 * are plain text, `html` is whatever the source rendered, dates are ISO 8601 or null.
 */
export type SourceArticle = {
  origin: string;
  title: string | null;
  slug: string | null;
  html: string;
  summary: string | null;
  category: string | null;
  imageUrl: string | null;
  status: SourceStatus;
  publishedAt: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  translations?: Partial<Record<Language, SourceTranslation>>;
  /** Found while reading the source (a shortcode dropped, an image missing from the archive). */
  warnings: ReportNote[];
};
