import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, timestamp } from "../../db/columns";

export const messages = sqliteTable("messages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  read: bool("read"),
  createdAt: timestamp("created_at"),
});
export type MessageRow = typeof messages.$inferSelect;
