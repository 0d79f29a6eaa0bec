import { LANGUAGE_CODES, DEFAULT_LANGUAGE, ogLocaleOf, type Language } from "../../shared/languages";
import { escapeHtml } from "../../platform/spa/spa.html-shell";
import { titleSuffixOf, type PublicPage } from "../../../web/entry-server";
import type { AnyLanguage, Article, SiteInfo } from "../../shared/api";
import { DEFAULT_HERO_IMAGE } from "../../shared/schemas/site-info";

export type SeoInput = {
  page: PublicPage;
  lang: Language;
  /** Absolute origin (and base path) of the site, no trailing slash. */
  base: string;
  pathname: string;
  /** Whether the URL named the language (`?lang=`) rather than the browser's Accept-Language choosing it. */
  langInUrl: boolean;
  /** The page shows a search's results (a query parameter it reads is set). */
  searching?: boolean;
  siteInfo: AnyLanguage<SiteInfo> | null;
  article: AnyLanguage<Article> | null;
  /** The page's title, from the page table. */
  title: string;
  /** The site's ActivityPub actor, when the page names it (the home page, with federation on). */
  actorUrl?: string | null;
  /** The owner's uploaded PNG icon: link previews' image for pages without one of their own. */
  ogImage?: string | null;
};

/** A page's URL in a language: Spanish is the unparameterised default. */
export const localizedUrl = (base: string, pathname: string, lang: Language) => `${base}${pathname}${lang === DEFAULT_LANGUAGE ? "" : `?lang=${lang}`}`;

const absolute = (base: string, url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url.startsWith("/") ? "" : "/"}${url}`);

/** Plain text from HTML, for descriptions. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const clip = (text: string, max = 160) => (text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, "")}…`);

/** JSON inside a <script type="application/ld+json">: nothing can close the tag. */
const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;

/** Everything a crawler or a link preview reads: description, canonical, hreflang, Open Graph, Twitter, JSON-LD, feeds. */
export function headTags(input: SeoInput): string {
  const { page, lang, base, pathname, langInUrl, searching = false, siteInfo, article, title, actorUrl = null, ogImage } = input;
  const siteName = titleSuffixOf(siteInfo);
  const ownerName = siteInfo?.ownerName?.trim() ?? "";
  // The owner's own words only: with none, the page has no description rather than an invented one.
  const about = textOf(siteInfo?.about || siteInfo?.headline || "");
  const description = clip((page.kind === "article" || page.kind === "preview") && article ? article.summary : about);
  // A URL without `?lang=` is the language-negotiating (x-default) page: it is its own canonical, whatever
  // language Accept-Language gave it; a URL that names a language points at that language's address.
  const canonical = langInUrl ? localizedUrl(base, pathname, lang) : `${base}${pathname}`;
  const image = absolute(base, page.kind === "article" && article?.imageUrl ? article.imageUrl : ogImage || siteInfo?.heroImageUrl || DEFAULT_HERO_IMAGE);
  const missing = page.kind === "not-found" || (page.kind === "article" && !article);
  // A private preview, or a search's results, is a page but not an address to index: no canonical or language
  // versions to point at.
  const unlisted = missing || page.kind === "preview" || searching;

  const tags = [
    ...(description ? [`<meta name="description" content="${escapeHtml(description)}">`] : []),
    unlisted ? `<meta name="robots" content="noindex">` : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    // The secret link in the address bar is not sent on to any site its links lead to.
    ...(page.kind === "preview" ? [`<meta name="referrer" content="no-referrer">`] : []),
    ...(unlisted
      ? []
      : [
          ...LANGUAGE_CODES.map((code) => `<link rel="alternate" hreflang="${code}" href="${escapeHtml(localizedUrl(base, pathname, code))}">`),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(localizedUrl(base, pathname, DEFAULT_LANGUAGE))}">`,
        ]),
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(siteName)}" href="${escapeHtml(`${base}/rss.xml${lang === DEFAULT_LANGUAGE ? "" : `?lang=${lang}`}`)}">`,
    ...(actorUrl ? [`<link rel="alternate" type="application/activity+json" href="${escapeHtml(actorUrl)}">`] : []),
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:type" content="${page.kind === "article" && article ? "article" : page.kind === "home" ? "profile" : "website"}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    ...(description ? [`<meta property="og:description" content="${escapeHtml(description)}">`] : []),
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:locale" content="${ogLocaleOf(lang)}">`,
    ...LANGUAGE_CODES.filter((code) => code !== lang).map((code) => `<meta property="og:locale:alternate" content="${ogLocaleOf(code)}">`),
    `<meta name="twitter:card" content="${page.kind === "article" && article?.imageUrl ? "summary_large_image" : "summary"}">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    ...(description ? [`<meta name="twitter:description" content="${escapeHtml(description)}">`] : []),
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
  ];

  const sameAs = Object.values(siteInfo?.socialLinks ?? {}).filter((url): url is string => Boolean(url));
  const person = {
    "@type": "Person",
    name: ownerName,
    url: localizedUrl(base, "/", lang),
    image,
    ...(siteInfo?.contactEmail ? { email: `mailto:${siteInfo.contactEmail}` } : {}),
    ...(siteInfo?.contactLocation ? { address: { "@type": "PostalAddress", addressLocality: siteInfo.contactLocation } } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
  // A person is described only by the name the owner gave: no name, no person.
  if (page.kind === "home" && ownerName) {
    tags.push(jsonLd({ "@context": "https://schema.org", ...person, ...(about ? { description: about } : {}) }));
  }
  if (page.kind === "article" && article) {
    tags.push(`<meta property="article:published_time" content="${escapeHtml(article.publishedAt ?? article.createdAt)}">`);
    tags.push(`<meta property="article:modified_time" content="${escapeHtml(article.updatedAt)}">`);
    tags.push(`<meta property="article:section" content="${escapeHtml(article.category)}">`);
    tags.push(
      jsonLd({
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: article.title,
        description: article.summary,
        image,
        datePublished: article.publishedAt ?? article.createdAt,
        dateModified: article.updatedAt,
        inLanguage: "lang" in article ? article.lang : lang,
        articleSection: article.category,
        wordCount: textOf(article.content).split(" ").filter(Boolean).length,
        mainEntityOfPage: canonical,
        ...(ownerName ? { author: person } : {}),
      }),
    );
  }
  return tags.join("");
}
