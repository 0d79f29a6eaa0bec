import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { readJson } from "../../lib/http";
import { requireAdmin } from "../auth/auth.middleware";
import { exportPortfolio, importPortfolio } from "./portability.usecases";

export function portabilityRoutes({ db, clock }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/export", requireAdmin(), (c) => {
      const document = exportPortfolio(db, clock);
      c.header("Content-Disposition", `attachment; filename="portfolio-export-${document.exportedAt.slice(0, 10)}.json"`);
      c.header("Cache-Control", "no-store");
      return c.json(document);
    })
    .post("/import", requireAdmin(), async (c) => c.json({ imported: importPortfolio(db, await readJson(c), clock) }));
}
