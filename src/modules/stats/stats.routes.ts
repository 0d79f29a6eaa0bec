import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { readJson } from "../../lib/http";
import { parseOrThrow } from "../../lib/validation";
import { requireAdmin } from "../auth/auth.middleware";
import { utcDay } from "./stats.counter";
import { isDay, rangeSchema, settingsSchema } from "../../shared/schemas/stats";
import { reportCsv, type StatsUseCases } from "./stats.usecases";

const DEFAULT_DAYS = 30;

/**
 * The owner's reads of the statistics and the counting setting. (The page's beacon, POST /api/stats/hit, is answered
 * in front of the router by stats.edge.ts: it must cost next to nothing and answer 204 whatever it is sent.)
 */
export function statsRoutes({ clock }: AppDeps, stats: StatsUseCases) {
  /** `?from=&to=`, the last 30 days when left out (or empty). */
  const rangeOf = (c: Context) => {
    const to = c.req.query("to") || utcDay(clock.now());
    const end = isDay(to) ? Date.parse(`${to}T00:00:00Z`) : clock.now();
    const from = c.req.query("from") || utcDay(end - (DEFAULT_DAYS - 1) * 86_400_000);
    return parseOrThrow(rangeSchema, { from, to });
  };

  return new Hono<AppEnv>()
    .use("/stats", requireAdmin())
    .use("/stats.csv", requireAdmin())
    .use("/stats/settings", requireAdmin())
    .get("/stats", (c) => c.json(stats.report(rangeOf(c))))
    .get("/stats.csv", (c) => {
      const report = stats.report(rangeOf(c));
      c.header("Content-Disposition", `attachment; filename="statistics-${report.from}-${report.to}.csv"`);
      return c.body(reportCsv(report), 200, { "Content-Type": "text/csv; charset=utf-8" });
    })
    .get("/stats/settings", (c) => c.json(stats.settings()))
    .put("/stats/settings", async (c) => c.json(stats.updateSettings(parseOrThrow(settingsSchema, await readJson(c)))));
}
