import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, displayOrder, jsonList, translations } from "../../db/columns";

export const projects = sqliteTable("projects", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  title: text("title").notNull(),
  description: text("description").notNull(),
  imageUrl: text("image_url"),
  projectUrl: text("project_url"),
  technologies: jsonList("technologies"),
  featured: bool("featured"),
  order: displayOrder(),
  translations: translations<{ title: string; description: string }>(),
});
export type ProjectRow = typeof projects.$inferSelect;
