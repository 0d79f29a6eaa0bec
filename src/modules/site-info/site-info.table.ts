import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { sql } from "drizzle-orm";
import { translations } from "../../db/columns";

export type SocialLinks = { github?: string; linkedin?: string; twitter?: string; dribbble?: string };

/** A single row (id 1): the site's settings. */
export const siteInfo = sqliteTable("site_info", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** The owner's name for the hero, footer and article bylines; not in the spec's list, see README "Design decisions". */
  ownerName: text("owner_name").notNull().default(""),
  about: text("about").notNull().default(""),
  contactEmail: text("contact_email").notNull().default(""),
  contactPhone: text("contact_phone").notNull().default(""),
  contactLocation: text("contact_location").notNull().default(""),
  cvFileUrl: text("cv_file_url"),
  /** null means the embedded default portrait. */
  heroImageUrl: text("hero_image_url"),
  socialLinks: text("social_links", { mode: "json" }).$type<SocialLinks>().notNull().default(sql`'{}'`),
  translations: translations<{ about: string }>(),
});
export type SiteInfoRow = typeof siteInfo.$inferSelect;
