import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { requireAdmin } from "../auth/auth.middleware";
import { createDemoRepository } from "./demo.repository";

/** The admin's banner asks whether demo content is still there, and its one action removes all of it. */
export function demoRoutes({ db }: AppDeps) {
  const repo = createDemoRepository(db);
  return new Hono<AppEnv>()
    .get("/demo-content", requireAdmin(), (c) => c.json({ present: repo.present() }))
    .delete("/demo-content", requireAdmin(), (c) => c.json({ removed: repo.remove() }));
}
