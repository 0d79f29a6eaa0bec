import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { VERSION } from "../../config";
import { readJson } from "../../lib/http";
import { LANGUAGE_CODES } from "../../shared/languages";
import { localize, requestedLanguage } from "../../lib/translate";
import { parseOrThrow } from "../../lib/validation";
import { requireAdmin } from "../auth/auth.middleware";
import { createSiteInfoRepository } from "./site-info.repository";
import { DEFAULT_HERO_IMAGE, heroImageUrlSchema, siteInfoUpdateSchema } from "../../shared/schemas/site-info";

/** The portrait shown while the owner has not set one; embedded in the build. */

export function siteInfoRoutes({ db }: AppDeps) {
  const repo = createSiteInfoRepository(db);
  return new Hono<AppEnv>()
    .get("/config", (c) =>
      c.json({
        // The rich-text editor is bundled and needs no key; the field stays for the SPA's load check (spec §7).
        tinymceApiKey: "",
        heroImageUrl: repo.get().heroImageUrl,
        defaultHeroImageUrl: DEFAULT_HERO_IMAGE,
        version: VERSION,
        languages: LANGUAGE_CODES,
      }),
    )
    .get("/site-info", (c) => c.json(localize(repo.get(), requestedLanguage(c))))
    .put("/site-info", requireAdmin(), async (c) => c.json(repo.update(parseOrThrow(siteInfoUpdateSchema, await readJson(c)))))
    .post("/hero-image/url", requireAdmin(), async (c) => {
      const { imageUrl } = parseOrThrow(heroImageUrlSchema, await readJson(c));
      return c.json(repo.update({ heroImageUrl: imageUrl }));
    })
    .post("/hero-image/reset", requireAdmin(), (c) => c.json(repo.update({ heroImageUrl: null })));
}
