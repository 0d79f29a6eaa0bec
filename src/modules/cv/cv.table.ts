import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, displayOrder, jsonList, translations } from "../../db/columns";

export const experiences = sqliteTable("experiences", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  title: text("title").notNull(),
  company: text("company").notNull(),
  description: text("description").notNull(),
  /** Free text such as a year (spec §3). */
  startDate: text("start_date").notNull(),
  endDate: text("end_date"),
  isCurrent: bool("is_current"),
  order: displayOrder(),
  translations: translations<{ title: string; company: string; description: string }>(),
});

export const education = sqliteTable("education", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  degree: text("degree").notNull(),
  institution: text("institution").notNull(),
  description: text("description").notNull(),
  startDate: text("start_date").notNull(),
  endDate: text("end_date"),
  order: displayOrder(),
  translations: translations<{ degree: string; institution: string; description: string }>(),
});

export const skills = sqliteTable("skills", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  category: text("category").notNull(),
  items: jsonList("items"),
  order: displayOrder(),
  translations: translations<{ category: string; items: string[] }>(),
});

export type ExperienceRow = typeof experiences.$inferSelect;
export type EducationRow = typeof education.$inferSelect;
export type SkillRow = typeof skills.$inferSelect;
