import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../../app-deps";
import { LANGUAGE_CODES, DEFAULT_LANGUAGE, toLanguage } from "../../shared/languages";
import type { Theme } from "../../shared/theme";
import { localizedUrl, textOf } from "../pages/pages.seo";
import { siteBase } from "../../lib/request-origin";
import type { Article, Localized, SiteInfo } from "../../shared/api";
import { PUBLIC_PAGES, titleSuffixOf } from "../../../web/entry-server";

const xml = (s: string) => s.replace(/[<>&'"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch]!);

type FeedServices = { readApi: (path: string) => Promise<Response> };

/** sitemap.xml (every public page in every language), robots.txt, and rss.xml per language. */
export function feedsRoutes(deps: AppDeps, { readApi }: FeedServices) {
  const readJson = async <T>(path: string): Promise<T> => (await readApi(path)).json() as Promise<T>;

  /** A feed's text; the app's response memo keeps it until the content changes. */
  const feed = (contentType: string, render: (base: string, lang: string) => Promise<string>) => async (c: Context<AppEnv>) => {
    const base = siteBase(c.req.raw, deps.config);
    if (!base) return c.text("Bad Request: the Host header is not a host name", 400);
    return c.body(await render(base, toLanguage(c.req.query("lang"))), 200, { "Content-Type": contentType });
  };

  return new Hono<AppEnv>()
    .get(
      "/robots.txt",
      feed("text/plain; charset=utf-8", async (base) =>
        ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /login", "Disallow: /api/", "", `Sitemap: ${base}/sitemap.xml`, ""].join("\n"),
      ),
    )
    .get(
      "/sitemap.xml",
      feed("application/xml; charset=utf-8", async (base) => {
        const articles = await readJson<Article[]>("/api/articles");
        const pages = [
          ...(deps.publicPages ?? PUBLIC_PAGES).filter((page) => page.sitemap).map(({ path }) => ({ path, lastmod: undefined as string | undefined })),
          ...articles.map((a) => ({ path: `/articles/${encodeURIComponent(a.slug)}`, lastmod: a.updatedAt })),
        ];
        const urls = pages.flatMap(({ path, lastmod }) =>
          LANGUAGE_CODES.map(
            (lang) =>
              `<url><loc>${xml(localizedUrl(base, path, lang))}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ""}${LANGUAGE_CODES.map(
                (alt) => `<xhtml:link rel="alternate" hreflang="${alt}" href="${xml(localizedUrl(base, path, alt))}"/>`,
              ).join("")}</url>`,
          ),
        );
        return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>\n`;
      }),
    )
    .get(
      "/rss.xml",
      feed("application/rss+xml; charset=utf-8", async (base, lang) => {
        const language = toLanguage(lang);
        const [articles, siteInfo, theme] = await Promise.all([
          readJson<Localized<Article>[]>(`/api/articles?lang=${language}`),
          readJson<Localized<SiteInfo>>(`/api/site-info?lang=${language}`),
          readJson<Theme>("/api/theme"),
        ]);
        const title = titleSuffixOf(siteInfo);
        // The owner's icon, when it is a PNG (RSS 2.0 channel images are GIF, JPEG or PNG).
        const image = theme.iconUrl?.startsWith("/site-icon.png")
          ? `<image><url>${xml(base + theme.iconUrl)}</url><title>${xml(title)}</title><link>${xml(localizedUrl(base, "/articles", language))}</link></image>`
          : "";
        const items = articles.map((a) => {
          const link = localizedUrl(base, `/articles/${encodeURIComponent(a.slug)}`, language);
          return `<item><title>${xml(a.title)}</title><link>${xml(link)}</link><guid isPermaLink="true">${xml(link)}</guid><pubDate>${new Date(a.publishedAt ?? a.createdAt).toUTCString()}</pubDate><category>${xml(a.category)}</category><description>${xml(a.summary)}</description><content:encoded><![CDATA[${a.content.replace(/]]>/g, "]]]]><![CDATA[>")}]]></content:encoded></item>`;
        });
        return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>${xml(title)}</title><link>${xml(localizedUrl(base, "/articles", language))}</link><description>${xml(textOf(siteInfo.about) || title)}</description><language>${language}</language><atom:link href="${xml(`${base}/rss.xml${language === DEFAULT_LANGUAGE ? "" : `?lang=${language}`}`)}" rel="self" type="application/rss+xml"/>${image}${items.join("")}</channel></rss>\n`;
      }),
    );
}
