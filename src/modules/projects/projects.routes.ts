import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";

export function projectsRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
