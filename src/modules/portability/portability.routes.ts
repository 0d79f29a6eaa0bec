import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";

export function portabilityRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
