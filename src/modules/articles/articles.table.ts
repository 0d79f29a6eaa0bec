import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { belongsTo, bool, timestamp, translations } from "../../db/columns";

export const articles = sqliteTable(
  "articles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    summary: text("summary").notNull(),
    /** Sanitised HTML. */
    content: text("content").notNull(),
    category: text("category").notNull(),
    imageUrl: text("image_url"),
    /** The owner wants it public; with `publishAt` in the future it is scheduled, and visitors see it from then. */
    published: bool("published"),
    /** Not before this time (ISO 8601 UTC), or null: no wait. Kept once the time has passed, as a record. */
    publishAt: text("publish_at"),
    /** The first time visitors could see it; kept through unpublishing and republishing. */
    publishedAt: text("published_at"),
    /** "Don't e-mail this article" unticked: its first publication is mailed to the confirmed readers (subscribers). */
    mailReaders: integer("mail_readers", { mode: "boolean" }).notNull().default(true),
    createdAt: timestamp("created_at"),
    updatedAt: timestamp("updated_at"),
    translations: translations<{ title: string; summary: string; content: string; category: string }>(),
  },
  // The publishing timer asks for the next scheduled time on every write.
  (table) => [index("articles_publish_at").on(table.publishAt)],
);
export type ArticleRow = typeof articles.$inferSelect;

/**
 * One private preview link per article. Only the SHA-256 of the token is kept: the token is a bearer secret in a URL,
 * and a copy of the database must not hold working links.
 */
export const articlePreviewLinks = sqliteTable("article_preview_links", {
  articleId: integer("article_id")
    .primaryKey()
    .references(() => articles.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at"),
});

/**
 * What search reads: per article, one row per language it can be shown in (Spanish, and each translation laid over
 * it as visitors see it), as plain text. Derived from `articles` by the articles domain; the full-text index
 * `article_search_fts` (FTS5, external content, trigram tokens, kept in step by triggers on this table; see the
 * migration) indexes these rows. `sourceUpdatedAt` is the article's `updated_at` the row was made from, so rows that
 * fell behind (a restored or seeded database) are found and remade.
 */
export const articleSearch = sqliteTable(
  "article_search",
  {
    id: integer("id").primaryKey(),
    articleId: belongsTo("article_id", () => articles.id),
    lang: text("lang").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    category: text("category").notNull(),
    body: text("body").notNull(),
    sourceUpdatedAt: text("source_updated_at").notNull(),
  },
  (table) => [uniqueIndex("article_search_article_lang").on(table.articleId, table.lang)],
);
export type ArticleSearchRow = typeof articleSearch.$inferSelect;
