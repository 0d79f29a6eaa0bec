import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";

export function uploadsRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}

/** Files under $DATA_DIR/uploads, served at /uploads/... */
export function uploadedFilesRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
