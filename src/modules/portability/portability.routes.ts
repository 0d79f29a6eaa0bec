import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { readJson } from "../../lib/http";
import { requireAdmin } from "../auth/auth.middleware";
import { exportPortfolio, importPortfolio } from "./portability.usecases";

/** Settings → Import/Export: the site's own JSON document out and in, and the articles out as Markdown (admin only). */
export function portabilityRoutes({ db, config, clock }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/export", requireAdmin(), (c) => {
      const document = exportPortfolio(db, clock);
      c.header("Content-Disposition", `attachment; filename="portfolio-export-${document.exportedAt.slice(0, 10)}.json"`);
      c.header("Cache-Control", "no-store");
      return c.json(document);
    })
    .post("/import", requireAdmin(), async (c) => c.json({ imported: importPortfolio(db, await readJson(c), clock) }))
    .get("/export/markdown", requireAdmin(), async () => {
      // Turndown, YAML and the ZIP writer load at the first Markdown export, not with the server.
      const { exportMarkdown } = await import("./portability.markdown-export");
      // fflate builds the archive in a plain ArrayBuffer (never a shared one), which is what a body may be.
      const zip = exportMarkdown(db, config.dataDir, clock).zip as Uint8Array<ArrayBuffer>;
      return new Response(zip, {
        headers: {
          "Content-Type": "application/zip",
          "Content-Length": String(zip.length),
          "Content-Disposition": `attachment; filename="portfolio-articles-${new Date(clock.now()).toISOString().slice(0, 10)}.zip"`,
          "Cache-Control": "private, no-store",
        },
      });
    });
}
