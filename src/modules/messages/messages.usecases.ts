import type { AppDeps } from "../../app-deps";
import { DomainError, notFound } from "../../lib/errors";
import type { OutboxUseCases } from "../../platform/outbox/outbox.usecases";
import type { DeliverySummary } from "../../platform/outbox/outbox.table";
import { MESSAGE_SUBJECT_PREFIX, messageSubjectKey, type NotificationsUseCases } from "../notifications/notifications.usecases";
import { createMessagesRepository, type NewMessage } from "./messages.repository";
import type { MessageRow } from "./messages.table";

/** A message as the admin's inbox reads it: with how its notifications stand. */
export type InboxMessage = MessageRow & { delivery: DeliverySummary };

const NO_DELIVERY: DeliverySummary = { state: "none", attempts: 0, lastError: null };
const NOT_FOUND = "Message not found";

export function createMessagesUseCases(
  { db }: Pick<AppDeps, "db">,
  { outbox, notifications }: { outbox: OutboxUseCases; notifications: NotificationsUseCases },
) {
  const repo = createMessagesRepository(db);
  const inbox = (message: MessageRow, delivery = outbox.summaryOf(messageSubjectKey(message.id))): InboxMessage => ({ ...message, delivery });

  return {
    /**
     * A visitor's message: stored together with its deliveries (one per configured channel) in one transaction,
     * so a message is never stored without them; the deliveries run afterwards, the visitor never waits for them.
     */
    receive(input: NewMessage): MessageRow {
      const message = db.transaction(() => {
        const stored = repo.create(input);
        notifications.enqueueFor(stored);
        return stored;
      });
      outbox.wake();
      return message;
    },
    list(): InboxMessage[] {
      const deliveries = outbox.summariesByPrefix(MESSAGE_SUBJECT_PREFIX);
      return repo.list().map((message) => inbox(message, deliveries.get(messageSubjectKey(message.id)) ?? NO_DELIVERY));
    },
    markRead(id: number): InboxMessage {
      const message = repo.markRead(id);
      if (!message) throw notFound(NOT_FOUND);
      return inbox(message);
    },
    /** The message and its deliveries: a deleted message is not sent afterwards. */
    remove(id: number): void {
      const removed = db.transaction(() => {
        if (!repo.remove(id)) return false;
        outbox.removeFor(messageSubjectKey(id));
        return true;
      });
      if (!removed) throw notFound(NOT_FOUND);
    },
    /** Makes the message's failed and retrying deliveries due now; refused when there is none to retry. */
    retryDelivery(id: number): DeliverySummary {
      if (!repo.get(id)) throw notFound(NOT_FOUND);
      const key = messageSubjectKey(id);
      if (outbox.retryNow(key) === 0) {
        const { state } = outbox.summaryOf(key);
        throw new DomainError(
          "conflict",
          state === "none"
            ? "This message has no notification to retry: no channel was configured when it arrived."
            : "Nothing to retry: this message's notifications are sent or on their way.",
        );
      }
      return outbox.summaryOf(key);
    },
  };
}
export type MessagesUseCases = ReturnType<typeof createMessagesUseCases>;
