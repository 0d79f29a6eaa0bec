import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/open";
import { messages, type MessageRow } from "./messages.table";

export type NewMessage = Pick<MessageRow, "name" | "email" | "subject" | "message">;

export function createMessagesRepository(db: Db) {
  return {
    /** Newest first; the id breaks ties between messages stored within the same millisecond. */
    list: (): MessageRow[] => db.select().from(messages).orderBy(desc(messages.createdAt), desc(messages.id)).all(),
    get: (id: number): MessageRow | undefined => db.select().from(messages).where(eq(messages.id, id)).get(),
    create: (message: NewMessage): MessageRow => db.insert(messages).values(message).returning().get(),
    /** Undefined when there is no such message. */
    markRead: (id: number): MessageRow | undefined => db.update(messages).set({ read: true }).where(eq(messages.id, id)).returning().get(),
    /** True when a message was deleted. */
    remove: (id: number): boolean => db.delete(messages).where(eq(messages.id, id)).returning({ id: messages.id }).all().length > 0,
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
