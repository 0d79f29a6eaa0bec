import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, timestamp, translations } from "../../db/columns";

export const articles = sqliteTable("articles", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  title: text("title").notNull(),
  slug: text("slug").notNull().unique(),
  summary: text("summary").notNull(),
  /** Sanitised HTML. */
  content: text("content").notNull(),
  category: text("category").notNull(),
  imageUrl: text("image_url"),
  published: bool("published"),
  publishedAt: text("published_at"),
  createdAt: timestamp("created_at"),
  updatedAt: timestamp("updated_at"),
  translations: translations<{ title: string; summary: string; content: string; category: string }>(),
});
export type ArticleRow = typeof articles.$inferSelect;
