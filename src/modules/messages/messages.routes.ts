import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { notFound } from "../../lib/errors";
import { readId, readJson } from "../../lib/http";
import { createRateLimiter } from "../../lib/rate-limit";
import { parseOrThrow } from "../../lib/validation";
import { requireAdmin } from "../auth/auth.middleware";
import { createMessageRepository } from "./messages.repository";
import { messageInputSchema } from "../../shared/schemas/messages";

/** Contract §2: at most 5 messages from one client address within 10 minutes. */
export const CONTACT_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };

const NOT_FOUND = "Message not found";

export function messagesRoutes({ db, now = () => new Date() }: AppDeps) {
  const repo = createMessageRepository(db);
  // One limiter per app, so each test app (and each server) counts on its own.
  const limiter = createRateLimiter({ ...CONTACT_LIMIT, now: () => now().getTime() });

  return new Hono<AppEnv>()
    .post("/messages", async (c) => {
      const ip = c.get("clientIp");
      limiter.check(ip);
      const { website, ...message } = parseOrThrow(messageInputSchema, await readJson(c));
      // Only accepted submissions count: a visitor correcting a typo is not spending the quota.
      limiter.hit(ip);
      if (website?.trim()) {
        // A bot filled the hidden field: it sees the usual answer, nothing is stored.
        return c.json({ id: 0, ...message, read: false, createdAt: now().toISOString() }, 201);
      }
      return c.json(repo.create(message), 201);
    })
    .get("/messages", requireAdmin(), (c) => c.json(repo.list()))
    .post("/messages/:id/read", requireAdmin(), (c) => {
      const message = repo.markRead(readId(c));
      if (!message) throw notFound(NOT_FOUND);
      return c.json(message);
    })
    .delete("/messages/:id", requireAdmin(), (c) => {
      if (!repo.remove(readId(c))) throw notFound(NOT_FOUND);
      return c.body(null, 204);
    });
}
