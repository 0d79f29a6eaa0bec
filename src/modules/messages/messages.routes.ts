import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";

export function messagesRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
