import type { MessageQueue, MessageQueueEnqueueOptions } from "@fedify/fedify";
import type { OutboxUseCases } from "../../platform/outbox/outbox.usecases";
import type { Clock } from "../../platform/scheduler/scheduler.clock";

/** The outbox topic Fedify's queued work (fan-outs, one delivery per inbox) is carried under. */
export const FEDIVERSE_TOPIC = "fediverse.deliver";
/** Subject keys of the fediverse's rows: "fediverse:<remote host>" per delivery, so the admin can show each server. */
export const FEDIVERSE_SUBJECT_PREFIX = "fediverse:";

/** What of a Fedify message the subject is made from; the rest is Fedify's own. */
type QueuedMessage = { type?: unknown; inbox?: unknown };

function subjectOf(message: QueuedMessage): string {
  if (message.type === "outbox" && typeof message.inbox === "string" && URL.canParse(message.inbox)) {
    return `${FEDIVERSE_SUBJECT_PREFIX}${new URL(message.inbox).host}`;
  }
  return `${FEDIVERSE_SUBJECT_PREFIX}${typeof message.type === "string" ? message.type : "task"}`;
}

/**
 * Fedify's MessageQueue on the one outbox: each message is an outbox row (so it survives a restart or kill -9), run
 * by the outbox's job, and retried by the outbox's back-off (`nativeRetrial`: Fedify throws a failed delivery back
 * instead of queueing its own retry). Each inbox is its own row, so a dead server delays nobody else.
 */
export function createOutboxMessageQueue(outbox: OutboxUseCases, clock: Clock): MessageQueue {
  let handler: ((message: unknown) => Promise<void> | void) | null = null;
  outbox.register(FEDIVERSE_TOPIC, async (payload) => {
    // Fedify's worker starts with the app; a row run before that (never, in practice) is simply tried again later.
    if (!handler) throw new Error("The fediverse worker has not started yet.");
    await handler(payload);
  });
  /** When a message is due: now, or after the delay a remote server asked for (Retry-After). */
  const dueAtOf = (options?: MessageQueueEnqueueOptions) =>
    options?.delay ? clock.now() + Math.max(0, options.delay.total({ unit: "milliseconds" })) : undefined;
  return {
    nativeRetrial: true,
    async enqueue(message: QueuedMessage, options) {
      outbox.enqueue(FEDIVERSE_TOPIC, message, subjectOf(message), dueAtOf(options));
      outbox.wake();
    },
    async enqueueMany(messages: readonly QueuedMessage[], options) {
      for (const message of messages) outbox.enqueue(FEDIVERSE_TOPIC, message, subjectOf(message), dueAtOf(options));
      outbox.wake();
    },
    listen(listener, options) {
      handler = listener;
      return new Promise<void>((resolve) => {
        if (!options?.signal) return;
        options.signal.addEventListener("abort", () => {
          handler = null;
          resolve();
        });
      });
    },
  };
}
