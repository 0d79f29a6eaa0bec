import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { VERSION } from "../../config";

export function healthRoutes({ db, now = () => new Date() }: AppDeps) {
  const startedAt = now().getTime();
  return new Hono<AppEnv>().get("/health", (c) => {
    c.header("Cache-Control", "no-store");
    try {
      db.$client.query("SELECT 1").get();
    } catch {
      return c.json({ status: "unavailable", version: VERSION, message: "Database is not answering" }, 503);
    }
    return c.json({ status: "ok", version: VERSION, uptimeSeconds: Math.floor((now().getTime() - startedAt) / 1000) });
  });
}
