import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { contentTypeOf, type AssetEntry } from "./spa.asset-store";
import { renderHtmlShell, type ShellTheme } from "./spa.html-shell";
import { STANDALONE_PATHS } from "../../../web/entry-server";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** Picks the best precompressed variant the client accepts. */
function negotiate(c: Context, entry: AssetEntry): { file: string; encoding?: "br" | "gzip" } {
  const accept = c.req.header("accept-encoding") ?? "";
  if (entry.brotli && /\bbr\b/.test(accept)) return { file: entry.brotli, encoding: "br" };
  if (entry.gzip && /\bgzip\b/.test(accept)) return { file: entry.gzip, encoding: "gzip" };
  return { file: entry.file };
}

/** The built SPA's files (hashed assets immutable and precompressed), and the client-rendered admin shell. */
export function spaRoutes({ assets }: AppDeps, { theme }: { theme: () => ShellTheme }) {
  const app = new Hono<AppEnv>();
  if (!assets) return app;

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const entry = assets.lookup(c.req.path);
    if (!entry) return next();
    const { file, encoding } = negotiate(c, entry);
    const body = Bun.file(file);
    const headers: Record<string, string> = {
      // Said up front, so the request log need not count a file's bytes as they stream.
      "Content-Length": String(body.size),
      "Content-Type": contentTypeOf(entry.urlPath),
      "Cache-Control": entry.urlPath.startsWith("/assets/") ? IMMUTABLE : "public, max-age=86400",
      Vary: "Accept-Encoding",
    };
    if (encoding) headers["Content-Encoding"] = encoding;
    return new Response(c.req.method === "HEAD" ? null : body, { headers });
  });

  // The sign-in page and the admin stay client-rendered (issue: only public routes are server-rendered).
  // Rendered per request (a string join): it carries the owner's current theme.
  const serveAdminShell = (c: Context) => {
    c.header("Cache-Control", "no-cache");
    return c.html(renderHtmlShell(assets.manifest, { lang: "es", title: "Panel de Control", admin: true, theme: theme() }));
  };
  app.on(
    ["GET", "HEAD"],
    STANDALONE_PATHS.flatMap((path) => [path, `${path}/*`]),
    serveAdminShell,
  );
  return app;
}
