import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { readJson } from "../../lib/http";
import { localize, requestedLanguage } from "../../lib/translate";
import { parseOrThrow } from "../../lib/validation";
import { requireAdmin } from "../auth/auth.middleware";
import { createSiteInfoRepository } from "./site-info.repository";
import { heroImageUrlSchema, siteInfoUpdateSchema } from "./site-info.schemas";

export function siteInfoRoutes({ db }: AppDeps) {
  const repo = createSiteInfoRepository(db);
  return new Hono<AppEnv>()
    .get("/site-info", (c) => c.json(localize(repo.get(), requestedLanguage(c))))
    .put("/site-info", requireAdmin(), async (c) => c.json(repo.update(parseOrThrow(siteInfoUpdateSchema, await readJson(c)))))
    .post("/hero-image/url", requireAdmin(), async (c) => {
      const { imageUrl } = parseOrThrow(heroImageUrlSchema, await readJson(c));
      return c.json(repo.update({ heroImageUrl: imageUrl }));
    })
    .post("/hero-image/reset", requireAdmin(), (c) => c.json(repo.update({ heroImageUrl: null })));
}
