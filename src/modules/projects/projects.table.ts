import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, displayOrder, isoNow, jsonList, translations } from "../../db/columns";

export const projects = sqliteTable("projects", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  title: text("title").notNull(),
  description: text("description").notNull(),
  imageUrl: text("image_url"),
  projectUrl: text("project_url"),
  technologies: jsonList("technologies"),
  featured: bool("featured"),
  order: displayOrder(),
  /** When the work happened, as the owner words it ("2021 – 2023"); empty: the card shows no date. */
  period: text("period").notNull().default(""),
  translations: translations<{ title: string; description: string; period: string }>(),
  /**
   * When the project was added (the dashboard counts the last 30 days). Null for projects that existed before the
   * date was kept: their age is unknown, so they never count as new. Set by SQLite on insert, like other timestamps.
   */
  createdAt: text("created_at").$defaultFn(() => isoNow),
});
export type ProjectRow = typeof projects.$inferSelect;
