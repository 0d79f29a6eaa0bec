import { type Context, Hono } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { DomainError } from "../../lib/errors";
import { readJson } from "../../lib/http";
import { parseOrThrow } from "../../lib/validation";
import { COLOR_SCHEMES, THEME_FONTS, THEME_MESSAGES, themeUpdateSchema, type ThemeOptions } from "../../shared/theme";
import { requireAdmin } from "../auth/auth.middleware";
import { readUploadedFiles } from "../uploads/uploads.receive";
import { acceptIcon, MAX_ICON_BYTES } from "./theme.icon";
import { createThemeUseCases } from "./theme.usecases";

const OPTIONS: ThemeOptions = {
  fonts: THEME_FONTS.map(({ id, name }) => ({ id, name })),
  colorSchemes: [...COLOR_SCHEMES],
  iconTypes: ["image/png", "image/svg+xml"],
};

/** `/api/theme`: the site's look, read by anyone, changed by the admin. */
export function themeRoutes({ db }: AppDeps) {
  const theme = createThemeUseCases(db);
  return new Hono<AppEnv>()
    .get("/theme", (c) => c.json(theme.get()))
    .get("/theme/options", (c) => c.json(OPTIONS))
    .put("/theme", requireAdmin(), async (c) => c.json(theme.update(parseOrThrow(themeUpdateSchema, await readJson(c)))))
    .post("/theme/icon", requireAdmin(), async (c) => {
      const [file] = await readUploadedFiles(c, { field: "file", missingMessage: THEME_MESSAGES.icon, max: 1 });
      if (file!.size > MAX_ICON_BYTES) throw new DomainError("too-large", `The icon is larger than ${MAX_ICON_BYTES / 1024} KB`);
      const icon = acceptIcon(new Uint8Array(await file!.arrayBuffer()));
      if (!icon) throw new DomainError("unsupported-type", THEME_MESSAGES.icon);
      return c.json(theme.setIcon(icon));
    })
    .delete("/theme/icon", requireAdmin(), (c) => c.json(theme.resetIcon()));
}

const ICON_TYPES = { png: "image/png", svg: "image/svg+xml" } as const;

/** The owner's icon at /site-icon.png or /site-icon.svg; its URL carries its version, so it is kept for a year. */
export function siteIconRoutes({ db }: AppDeps) {
  const theme = createThemeUseCases(db);
  const app = new Hono<AppEnv>();
  const serve = (type: keyof typeof ICON_TYPES) => (c: Context<AppEnv>) => {
    const bytes = theme.icon(type);
    if (!bytes) return c.json({ message: "Not found" }, 404);
    return new Response(Buffer.from(bytes), {
      headers: {
        "Content-Type": ICON_TYPES[type],
        "Cache-Control": "public, max-age=31536000, immutable",
        // An SVG opened on its own runs nothing, even if the sanitiser missed something.
        ...(type === "svg" ? { "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox" } : {}),
      },
    });
  };
  // Two literal routes, not a template, so the route scans (the fuzz table's) see them.
  app.get("/site-icon.png", serve("png")).get("/site-icon.svg", serve("svg"));
  return app;
}
