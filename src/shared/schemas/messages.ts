import * as v from "valibot";
import { minText, objectWithFieldMessages } from "../validation";
import { SHARED_MESSAGES, codedMessages } from "../validation-codes";

export const MESSAGE_MESSAGES = codedMessages("message", {
  name: "Name must be at least 2 characters",
  email: SHARED_MESSAGES.invalidEmail,
  subject: "Subject must be at least 5 characters",
  message: "Message must be at least 10 characters",
});

/** The contact form, checked the same way in the browser and on the server. */
export const messageInputSchema = objectWithFieldMessages({
  name: minText(2, MESSAGE_MESSAGES.name, 100),
  email: v.pipe(v.string(MESSAGE_MESSAGES.email), v.trim(), v.maxLength(254, MESSAGE_MESSAGES.email), v.email(MESSAGE_MESSAGES.email)),
  subject: minText(5, MESSAGE_MESSAGES.subject, 200),
  message: minText(10, MESSAGE_MESSAGES.message, 5000),
  /** Honeypot: people leave it empty; when filled the server answers 201 and stores nothing. */
  website: v.optional(v.string()),
});

export type MessageInput = v.InferInput<typeof messageInputSchema>;
