import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { sql } from "drizzle-orm";
import { jsonList, translations } from "../../db/columns";

export type SocialLinks = { github?: string; linkedin?: string; twitter?: string; dribbble?: string };

/** A single row (id 1): the site's settings. */
export const siteInfo = sqliteTable("site_info", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** The owner's name for the hero, footer and article bylines; not in the spec's list, see docs/decisions/0010. */
  ownerName: text("owner_name").notNull().default(""),
  about: text("about").notNull().default(""),
  contactEmail: text("contact_email").notNull().default(""),
  contactPhone: text("contact_phone").notNull().default(""),
  contactLocation: text("contact_location").notNull().default(""),
  cvFileUrl: text("cv_file_url"),
  /** null means the embedded default portrait. */
  heroImageUrl: text("hero_image_url"),
  socialLinks: text("social_links", { mode: "json" }).$type<SocialLinks>().notNull().default(sql`'{}'`),
  /** The site's name: header brand and initials, the suffix of page titles, the feeds' title. Empty: the owner's name. */
  siteTitle: text("site_title").notNull().default(""),
  /** The hero's heading. */
  headline: text("headline").notNull().default(""),
  /** The hero's badge ("Available for new projects"); empty hides it. */
  availability: text("availability").notNull().default(""),
  /** The hero's years-of-experience badge; null hides it. */
  yearsOfExperience: integer("years_of_experience"),
  /** Up to three short lines under the hero's buttons. */
  highlights: jsonList("highlights"),
  /** The footer's closing line; empty hides it. */
  footerNote: text("footer_note").notNull().default(""),
  translations: translations<SiteInfoTranslatable>(),
});
/** The texts a translation may override, per language. */
export type SiteInfoTranslatable = {
  about: string;
  siteTitle: string;
  headline: string;
  availability: string;
  highlights: string[];
  footerNote: string;
};
export type SiteInfoRow = typeof siteInfo.$inferSelect;
