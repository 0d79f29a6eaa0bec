import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { readId, readJson } from "../../lib/http";
import { createRateLimiter } from "../../lib/rate-limit";
import { parseOrThrow } from "../../lib/validation";
import { requireAdmin } from "../auth/auth.middleware";
import type { MessagesUseCases } from "./messages.usecases";
import { messageInputSchema } from "../../shared/schemas/messages";

/** Contract §2: at most 5 messages from one client address within 10 minutes. */
export const CONTACT_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };

export function messagesRoutes({ clock }: AppDeps, messages: MessagesUseCases) {
  // One limiter per app, so each test app (and each server) counts on its own.
  const limiter = createRateLimiter({ ...CONTACT_LIMIT, now: () => clock.now() });

  return new Hono<AppEnv>()
    .post("/messages", async (c) => {
      const ip = c.get("clientIp");
      limiter.check(ip);
      const { website, ...message } = parseOrThrow(messageInputSchema, await readJson(c));
      // Only accepted submissions count: a visitor correcting a typo is not spending the quota.
      limiter.hit(ip);
      if (website?.trim()) {
        // A bot filled the hidden field: it sees the usual answer, nothing is stored and nobody is notified.
        return c.json({ id: 0, ...message, read: false, createdAt: new Date(clock.now()).toISOString() }, 201);
      }
      return c.json(messages.receive(message), 201);
    })
    .get("/messages", requireAdmin(), (c) => c.json(messages.list()))
    .post("/messages/:id/read", requireAdmin(), (c) => c.json(messages.markRead(readId(c))))
    .post("/messages/:id/retry-delivery", requireAdmin(), (c) => c.json({ delivery: messages.retryDelivery(readId(c)) }, 202))
    .delete("/messages/:id", requireAdmin(), (c) => {
      messages.remove(readId(c));
      return c.body(null, 204);
    });
}
