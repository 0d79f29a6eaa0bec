import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { VERSION } from "../../config";
import { readJson } from "../../lib/http";
import { LANGUAGE_CODES } from "../../shared/languages";
import { localize, requestedLanguage } from "../../lib/translate";
import { parseOrThrow } from "../../lib/validation";
import { requireAdmin } from "../auth/auth.middleware";
import { createSiteInfoUseCases } from "./site-info.usecases";
import type { AnyLanguage, SiteInfo } from "../../shared/api";
import { DEFAULT_HERO_IMAGE, heroImageUrlSchema, siteInfoUpdateSchema } from "../../shared/schemas/site-info";

export function siteInfoRoutes({ db }: AppDeps) {
  const siteInfo = createSiteInfoUseCases(db);
  return new Hono<AppEnv>()
    .get("/config", (c) =>
      c.json({
        // The rich-text editor is bundled and needs no key; the field stays for the SPA's load check (spec §7).
        tinymceApiKey: "",
        heroImageUrl: siteInfo.get().heroImageUrl,
        defaultHeroImageUrl: DEFAULT_HERO_IMAGE,
        version: VERSION,
        languages: LANGUAGE_CODES,
      }),
    )
    .get("/site-info", (c) => c.json<AnyLanguage<SiteInfo>>(localize(siteInfo.get(), requestedLanguage(c))))
    .put("/site-info", requireAdmin(), async (c) => c.json(siteInfo.update(parseOrThrow(siteInfoUpdateSchema, await readJson(c)))))
    .post("/hero-image/url", requireAdmin(), async (c) => {
      const { imageUrl } = parseOrThrow(heroImageUrlSchema, await readJson(c));
      return c.json(siteInfo.setHeroImage(imageUrl));
    })
    .post("/hero-image/reset", requireAdmin(), (c) => c.json(siteInfo.setHeroImage(null)));
}
